"""The oracle-text compiler: a card's MTGJSON record -> a :class:`CardDef`.

Each line of text (rule 207.1) is read as one of: reminder text only (ignored, 207.2), keyword
abilities (handed to the keyword modules, 702), a modal spell's "Choose one —" with its bullets
(700.2), an activated ability "[Cost]: [Effect]" (602.1), a triggered ability
"When/Whenever/At ..." (603.1), a static ability (604), or, on instants and sorceries, the
spell's effect (112.3a). A line matching none of them makes the card unsupported, with that
line recorded, and the engine then refuses the card (never playing it as if the line were
absent). Basic land types give their intrinsic mana abilities (305.6).
"""
from __future__ import annotations

import dataclasses
import re

from mtgrules.cards.battles import battle_rules
from mtgrules.cards.blocking_it import unbound as unbound_blocking
from mtgrules import ir as m
from mtgrules.records import field_names
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost
from mtgrules.cards.describe import (describe_combat_kinds, describe_condition, describe_event, describe_filter,
                                     describe_mode, describe_static_prevention, describe_trigger)
from mtgrules.cards.grammar.amounts import sacrificed_refs
from mtgrules.cards.grammar.entry_reveal import read_entry_reveal
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.grammar.combat_rules import (describe_combat_count_limit, describe_combat_rule, read_combat_count_limit,
                                                 read_combat_rule)
from mtgrules.cards.grammar.zone_keywords import (SPELL_KEYWORDS, describe_zone_keywords, read_spell_keywords,
                                                   read_zone_keywords)
from mtgrules.cards.grammar.costs import read_additional_cost, read_cost_part, read_evidence, read_graveyard_exile
from mtgrules.cards.grammar.cost_changes import split_ability_changes
from mtgrules.cards.grammar.prevention import read_static_prevention
from mtgrules.cards.grammar.untap_rules import read_untap_rule
from mtgrules.cards.grammar.mana_triggers import adds_mana, read_mana_trigger
from mtgrules.cards.describe_mana_triggers import describe_mana_trigger
from mtgrules.cards.grammar.counters import (enters_with_complaint, read_counters_replaced, read_enters_with,
                                             read_remove_cost)
from mtgrules.cards.grammar.counters import read_enters_with_choice, read_others_enter_with
from mtgrules.cards.grammar.create import read_tokens_replaced
from mtgrules.cards.grammar.life_replacement import read_life_gain_replaced
from mtgrules.cards.describe_life import describe_life_gain_replaced
from mtgrules.cards.x_values import undefined_cost_x, undefined_x, x_mana_unsupported, x_targets_not_last
from mtgrules.cards.grammar.energy import read_energy_cost
from mtgrules.cards.grammar.mana_spending import split_spend_only
from mtgrules.cards.describe_actions import describe_counters_replaced, describe_entering
from mtgrules.cards.describe_actions import describe_entering_choice, describe_others_entering
from mtgrules.cards.describe_actions import describe_tokens_replaced, describe_untap_rule
from mtgrules.cards.die_tables import attach_row, read_row
from mtgrules.cards.modes import ModeBuilder
from mtgrules.cards.grammar.triggers import (SELF_TO_GRAVEYARD, Trigger, read_trigger, read_trigger_condition,
                                             trigger_complaint)
from mtgrules.cards.linked_choices import unlinked_choice
from mtgrules.cards.keyword_syntax import SYNTAX, defined_characteristics, parse_keyword_line
from mtgrules.cards.phrases import NUMBER, number, object_filter
from mtgrules.cards.bounds import fix_bounds
from mtgrules.cards.sentences import NotUnderstood, instead_of, load_templates, parse_mode, state_instead
from mtgrules.cards.type_line import TypeLineError, parse_type_line
from mtgrules.cards.faces import FACED_LAYOUTS, compile_faced_card
from mtgrules.cards.chapters import enters_with_lore, read_chapter
from mtgrules.cards.classes import level_abilities, level_bar, read_level_trigger, split_class_text
from mtgrules.cards.levelers import level_symbol, split_leveler_text
from mtgrules.cards.cases import solved_abilities, split_case_text, to_solve
from mtgrules.cards.labels import without_label
from mtgrules.cards.limited_abilities import limited, max_speed, split_label, split_max_speed
from mtgrules.cards.static_predicates import may_have_assign, read_predicates
from mtgrules.cards import emblems
from mtgrules.cards import conspiracies, vanguard
from mtgrules.cards.command_zone import why_not_from_command_zone
from mtgrules.cards.deck_construction import read_deck_construction
from mtgrules.cards.partner_with import partner_trigger
from mtgrules.cards.opening_hand import read_opening_hand

_REMINDER = re.compile(r"\s*\([^()]*\)")
_BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
_SELF_WORDS = re.compile(r"\bthis (creature|spell|artifact|enchantment|land|permanent|card|planeswalker|aura|equipment|vehicle|token|saga|class|case|scheme|siege|battle)\b")
_SUPPORTED_LAYOUTS = frozenset({"normal", "saga", "class", "leveler", "case", "prototype"})

_TRIGGERS = [
    (r"when cardname enters", "enters"),
    (r"when cardname dies", "dies"),
    (r"whenever cardname attacks", "attacks"),
    (r"whenever cardname blocks", "blocks"),
    (r"whenever cardname enlists a creature", "enlists"),
    (r"whenever cardname becomes blocked", "becomes_blocked"),
    (r"at the beginning of your upkeep", "step:upkeep"),
    (r"at the beginning of your end step", "step:end"),
    (r"at the beginning of your draw step", "step:draw"),
    (r"at the beginning of combat on your turn", "step:beginning_of_combat"),
    # rule 505.1: the first (precombat) and second (postcombat) main phases
    (r"at the beginning of your (?:first|precombat) main phase", "step:precombat_main"),
    (r"at the beginning of your (?:second|postcombat) main phase", "step:postcombat_main"),
    (r"whenever you cast a noncreature spell", "cast_noncreature"),
    (r"whenever you cast a spell", "cast"),
    # "+" joins the events of one ability that triggers on either (603.2)
    (r"when cardname enters the battlefield", "enters"),
    (r"whenever cardname enters or attacks", "enters+attacks"),
    (r"when cardname enters or dies", "enters+dies"),
    (r"whenever cardname attacks or blocks", "attacks+blocks"),
    (r"whenever cardname becomes crewed", "crewed"),
    (r"whenever cardname blocks or becomes blocked", "blocks+becomes_blocked"),
    (r"when cardname leaves the battlefield", "leaves"),
    (r"whenever cardname deals combat damage to a player", "combat_damage_to_player"),
    (r"whenever cardname deals combat damage to an opponent", "combat_damage_to_opponent"),
    (r"whenever cardname deals combat damage to a player or planeswalker",
     "combat_damage_to_player_or_planeswalker"),
    (r"whenever cardname deals combat damage to a creature", "combat_damage_to_creature"),
    (r"whenever cardname deals combat damage", "combat_damage"),
    (r"whenever (?:equipped|enchanted) creature deals combat damage to a player",
     "equipped_combat_damage_to_player"),
    (r"whenever (?:equipped|enchanted) creature attacks", "attached_attacks"),
    (r"whenever (?:fortified|enchanted) (?:land|creature|permanent|artifact) becomes tapped",
     "attached_becomes_tapped"),
    (r"whenever cardname becomes tapped", "becomes_tapped"),
    (r"at the beginning of (?:(?:enchanted player's|enchanted opponent's) upkeep|the upkeep of "
     r"enchanted (?:creature|permanent|land)'s controller)", "step:upkeep:enchanted"),
    (r"whenever cardname deals damage to a player", "damage_to_player"),
    (r"whenever cardname deals damage to an opponent", "damage_to_opponent"),
    (r"whenever cardname deals damage to a creature", "damage_to_creature"),
    (r"whenever cardname deals damage", "deals_damage"),
    (r"at the beginning of (?:each player's|each) upkeep", "step:upkeep:each"),
    (r"at the beginning of each opponent's upkeep", "step:upkeep:opponent"),
    (r"at the beginning of (?:each|the|each player's) end step", "step:end:each"),
    (r"at the beginning of each opponent's end step", "step:end:opponent"),
    (r"at the beginning of each combat", "step:beginning_of_combat:each"),
    (r"whenever you cast a creature spell", "cast_creature"),
    (r"whenever you cast an artifact spell", "cast_artifact"),
    (r"whenever you cast an enchantment spell", "cast_enchantment"),
    (r"whenever a player casts a spell", "cast_any_player"),
    (r"whenever an opponent casts a spell", "cast_opponent"),
    (r"whenever you cast a spell that targets cardname", "cast_targeting_self"),
    # "<base>|<objects>": the event's object must match (engine/triggers.py)
    (r"whenever (an?|another) ([a-z ]+?) enters", "enters|{}"),
    (r"whenever cardname or another ([a-z ]+?) enters", "enters|{}"),
    (r"whenever (an?|another) ([a-z ]+?) attacks", "attacks|{}"),
]

# words of a triggered ability's effect naming something of its event (data positions: see the
# event sources in engine/triggers.py)
_THAT_PLAYER_1 = {"that player": m.EventObject(1)}
_TRIGGER_REFS = {
    "combat_damage_to_player": _THAT_PLAYER_1, "combat_damage_to_opponent": _THAT_PLAYER_1,
    "equipped_combat_damage_to_player": _THAT_PLAYER_1, "damage_to_player": _THAT_PLAYER_1,
    "damage_to_opponent": _THAT_PLAYER_1,
    "combat_damage_to_creature": {"that creature": m.EventObject(1)},
    "damage_to_creature": {"that creature": m.EventObject(1)},
    "attached_attacks": {"it": m.AttachedTo(), "that creature": m.AttachedTo()},
    "step:upkeep:enchanted": {"that player": m.EventObject(1), "they": m.EventObject(1),
                              "that creature": m.AttachedTo(), "that permanent": m.AttachedTo()},
    "step:upkeep:each": _THAT_PLAYER_1, "step:upkeep:opponent": _THAT_PLAYER_1,
    "step:end:each": _THAT_PLAYER_1, "step:end:opponent": _THAT_PLAYER_1,
    "cast_any_player": {"that player": m.EventObject(2)},
    "cast_opponent": {"that player": m.EventObject(2)},
}


# ``_TRIGGERS`` with each pattern compiled once, followed by its effect (", (.+)")
_COMPILED_TRIGGERS = [(pattern, event, re.compile(pattern + r", (.+)")) for pattern, event in _TRIGGERS]


def _trigger(low: str):
    """A triggered ability's trigger condition (603.1): (events, effect text, refs) or None."""
    for pattern, event, compiled in _COMPILED_TRIGGERS:
        hit = compiled.fullmatch(low)
        if not hit:
            continue
        *groups, effect_text = hit.groups()
        refs = _TRIGGER_REFS.get(event, {})
        if "{}" in event:
            desc = groups[-1] if groups[0] != "another" else "another " + groups[-1]
            if object_filter(desc) is None:
                continue
            event = event.format(desc)
            refs = {"that creature": m.EventObject(0)} if "creature" in desc else {}
        if "cardname" in pattern and " or another " not in pattern:
            # "When this creature enters, it deals ...", "... put a +1/+1 counter on it": "it"
            # is the source
            effect_text = re.sub(r"^it ", "cardname ", effect_text)
            refs = {"it": m.This(), **refs}
        return event.split("+"), effect_text, refs
    return None


def _table_trigger_condition(head: str):
    """A whole trigger condition of the trigger table ("at the beginning of your upkeep") with
    no effect after it (a modal ability's modes follow on their own lines, 700.2), read as the
    grammar reads one; None if it isn't one."""
    hit = _trigger(head + ", x")
    if hit is None:
        return None
    events, _, refs = hit
    read = Trigger("+".join(events))
    read.refs = refs
    return read


class _Unsupported(Exception):
    """A line not understood (the first, when a card has several); ``lines``: every line of
    the card with how it was understood, when the whole text was read."""

    def __init__(self, line: str, reason: str, lines: tuple = ()) -> None:
        super().__init__(line)
        self.line = line
        self.reason = reason
        self.lines = lines or ((line, f"NOT UNDERSTOOD: {reason}"),)


_STAR = re.compile(r"\*|(\d+)\+\*|\*\+(\d+)")


def _int_or_unsupported(value, what: str, name: str) -> int | None:
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        star = _STAR.fullmatch(value)
        if star and what != "loyalty":  # defined by an ability of the card (604.3), checked after
            return int(star.group(1) or star.group(2) or 0)
        raise _Unsupported(f"{what} {value}", f"{what} '{value}' needs a characteristic-defining "
                                              "ability (604.3), which is not supported") from None


def _check_defined(raw: dict, abilities: tuple) -> None:
    """A "*" power or toughness needs a characteristic-defining ability defining it (604.3)."""
    defined = [a.effect.change.defined for a in abilities
               if type(a) is m.StaticAbility and type(a.effect) is m.Anthem
               and a.effect.change is not None and a.effect.change.defined is not None]
    for what, index in (("power", 0), ("toughness", 1)):
        value = raw.get(what)
        if value is not None and "*" in value and not any(
                (d.power, d.toughness)[index] is not None for d in defined):
            raise _Unsupported(f"{what} {value}", f"{what} '{value}' needs a characteristic-"
                                                  "defining ability (604.3), which is not supported")


def compile_card(raw: dict) -> m.CardDef:
    """Compile one card record (MTGJSON field names). Never raises for card text: problems
    make the card unsupported (``CardDef.unsupported`` and ``unsupported_reason``).
    A card with several faces is compiled face by face (``cards/faces.py``)."""
    if " // " in raw["name"] and (raw.get("layout") or "normal") in FACED_LAYOUTS:
        return compile_faced_card(raw, compile_face)
    return compile_face(raw, whole_card=True)


def compile_face(raw: dict, whole_card: bool = False) -> m.CardDef:
    """Compile one face (or a whole one-faced card, whose layout must then be supported).
    Its colors are those of its mana cost and its color indicator (202.2, 204)."""
    name = raw["name"]
    text = raw.get("text") or ""
    try:
        cost = parse_mana_cost(raw.get("manaCost"))
    except ManaCostError as exc:
        return _unsupported_card(raw, raw.get("manaCost") or "", str(exc))
    try:
        tl = parse_type_line(raw.get("type") or "")
    except TypeLineError as exc:
        return _unsupported_card(raw, raw.get("type") or "", str(exc), cost)
    colors = cost.colors if cost is not None else frozenset()
    colors |= frozenset(raw.get("colorIndicator") or ())
    base = dict(name=name, mana_cost=cost, supertypes=tl.supertypes, types=tl.types,
                subtypes=tl.subtypes, colors=colors, text=text)
    try:
        layout = raw.get("layout") or "normal"
        if whole_card and layout not in _SUPPORTED_LAYOUTS | {"planar", "vanguard", "scheme"}:
            raise _Unsupported(f"layout: {layout}", f"{layout} cards are not supported yet")
        for key in ("power", "toughness", "loyalty", "defense"):  # kept if a line is not understood
            base[key] = _int_or_unsupported(raw.get(key), key, name)
        agenda, agenda_line = 0, None
        if "Conspiracy" in tl.types:  # rule 702.106a: read here, not as a keyword of the game
            text, agenda, agenda_line = conspiracies.split_agenda(text)
        read = (_compile_class if "Class" in tl.subtypes else _compile_case if "Case" in tl.subtypes
                else _compile_leveler if layout == "leveler" else _compile_text)
        spell, abilities, keywords, costs, lines = read(name, text, tl)
        battle = battle_rules(tl.types, tl.subtypes, base["defense"])  # rule 310
        if isinstance(battle, str):
            raise _Unsupported(f"type: {raw.get('type')}", battle, lines)
        abilities, lines = battle[0] + tuple(abilities), battle[1] + tuple(lines)
        if layout == "planar":  # rule 901.7: its abilities function from the command zone
            refused = next(((a, why) for a in abilities
                            for why in (why_not_from_command_zone(a),) if why is not None), None)
            if refused is not None or keywords:
                static = refused[0] if refused is not None else None
                line = next((ln for ln, _ in lines if static is None or ln == getattr(static, "text", ln)),
                            text.split("\n")[0])
                raise _Unsupported(line, f"a plane with {refused[1] if refused else 'keyword abilities'}"
                                         ", 901.7", lines)
            named = next((ln for ln, _ in lines if name in _without_planar_events(ln, name)), None)
            if named is not None:  # anything but counters on it and damage it deals (311.2)
                raise _Unsupported(named, "a plane's effects on the plane itself other than "
                                          "counters on it are not supported yet", lines)
        _check_defined(raw, abilities)
        if any(k.name == "overload" for k in keywords):
            base["overloaded"] = _overloaded(name, text, tl, lines)
            said = "; ".join(describe_mode(mode) for mode in base["overloaded"].modes)
            lines = tuple((ln, f"{how}; overloaded: {said}" if ln.lower().startswith("overload") else how)
                          for ln, how in lines)
        unlinked = unlinked_choice(abilities + ((spell,) if spell is not None else ()))
        if unlinked is not None:
            raise _Unsupported(*unlinked, lines)
        spell, abilities, unbound = fix_bounds(text, cost, spell, abilities, lines, any(c.x for c in costs))
        if unbound is not None:  # "with mana value X or less" where no X is known
            raise _Unsupported(*unbound, lines)
        undefined = undefined_x(abilities) or undefined_cost_x(spell, cost, abilities) or \
            x_mana_unsupported(spell, abilities) or x_targets_not_last(spell, abilities)
        if undefined is not None:
            raise _Unsupported(*undefined, lines)
        if layout == "vanguard":  # rule 902: its abilities function from the command zone
            abilities, base["vanguard"] = _vanguard(raw, spell, abilities, lines)
        if layout == "scheme":  # rules 314.4, 904.8: its abilities function from the command zone
            _check_scheme(text, spell, abilities, keywords, lines)
        if "chosen name" in text and conspiracies.uses_chosen_name(abilities) and not agenda:
            line = next(ln for ln, _ in lines if "chosen name" in ln)
            raise _Unsupported(line, "\"the chosen name\" of an ability that chooses a card name "
                                     "(201.3) is not supported yet", lines)
        if "Conspiracy" in tl.types:  # rules 315.3, 315.5: its abilities work from the command zone
            _check_scheme(text, spell, abilities, keywords, lines, "a conspiracy card", "315.5")
            if agenda:
                lines = ((agenda_line, conspiracies.agenda_meaning(agenda)),) + tuple(lines)
                base["agenda"] = agenda
    except _Unsupported as exc:
        return m.CardDef(**base, unsupported=exc.line, unsupported_reason=exc.reason,
                         lines=exc.lines)
    if keywords:  # characteristic-defining keywords: devoid, changeling (604.3)
        base["colors"], base["subtypes"] = defined_characteristics(keywords, colors, tl.subtypes)
    return m.CardDef(**base, spell=spell, abilities=abilities, keywords=keywords, additional_costs=costs, lines=lines)


def _without_planar_events(line: str, name: str) -> str:
    """A plane's or phenomenon's line without the trigger events that name it ("when you
    planeswalk to ~", "when you encounter ~": 901.11, 312.5; "if you planeswalked to ~ this
    turn"), the damage it deals (a source in the command zone, 120.3) and the counters on it
    (122.1, ``engine/command_counters``: "put a flame counter on ~", "the number of flame
    counters on ~", "when ~ has ten or more scroll counters on it"), so that any other mention
    of its name (damage dealt to it, destroying it: it is no permanent, 311.2) can be found."""
    for event in ("planeswalk to", "planeswalked to", "planeswalk away from", "encounter"):
        line = line.replace(f"{event} {name}", "")
    for counted in (" counter on ", " counters on "):
        line = line.replace(f"{counted}{name}", counted)
    return line.replace(f"When {name} has ", "When ").replace(f"{name} deals", "")


def _vanguard(raw: dict, spell, abilities: tuple, lines: tuple) -> tuple:
    """A vanguard card's abilities as they function from the command zone (902.7) and its
    life and hand modifiers (902.4, 902.5); _Unsupported naming what can't be played."""
    try:
        if spell is not None:
            raise vanguard.VanguardRefused(raw.get("text") or "", "a vanguard card is not a spell (902.3)")
        return vanguard.command_zone_abilities(abilities, lines), vanguard.modifiers(raw)
    except vanguard.VanguardRefused as exc:
        raise _Unsupported(exc.line, exc.reason, lines) from None


# static abilities about players, which the engine applies from the command zone too
_PLAYER_RULES = (m.PlayerRule, m.AdditionalLandPlays, m.CastCountLimit, m.CombatCountLimit,
                 m.CastSharingTopCardType, m.PlayFromLibraryTop)


def _check_scheme(text: str, spell, abilities: tuple, keywords, lines: tuple,
                  what: str = "a scheme card", rule: str = "314.4") -> None:
    """A scheme card is never cast (314.2) and its abilities function from the command zone
    (314.4), as do a conspiracy card's (315.3, 315.5): _Unsupported naming a line the engine
    doesn't apply there."""
    if spell is not None or keywords:
        raise _Unsupported(text.split("\n")[0], f"{what} is not a spell and has no keyword "
                                                 f"abilities the engine applies ({rule})", lines)
    for ability in abilities:
        why = why_not_from_command_zone(ability)
        if why is not None and type(ability) is m.StaticAbility and type(ability.effect) in _PLAYER_RULES:
            why = None  # rules about players apply from the command zone (``engine/player_rules``)
        if why is not None:
            said = (getattr(ability, "text", "") or "").lower().rstrip(".")
            line = next((ln for ln, _ in lines if said and said in ln.lower()), text.split("\n")[0])
            raise _Unsupported(line, f"{what} with {why}, {rule}", lines)


def _overloaded(name: str, text: str, tl, lines: tuple) -> m.SpellAbility:
    """Rule 702.96b: the spell as cast for its overload cost, its text changed by replacing
    every instance of "target" with "each" (the overload line itself left out); the card is
    refused, naming the overload line, if that text isn't understood."""
    keep = [ln for ln in text.split("\n") if not ln.lower().startswith("overload")]
    changed = re.sub(r"\btarget\b", "each", re.sub(r"\bTarget\b", "Each", "\n".join(keep)))
    overload_line = next(ln for ln in text.split("\n") if ln.lower().startswith("overload"))
    try:
        spell = _compile_text(name, changed, tl)[0]
    except _Unsupported as exc:
        reason = f"overloaded, its text reads {exc.line!r}: {exc.reason}"
        raise _Unsupported(overload_line, reason, tuple(
            (ln, f"NOT UNDERSTOOD: {reason}") if ln == overload_line else (ln, how)
            for ln, how in lines)) from None
    if spell is None:
        raise _Unsupported(overload_line, "overload is a keyword of instants and sorceries (702.96a)")
    return spell


# Rule 107.4h: {S} in a cost is paid with mana from a snow source (the pool remembers which
# mana came from one); {S} in an effect, the amount of such mana spent ("for each {S} spent to
# cast this spell"), is not read yet. A cost's mana ends at its colon (602.1a), before
# quotation marks for a granted ability; cumulative upkeep names a cost (702.24a).
_SNOW_MANA = "{S} spent (mana from a snow source spent to cast it, 107.4h) is not supported"
_BEFORE_COLON = re.compile(r'(^|")[^":]*:')
_MANA_UPKEEP = re.compile(r"^cumulative upkeep (\{[^}]+\})+$")


def _snow_in_effect(low: str) -> bool:
    """Whether the normalised line names {S} outside a cost (107.4h)."""
    return "{s}" in low and not _MANA_UPKEEP.match(low) and "{s}" in _BEFORE_COLON.sub(r"\1", low)


def _unsupported_card(raw: dict, line: str, reason: str, cost=None) -> m.CardDef:
    return m.CardDef(name=raw["name"], mana_cost=cost, supertypes=frozenset(), types=frozenset(),
                     subtypes=(), colors=frozenset(), text=raw.get("text") or "",
                     unsupported=line, unsupported_reason=reason,
                     lines=((line, f"NOT UNDERSTOOD: {reason}"),))


_REBALANCED = "A-"  # the name prefix of a card rebalanced for digital play


def _named(short: str) -> str:
    """A pattern for the short name ``short`` naming the card (201.5c), not its planeswalker
    type named as such (205.3j): "each Garruk you control", "a Gideon planeswalker", "non-Gideon
    creatures"."""
    return rf"(?<!non-)(?<!each )\b{re.escape(short)}\b(?! you control| planeswalker)"


def normalise(name: str, text: str, short: str | None = None) -> str:
    """Lowercase, with the card's name (and a legendary's short name, 201.5c: the part before a
    comma, or ``short``) and "this creature" etc. replaced by ``cardname`` (rule 201.5),
    reminder text removed (207.2). A rebalanced digital card ("A-Sorin, Imperious Bloodlord")
    keeps its printed name in its text ("Sorin deals 3 damage"), so that name counts too."""
    out = text
    for own in (name, name[len(_REBALANCED):]) if name.startswith(_REBALANCED) else (name,):
        out = out.replace(own, "CARDNAME")
        if ", " in own:
            out = re.sub(_named(own.split(", ")[0]), "CARDNAME", out)
    if short is not None:
        out = re.sub(_named(short) + "(?!')", "CARDNAME", out)
    out = _REMINDER.sub("", out).strip()
    out = out.lower().replace("’", "'")
    return _SELF_WORDS.sub("cardname", out)


def _short_name(name: str, tl) -> str | None:
    """Rule 201.5c: the shortened name a legendary card's text calls it by. A legendary
    planeswalker named "<Subtype> <more>" ("Ajani Vengeant", "Sorin the Mirthless") is called by
    its planeswalker type ("Ajani deals 3 damage ..."); another legendary named "<Name> the ..."
    or "<Name> of ..." by that first word ("Kaervek the Merciless": "Kaervek deals damage",
    "Aisha of Sparks and Smoke"). None for other cards (those with a comma are read by
    ``normalise``)."""
    if "Legendary" not in tl.supertypes or " " not in name or ", " in name:
        return None
    first = name.split(" ")[0]
    if "Planeswalker" in tl.types:
        return first if first in tl.subtypes else None
    named = _NAME_BEFORE_EPITHET.match(name)
    return named.group(1) if named and named.group(1) not in _ARTICLES else None


#: "Kaervek the Merciless", "Jhoira of the Ghitu": a personal name, then its epithet.
_NAME_BEFORE_EPITHET = re.compile(r"([A-Z][\w'-]+) (?:the|of) ")
_ARTICLES = frozenset({"The", "A", "An"})


def _compile_text(name: str, text: str, tl) -> tuple:
    is_spell = bool({"Instant", "Sorcery"} & tl.types)
    abilities: list = []
    keywords: list = []
    costs: list = []
    spell_modes: list = []
    choose, at_least = 1, None
    lines: list[tuple[str, str]] = []
    failures: list[_Unsupported] = []
    granting_following: list = []  # keywords whose abilities depend on the lines after them
    for sub, color in _BASIC_MANA.items():
        if sub in tl.subtypes:  # rule 305.6
            abilities.append(m.ActivatedAbility(m.Cost(tap=True), m.Mode((), (m.AddMana((color,)),)),
                                                True, False, f"{{T}}: Add {{{color}}}."))
            lines.append((f"({sub})", f"305.6: intrinsic mana ability {{T}}: Add {{{color}}}"))
    saga = enters_with_lore(tl.subtypes)
    if saga is not None:
        abilities.append(saga[0])
        lines.append(("(Saga)", saga[1]))
    raw_lines = [ln for ln in text.split("\n") if ln.strip()]
    short = _short_name(name, tl)
    i = 0
    while i < len(raw_lines):
        line = raw_lines[i]
        low = without_label(normalise(name, line, short))
        i += 1
        try:
            if _snow_in_effect(low):
                raise _Unsupported(line, _SNOW_MANA)
            if not low:
                lines.append((line, "reminder text only (207.2)"))
                continue
            row = read_row(low)
            if row is not None:  # "10—19 | Scry 2." after a die roll (706.3)
                how = attach_row(is_spell, spell_modes, abilities, row[0], row[1], _mode(row[2], line))
                if how is None:
                    raise _Unsupported(line, "a results table row (706.3) not after a die roll, or with targets")
                lines.append((line, how))
                continue
            kws = parse_keyword_line(line)
            if kws:
                keywords.extend(kws)
                for inst in kws:
                    start = len(abilities)
                    abilities.extend(SYNTAX[inst.name].expand(inst))
                    if SYNTAX[inst.name].grants_following:
                        granting_following.append((inst, start, len(abilities), len(keywords), line))
                lines.append((line, "keyword: " + ", ".join(
                    f"{SYNTAX[k.name].label(k)} ({SYNTAX[k.name].rule}){_meaning(k)}" for k in kws)))
                continue
            extra = re.fullmatch(r"as an additional cost to cast cardname, (.+?)\.?", low)
            if extra:
                cost = read_additional_cost(extra.group(1))
                if cost is None:
                    raise _Unsupported(line, "this additional cost is not supported")
                costs.append(cost)
                lines.append((line, f"additional cost (601.2b): {cost.text}"))
                continue
            modal = re.fullmatch(r"choose (one|two|one or both|one or more) —", low)
            if modal and is_spell:
                bullets = []
                while i < len(raw_lines) and raw_lines[i].lstrip().startswith("•"):
                    bullets.append(raw_lines[i])
                    i += 1
                if not bullets:
                    raise _Unsupported(line, "this kind of modal choice is not supported")
                # 700.2: "one or both" / "one or more": at least one, up to two / all
                choose, at_least = {"one": (1, None), "two": (2, None), "one or both": (2, 1),
                                    "one or more": (len(bullets), 1)}[modal.group(1)]
                for bullet in bullets:
                    mode = _mode(normalise(name, bullet.lstrip().lstrip("•").strip()), bullet)
                    spell_modes.append(mode)
                    lines.append((bullet, "mode (700.2): " + describe_mode(mode)))
                lines.append((line, f"modal spell: choose {modal.group(1)} (700.2)"))
                continue
            static = _spell_static(low) if is_spell else None
            if static is not None:  # "This spell can't be countered." on an instant or sorcery
                abilities.extend(static[0])
                lines.append((line, static[1]))
                continue
            opening = read_opening_hand(low, line, _delayed_effects) if is_spell else None
            if opening is not None:  # rule 103.6, an instant or sorcery's too (Providence)
                abilities.append(opening[0])
                lines.append((line, opening[1]))
                continue
            if is_spell and (_outside_battlefield(low) or _triggers_outside_battlefield(low)):
                # its ability works from a hand (113.6b), or triggers where the card is (113.6k)
                ability, how = _ability(low, line)
                abilities.append(ability)
                lines.append((line, how))
                continue
            if is_spell:
                replaced = _instead_of_line(low, line, spell_modes if choose == 1 and not modal else [])
                if replaced is not None:  # "Morbid — ... deals 5 damage instead if ..." (608.2c)
                    spell_modes[0] = replaced
                    lines.append((line, "spell effect (112.3a): " + describe_mode(replaced)))
                    continue
                mode = _mode(low, line, sacrificed_refs(costs))
                if spell_modes and len(spell_modes) == 1 and choose == 1 and not modal:
                    prev = spell_modes[0]
                    if prev.kicked_targets and mode.targets:
                        raise _Unsupported(line, "targets for every cast after ones chosen only if kicked")
                    if (prev.last_times or mode.last_times or prev.per_opponent or mode.per_opponent) \
                            and prev.targets and mode.targets:
                        raise _Unsupported(line, "other targets beside a variable number of targets (601.2c)")
                    mode = m.Mode(prev.targets + mode.targets, prev.effects + _shift(mode.effects, len(prev.targets)),
                                  prev.text + " " + mode.text, mode.kicked_targets,
                                  last_times=prev.last_times or mode.last_times,
                                  per_opponent=prev.per_opponent or mode.per_opponent)
                    spell_modes[0] = mode
                else:
                    spell_modes.append(mode)
                lines.append((line, "spell effect (112.3a): " + describe_mode(mode)))
                continue
            modal_ability = _MODAL_ABILITY.fullmatch(low)
            if modal_ability:  # "When ..., choose one —" / "{T}: Choose one —" (700.2)
                bullets = []
                while i < len(raw_lines) and raw_lines[i].lstrip().startswith("•"):
                    bullets.append(raw_lines[i])
                    i += 1
                ability, how = _modal_ability(name, modal_ability, line, bullets)
                abilities.extend(ability if isinstance(ability, tuple) else (ability,))
                lines.append((line, how))
                lines.extend((bullet, "mode (700.2)") for bullet in bullets)
                continue
            counted = read_chapter(low) or read_level_trigger(low)
            if counted is not None:  # a Saga's chapters (714.2b-c), a Class's level (716.2a)
                events, effect_text, how = counted
                mode = _mode(effect_text, line)
                abilities.extend(m.TriggeredAbility(event, mode, line) for event in events)
                lines.append((line, f"{how}: {describe_mode(mode)}"))
                continue
            kicked = _kicked_ability(low, line, keywords)
            if kicked is not None:
                abilities.append(kicked[0])
                lines.append((line, kicked[1]))
                continue
            ability, how = _ability(low, line)
            if isinstance(ability, tuple):
                abilities.extend(ability)
            else:
                abilities.append(ability)
            lines.append((line, how))
        except _Unsupported as exc:  # read on, so every line says how it was understood
            failures.append(exc)
            lines.append((exc.line, f"NOT UNDERSTOOD: {exc.reason}"))
    for inst, start, end, after, line in reversed(granting_following):
        try:
            abilities[start:end] = _expand_following(inst, keywords[after:], abilities[end:], line)
        except _Unsupported as exc:
            failures.insert(0, exc)
    if not failures and unbound_blocking((spell_modes, abilities)):  # "blocking it" (509.1g)
        line = next((line for line, _ in lines if "blocking it" in line.lower()), text)
        failures.append(_Unsupported(line, "'blocking it' where 'it' names no object of a trigger event"))
    if failures:
        raise _Unsupported(failures[0].line, failures[0].reason, tuple(lines))
    spell = m.SpellAbility(tuple(spell_modes), choose, at_least) if spell_modes else None
    if is_spell and spell is None and not keywords:
        raise _Unsupported(text or "(no text)", "an instant or sorcery with no effect")
    return spell, tuple(abilities), tuple(keywords), tuple(costs), tuple(lines)


def _expand_following(inst, keywords: list, abilities: list, line: str) -> tuple:
    """The abilities of keyword ``inst`` (on ``line``) granting the ``keywords`` and
    ``abilities`` read after its line (backup, 702.165a), the abilities those keywords stand
    for set apart; refused if the engine can't grant one of them (113.10)."""
    expanded = [a for k in keywords for a in SYNTAX[k.name].expand(k)]
    own = tuple(a for a in abilities if a not in expanded)
    if not all(_grantable(a) for a in own):
        raise _Unsupported(line, "granting an ability of this kind is not supported")
    return SYNTAX[inst.name].expand_following(inst, tuple(keywords), own)


def _outside_battlefield(low: str) -> bool:
    """Whether a line of an instant or sorcery is an activated ability that functions from its
    owner's hand or graveyard (113.6b, 113.6m: "Forecast — {W}, Reveal this card from your hand:
    ...", "{2}, Discard this card: ..."), not part of its spell effect (112.3a)."""
    labelled = split_label(low)
    text = labelled[1] if labelled is not None else low
    if ": " not in text:
        return False
    cost = _cost(text.split(": ", 1)[0])
    return cost is not None and (cost.discard_self or cost.reveal_self or cost.exile_self)


# trigger events of a card's own that trigger from outside the battlefield (113.6k): its being
# cycled (702.29c), from where it went, its being cast, from the stack (601.2i), and its being
# put into a graveyard from anywhere or from a library or hand, from the graveyard (603.6c)
_OFF_BATTLEFIELD_EVENTS = frozenset({"cycled_self", "cast_self", *SELF_TO_GRAVEYARD.values()})


def _triggers_outside_battlefield(low: str) -> bool:
    """Whether a line of an instant or sorcery is a triggered ability whose trigger conditions
    all trigger from outside the battlefield ("When you cycle this card, ...", "When you cast
    this spell, ..."): an ability of the card (113.6k), not part of its spell effect (112.3a)."""
    if not low.startswith("when"):
        return False
    read = read_trigger(low)
    return read is not None and all(event in _OFF_BATTLEFIELD_EVENTS
                                    for part in read.parts() for event in part.event.split("+"))


def _meaning(inst) -> str:
    """What a keyword means, in rules English after a colon, where its module says (702.1)."""
    meaning = SYNTAX[inst.name].meaning(inst)
    return f": {meaning}" if meaning else ""


def _compile_class(name: str, text: str, tl) -> tuple:
    """A Class's text (716): its own abilities, then for each class level bar an activated
    ability and the abilities of that level, had as long as it is at that level or greater
    (716.2a, ``cards/classes.py``)."""
    sections = []
    for bar, cost_text, level, body in split_class_text(text):
        if bar is None:
            sections.append((None, None, body, None))
            continue
        cost = _cost(cost_text.lower())
        head = (_Unsupported(bar, "no template for this level cost") if cost is None
                else (bar, *level_bar(cost, level, bar)))
        sections.append((bar, head, body,
                         lambda own, kws, level=level: level_abilities(level, own, kws)))
    return _compile_gated(name, tl, sections)


def _compile_leveler(name: str, text: str, tl) -> tuple:
    """A leveler's text (711): its own abilities (level up, 702.87), then each level symbol's
    static ability (711.2, ``cards/levelers.py``)."""
    sections = []
    for symbol, levels, body in split_leveler_text(text):
        gain = None if symbol is None else (lambda own, kws, levels=levels: level_symbol(levels, own, kws))
        sections.append((symbol, None, body, gain))
    return _compile_gated(name, tl, sections)


def _compile_case(name: str, text: str, tl) -> tuple:
    """A Case's text (719): its own abilities, "To solve — [Condition]" (719.3a) and
    "Solved — [Ability]" (719.3c, ``cards/cases.py``)."""
    sections = []
    for part, line, rest in split_case_text(text):
        if part is None:
            sections.append((None, None, rest, None))
        elif part == "to solve":
            read = to_solve(normalise(name, rest), line)
            head = _Unsupported(line, read) if isinstance(read, str) else (line, *read)
            sections.append((line, head, "", None))
        else:
            sections.append((line, None, rest, solved_abilities))
    return _compile_gated(name, tl, sections)


def _compile_gated(name: str, tl, sections: list) -> tuple:
    """Text in sections whose abilities are had only in some state of the permanent (a Class's
    level, a leveler's level counters): (label, head, text, gain) each, ``head`` an ability
    the section's heading stands for as (line, ability, how it was read), or the reason it is
    not understood; ``gain`` makes the section's abilities one static ability, or None for
    abilities the permanent always has."""
    abilities: list = []
    keywords: list = []
    lines: list = []
    failure = None
    for label, head, body, gain in sections:
        try:
            if isinstance(head, _Unsupported):
                raise head
            if head is not None:
                abilities.append(head[1])
                lines.append((head[0], head[2]))
            _, own, kws, _, read = _compile_text(name, body, tl)
        except _Unsupported as exc:
            failure = failure or exc
            lines.extend(exc.lines)
            continue
        if gain is None:
            lines.extend(read)
            abilities.extend(own)
            keywords.extend(kws)
            continue
        expanded = [a for inst in kws for a in SYNTAX[inst.name].expand(inst)]
        gained, how = gain(tuple(a for a in own if a not in expanded), kws)
        if gained is None:
            failure = failure or _Unsupported(label, how)
            how = f"NOT UNDERSTOOD: {how}"
        else:
            abilities.append(gained)
        lines.append((label, how))  # the heading, then the lines of its abilities
        lines.extend(read)
    if failure is not None:
        raise _Unsupported(failure.line, failure.reason, tuple(lines))
    return None, tuple(abilities), tuple(keywords), (), tuple(lines)


def _shift(effects: tuple, by: int) -> tuple:
    """Renumber TargetRefs of a later sentence so they follow the earlier sentences' targets."""
    if not by:
        return effects

    def fix(value):
        if isinstance(value, m.TargetRef):
            return m.TargetRef(value.index + by, value.count)
        if isinstance(value, tuple):
            return tuple(fix(v) for v in value)
        names = field_names(value)
        return dataclasses.replace(value, **{n: fix(getattr(value, n)) for n in names}) if names else value
    return tuple(fix(e) for e in effects)


def _mode(low: str, line: str, refs: dict | None = None) -> m.Mode:
    try:
        return parse_mode(low, refs)
    except NotUnderstood as exc:
        if '"' in low:  # "... gains "{T}: Add {C}." until end of turn" (113.10)
            return _mode_granting(low, line, refs)
        raise _Unsupported(line, exc.reason or f"no template for {exc.fragment!r}") from None


def _mode_granting(low: str, line: str, refs: dict | None) -> m.Mode:
    """A mode whose text grants abilities in quotation marks: each is read as an ability of
    the object that gets it (113.10), and the sentence with the word "grantedN" in its place."""
    hidden, quoted = hide_quotes(low)
    granted = tuple(_granted_ability(quoted, k, line, any_kind=True)[0] for k in range(len(quoted)))
    hidden = re.sub(r'"(\d+)"', r"granted\1", hidden)
    try:
        mode = parse_mode(hidden, refs, granted)
    except NotUnderstood as exc:
        raise _Unsupported(line, exc.reason or f"no template for {exc.fragment!r}") from None
    # a token's abilities are its own text (111.3, kept as text); those given to other
    # objects must be of a kind the engine grants (113.10, 613.1f)
    if not all(_grantable(a) for a in _abilities_in(mode.effects)):
        raise _Unsupported(line, "granting an ability of this kind is not supported")
    return mode


def _abilities_in(value):
    """The abilities anywhere in ``value`` (effects of a mode and their fields)."""
    if isinstance(value, (m.StaticAbility, m.ActivatedAbility, m.TriggeredAbility)):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from _abilities_in(item)
    else:
        for name in field_names(value):
            yield from _abilities_in(getattr(value, name))


_COST_PART = re.compile(r"(\{[^}]+\})+|sacrifice cardname|pay (\d+) life")


def _cost(text: str) -> m.Cost | None:
    mana = None
    tap = untap = sac = exile_self = discard_self = reveal_self = False
    life = 0
    others = []
    removes: list = []
    energy = 0
    for part in text.split(", "):
        part = part.strip()
        if part.endswith((" and sacrifice it", " and sacrifice cardname")):
            part, sac = part.rsplit(" and sacrifice ", 1)[0], True  # "... and sacrifice it"
        other = read_cost_part(part) if part != "sacrifice cardname" else None
        other = other or read_graveyard_exile(part)  # "Exile a creature card from your graveyard"
        other = other or read_evidence(part)  # "Collect evidence 3" (701.59a)
        if other is not None and other.kind != "life":  # rules 701.21a, 701.26a, 701.9a
            others.append(other)
        elif part == "exile cardname from your graveyard":  # 113.6m: functions from there
            exile_self = True
        elif part == "discard cardname":  # 113.6b: functions from its owner's hand (channel)
            discard_self = True
        elif part == "reveal cardname from your hand":  # 113.6b: from the hand (forecast, 702.57b)
            reveal_self = True
        elif read_remove_cost(part) is not None:  # rule 122.1, 118.3
            removes.append(read_remove_cost(part))
        elif read_energy_cost(part) is not None:  # rule 107.14
            energy += read_energy_cost(part)
        elif part == "{t}":
            tap = True
        elif part == "{q}":
            untap = True
        elif part == "sacrifice cardname":
            sac = True
        elif re.fullmatch(r"pay (\d+) life", part):
            life = int(part.split()[1])
        elif re.fullmatch(r"(\{[^}]+\})+", part):
            symbols = part.replace("{t}", "")
            if symbols != part:
                return None
            try:
                mana = parse_mana_cost(part.upper())
            except ManaCostError:
                return None
        else:
            return None
    if (exile_self or discard_self or reveal_self) and (tap or untap or sac or removes) \
            or exile_self + discard_self + reveal_self > 1:
        return None
    return m.Cost(mana, tap, untap, sac, life, others=tuple(others), exile_self=exile_self,
                  discard_self=discard_self, reveal_self=reveal_self, remove_counters=tuple(removes), energy=energy)


def _zone(cost: m.Cost, mode: m.Mode) -> str:
    """Rule 113.6b: the zone an activated ability functions in, from its cost: "Discard this
    card" (channel, bloodrush) or "Reveal this card from your hand" (forecast) from its owner's hand, "Exile this card from your graveyard" or
    an effect returning the card from there (113.6m) from a graveyard; "" for the battlefield."""
    if cost.discard_self or cost.reveal_self:
        return "hand"
    return "graveyard" if cost.exile_self or _moves_self_out(mode) else ""


def activation_cost(text: str) -> m.Cost | None:
    """An activated ability's cost written out (602.1a; lowercase, the card's name as
    ``cardname``): "{1}, discard a card", "pay 3 life", "sacrifice a creature"; None if a part
    is not understood. A keyword standing for an activated ability ("Equip—Pay 3 life", 702.6a)
    reads its cost with it."""
    return _cost(text)


_LOYALTY = re.compile(r"\[([+−-]?)(\d+|x)\]: (.+)")


def _emblem_ability(text: str) -> tuple:
    """An emblem's ability (114.3), read as a card's line would be."""
    try:
        read, _ = _ability(text, text)
    except _Unsupported as exc:
        raise NotUnderstood(text, exc.reason) from None
    return read if isinstance(read, tuple) else (read,)


emblems.ABILITY_READER.append(_emblem_ability)


def _delayed_effects(text: str, line: str) -> tuple:
    """The effects of ``text`` if all they do is create delayed triggered abilities (603.7)."""
    mode = _mode(text, line)
    if mode.targets or not all(type(e) is m.DelayedTrigger for e in mode.effects):
        raise _Unsupported(line, "only delayed triggered abilities are read after revealing a card "
                                 "from an opening hand (103.6b)")
    return mode.effects

_ONCE_EACH_TURN = " this ability triggers only once each turn."


def _ability(low: str, line: str, once: bool = False):
    """A permanent's non-keyword line: activated, triggered or static ability; ``once``: a
    triggered ability that triggers only once each turn."""
    if low.endswith(_ONCE_EACH_TURN):
        return _once_each_turn(low[:-len(_ONCE_EACH_TURN)], line)
    low = may_have_assign(low)  # "you may have this creature assign its combat damage ..."
    deck_rule = read_deck_construction(low)
    if deck_rule is not None:  # 903.3a, 702.124a: rules of deck construction, before the game
        return (), deck_rule
    partner = partner_trigger(low, line)
    if partner is not None:  # 702.124i: a partner ability and a triggered ability
        ability, how = _ability(partner, line)
        return ability, ("702.124i: partner with, a partner ability (deck construction, no effect "
                         "in the games this engine plays) and a " + how)
    opening = read_opening_hand(low, line, _delayed_effects)
    if opening is not None:  # rule 103.6
        return opening
    mana_trigger = read_mana_trigger(low)
    if mana_trigger is not None:  # 605.1b: a triggered mana ability
        return m.StaticAbility(mana_trigger, low), ("triggered mana ability (605.1b): "
                                                    + describe_mana_trigger(mana_trigger))
    fast = split_max_speed(low)
    if fast is not None:  # "Max speed — [ability]" (702.179e)
        try:  # its own continuous effect: "as long as you have max speed, this creature gets ..."
            return _ability(f"as long as you have max speed, {fast.rstrip('.')}", line)
        except _Unsupported:
            pass
        read, how = _ability(fast, line)
        found = max_speed(read)
        if found is None:
            raise _Unsupported(line, "max speed before this kind of ability is not supported")
        return found[0], how + found[1]
    labelled = split_label(low)
    if labelled is not None:  # boast, exhaust (702.142a, 702.177a)
        ability, how = _ability(labelled[1], line)
        found = limited(labelled[0], ability)
        if found is None:
            raise _Unsupported(line, f"{labelled[0]} before an ability other than a plain activated ability")
        return found[0], how + found[1]
    loyal = _LOYALTY.fullmatch(low)
    if loyal and (loyal.group(2) != "x" or loyal.group(1) in ("−", "-")):
        sign, amount, effect_text = loyal.groups()
        if amount == "x":  # [−X]: X announced as it is activated (107.3, 601.2b)
            cost = m.Cost(loyalty=0, loyalty_x=True)
        else:
            cost = m.Cost(loyalty=int(amount) * (-1 if sign in ("−", "-") else 1))
        mode = _mode(effect_text, line)
        ability = m.ActivatedAbility(cost, mode, False, True, line)
        return ability, f"loyalty ability (606): cost {cost} loyalty; {describe_mode(mode)}"
    if ": " in low:
        cost_text, effect_text = low.split(": ", 1)
        cost = _cost(cost_text)
        if cost is not None:
            effect_text, any_player = _any_player(effect_text)
            effect_text, per_turn = _times_each_turn(effect_text)
            effect_text, sorcery, once, only_if = _activation_limits(effect_text, line)
            try:  # "This ability costs {1} less to activate for each ..." (601.2f, 602.2b)
                effect_text, changes = split_ability_changes(effect_text)
            except NotUnderstood as exc:
                raise _Unsupported(line, exc.reason) from None
            if cost.sacrifice_self or cost.remove_counters or cost.discard_self:  # "...: It deals 1 damage": the source
                effect_text = re.sub(r"^it ", "cardname ", effect_text)
            try:  # "Spend this mana only to cast a creature spell." (106.6)
                effect_text, spend_only = split_spend_only(effect_text)
            except NotUnderstood as exc:
                raise _Unsupported(line, exc.reason) from None
            mode = _mode(effect_text, line, sacrificed_refs(cost.others))
            if cost.sacrifice_self and _names(mode.effects, m.AttachedTo):
                raise _Unsupported(line, "what its source was attached to after sacrificing it "
                                         "(last known information, 608.2h) is not modelled")
            if spend_only is not None:
                mode = _restrict_mana(mode, spend_only, line)
            # rule 605.1a: no target, and it could add mana (whatever else it does)
            is_mana = not mode.targets and any(type(e) is m.AddMana for e in mode.effects)
            if is_mana and not all(type(e) is m.AddMana or _immediate(e) for e in mode.effects):
                raise _Unsupported(line, "a mana ability that also does this is not supported "
                                         "(it would happen at once, 605.3b)")
            if is_mana and cost.exile_self:
                raise _Unsupported(line, "a mana ability that exiles its card from a graveyard "
                                         "is not supported")
            kind = "mana ability (605.1a)" if is_mana else "activated ability (602.1)"
            if changes and is_mana:
                raise _Unsupported(line, "a mana ability whose cost changes is not supported")
            if any(n == "X" for _, n in cost.remove_counters) and (
                    not is_mana or cost.others or cost.mana is not None and cost.mana.x):
                raise _Unsupported(line, "removing X counters is supported only as the cost of "
                                         "a mana ability with no other choices")
            if any_player and is_mana:
                raise _Unsupported(line, "a mana ability any player may activate is not supported")
            if per_turn and is_mana:
                raise _Unsupported(line, "a mana ability activated a limited number of times each "
                                         "turn is not supported")
            ability = m.ActivatedAbility(cost, mode, is_mana, sorcery, line, once, only_if,
                                         zone=_zone(cost, mode),
                                         cost_changes=changes, any_player=any_player, per_turn=per_turn)
            limits = (" (any player may activate it, 602.2)" if any_player else "") + (
                f" (no more than {per_turn} times each turn, 602.5b)" if per_turn else "") + (
                " (only as a sorcery, 602.5d)" if sorcery else "") + (
                " (only once each turn, 602.5b)" if once else "") + (
                f" (only {only_if.text}, 602.5b)" if only_if is not None else "")
            changed = "".join(f"; {c.text} (601.2f)" for c in changes)
            return ability, f"{kind}: cost {cost}; {describe_mode(mode)}{limits}{changed}"
    failure = None
    try:
        read = _read_trigger(low, line, once)
        if read is not None:
            return read
    except _Unsupported as exc:  # the templates below may still read it
        failure = exc
    trigger = _trigger(low)
    if trigger is None and failure is not None:
        raise failure
    if trigger is not None:
        events, effect_text, refs = trigger
        condition, mode = _intervening_if(_mode(effect_text, line, refs), effect_text)
        abilities = tuple(m.TriggeredAbility(event, mode, line, condition) for event in events)
        _from_graveyard_trigger(abilities, line)
        return abilities if len(abilities) > 1 else abilities[0], \
            f"triggered ability (603.1) on {' or '.join(map(describe_event, events))}" \
            f"{_describe_intervening(condition)}: {describe_mode(mode)}"
    entering = _entering(low.rstrip("."))
    if entering is not None:
        return entering
    attached = _attached_static(low, line)
    if attached is not None:
        return attached
    rule = _COMBAT_RULES.get(low.rstrip("."))
    if rule is not None:
        abilities = tuple(m.StaticAbility(m.CombatRule(k, low), low) for k in rule)
        return abilities, f"static ability (604.1): {describe_combat_kinds(rule)} ({_cite(rule)})"
    combat_rule = read_combat_rule(low)
    if combat_rule is not None:
        return m.StaticAbility(combat_rule, low), \
            f"static ability (604.1): this creature {describe_combat_rule(combat_rule)}"
    zone_keywords = _zone_keywords(low, line)
    if zone_keywords is not None:
        return zone_keywords
    static = group_static(low, line)
    if static is not None:
        return static
    tokens = read_tokens_replaced(low.rstrip("."))
    if tokens is not None:  # 614.1a: tokens being created
        return m.StaticAbility(tokens, low), describe_tokens_replaced(tokens)
    life_gain = read_life_gain_replaced(low.rstrip("."))
    if life_gain is not None:  # 614.1a: life being gained
        return m.StaticAbility(life_gain, low), describe_life_gain_replaced(life_gain)
    others = read_others_enter_with(low.rstrip("."))
    if others is not None:  # 614.1c: other permanents entering
        return m.StaticAbility(others, low), describe_others_entering(others)
    replaced = read_counters_replaced(low.rstrip("."))
    if replaced is not None:  # 614.1a: on counters put, and on those it enters with (614.1c)
        return (m.StaticAbility(replaced, low), m.StaticAbility(m.EnteringCountersReplaced(replaced), low)), \
            "replacement effect (614.1a): " + describe_counters_replaced(replaced)
    limit = read_combat_count_limit(low)
    if limit is not None:  # 508.1c, 509.1b: on the whole declaration
        return m.StaticAbility(limit, low), "static ability (604.1): " + describe_combat_count_limit(limit)
    untap_rule = read_untap_rule(low)
    if untap_rule is not None:  # 502.3
        return m.StaticAbility(untap_rule, low), "static ability (604.1): " + describe_untap_rule(untap_rule)
    prevention = read_static_prevention(low)
    if prevention is not None:
        return tuple(m.StaticAbility(e, low) for e in prevention), "static ability (604.1): " + \
            "; ".join(describe_static_prevention(e) for e in prevention)
    load_templates()
    for pattern, build in ABILITY_LINES:
        hit = pattern.fullmatch(low.rstrip("."))
        if hit:
            try:
                return build(hit, line)
            except NotUnderstood as exc:
                raise _Unsupported(line, exc.reason or f"no template for {exc.fragment!r}") from None
    raise _Unsupported(line, _not_read(low))


def _not_read(low: str) -> str:
    """Why a line no form of ability reads was refused: for a line that begins like a triggered
    ability (603.1), its trigger condition (the grammar reads the effect only after one), else
    the ability as a whole."""
    if low.startswith(("when ", "whenever ", "at ")) and ", " in low:
        return f"{trigger_complaint(low)} (a trigger condition, 603.1)"
    if low.startswith(("cardname enters with ", "cardname enters tapped with ")):
        return f"{enters_with_complaint(low.rstrip('.'))} (counters it enters with, 614.1c)"
    return "no template for this ability"


def _once_each_turn(low: str, line: str):
    """A triggered ability followed by "This ability triggers only once each turn.": once it
    has triggered in a turn, its trigger events that turn trigger nothing (603.2)."""
    read, how = _ability(low, line, once=True)
    abilities = read if isinstance(read, tuple) else (read,)
    if not abilities or not all(type(a) is m.TriggeredAbility and a.state is None for a in abilities):
        raise _Unsupported(line, "'this ability triggers only once each turn' after an ability "
                                 "that isn't triggered by an event")
    if len(abilities) > 1:
        raise _Unsupported(line, "'this ability triggers only once each turn' on either of two "
                                 "events is not supported")
    return dataclasses.replace(abilities[0], once_each_turn=True), \
        f"{how} (it triggers only once each turn)"


def read_ability(low: str, line: str):
    """One ability line (lowercase, the card's name as ``cardname``) as (ability or tuple of
    abilities, how it was read); raises ``NotUnderstood`` if it isn't understood. For abilities
    quoted in another's text ("except it has "...""), 707.9a."""
    try:
        return _ability(low, line)
    except _Unsupported as exc:
        raise NotUnderstood(line, exc.reason) from None


_ACTIVATE_ONLY = re.compile(r"(.+?)\.? activate (?:this ability )?only (.+?)\.?")

# "Activate only during your upkeep" and the like (602.5b): when, as a condition on the game
_ACTIVATION_TIMES = {
    "during your turn": m.StateCondition("your_turn", text="during your turn"),
    "during your upkeep": m.StateCondition("your_step", detail="upkeep", text="during your upkeep"),
    "during your turn, before attackers are declared": m.StateCondition(
        "before_attackers", text="during your turn, before attackers are declared"),
    "before attackers are declared": m.StateCondition(
        "before_attackers", detail="any", text="before attackers are declared"),
    "during combat": m.StateCondition("combat", text="during combat"),
}


_ANY_PLAYER = re.compile(r"(.+?)\.? any player may activate this ability(?: but only (.+?))?\.?")


def _any_player(text: str) -> tuple[str, bool]:
    """The effect of an activated ability without "Any player may activate this ability" (602.2:
    not only its source's controller), and whether it says so; "... but only as a sorcery"
    stays, as "activate only as a sorcery" (602.5d, judged for the player activating it)."""
    hit = _ANY_PLAYER.fullmatch(text)
    if hit is None:
        return text, False
    rest, only = hit.groups()
    return (f"{rest}. activate only {only}." if only else rest + "."), True


_TIMES_EACH_TURN = re.compile(r"(.+?)\.? activate (?:this ability )?no more than (twice|three times|"
                              r"four times|five times) each turn\.?")
_TIMES = {"twice": 2, "three times": 3, "four times": 4, "five times": 5}


def _times_each_turn(text: str) -> tuple[str, int]:
    """The effect of an activated ability without "Activate no more than twice each turn."
    after it (602.5b), and that number of times (0 if it doesn't say)."""
    hit = _TIMES_EACH_TURN.fullmatch(text)
    return (hit.group(1) + ".", _TIMES[hit.group(2)]) if hit else (text, 0)


def _activation_limits(text: str, line: str) -> tuple:
    """The effect of an activated ability without the restrictions written after it (602.5b,
    602.5d: "Activate only as a sorcery", "... only once each turn", "... only during your
    turn", "... only if you control a Swamp", joined by "and only"), as (effect text, as a
    sorcery, once each turn, condition or None). "Activate only as an instant" restricts
    nothing an activated ability doesn't already have (602.2)."""
    hit = _ACTIVATE_ONLY.fullmatch(text)
    if hit is None:
        return text, False, False, None
    sorcery = once = False
    condition = None
    for part in hit.group(2).split(" and only "):
        if part in ("as a sorcery", "once each turn", "as an instant"):
            sorcery = sorcery or part == "as a sorcery"
            once = once or part == "once each turn"
            continue
        if condition is not None:
            raise _Unsupported(line, "an activated ability with two activation conditions is not supported")
        condition = _ACTIVATION_TIMES.get(part)
        if condition is None and part.startswith("if "):
            from mtgrules.cards.templates.conditional_statics import state_condition
            try:
                condition = state_condition(part[3:], line)
                condition = dataclasses.replace(condition, text=part.replace("cardname", "this permanent"))
            except NotUnderstood as exc:
                raise _Unsupported(line, exc.reason or f"no template for {exc.fragment!r}") from None
        if condition is None:
            raise _Unsupported(line, f"no template for 'activate only {part}'")
    return hit.group(1) + ".", sorcery, once, condition


def _instead_of_line(low: str, line: str, modes: list) -> m.Mode | None:
    """A spell's line "<effects> instead if <condition>" after a line of one effect ("Brimstone
    Volley deals 3 damage to any target. / Morbid — Brimstone Volley deals 5 damage instead if a
    creature died this turn."): the spell's mode with that effect replaced when the condition
    holds as it resolves (608.2c); None if the line isn't that."""
    if len(modes) != 1 or len(modes[0].effects) != 1:
        return None
    prev = modes[0]
    instead = state_instead(low.rstrip("."))
    if instead is None:
        return None
    b = ModeBuilder()
    b.targets = list(prev.targets)
    b.last_object = next((e.to for e in prev.effects if type(e) is m.DealDamage), None)
    try:
        effect = instead_of(instead[0], instead[1], prev.effects, b, low)
    except NotUnderstood as exc:
        raise _Unsupported(line, exc.reason or f"no template for {exc.fragment!r}") from None
    return m.Mode(prev.targets, (effect,), prev.text + " " + low, prev.kicked_targets,
                  last_times=prev.last_times, per_opponent=prev.per_opponent)


def _moves_self_out(mode: m.Mode) -> bool:
    """Whether ``mode`` returns the card it belongs to from its graveyard ("Return this card
    from your graveyard to your hand"): such an ability functions only there (113.6m)."""
    pending = list(mode.effects)
    while pending:
        e = pending.pop()
        kind = type(e)
        if kind is m.May:
            pending.extend(e.effects)
        elif kind is m.Conditional:
            pending.extend(e.effects + e.otherwise)
        elif kind is m.IfDone:
            pending.extend((e.action,) + e.then)
        elif type(e.what if kind in (m.ReturnToHand, m.PutOntoBattlefield) else None) is m.This \
                and (kind is m.PutOntoBattlefield or e.from_zone == "graveyard"):
            return True
    return False


# the source's own trigger events that put it into a graveyard (700.4, 603.6c), from where it
# can be returned
_PUTS_INTO_GRAVEYARD = frozenset({"dies", "put_into_graveyard", "put_into_your_graveyard",
                                  *SELF_TO_GRAVEYARD.values()})


def _from_graveyard_trigger(abilities: tuple, line: str) -> None:
    """Rule 113.6m: a triggered ability that returns its card from the graveyard functions
    there, unless its trigger condition puts the card there ("When this creature dies, return
    it ..."): the engine looks for triggers on the battlefield only, so such an ability is
    refused rather than played as one that never works."""
    for a in abilities:
        if a.event not in _PUTS_INTO_GRAVEYARD and _moves_self_out(a.mode):
            raise _Unsupported(line, "a triggered ability that functions from a graveyard "
                                     "(113.6m) is not supported")


def _restrict_mana(mode: m.Mode, spend_only: m.ManaUse, line: str) -> m.Mode:
    """The mode whose "Add ..." mana can be spent only as ``spend_only`` allows (106.6)."""
    adds = [e for e in mode.effects if type(e) is m.AddMana]
    if not adds or mode.targets:
        raise _Unsupported(line, "'spend this mana only' after an ability that adds no mana")
    return dataclasses.replace(mode, effects=tuple(dataclasses.replace(e, spend_only=spend_only)
                                                   if type(e) is m.AddMana else e for e in mode.effects))


def _immediate(e) -> bool:
    """Whether an effect beside "add mana" in a mana ability is one the engine does at once
    with the mana (605.3b): damage its source deals to you ("This land deals 1 damage to
    you", the painlands), life you lose, life you or each opponent gains ("You gain 1 life",
    "Each opponent gains 1 life"), or cards you draw ("Draw a card", Chromatic Sphere); each
    of a fixed amount and without a choice; or "This land doesn't untap during your next untap
    step" (502.3)."""
    if type(e) is m.SkipNextUntap:
        return type(e.what) is m.This
    if type(e) is m.DealDamage:
        return e.source is None and type(e.to) is m.You and type(e.amount) is int
    if type(e) is m.GainLife:
        return type(e.who) in (m.You, m.EachOpponent) and type(e.amount) is int
    if type(e) is m.Draw:
        return type(e.who) is m.You and type(e.count) is int
    return type(e) is m.LoseLife and type(e.who) is m.You and type(e.amount) is int


def _intervening_if(mode: m.Mode, effect_text: str) -> tuple[m.StateCondition | None, m.Mode]:
    """"When X, if Y, Z": the condition Y of a trigger whose whole effect is conditional is an
    intervening "if" clause (603.4), checked as it triggers and again as it resolves; so is an
    "if" right after the trigger condition, for the whole ability ("Whenever equipped creature
    attacks, if it's the first combat phase of the turn, untap it. After this phase, there is an
    additional combat phase."); the condition (or None) and the mode without it."""
    first = mode.effects[0] if len(mode.effects) == 1 or effect_text.startswith("if ") else None
    if type(first) is m.Conditional and type(first.condition) is m.StateCondition \
            and not first.otherwise and not first.after:
        return first.condition, m.Mode(mode.targets, first.effects + mode.effects[1:], mode.text,
                                       last_times=mode.last_times, per_opponent=mode.per_opponent)
    return None, mode


def _describe_intervening(condition: m.StateCondition | None) -> str:
    return "" if condition is None else \
        f", if {condition.text} (603.4: checked as it triggers and as it resolves)"


def _read_trigger(low: str, line: str, once: bool = False):
    """A triggered ability whose trigger condition the grammar reads (cards/grammar/triggers.py),
    as (ability, how it was read); None if it doesn't. ``once``: it triggers only once each
    turn."""
    read = read_trigger(low)
    if read is None:
        return None
    parts = read.parts()
    if once and len(parts) > 1:
        raise _Unsupported(line, "'this ability triggers only once each turn' on either of two "
                                 "trigger conditions is not supported")
    condition, mode = _intervening_if(_mode(read.effect_text, line, read.refs), read.effect_text)
    if any(part.event.startswith("tapped_for_mana") for part in parts) and adds_mana(mode):
        raise _Unsupported(line, "a triggered mana ability (605.1b) adding this mana is not supported")
    if condition is not None and any(part.during is not None for part in parts):
        raise _Unsupported(line, "a trigger 'during' a turn with an intervening 'if' is not "
                                 "supported")
    # one ability per event, of each trigger condition joined by "and" (603.2); "during an
    # opponent's turn": whose turn it is, as an intervening "if" of that condition's (603.4)
    abilities = tuple(m.TriggeredAbility(event, mode, line, part.during or condition,
                                         subject=part.subject, self_too=part.self_too,
                                         player=part.player, state=part.state,
                                         batched=part.batch and event != "attacks_one_or_more")
                      for part in parts for event in part.event.split("+"))
    _from_graveyard_trigger(abilities, line)
    if all(a.condition == condition for a in abilities):
        how = " or ".join(describe_trigger(a) for a in abilities) + _describe_intervening(condition)
    else:
        how = " or ".join(describe_trigger(a) + _describe_intervening(a.condition) for a in abilities)
    return abilities if len(abilities) > 1 else abilities[0], \
        f"triggered ability (603.1) on {how}: {describe_mode(mode)}"


_MODAL_ABILITY = re.compile(r"(.+?)(?:, |: )choose (one|two|one or both|one or more) —")


def _modal_ability(name: str, hit: re.Match, line: str, bullets: list[str]):
    """A modal triggered or activated ability (700.2): its trigger condition or cost, then a
    mode per bullet; the modes are chosen as it is put on the stack (603.3c) or activated
    (602.2b)."""
    head = hit.group(1)
    if not bullets:
        raise _Unsupported(line, "a modal ability without its modes")
    # 700.2: "one or both" / "one or more": at least one, up to two / all
    choose, at_least = {"one": (1, None), "two": (2, None), "one or both": (2, 1),
                        "one or more": (len(bullets), 1)}[hit.group(2)]
    placeholder = m.Mode((), (), f"choose {hit.group(2)}")
    read = read_trigger_condition(head) or _table_trigger_condition(head)
    if read is not None and read.event == "state":
        raise _Unsupported(line, "a modal ability triggering on a state (603.8) is not supported")
    if read is not None:
        modes = tuple(_mode(normalise(name, b.lstrip().lstrip("•").strip()), b, read.refs)
                      for b in bullets)
        parts = read.parts() if type(read) is Trigger else (read,)
        if len(parts) > 1 and any(part.during is not None for part in parts):
            raise _Unsupported(line, "a trigger 'during' a turn and another trigger condition "
                                     "is not supported")
        # "whenever this creature enters or attacks, choose one —": one ability per event, either
        # of which triggers it (603.2), of each trigger condition joined by "and"
        ability = tuple(m.TriggeredAbility(event, placeholder, line, part.during,
                                           subject=part.subject, self_too=part.self_too,
                                           player=part.player, modes=modes, choose=choose,
                                           batched=part.batch and event != "attacks_one_or_more",
                                           at_least=at_least)
                        for part in parts for event in part.event.split("+"))
        kind = "triggered ability (603.1) on " + " or ".join(describe_trigger(a) for a in ability)
        ability = ability if len(ability) > 1 else ability[0]
    else:
        cost = _cost(head) if not head.startswith(("when", "whenever", "at ")) else None
        if cost is None:
            raise _Unsupported(line, "no template for this ability")
        modes = tuple(_mode(normalise(name, b.lstrip().lstrip("•").strip()), b) for b in bullets)
        if any(type(e) is m.AddMana for mode in modes for e in mode.effects):
            raise _Unsupported(line, "a modal mana ability is not supported")
        ability = m.ActivatedAbility(cost, placeholder, text=line, modes=modes, choose=choose,
                                     at_least=at_least)
        kind = f"activated ability (602.1): cost {cost}"
    if choose > len(modes):
        raise _Unsupported(line, "more modes to choose than there are")
    described = "; ".join(f"mode {k + 1}: {describe_mode(mode)}" for k, mode in enumerate(modes))
    return ability, f"{kind}, choose {hit.group(2)} (700.2) — {described}"


def _spell_static(low: str):
    """A whole-line static ability of an instant or sorcery (one that functions on the stack,
    rule 113.6, such as "This spell can't be countered."), as (ability, how it was read): the
    registered whole-line templates whose result is a static ability (or several cost changes);
    None otherwise."""
    load_templates()
    for pattern, build in ABILITY_LINES:
        hit = pattern.fullmatch(low.rstrip("."))
        if hit:
            try:
                ability, how = build(hit, low)
            except NotUnderstood:
                continue
            if type(ability) is m.StaticAbility:
                return (ability,), how
            if type(ability) is tuple and all(type(a) is m.StaticAbility and type(a.effect) is m.CostChange
                                              for a in ability):  # "... and {1} less to cast if ..."
                return ability, how
    return None


# Whole-line templates registered by the families in cards/templates/ (static abilities such as
# "This spell can't be countered."): pattern -> build(match, line) -> (ability, how it was read).
ABILITY_LINES: list = []


def ability_line(pattern: str):
    """Register a whole-line ability template (matched against the lowercase line without its
    final period); ``build`` returns (ability or tuple of abilities, explanation)."""
    compiled = re.compile(pattern)

    def register(build):
        ABILITY_LINES.append((compiled, build))
        return build
    return register


# --- abilities asking whether the permanent's spell was kicked (702.33e-f) ----------------------

_KICKED = r"(was(?:n't| not)? )kicked(?: (twice)| with its ((?:\{[^}]+\})+) kicker)?"
_ENTERS_IF_KICKED = re.compile(rf"if cardname {_KICKED}, it enters with {NUMBER} (\+1/\+1) counters? on it"
                               r"(?: and with ([^\"]+?))?\.?")
_ENTERS_PER_KICK = re.compile(rf"cardname enters with {NUMBER} (\+1/\+1|[a-z]+) counters? on it for each time "
                              r"(?:it|cardname) was kicked\.?")
_TRIGGER_IF_KICKED = rf", if (?:it|cardname) {_KICKED}, (.+)"
_TRIGGER_IF_SELF_KICKED = rf", if cardname {_KICKED}, (.+)"


def _kicked_condition(was, twice, cost_text, keywords, line: str) -> m.WasKicked:
    """"was kicked", "wasn't kicked", "was kicked twice", "was kicked with its {1}{U} kicker"
    (702.33d-f); the last names one of the card's kicker costs, by its index among the card's
    optional costs."""
    negated = was.strip() != "was"
    if negated and (twice or cost_text):
        raise _Unsupported(line, "no template for this condition")
    if cost_text is None:
        return m.WasKicked(2 if twice else 1, negated=negated)
    try:
        cost = parse_mana_cost(cost_text.upper())
    except ManaCostError:
        raise _Unsupported(line, f"{cost_text} is not a mana cost") from None
    offered = [c for inst in keywords for c in SYNTAX[inst.name].optional_costs(None, inst)]
    for index, option in enumerate(offered):
        if option.cost == cost:
            return m.WasKicked(which=index)
    raise _Unsupported(line, f"the card has no kicker cost {cost} (702.33f)")


def _kicked_ability(low: str, line: str, keywords) -> tuple | None:
    """A permanent's line about being kicked, as (ability, how it was read), or None:
    "If this creature was kicked, it enters with N +1/+1 counters on it [and with <keywords>]."
    and "This creature enters with a +1/+1 counter on it for each time it was kicked." (614.1c
    replacement effects), or "When this creature enters, if it was kicked, <effect>." (an
    intervening-if clause, 603.4)."""
    hit = _ENTERS_IF_KICKED.fullmatch(low)
    if hit:
        was, twice, cost_text, count, kind, kw_text = hit.groups()
        cond = _kicked_condition(was, twice, cost_text, keywords, line)
        kws: tuple = ()
        if kw_text:
            kws = parse_keyword_line(kw_text.replace(" and ", ", ")) or ()
            if not kws:
                raise _Unsupported(line, f"no template for entering with {kw_text!r}")
        if type(number(count)) is not int:
            raise _Unsupported(line, "no template for this number of counters")
        effect = m.EntersWith(kind, number(count), tuple(kws), cond, low)
        extra = f" and {', '.join(map(str, kws))}" if kws else ""
        return m.StaticAbility(effect, low), (f"replacement effect (614.1c): enters with {count} {kind} "
                                              f"counter(s){extra} {describe_condition(cond)}")
    hit = _ENTERS_PER_KICK.fullmatch(low)
    if hit:
        count, kind = hit.groups()
        if type(number(count)) is not int:
            raise _Unsupported(line, "no template for this number of counters")
        effect = m.EntersWith(kind, m.KickedCount(number(count)), (), None, low)
        return m.StaticAbility(effect, low), (f"replacement effect (614.1c): enters with {count} {kind} "
                                              "counter(s) for each time it was kicked (702.33c-d)")
    if "kicked" not in low:
        return None
    for pattern, event in _TRIGGERS:
        if "+" in event or "{}" in event:
            continue
        # "it" names this permanent only after an event of its own; otherwise it is named
        own = "cardname" in pattern and event not in _TRIGGER_REFS
        hit = re.fullmatch(pattern + (_TRIGGER_IF_KICKED if own else _TRIGGER_IF_SELF_KICKED), low)
        if not hit:
            continue
        if event == "dies":
            raise _Unsupported(line, "whether a permanent that left the battlefield was kicked is "
                                     "not supported")
        was, twice, cost_text, effect_text = hit.groups()
        cond = _kicked_condition(was, twice, cost_text, keywords, line)
        effect_text = re.sub(r"^it deals ", "cardname deals ", effect_text)
        effect_text = re.sub(r"^sacrifice it\.?$", "sacrifice cardname", effect_text)
        mode = _mode(effect_text, line, _TRIGGER_REFS.get(event))
        return m.TriggeredAbility(event, mode, line, cond), \
            (f"triggered ability (603.1) on {describe_event(event)}, {describe_condition(cond)} checked as it "
             f"triggers and resolves (603.4): {describe_mode(mode)}")
    return None


def _entering(low: str):
    """"This land enters tapped." and "This creature enters with N +1/+1 counters on it."
    (replacement effects, rule 614.1c), as (ability, how it was read), or None."""
    if low == "cardname enters tapped":
        return m.StaticAbility(m.EntersTapped(low), low), "replacement effect (614.1c): enters tapped"
    if low == "cardname enters tapped and doesn't untap during your untap step":  # two abilities
        return (m.StaticAbility(m.EntersTapped(low), low), m.StaticAbility(m.CombatRule("doesnt_untap", low), low)), \
            "replacement effect (614.1c): enters tapped; static ability (604.1): " \
            f"{describe_combat_kinds(('doesnt_untap',))} (502.3)"
    reveal = read_entry_reveal(low)
    if reveal is not None:  # "As this land enters, you may reveal ... If you don't, ..."
        return m.StaticAbility(reveal, low), describe_entering(reveal)
    choice = read_enters_with_choice(low)
    if choice is not None:
        return m.StaticAbility(choice, low), describe_entering_choice(choice)
    entering = read_enters_with(low, ModeBuilder())
    if entering is None:
        return None
    return (tuple(m.StaticAbility(e, low) for e in entering),
            "; ".join(describe_entering(e) for e in entering))


def _names(value, kind: type) -> bool:
    """Whether a reference of ``kind`` appears anywhere in ``value`` (effects, nested)."""
    if type(value) is kind:
        return True
    if isinstance(value, tuple):
        return any(_names(v, kind) for v in value)
    return any(_names(getattr(value, name), kind) for name in field_names(value))


_COMBAT_RULES = {
    "cardname can't attack": ("cant_attack",),
    "cardname can't block": ("cant_block",),
    "cardname can't attack or block": ("cant_attack", "cant_block"),
    "cardname can't attack alone": ("cant_attack_alone",),
    "cardname can't block alone": ("cant_block_alone",),
    "cardname can't attack or block alone": ("cant_attack_alone", "cant_block_alone"),
    "cardname can't be blocked": ("unblockable",),
    "cardname can't block and can't be blocked": ("cant_block", "unblockable"),
    "cardname attacks each combat if able": ("must_attack",),
    "cardname can attack as though it didn't have defender": ("attacks_despite_defender",),
    "cardname doesn't untap during your untap step": ("doesnt_untap",),
    "cardname doesn't untap during its controller's untap step": ("doesnt_untap",),
    # requirements on blocking (509.1c)
    "cardname blocks each combat if able": ("must_block",),
    "cardname attacks or blocks each combat if able": ("must_attack", "must_block"),
    "cardname must be blocked if able": ("must_be_blocked",),
    "all creatures able to block cardname do so": ("lure",),
}


def own_combat_rules(low: str) -> tuple:
    """The kinds of the attack, block or untap rules a line ("cardname can't be blocked")
    gives its permanent, or ()."""
    return _COMBAT_RULES.get(low, ())


# rules an Aura or Equipment imposes on the permanent it is attached to, beyond those of
# ``_COMBAT_RULES`` ("Arrest": its activated abilities can't be activated, 602.5)
_ATTACHED_RULES = {
    "doesn't untap during its controller's untap step and its activated abilities can't be activated":
        ("doesnt_untap", "no_activated"),
    "can't attack or block, and its activated abilities can't be activated":
        ("cant_attack", "cant_block", "no_activated"),
    "can't attack or block, and its activated abilities can't be activated unless they're mana "
    "abilities": ("cant_attack", "cant_block", "no_nonmana_activated"),
}


def _cite(kinds) -> str:
    """The rules a permanent's attack, block, untap or activation rules come from."""
    if kinds == ("doesnt_untap",):
        return "502.3"
    if kinds == ("doesnt_untap", "no_activated"):
        return "502.3, 602.5"
    if {"must_block", "must_be_blocked", "lure"} & set(kinds):
        return "508.1d, 509.1c" if "must_attack" in kinds else "509.1c"
    return "508.1c-d, 509.1b" + (", 602.5" if {"no_activated", "no_nonmana_activated"} & set(kinds) else "")


_ATTACHED = re.compile(r"(enchanted|equipped|fortified) (creature|permanent|artifact|land) (.+?)\.?")
# the Lure ability of the creature an Aura or Equipment is attached to (509.1c), said of it
# after its other qualities ("... and all creatures able to block it do so")
_LURE = "all creatures able to block it do so"
_LURED = re.compile(r"all creatures able to block (enchanted|equipped) creature do so\.?")


def _attached_static(low: str, line: str):
    """Static abilities of Auras and Equipment about the permanent they are attached to (rules
    303.4m, 301.5f), as (abilities, how it was read), or None: "Enchanted creature gets +N/+N",
    "... has <keywords>", "... gets +N/+N and has <keywords>", keywords and abilities in
    quotation marks (layers 6 and 7c, 613.1f, 113.10, 613.4c), "... can't attack or block" and the other attack/block rules of "cardname can't
    ..." (508.1c, 509.1b), optionally followed by "and has <keywords>"."""
    text = low
    low, quoted = hide_quotes(low)
    lured = _LURED.fullmatch(low)  # "All creatures able to block enchanted creature do so."
    if lured:
        low = f"{lured.group(1)} creature {_LURE}"
    hit = _ATTACHED.fullmatch(low)
    if not hit:
        return None
    which, noun, rest = hit.groups()
    what = f"{which} {noun}"
    abilities: list = []
    if rest.endswith(_LURE) and noun == "creature":  # "... has first strike, and all creatures ..."
        rest = rest[:-len(_LURE)].rstrip().removesuffix(" and").removesuffix(",")
        abilities.append(m.StaticAbility(m.CombatRule("lure", text, attached=True), text))
    combat, _, has = rest.partition(" and has ")
    kinds = _COMBAT_RULES.get("cardname " + combat, ()) or _ATTACHED_RULES.get(combat, ())
    if kinds:
        rest = "has " + has if has else ""
    else:  # "gets +1/+1 and can't be blocked"
        pump = re.fullmatch(r"(gets [+-]\d+/[+-]\d+) and (.+)", rest)
        kinds = _COMBAT_RULES.get("cardname " + pump.group(2), ()) if pump else ()
        if kinds:
            combat, rest = pump.group(2), pump.group(1)
    abilities.extend(m.StaticAbility(m.CombatRule(k, text, attached=True), text) for k in kinds)
    detailed = None
    if not kinds:  # "can't be blocked by Walls", "gets +1/+1 and can block only creatures with flying"
        detailed = read_combat_rule("cardname " + combat)
        if detailed is not None:
            rest = "has " + has if has else ""
        elif pump:
            detailed = read_combat_rule("cardname " + pump.group(2))
            rest = pump.group(1) if detailed is not None else rest
        if detailed is not None:
            abilities.append(m.StaticAbility(dataclasses.replace(detailed, text=text, attached=True), text))
    said = None
    if rest:
        said = read_predicates(rest, quoted, line)  # "gets +1/+1, has flying, and is an Angel ..."
        if said is None:
            return None
        flt = object_filter(noun)
        if flt is None:
            return None
        flt = dataclasses.replace(flt, attached=True)
        abilities.append(m.StaticAbility(m.Anthem(flt, said.power, said.toughness, said.keywords, text=text,
                                                  change=said.changed(), per=said.per), text))
    if not rest and not kinds and detailed is None and not abilities:
        return None
    parts = [f"{describe_combat_kinds(kinds)} ({_cite(kinds)})"] if kinds else []
    if abilities and abilities[0].effect == m.CombatRule("lure", text, attached=True):
        parts.insert(0, f"{describe_combat_kinds(('lure',))} (509.1c)")
    if detailed is not None:
        parts.append(describe_combat_rule(detailed))
    if said is not None:
        parts.extend(said.told)
    rule = {"enchanted": "303.4m", "equipped": "301.5f", "fortified": "301.6"}[which]
    how = f"static ability (604.1) of the {what}, the permanent it is attached to ({rule}): " + "; ".join(parts)
    return tuple(abilities), how


_CHOSEN_IN_ANTHEM = re.compile(r" of the chosen (?:creature type|type|color) ")


def _group(text: str) -> m.Filter | None:
    """A plural object description the grammar reads whole ("artifacts, creatures, and lands
    you control"), or None."""
    p = Parser(tokenize(text))
    desc = description(p)
    return desc.filter if desc is not None and desc.plural and p.done() else None


def _zone_keywords(low: str, line: str) -> tuple | None:
    """A keyword given to cards in a hand or graveyard ("Each creature card in your graveyard
    has scavenge. The scavenge cost is equal to its mana cost.", 613.1f), as (ability, how it
    was read), or None."""
    try:
        effect = read_zone_keywords(low)
    except NotUnderstood as exc:
        raise _Unsupported(line, exc.reason or f"no template for {exc.fragment!r}") from None
    if effect is not None:
        return m.StaticAbility(effect, low), f"static ability (604.1): {describe_zone_keywords(effect)}"
    try:
        anthem = read_spell_keywords(low)
    except NotUnderstood as exc:
        raise _Unsupported(line, exc.reason or f"no template for {exc.fragment!r}") from None
    if anthem is None:
        return None
    who = describe_filter(anthem.affects)
    return m.StaticAbility(anthem, low), f"static ability (604.1): each {who}: has {anthem.keywords[0]} (613.1f)"


def group_static(low: str, line: str) -> tuple | None:
    """"[Other] creatures you control get +N/+N [and have K]" style anthems (611.3), K keywords
    or abilities in quotation marks (113.10), as (ability, how it was read); also of "the
    chosen type / color" ("All creatures of the chosen type get -1/-1", linked to a choice made
    as the permanent entered, 607.2d)."""
    text = low
    told_as, quoted = hide_quotes(low)
    low = _CHOSEN_IN_ANTHEM.sub(" ", told_as)  # "creatures [you control] of the chosen type"
    chosen = None if low == told_as else "color" if "chosen color" in told_as else "creature type"
    found = _group_subject(low.rstrip("."))
    if found is None:
        return None
    flt, other, rest = found
    if chosen is not None:
        flt = dataclasses.replace(flt, chosen=chosen)
    said = read_predicates(rest, quoted, line)  # "get +1/+1 and have trample", "have base ..."
    if said is None:
        return None
    anthem = m.Anthem(flt, said.power, said.toughness, said.keywords, include_self=not other, text=text,
                      change=said.changed(), per=said.per)
    if flt.zone == "stack" and (anthem.power or anthem.toughness or anthem.change is not None or not anthem.keywords
                                or any(k.name not in SPELL_KEYWORDS for k in anthem.keywords)):
        raise _Unsupported(line, "an effect on spells other than giving them "
                                 + " or ".join(sorted(SPELL_KEYWORDS)) + " (613.1f) is not supported")
    who = describe_filter(flt)
    if chosen is not None:
        who = who.replace(" of the chosen", "") + f" of the chosen {chosen}"
    how = f"each {'other ' if other and not flt.another else ''}{who}: " + "; ".join(said.told)
    return m.StaticAbility(anthem, text), f"static ability (604.1): {how}"


_GROUP = re.compile(r"(other |all )?([a-z ]+?|[a-z]+s(?:, [a-z]+s)*,? and [a-z]+?)s "
                    r"(you control |your opponents control |enchanted player controls )?((?:get|have|lose|are) .+)")
# where the subject of a static ability may end: before its verb
_VERB = re.compile(r" (?=(?:gets?|has|have|loses?|is|are|assigns?|can't) )")
_SINGULAR_VERB = re.compile(r"(?:gets|has|loses|is|assigns) ")


def _group_subject(body: str) -> tuple | None:
    """The permanents a static ability's effect applies to ("other creatures you control",
    "each creature you control with a +1/+1 counter on it", "creatures your opponents
    control with flying"), as (filter, whether "other" excludes the source, the rest)."""
    hit = _GROUP.fullmatch(body)
    if hit:
        other, noun, whose = hit.group(1) == "other ", hit.group(2), (hit.group(3) or "").strip()
        enchanted = whose == "enchanted player controls"  # a Curse's player (702.5d)
        if enchanted:
            whose = ""
        desc = noun + (" " + whose.replace("your opponents control", "an opponent controls") if whose else "")
        flt = object_filter(desc) if "," not in desc and " and " not in desc else None
        if flt is None and not enchanted:  # "Elves you control", "artifacts and lands you control"
            flt = _group(f"{noun}s {hit.group(3) or ''}".strip())
        if flt is not None and enchanted:
            flt = None if flt.controller is not None else dataclasses.replace(flt, controller="enchanted")
        if flt is not None:
            return flt, other, hit.group(4)
    for verb in _VERB.finditer(body):  # the grammar's descriptions, up to the first verb
        subject, rest = body[:verb.start()], body[verb.end() + 0:].lstrip()
        single = subject.startswith("each ")
        p = Parser(tokenize(subject[len("each "):] if single else subject))
        desc = description(p)
        # "Merfolk" is plural before "get", singular before "gets"
        plural = desc is not None and (desc.plural or desc.either and not _SINGULAR_VERB.match(rest))
        if desc is not None and p.done() and desc.filter.zone == "battlefield" and plural != single:
            return desc.filter, False, rest
    return None


_QUOTED = re.compile(r'"([^"]*)"')


def hide_quotes(low: str) -> tuple[str, list[str]]:
    """``low`` with each text in quotation marks replaced by its index ('"0"', '"1"'), so the
    words of an ability granted in quotation marks are not read as those of the line."""
    quoted: list[str] = []

    def hide(hit: re.Match) -> str:
        quoted.append(hit.group(1))
        return f'"{len(quoted) - 1}"'
    return _QUOTED.sub(hide, low), quoted


def has_list(text: str, quoted: list[str], line: str) -> tuple | None:
    """What "has" / "have" lists (113.10): keywords, and abilities in quotation marks ('flying
    and "{T}: Add {G}."'), as (keywords, (abilities, (each one's placeholder, how it was read)));
    None if ``text`` is
    not such a list."""
    names: list[str] = []
    abilities: list = []
    told: list[str] = []
    for item in re.split(r",? and |, ", text):
        index = re.fullmatch(r'"(\d+)"', item)
        if index is None:
            names.append(item)
            continue
        ability, how = _granted_ability(quoted, int(index.group(1)), line)
        abilities.append(ability)
        told.append((item, f'the ability "{how}" (113.10, 613.1f)'))
    keywords: tuple = ()
    if names:
        keywords = tuple(parse_keyword_line(", ".join(names)) or ())
        if not keywords:
            return None
    return keywords, (tuple(abilities), tuple(told))


def _granted_ability(quoted: list[str], index: int, line: str, *, any_kind: bool = False):
    """The ability in the ``index``-th quotation of ``line`` (``quoted`` its normalised texts),
    granted to other objects: its "this creature" is the object that has it (113.10); one the
    engine can give another object: activated, triggered, or a static ability changing only
    power and toughness or how it attacks and blocks (``any_kind``: of any kind, the caller
    checking where it goes)."""
    low = quoted[index].strip()
    # the quotations of the line as printed, but those of its reminder text (207.2), which the
    # normalised text no longer has
    raw = re.findall(r'"([^"]*)"', _REMINDER.sub("", line).replace("“", '"').replace("”", '"'))
    if len(raw) != len(quoted) or low.count("cardname") > len(_SELF_WORDS.findall(raw[index].lower())):
        raise _Unsupported(line, "an ability in quotation marks naming the card that grants it "
                                 "is not supported")
    try:  # the ability's own text is that in the quotation marks
        ability, how = _ability(low, raw[index].strip())
    except _Unsupported as exc:
        raise _Unsupported(line, exc.reason) from None
    if isinstance(ability, tuple) and len(ability) == 1:  # "This creature can't block."
        ability = ability[0]
    if isinstance(ability, tuple) or not (any_kind or _grantable(ability)):
        raise _Unsupported(line, "granting an ability of this kind is not supported")
    return ability, how


def _grantable(ability) -> bool:
    """Whether the engine gives ``ability`` to the objects an effect grants it to: activated
    and triggered abilities are found on the object's characteristics; of static abilities,
    only those applying in layer 7 (power and toughness) or to attacking and blocking are
    gathered after layer 6 (613.1f)."""
    if type(ability) is not m.StaticAbility:
        return type(ability) in (m.ActivatedAbility, m.TriggeredAbility)
    effect = ability.effect
    if type(effect) is m.CombatRule:
        return not effect.attached
    return type(effect) is m.Anthem and effect.only_self and not effect.keywords \
        and effect.change is None
