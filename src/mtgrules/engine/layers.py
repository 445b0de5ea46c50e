"""Continuous effects and the layer system (rules 611, 613).

Printed values are never overwritten: a permanent's characteristics are computed from its card
by applying every continuous effect layer by layer (613.1: 1a copy, 1b face-down, 2 control,
3 text, 4 type, 5 color, 6 abilities, 7a-7d power and toughness), in timestamp order within a
layer (613.7) unless one effect depends on another (613.8). The result is cached on the game
until the next change that could alter it (``game.changed()``).

Every continuous effect is one :class:`mtgrules.ir.Change` — what it does, part by part — and
comes from one of three places:

* a resolved spell or ability (or a rule such as "enters as a copy"): a
  :class:`ContinuousEffect` in ``game.effects``, whose affected objects were fixed as it began
  (611.2c);
* a static ability (611.3): an ``Anthem`` among the abilities the object has *as the layers are
  applied* — abilities come from layer 1 (copy, face-down) and layer 6, so an ability removed in
  layer 6 generates nothing in layer 7, and one granted in layer 6 does (604.2, 613.1f). Its
  affected set is determined as its first layer applies and kept for its later layers, even if
  the ability is removed in between (613.6). Its timestamp is its object's, or that of the
  effect that granted the ability, whichever is later (613.7a);
* face-down status (708.2, layer 1b).

Characteristic-defining abilities (604.3) apply first within layers 2-6 (613.3) and in 7a.
"""
from __future__ import annotations

import dataclasses
from dataclasses import field
from typing import ClassVar

from mtgrules import ir as m
from mtgrules.engine import ring, stickers
from mtgrules.engine.counter_rules import has_keyword_counters, keyword_changes
from mtgrules.ir.continuous import (  # noqa: F401  (layer codes, used by the effect modules)
    ABILITY, COLOR, CONTROL, COPY, FACE_DOWN, PT_CDA, PT_MODIFY, PT_SET, PT_SWITCH,
    TEXT, TYPE, Change,
)
from mtgrules.ir import Anthem, CombatRule, Filter, KeywordInstance, StaticAbility
from mtgrules.ir.statics import DETAILED_COMBAT_RULES
from mtgrules.cards.type_line import ARTIFACT_TYPES, CREATURE_TYPES, ENCHANTMENT_TYPES
from mtgrules.engine import bestowed
from mtgrules.engine.face_down import characteristics as face_down_characteristics
from mtgrules.engine.face_down import spell_card as face_down_spell_card
from mtgrules.engine.chosen import chosen_value, keywords_with_choice, of_chosen
from mtgrules.engine import command_zone
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.engine.targets import blocking_what, seat_of
from mtgrules.engine.turn_state import entered_this_turn
from mtgrules.engine.modified import is_modified
from mtgrules.cards.keyword_syntax import keyword_abilities
from mtgrules.records import record

# Durations (rule 611.2): until the cleanup step (514.2), forever, or as long as the source is
# on the battlefield (static abilities, 611.3a).
END_OF_TURN = "end_of_turn"
PERMANENT = "permanent"
# "until your next turn" (611.2a) in the card model; an effect of it ends as the turn of the
# player who controlled the spell or ability begins: its duration names that player's seat
UNTIL_YOUR_NEXT_TURN = "your_next_turn"
# "for as long as you control <source>" and "for as long as <source> remains on the battlefield"
# (611.2b) in the card model; an effect of the first names the seat of the player who must keep
# controlling its source ("you_control_source:1"), and both end once their source has left the
# battlefield (a new object, 400.7). ``end_lapsed`` ends them.
WHILE_YOU_CONTROL_SOURCE = "you_control_source"
WHILE_SOURCE_ON_BATTLEFIELD = "source_on_battlefield"
_WHILE_SOURCE = (WHILE_YOU_CONTROL_SOURCE, WHILE_SOURCE_ON_BATTLEFIELD)


@record
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (rule 611.2), or from a rule
    applied as a permanent enters (a copy effect, 707.2), doing ``change`` to the objects in
    ``affected``, fixed as it began (611.2c); its timestamp is when it was created (613.7b)."""

    timestamp: int
    affected: tuple[int, ...]
    change: Change
    source: int = 0
    duration: str = END_OF_TURN
    layers: tuple[int, ...] = field(init=False, compare=False, repr=False)
    writes: frozenset[str] = field(init=False, compare=False, repr=False)
    cda: ClassVar[bool] = False  # never a characteristic-defining ability (604.3)

    def __post_init__(self) -> None:
        object.__setattr__(self, "layers", self.change.layers())
        object.__setattr__(self, "writes", _writes(self.change))


class Chars:
    """The characteristics of a permanent after layers (rule 109.3), plus its controller,
    ``copiable``: its copiable values (the card definition after layer 1, 613.2c, 707.2), and
    ``imposed``: the attack/block rules ('cant_attack', ...) that static abilities of the
    permanents attached to it, or resolved effects, impose on it."""

    __slots__ = ("name", "supertypes", "types", "subtypes", "colors", "power", "toughness",
                 "keywords", "keyword_names", "abilities", "controller", "mana_value", "imposed",
                 "copiable")

    def has(self, keyword: str) -> bool:
        return keyword in self.keyword_names

    def keyword(self, name: str) -> list[KeywordInstance]:
        return [k for k in self.keywords if k.name == name]

    def clone(self) -> "Chars":
        other = Chars.__new__(Chars)
        for slot in _CHAR_SLOTS:
            setattr(other, slot, getattr(self, slot))
        return other


_CHAR_SLOTS = tuple(s for s in Chars.__slots__ if s != "keyword_names")

# Rule 708.2a: a face-down permanent is a 2/2 creature with no text, name, subtypes or mana cost.
FACE_DOWN_CARD = face_down_spell_card()

_CREATURE_TYPES = frozenset(CREATURE_TYPES)
_BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
_LAND_TYPES = frozenset(_BASIC_MANA) | {"Desert", "Gate", "Lair", "Locus", "Cave", "Sphere",
                                         "Urza's", "Mine", "Power-Plant", "Tower", "Town"}
_BASIC_ABILITIES = {
    sub: m.ActivatedAbility(m.Cost(tap=True), m.Mode((), (m.AddMana((color,)),)), True, False,
                            f"{{T}}: Add {{{color}}}.")
    for sub, color in _BASIC_MANA.items()}


def _take(c: Chars, card: m.CardDef) -> None:
    """Characteristics become those of ``card`` (the printed ones, or copiable values)."""
    c.copiable = card
    c.name = card.name
    c.supertypes = card.supertypes
    c.types = card.types
    c.subtypes = card.subtypes
    c.colors = card.colors
    c.power = card.power
    c.toughness = card.toughness
    c.keywords = card.keywords
    c.abilities = card.abilities
    c.mana_value = card.mana_value


def _base(perm) -> Chars:
    c = Chars.__new__(Chars)
    _take(c, perm.card)
    if perm.bestowed:
        bestowed.apply(c)
    c.controller = perm.controller
    c.imposed = ()
    return c


def matches(game, table: dict, oid: int, flt: Filter, source: int) -> bool:
    """Whether permanent ``oid`` passes ``flt`` given characteristics in ``table``."""
    c = table[oid]
    if not flt.accepts(c.types, c.colors, c.subtypes, c.supertypes, c.name):
        return False
    perm = game.objects[oid]
    if not flt.accepts_values(c.supertypes, c.power, c.toughness, c.mana_value, perm.token):
        return False
    if flt.chosen is not None and not of_chosen(game, source, flt.chosen, c.colors, c.subtypes):
        return False  # "creatures of the chosen type" (607.2d)
    if flt.tapped is not None and perm.tapped != flt.tapped:
        return False
    if flt.controller is not None:
        src_controller = source_controller(game, table, source)
        if flt.controller == "you" and c.controller != src_controller:
            return False
        if flt.controller == "opponent" and c.controller == src_controller:
            return False
        if flt.controller == "enchanted":  # "creatures enchanted player controls" (702.5d)
            host = game.objects[source].attached_to
            if host is None or host >= 0 or c.controller != -1 - host:
                return False
        if flt.controller.startswith(("event:", "seat:")) and c.controller != seat_of(flt):
            return False  # "for each artifact that player controls" (603.2)
    if flt.another and oid == source:
        return False
    if flt.attached and game.objects[source].attached_to != oid:
        return False
    if flt.in_combat is not None:
        from mtgrules.engine.combat import in_combat_as
        if not in_combat_as(game, oid, flt.in_combat):
            return False
    if flt.with_keyword is not None and all(k.name != flt.with_keyword for k in c.keywords):
        return False
    if flt.without_keyword is not None and any(k.name == flt.without_keyword for k in c.keywords):
        return False
    if flt.without_any and any(k.name in flt.without_any for k in c.keywords):
        return False
    if flt.damaged_this_turn and perm.damaged_turn != game.turn:  # 120.3
        return False
    if flt.attacked_this_turn and oid not in game.turn_state.attackers:  # 508.1
        return False
    if flt.face_down is not None and perm.face_down != flt.face_down:  # 708
        return False
    if flt.with_counter is not None and not has_counter(perm, flt.with_counter):  # 122.1
        return False
    if flt.attached_by is not None and not _attached_by(game, table, oid, flt.attached_by):
        return False  # "enchanted creatures", "equipped creatures you control" (303.4, 301.5)
    if flt.not_attached_by is not None and _attached_by(game, table, oid, flt.not_attached_by):
        return False  # "creatures that aren't enchanted" (303.4)
    if flt.blocking_what is not None and not blocking_what(game, oid, flt.blocking_what, source):
        return False  # "each creature blocking it" (509.1g)
    if flt.stickered and not perm.stickers:
        return False  # "a stickered permanent" (123.4)
    if flt.entered_this_turn and not entered_this_turn(game, oid):
        return False  # "creature that entered this turn" (400.7)
    if flt.modified and not is_modified(game, oid, perm, c.controller, table.get):
        return False  # "modified creatures you control" (700.9)
    return True



def _attached_by(game, table: dict, oid: int, subtype: str) -> bool:
    """Whether a permanent with ``subtype`` (by its characteristics in ``table``) is attached
    to ``oid``."""
    objects = game.objects
    return any(objects[a].attached_to == oid and a in table and subtype in table[a].subtypes
               for a in game.battlefield)


def has_counter(perm, kind: str) -> bool:
    """Whether a permanent has a counter of ``kind`` on it ('': of any kind, 122.1)."""
    counters = perm.counters
    return counters.get(kind, 0) > 0 if kind else any(n > 0 for n in counters.values())


# --- what effects read and write (for 613.8 dependencies) -------------------------------------

def _writes(change: Change) -> frozenset[str]:
    """The parts of the game state applying ``change`` alters that another effect's existence,
    affected set or result can read."""
    out = set()
    if change.controller is not None:
        out.add("controller")
    if (change.types is not None or change.add_types or change.remove_types or change.add_subtypes
            or change.creature_types is not None or change.land_types is not None
            or change.supertypes is not None or change.add_supertypes):
        out.add("types")
    if change.land_types is not None:
        out.add("lose")  # 305.7
    if change.colors is not None or change.add_colors:
        out.add("colors")
    if change.lose_all_abilities or change.lose_keywords:
        out.add("lose")
    if change.keywords or change.abilities:
        out.add("gain")
    return frozenset(out)


def _filter_reads(flt: Filter | None, out: set) -> None:
    if flt is None:
        return
    if flt.types or flt.not_types or flt.subtypes or flt.not_supertypes or flt.supertypes \
            or flt.not_subtypes:
        out.add("types")
    if flt.not_colors or flt.colors or flt.chosen == "color":
        out.add("colors")
    if flt.chosen == "creature type":
        out.add("types")
    if flt.controller is not None:
        out.add("controller")
    if flt.with_keyword is not None or flt.without_keyword is not None or flt.without_any:
        out.update(("gain", "lose"))
    if flt.tapped is not None:
        out.add("tapped")


def _reads(anthem: Anthem, change: Change) -> frozenset[str]:
    """What a static ability's effect reads: its own existence (its source having the ability:
    'lose'), the objects it applies to, its condition and its counts (613.8a)."""
    out = {"lose"}
    if not anthem.only_self:
        _filter_reads(anthem.affects, out)
    if anthem.condition is not None:
        _filter_reads(anthem.condition.filter, out)
        out.update(("controller", "types"))
    for count in (anthem.per,) + ((change.defined.power, change.defined.toughness)
                                  if change.defined is not None else ()):
        if isinstance(count, m.CountOf):
            _filter_reads(count.filter, out)
            out.update(("controller", "types"))
    return frozenset(out)


# --- static abilities ---------------------------------------------------------------------------

class _Static:
    """A continuous effect generated by a static ability of permanent ``source`` (611.3)."""

    __slots__ = ("key", "source", "ability", "anthem", "change", "layers", "timestamp", "cda",
                 "reads", "writes")

    def __init__(self, game, source: int, ability, anthem: Anthem, timestamp: int) -> None:
        self.key = (source, id(ability))
        self.source = source
        self.ability = ability
        self.anthem = anthem
        self.change, self.layers, self.reads, self.writes, chosen = _static_parts(anthem)
        if chosen:
            self.change = _with_choice(game, source, self.change)
        self.timestamp = timestamp
        # rule 604.3: a characteristic-defining ability defines its own object's characteristics
        self.cda = anthem.only_self and self.change.defined is not None


_PARTS: dict[int, tuple] = {}


def _static_parts(anthem: Anthem) -> tuple:
    """(change, layers, reads, writes) of an anthem, computed once per ability value."""
    hit = _PARTS.get(id(anthem))
    if hit is not None and hit[0] is anthem:
        return hit[1]
    extra = anthem.change or Change()
    change = Change(**{**{f: getattr(extra, f) for f in Change.__dataclass_fields__},
                       "power": anthem.power + extra.power,
                       "toughness": anthem.toughness + extra.toughness,
                       "keywords": tuple(anthem.keywords) + tuple(extra.keywords)})
    chosen = m.CHOSEN_TYPE in change.add_subtypes or any(k.param == m.CHOSEN_COLOR for k in change.keywords)
    parts = (change, change.layers(), _reads(anthem, change), _writes(change), chosen)
    _PARTS[id(anthem)] = (anthem, parts)
    return parts


def _with_choice(game, source: int, change: Change) -> Change:
    """Rule 607.2d: "has protection from the chosen color" gives protection from the color
    chosen as ``source`` entered, "is the chosen type in addition to its other types" that
    creature type (nothing if it chose none)."""
    keywords = keywords_with_choice(game, source, change.keywords)
    kind = chosen_value(game, source, "creature type")
    subtypes = tuple(s if s != m.CHOSEN_TYPE else kind for s in change.add_subtypes
                     if s != m.CHOSEN_TYPE or kind is not None)
    return dataclasses.replace(change, keywords=keywords, add_subtypes=subtypes)


_CARD_STATICS: dict[int, tuple] = {}
_NO_STATICS = ((), ())


def _statics_of(abilities: tuple, cache: bool = True) -> tuple:
    """The (ability, Anthem) pairs among ``abilities``, and the attack/block rules they impose
    on the permanent their object is attached to; cached for a card's own tuple."""
    hit = _CARD_STATICS.get(id(abilities)) if cache else None
    if hit is not None and hit[0] is abilities:
        return hit[1]
    anthems = tuple((a, a.effect) for a in abilities
                    if type(a) is StaticAbility and type(a.effect) is Anthem and a.zone == "battlefield")
    imposed = tuple(a.effect if a.effect.kind in DETAILED_COMBAT_RULES else a.effect.kind
                    for a in abilities
                    if type(a) is StaticAbility and type(a.effect) is CombatRule and a.effect.attached)
    found = (anthems, imposed) if anthems or imposed else _NO_STATICS
    if cache:
        _CARD_STATICS[id(abilities)] = (abilities, found)
    return found


def _collect(game, table: dict, only_changed: bool = False,
             granted: dict | None = None) -> tuple[list[_Static], list]:
    """Static effects of the abilities the permanents have now, and the attack/block rules
    they impose on the permanents they are attached to (303.4m, 301.5f: these change no
    characteristic) as (permanent, rules); ``only_changed``: only of the permanents whose
    abilities differ from their copiable values (changed in layers 4 or 6), ``granted`` the
    timestamps of the effects that granted abilities, by (permanent, id of the ability): an
    effect of a granted ability has the later of its object's timestamp and that one (613.7a)."""
    objects = game.objects
    cache = _CARD_STATICS
    out = []
    imposers = []
    for oid, c in table.items():
        abilities = c.abilities
        if not abilities:
            continue
        if abilities is c.copiable.abilities:
            if only_changed:
                continue
            hit = cache.get(id(abilities))
            found = hit[1] if hit is not None and hit[0] is abilities else _statics_of(abilities)
        else:
            found = _statics_of(abilities, False)
        if found is _NO_STATICS:
            continue
        pairs, kinds = found
        if pairs:
            ts = objects[oid].timestamp
            if granted:
                out.extend(_Static(game, oid, a, anthem, max(ts, granted.get((oid, id(a)), ts)))
                           for a, anthem in pairs)
            else:
                out.extend(_Static(game, oid, a, anthem, ts) for a, anthem in pairs)
        if kinds:
            imposers.append((oid, kinds))
    return out, imposers


def _emblem_statics(game) -> list[_Static]:
    """Static effects of the emblems (114.4), vanguard cards (902.7) and face-up plane (901.7),
    each with its object's timestamp (613.7a, 613.7d)."""
    out = []
    for oid in command_zone.functioning(game):
        card = game.objects[oid].card
        pairs = _statics_of(card.abilities)[0]
        stamp = command_zone.timestamp(game, oid)
        out.extend(_Static(game, oid, a, anthem, stamp) for a, anthem in pairs)
    return out


# id(a card's abilities) -> (the abilities, their (ability, Anthem) pairs that function from a
# graveyard); card definitions are immutable and shared, so each is looked at once
_GRAVEYARD_STATICS: dict[int, tuple] = {}


def _graveyard_statics(game) -> list[_Static]:
    """Static effects of the cards in graveyards whose abilities say they function there ("As
    long as this card is in your graveyard and ...", 113.6b), each with its card's timestamp
    (613.7d); their controller is the card's owner (108.4a)."""
    out = []
    objects = game.objects
    for player in game.players:
        for oid in player.graveyard:
            obj = objects[oid]
            abilities = obj.card.abilities
            hit = _GRAVEYARD_STATICS.get(id(abilities))
            if hit is None or hit[0] is not abilities:
                hit = (abilities, tuple((a, a.effect) for a in abilities if type(a) is StaticAbility
                                        and type(a.effect) is Anthem and a.zone == "graveyard"))
                _GRAVEYARD_STATICS[id(abilities)] = hit
            out.extend(_Static(game, oid, a, anthem, obj.timestamp) for a, anthem in hit[1])
    return out


def _impose(game, table: dict, imposers: list) -> None:
    objects = game.objects
    for oid, kinds in imposers:
        host = table.get(objects[oid].attached_to)
        if host is not None:
            host.imposed = host.imposed + kinds


def _has_ability(c: Chars, ability) -> bool:
    return any(a is ability for a in c.abilities)


def source_controller(game, table: dict, source: int) -> int | None:
    """The controller of a static ability's source: a permanent's (in ``table``), that of an
    object of the command zone (114.2, 901.6, 902.6), or the owner of a card in a graveyard
    (108.4a); None for anything else."""
    c = table.get(source)
    if c is not None:
        return c.controller
    obj = game.objects.get(source)
    if obj is None:
        return None
    if obj.zone is Zone.COMMAND:
        return command_zone.controller(game, source)
    return obj.owner if obj.zone is Zone.GRAVEYARD else None


def _start(game, table: dict, s: _Static) -> tuple[int, ...]:
    """The objects a static ability's effect applies to, determined as it starts to apply
    (613.6); empty if its source no longer has the ability (604.2) or its condition doesn't
    hold now (611.3a). An emblem's abilities are always its own (114.3-114.4)."""
    src = table.get(s.source)
    if src is None:
        controller = source_controller(game, table, s.source)
        if controller is None:
            return ()
    elif not _has_ability(src, s.ability):
        return ()
    else:
        controller = src.controller
    anthem = s.anthem
    if anthem.condition is not None:
        from mtgrules.engine import conditions
        if not conditions.holds(game, table, s.source, controller, anthem.condition):
            return ()
    if anthem.only_self:  # "This creature gets +1/+1 as long as ...", a CDA
        return (s.source,)
    if anthem.affects.attached:  # "enchanted creature", "equipped creature"
        host = game.objects[s.source].attached_to
        candidates = (host,) if host in table else ()
    else:
        candidates = table
    source = s.source
    flt = anthem.affects
    skip = None if anthem.include_self else source
    out = []
    for oid in candidates:
        if oid != skip and matches(game, table, oid, flt, source):
            out.append(oid)
    return tuple(out)


def _count(game, table: dict, s: _Static, count) -> int:
    from mtgrules.engine import conditions
    controller = source_controller(game, table, s.source)
    if controller is None:
        controller = game.objects[s.source].controller
    if count == "life":
        return game.players[controller].life
    return conditions.count(game, table, s.source, controller, count)


# --- applying one part of a change ---------------------------------------------------------------

def _apply_part(layer: int, c: Chars, ch: Change, times: int, controller: int | None,
                defined: tuple | None) -> None:
    if layer == PT_MODIFY:
        if c.power is not None:
            c.power += ch.power * times
            c.toughness += ch.toughness * times
    elif layer == ABILITY:
        if ch.lose_all_abilities:
            c.keywords = ()
            c.abilities = ()
        if ch.lose_keywords:
            lost = ch.lose_keywords
            c.keywords = tuple(k for k in c.keywords if k.name not in lost)
        if ch.keywords:
            c.keywords = c.keywords + ch.keywords
            c.abilities = c.abilities + keyword_abilities(ch.keywords)
        if ch.abilities:
            c.abilities = c.abilities + ch.abilities
        if ch.combat_rules:  # an attack/block rule imposed by a resolved effect, not an ability
            c.imposed = c.imposed + ch.combat_rules
    elif layer == CONTROL:
        c.controller = controller if ch.controller == "you" else ch.controller
    elif layer == TEXT:  # rule 123.6c: a name sticker adds its word to the name
        position, word = ch.name_word
        words = c.name.split()
        words.insert(min(position, len(words)), word)
        c.name = " ".join(words)
    elif layer == TYPE:
        _apply_types(c, ch)
    elif layer == COLOR:
        if ch.colors is not None:
            c.colors = ch.colors
        if ch.add_colors:
            c.colors = c.colors | ch.add_colors
    elif layer == PT_SET:
        if ch.base_power is not None:
            c.power = ch.base_power
        if ch.base_toughness is not None:
            c.toughness = ch.base_toughness
    elif layer == PT_CDA:
        power, toughness = defined
        if power is not None:
            c.power = power
        if toughness is not None:
            c.toughness = toughness
    elif layer == PT_SWITCH:
        if c.power is not None:
            c.power, c.toughness = c.toughness, c.power
    elif layer == COPY:
        _take(c, ch.copy)


def _apply_types(c: Chars, ch: Change) -> None:
    """Layer 4 (613.1d, 205.1): set, add or remove card types, creature types, land types,
    supertypes. Subtypes that no longer correspond to a card type are lost (205.3d)."""
    types = c.types
    if ch.types is not None:
        types = ch.types
    if ch.add_types:
        types = types | ch.add_types
    if ch.remove_types:
        types = types - ch.remove_types
    subtypes = c.subtypes
    if ch.creature_types is not None:
        subtypes = tuple(s for s in subtypes if s not in _CREATURE_TYPES) + ch.creature_types
    if ch.land_types is not None:
        subtypes = tuple(s for s in subtypes if s not in _LAND_TYPES) + ch.land_types
        # rule 305.7: the land loses the abilities of its rules text and gains its basic land
        # types' mana abilities
        c.keywords = ()
        c.abilities = tuple(_BASIC_ABILITIES[t] for t in ch.land_types if t in _BASIC_ABILITIES)
    if ch.add_subtypes:
        added = tuple(s for s in ch.add_subtypes if s not in subtypes)
        subtypes = subtypes + added
        # rule 305.7: a land gaining a basic land type gains its mana ability
        c.abilities = c.abilities + tuple(_BASIC_ABILITIES[t] for t in added if t in _BASIC_ABILITIES)
    if types is not c.types:
        if "Creature" not in types:
            subtypes = tuple(s for s in subtypes if s not in _CREATURE_TYPES)
        if "Land" not in types:
            subtypes = tuple(s for s in subtypes if s not in _LAND_TYPES)
        if "Artifact" not in types:  # an Equipment that isn't an artifact is no Equipment
            subtypes = tuple(s for s in subtypes if s not in ARTIFACT_TYPES)
        if "Enchantment" not in types:
            subtypes = tuple(s for s in subtypes if s not in ENCHANTMENT_TYPES)
        if "Planeswalker" in c.types and "Planeswalker" not in types:  # its planeswalker types go (205.1a)
            subtypes = tuple(s for s in subtypes if s in _CREATURE_TYPES or s in _LAND_TYPES
                             or s in ARTIFACT_TYPES or s in ENCHANTMENT_TYPES)
        if "Creature" not in types and c.power is not None and "Vehicle" not in subtypes:
            c.power = c.toughness = None  # rule 208.3: only creatures have power and toughness
        elif "Creature" in types and c.power is None:
            c.power = c.toughness = 0  # set in layer 7b by the effect making it a creature
    if ch.supertypes is not None:
        c.supertypes = ch.supertypes
    if ch.add_supertypes:
        c.supertypes = c.supertypes | ch.add_supertypes
    c.types = types
    c.subtypes = subtypes


# --- the layer system ---------------------------------------------------------------------------

class _Layering:
    """One computation of every permanent's characteristics (613.1-613.8)."""

    __slots__ = ("game", "table", "started", "granted")

    def __init__(self, game, table: dict) -> None:
        self.game = game
        self.table = table
        self.started: dict[tuple, tuple[int, ...]] = {}  # static effect -> its objects (613.6)
        self.granted: dict[tuple, int] = {}  # (object, id of an ability) -> granted at (613.7a)

    def apply(self, layer: int, entry, table: dict | None = None, started: dict | None = None) -> None:
        """Apply ``entry``'s part in ``layer`` (to ``table``, by default the real one)."""
        table = self.table if table is None else table
        if type(entry) is ContinuousEffect:
            ch = entry.change
            controller = ch.controller
            for oid in entry.affected:
                c = table.get(oid)
                if c is not None:
                    _apply_part(layer, c, ch, 1, controller, None)
            if layer == ABILITY and ch.abilities and table is self.table:
                self._granted(entry.affected, ch.abilities, entry.timestamp)
            return
        started = self.started if started is None else started
        affected = started.get(entry.key)
        if affected is None:
            affected = started[entry.key] = _start(self.game, table, entry)
        if not affected:
            return
        ch = entry.change
        times, defined, controller = 1, None, None
        if layer == PT_MODIFY and entry.anthem.per is not None:
            times = _count(self.game, table, entry, entry.anthem.per)
        elif layer == PT_CDA:
            d = ch.defined
            defined = tuple(None if n is None else _count(self.game, table, entry, n) + plus
                            for n, plus in ((d.power, d.plus_power), (d.toughness, d.plus_toughness)))
        elif layer == CONTROL:
            controller = source_controller(self.game, table, entry.source)
            if controller is None:
                return
        for oid in affected:
            c = table.get(oid)
            if c is not None:
                _apply_part(layer, c, ch, times, controller, defined)
        if layer == ABILITY and ch.abilities and table is self.table:
            self._granted(affected, ch.abilities, entry.timestamp)

    def _granted(self, affected: tuple, abilities: tuple, timestamp: int) -> None:
        """Rule 613.7a: the abilities an effect with ``timestamp`` grants ``affected``."""
        granted = self.granted
        for oid in affected:
            for a in abilities:
                granted.setdefault((oid, id(a)), timestamp)

    def run_layer(self, layer: int, entries: list) -> None:
        """Apply a layer's effects: CDAs first (613.3, 613.4a), then by timestamp (613.7),
        except that an effect depending on others waits for them (613.8)."""
        if not entries:
            return
        if len(entries) > 1:
            entries.sort(key=_timestamp)
            if any(e.cda for e in entries):
                entries.sort(key=_not_cda)  # stable: CDAs first, each group by timestamp
            if any(e.writes for e in entries) and self._may_depend(entries):
                self._run_with_dependencies(layer, entries)
                return
        for entry in entries:
            self.apply(layer, entry)

    def _may_depend(self, entries: list) -> bool:
        """Whether some effect not yet started could be changed by another (613.8a): what the
        other writes meets what it reads. Started and resolved effects are fixed (613.6,
        611.2c)."""
        for s in entries:
            if type(s) is _Static and s.key not in self.started:
                for other in entries:
                    if other is not s and other.cda == s.cda and other.writes & s.reads:
                        return True
        return False

    def _run_with_dependencies(self, layer: int, entries: list) -> None:
        """Rule 613.8b-c: apply an effect depending on no remaining one, earliest first; the
        order is re-evaluated after each; effects in a dependency loop apply by timestamp."""
        remaining = list(entries)
        while remaining:
            deps = {id(e): [o for o in remaining if o is not e and self._depends(layer, e, o)]
                    for e in remaining}
            free = [e for e in remaining if not deps[id(e)]]
            pick = free[0] if free else next(e for e in remaining if _in_loop(e, deps))
            self.apply(layer, pick)
            remaining.remove(pick)

    def _depends(self, layer: int, e, other) -> bool:
        """Rule 613.8a: whether applying ``other`` would change ``e``'s existence, what it
        applies to, or what it does — found by applying ``other`` to a trial copy."""
        if type(e) is not _Static or e.key in self.started or other.cda != e.cda \
                or not (other.writes & e.reads):
            return False
        before = self._signature(layer, e, self.table)
        trial = {oid: c.clone() for oid, c in self.table.items()}
        self.apply(layer, other, trial, dict(self.started))
        return self._signature(layer, e, trial) != before

    def _signature(self, layer: int, s: _Static, table: dict) -> tuple:
        affected = _start(self.game, table, s)
        counts = ()
        if layer == PT_MODIFY and s.anthem.per is not None:
            counts = (_count(self.game, table, s, s.anthem.per),)
        return affected, counts


def _timestamp(entry) -> int:
    return entry.timestamp


def _not_cda(entry) -> bool:
    return not entry.cda


def _in_loop(e, deps: dict) -> bool:
    """Whether ``e`` depends, through a chain of dependencies, on itself (613.8b)."""
    seen = set()
    todo = list(deps[id(e)])
    while todo:
        o = todo.pop()
        if o is e:
            return True
        if id(o) not in seen:
            seen.add(id(o))
            todo.extend(deps[id(o)])
    return False


def compute_characteristics(game) -> dict[int, Chars]:
    """Rule 613: characteristics of every permanent on the battlefield; an effect lasting "for
    as long as" its source stays (611.2b) ends as soon as these show that it no longer does,
    and the characteristics are found again without it."""
    table = _characteristics(game)
    while game.effects and _end_lapsed(game, table):
        table = _characteristics(game)
    return table


def _holds(table: dict, source: int, duration: str) -> bool:
    """Whether the "for as long as" ``duration`` of an effect of ``source`` still holds (611.2b):
    the source is on the battlefield (under the named seat's control)."""
    c = table.get(source)
    if c is None:
        return False
    return duration == WHILE_SOURCE_ON_BATTLEFIELD or c.controller == int(duration.rpartition(":")[2])


def _end_lapsed(game, table: dict) -> bool:
    """Rule 611.2b: end the effects whose "for as long as" duration no longer holds; whether any
    did. Once ended, such an effect doesn't begin again (it lasts only as long as stated)."""
    lapsed = [e for e in game.effects if e.duration.startswith(_WHILE_SOURCE)
              and not _holds(table, e.source, e.duration)]
    if not lapsed:
        return False
    ended = {id(e) for e in lapsed}
    game.effects = [e for e in game.effects if id(e) not in ended]
    game.changed()
    for e in lapsed:
        names = ", ".join(game.objects[o].card.name for o in e.affected if o in game.objects)
        why = "its source left the battlefield" if e.source not in table else \
            f"player {seat_name(int(e.duration.rpartition(':')[2]))} no longer controls its source"
        game.event("611.2b", f"the effect on {names or 'what it affected'} ends: {why}")
    return True


def _characteristics(game) -> dict[int, Chars]:
    objects = game.objects
    perms = [objects[oid] for oid in game.battlefield]
    table = {perm.id: _base(perm) for perm in perms}
    effects = game.effects
    stickered = [perm for perm in perms if perm.stickers]
    if stickered:  # rules 123.6-123.8: each sticker is an effect with its own timestamp
        effects = effects + [ContinuousEffect(timestamp, (perm.id,), change, perm.id, PERMANENT)
                             for perm in stickered for timestamp, change in stickers.changes(game, perm)]
    keyworded = [perm for perm in perms if has_keyword_counters(perm)]
    if keyworded:  # rules 122.1b, 613.1f: keyword counters, each kind at its timestamp (613.7c)
        effects = effects + [ContinuousEffect(timestamp, (perm.id,), change, perm.id, PERMANENT)
                             for perm in keyworded for timestamp, change in keyword_changes(perm)]
    if game.marks:  # rule 701.54c: the Ring-bearers are legendary
        effects = effects + ring.bearer_effects(game, PERMANENT)
    face_down = [perm.id for perm in perms if perm.face_down]
    if effects or face_down:
        _layer_1(game, table, effects, face_down)
    statics, imposers = _collect(game, table)
    if any(p.command for p in game.players):  # rules 114.4, 902.7: from the command zone
        statics += _emblem_statics(game)
    if any(p.graveyard for p in game.players):  # rule 113.6b: from a graveyard
        statics += _graveyard_statics(game)
    if any("tapped" in s.reads for s in statics):  # computed again once tapping changes
        game.reads_tapped()
    countered = [perm.id for perm in perms if perm.counters]
    if not effects and not statics and not countered:
        if imposers:
            _impose(game, table, imposers)
        return _finish(game, perms, table)
    run = _Layering(game, table)
    by_layer: dict[int, list] = {}
    for e in effects:
        for layer in e.layers:
            if layer != COPY:
                by_layer.setdefault(layer, []).append(e)
    for s in statics:
        for layer in s.layers:
            by_layer.setdefault(layer, []).append(s)
    for layer in sorted(by_layer):  # 2-6, then 7a-7d: the layer codes sort in layer order
        if layer >= PT_CDA:
            break
        run.run_layer(layer, by_layer[layer])
    if TYPE in by_layer or ABILITY in by_layer:
        # Layer 7: static effects that started earlier continue to the same objects (613.6);
        # the others come from the abilities the permanents have now, after layer 6 (613.1f),
        # and need their source to have the ability as they begin (``_start``).
        known = {s.key for s in statics}
        imposers = [(oid, kinds) for oid, kinds in imposers if table[oid].abilities is table[oid].copiable.abilities]
        fresh, changed = _collect(game, table, only_changed=True, granted=run.granted)
        imposers.extend(changed)
        if any("tapped" in s.reads for s in fresh):
            game.reads_tapped()
        for s in fresh:
            if s.key not in known:
                for layer in s.layers:
                    if layer >= PT_CDA:
                        by_layer.setdefault(layer, []).append(s)
    if imposers:
        _impose(game, table, imposers)
    if countered:
        by_layer.setdefault(PT_MODIFY, [])
    for layer in sorted(by_layer):
        if layer >= PT_CDA:
            if layer == PT_MODIFY and countered:
                _apply_counters(game, table, countered)
            run.run_layer(layer, by_layer[layer])
    return _finish(game, perms, table)


def _layer_1(game, table: dict, effects: list, face_down: list) -> None:
    """Layer 1a, copy effects in timestamp order (613.2a, 707.2), then 1b, face-down status
    (613.2b, 708.2); what results are the copiable values (613.2c)."""
    copies = sorted((e for e in effects if COPY in e.layers), key=lambda e: e.timestamp)
    for e in copies:
        for oid in e.affected:
            c = table.get(oid)
            if c is not None:
                _take(c, e.change.copy)
    objects = game.objects
    for oid in face_down:  # 2/2 with no name ..., or with ward {2} made by disguise (702.168a)
        _take(table[oid], face_down_characteristics(objects[oid]))


def _apply_counters(game, table: dict, countered: list[int]) -> None:
    """Rule 613.4c: +1/+1 and -1/-1 counters (rule 122.1a) modify power and toughness (in
    layer 7c, where the order of additions doesn't change the result)."""
    objects = game.objects
    for oid in countered:
        c = table[oid]
        if c.power is None:
            continue
        counters = objects[oid].counters
        delta = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
        c.power += delta
        c.toughness += delta


def _finish(game, perms: list, table: dict) -> dict:
    """Keyword names for quick lookup; and a permanent whose controller the layers now find
    different has been under its new controller's control only since now (302.6), and is no
    longer its former controller's Ring-bearer (701.54a: the characteristics are computed again
    without that designation). The table."""
    bearer_lost = False
    for perm, c in zip(perms, table.values()):  # the table is built in the order of ``perms``
        keywords = c.keywords
        c.keyword_names = frozenset(k.name for k in keywords) if keywords else _NO_NAMES
        if c.controller != perm.last_controller:
            if game.marks:
                bearer_lost |= ring.control_changed(game, perm.id, perm.last_controller)
            perm.last_controller = c.controller
            perm.control_turn = game.turn
    return compute_characteristics(game) if bearer_lost else table


_NO_NAMES: frozenset[str] = frozenset()


def duration_words(duration: str) -> str:
    """How the log says a duration of the card model: " until end of turn", " until your next
    turn", or nothing (611.2a: no duration stated, it lasts until the game ends)."""
    return _DURATION_WORDS.get(duration.partition(":")[0], "")


_DURATION_WORDS = {END_OF_TURN: " until end of turn", UNTIL_YOUR_NEXT_TURN: " until your next turn",
                   WHILE_YOU_CONTROL_SOURCE: " for as long as its controller controls its source (611.2b)",
                   WHILE_SOURCE_ON_BATTLEFIELD: " for as long as its source remains on the battlefield (611.2b)"}


def until_turn_of(seat: int) -> str:
    """The duration of an effect lasting until ``seat``'s next turn (611.2a)."""
    return f"{UNTIL_YOUR_NEXT_TURN}:{seat}"


def turn_began_effects(game, seat: int) -> None:
    """Rule 611.2a: effects lasting "until your next turn" end as that player's turn begins."""
    if game.effects:
        ending = until_turn_of(seat)
        kept = [e for e in game.effects if e.duration != ending]
        if len(kept) != len(game.effects):
            game.effects = kept
            game.changed()
            game.event("611.2a", f"effects lasting until player {seat_name(seat)}'s next turn end")


def end_of_turn_effects(game) -> None:
    """Rule 514.2: effects that last "until end of turn" end in the cleanup step."""
    if game.effects:
        kept = [e for e in game.effects if e.duration != END_OF_TURN]
        if len(kept) != len(game.effects):
            game.effects = kept
            game.changed()


def add_effect(game, effect: ContinuousEffect) -> None:
    game.effects.append(effect)
    game.changed()


def begin_effect(game, affected: tuple[int, ...], change: Change, source: int = 0,
                 duration: str = END_OF_TURN) -> ContinuousEffect | None:
    """Start a continuous effect of a resolving spell or ability (611.2) on ``affected``, fixed
    now (611.2c), with a new timestamp (613.7b); None if its "for as long as" duration never
    starts (611.2b: the effect does nothing)."""
    if duration == UNTIL_YOUR_NEXT_TURN:  # "your": the resolving spell's or ability's controller
        duration = until_turn_of(game.resolving.item.controller)
    elif duration in _WHILE_SOURCE:
        if duration == WHILE_YOU_CONTROL_SOURCE:  # "you": as for "until your next turn"
            duration = f"{duration}:{game.resolving.item.controller}"
        if not _holds(game.chars_table(), source, duration):
            game.event("611.2b", "the effect does nothing: its \"for as long as\" duration never starts")
            return None
    effect = ContinuousEffect(game.new_timestamp(), tuple(affected), change, source, duration)
    add_effect(game, effect)
    return effect


def prune_effects(game) -> None:
    """Drop effects none of whose affected objects still exist (they can never apply again,
    rule 400.7: a new object has no memory of the old one)."""
    live = [e for e in game.effects if any(oid in game.objects for oid in e.affected)]
    if len(live) != len(game.effects):
        game.effects = live
        game.changed()
