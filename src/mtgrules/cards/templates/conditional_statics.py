"""Static abilities of a permanent about itself that depend on the game state (rule 611.3a),
and "enters tapped unless" lands (614.1c):

* "This creature gets +2/+2 as long as you control three or more artifacts." and "As long as
  there are seven or more cards in your graveyard, this creature gets +1/+1 and has flying."
  (a condition evaluated each time characteristics are computed, layers 6 and 7c);
* "This creature gets +1/+0 for each artifact you control." (a counting bonus, 613.4c);
* "This land enters tapped unless you control a Forest or a Plains." (the condition is
  checked as the land enters, 614.1c).

An ability word before the line ("Threshold —", "Metalcraft —") is only a label (207.2c).
Conditions and counts become :class:`StateCondition` / :class:`CountOf` data, evaluated by
``engine/conditions.py``.
"""
from __future__ import annotations

import dataclasses
import re

from mtgrules import ir as m
from mtgrules.cards.compiler import (ABILITY_LINES, ability_line, has_list, hide_quotes, own_combat_rules,
                                     read_ability)
from mtgrules.cards.describe import describe_combat_kinds
from mtgrules.cards.limited_abilities import MAX_SPEED
from mtgrules.cards.grammar.conditions import condition
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.phrases import NUMBER, number, object_filter
from mtgrules.ir.statics import DETAILED_COMBAT_RULES
from mtgrules.cards.sentences import NotUnderstood
from mtgrules.cards.static_predicates import read_predicates

_WORD = r"(?:[a-z' ]+ — )?"  # an ability word (207.2c)
_PT = r"([+-]\d+)/([+-]\d+)"
_QTY = rf"(a|an|no|{NUMBER} or (?:more|fewer|greater|less))"


def _subtype(word: str, line: str, plural: bool) -> str | None:
    """``word`` as a subtype, if the card's text prints it capitalised ("a Swamp", "two or
    more other Mountains"); plurals ending in "s" give their singular."""
    single = word[:-1] if word.endswith("s") else None
    for candidate in ((single, word) if plural else (word, single)):
        if not candidate or not re.fullmatch(r"[a-z]+", candidate):
            continue
        hit = re.search(rf"\b({candidate})s?\b", line, re.I)
        if hit and hit.group(1)[0].isupper() and hit.group(1)[1:].islower():
            return hit.group(1)
    return None


def describe_filter(text: str, suffix: str, line: str, *, plural: bool = False) -> m.Filter:
    """A permanent description after "you control a ..." / "for each ...": card types
    ("artifact", "creature or planeswalker"), or subtypes ("Forest or Plains", "Rat"), with
    "other"/"another", then ``suffix`` (" you control", " an opponent controls")."""
    text = text.strip()
    another = False
    for lead in ("another ", "other "):
        if text.startswith(lead):
            another, text = True, text[len(lead):]
    words = re.split(r",? or (?:an? )?|, (?:an? )?", text)
    if plural:
        words = [w[:-1] if w.endswith("s") and w[:-1] in _TYPES else w for w in words]
    flt = object_filter(" or ".join(words) + suffix)
    if flt is None:
        subs = [_subtype(w, line, plural) for w in words]
        if not all(subs):
            raise NotUnderstood(text)
        base = object_filter("permanent" + suffix)
        flt = dataclasses.replace(base, subtypes=frozenset(subs))
    return dataclasses.replace(flt, another=another) if another else flt


_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "permanent", "battle")


def _quantity(qty: str) -> tuple[int, bool]:
    """"a" -> at least 1; "no" -> at most 0; "three or more" -> at least 3; "two or fewer"."""
    if qty in ("a", "an"):
        return 1, False
    if qty == "no":
        return 0, True
    word, _, rest = qty.partition(" or ")
    return int(number(word)), rest in ("fewer", "less")


def state_condition(text: str, line: str) -> m.StateCondition:
    """A condition on the game state ("you control an artifact", "it's your turn", "there are
    seven or more cards in your graveyard"); raises NotUnderstood otherwise."""
    t = text.strip()
    if t in ("it's your turn", "it's not your turn"):
        return m.StateCondition("your_turn", negate="not" in t, text=t)
    if t in ("it's attacking", "cardname is attacking"):
        return m.StateCondition("attacking", text=t)
    if t == "you have max speed":  # rule 702.179e
        return MAX_SPEED
    if t in ("it's enchanted", "it's equipped", "cardname is enchanted", "cardname is equipped"):
        return m.StateCondition(t.split()[-1], text=t)
    hit = re.fullmatch(rf"(you control|an opponent controls|your opponents control) {_QTY} (.+)", t)
    if hit:
        who, qty, desc = hit.group(1), hit.group(2), hit.group(4)
        count, at_most = _quantity(qty)
        suffix = " you control" if who == "you control" else " an opponent controls"
        kind = "control" if who == "you control" else "opponent_controls"
        try:
            flt = describe_filter(desc, suffix, line, plural=count != 1 or qty == "no")
            return m.StateCondition(kind, count, flt, at_most, text=t)
        except NotUnderstood:  # the grammar's descriptions ("another white creature")
            if who == "your opponents control":
                raise
    hit = re.fullmatch(rf"(you have|an opponent has|a player has) {NUMBER} or (more|less) life", t)
    if hit:
        kind = {"you have": "life", "an opponent has": "opponent_life", "a player has": "any_life"}
        return m.StateCondition(kind[hit.group(1)], int(number(hit.group(2))),
                                at_most=hit.group(3) == "less", text=t)
    hit = re.fullmatch(rf"there are {NUMBER} or more ((?:[a-z]+ )?)cards in your graveyard", t)
    if hit:
        return m.StateCondition("graveyard", int(number(hit.group(1))), _card_kind(hit.group(2), t),
                                text=t)
    if t == "you have no cards in hand":
        return m.StateCondition("hand", 0, at_most=True, text=t)
    hit = re.fullmatch(rf"you have {NUMBER} or more cards in hand", t)
    if hit:
        return m.StateCondition("hand", int(number(hit.group(1))), text=t)
    hit = re.fullmatch(r"(?:it|cardname) has an? ([+-]\d+/[+-]\d+|[a-z]+) counter on it", t)
    if hit:
        return m.StateCondition("counter", 1, detail=hit.group(1), text=t)
    hit = re.fullmatch(rf"you have {NUMBER} or more opponents", t)
    if hit:
        return m.StateCondition("opponents", int(number(hit.group(1))), text=t)
    p = Parser(tokenize(t))  # the grammar's conditions ("a creature died this turn", ...)
    found = condition(p)
    if found is None or not p.done():
        raise NotUnderstood(t)
    return found


def _card_kind(words: str, text: str):
    """The filter of "creature " in "creature cards in your graveyard" (None for any card)."""
    if not words:
        return None
    flt = object_filter(words + "card in your graveyard")
    if flt is None:
        raise NotUnderstood(text)
    return flt


# "counter on this Equipment", "charge counter on cardname", "+1/+1 counter on it" (122.1)
_COUNTER_ON = re.compile(r"(?:(\+1/\+1|-1/-1|[a-z]+) )?counter on (it|cardname|this [a-z]+)")


def count_of(text: str, line: str) -> m.CountOf:
    """What "for each ..." counts: "other creature you control", "artifact you control",
    "card in your hand", "creature card in your graveyard", "Aura attached to it"."""
    t = text.strip()
    hit = re.fullmatch(r"((?:[a-z]+ )?)card in your (hand|graveyard)", t)
    if hit:
        return m.CountOf(hit.group(2), _card_kind(hit.group(1), t), text=t)
    if t == "basic land type among lands you control":  # domain (305.6)
        return m.CountOf("basic_land_types", text=t)
    hit = re.fullmatch(r"(aura|equipment) attached to (?:it|cardname)", t)
    if hit:
        return m.CountOf("attached", detail=hit.group(1).capitalize(), text=t)
    hit = _COUNTER_ON.fullmatch(t)
    if hit and hit.group(2) != "it":
        return m.CountOf("counters", detail=hit.group(1) or "", text=t)
    hit = re.fullmatch(r"(.+?) (you control|an opponent controls|your opponents control)", t)
    if hit:
        suffix = " you control" if hit.group(2) == "you control" else " an opponent controls"
        return m.CountOf("permanents", describe_filter(hit.group(1), suffix, line), text=t)
    found = _grammar_each(t)  # any other "for each" of the grammar ("artifact and/or enchantment
    if found is None:         # you control", "other enchantment on the battlefield")
        raise NotUnderstood(t)
    return found


def _grammar_each(text: str) -> m.CountOf | None:
    """What the grammar's "for each <description>" counts, relative to the source and its
    controller (613.4c); None for words about another object ("it", "their")."""
    from mtgrules.cards.grammar.amounts import for_each
    if re.search(r"\b(?:it|its|them|their|they)\b", text):
        return None
    p = Parser(tokenize("for each " + text))
    found = for_each(p, None)
    return dataclasses.replace(found, text=text) if type(found) is m.CountOf and p.done() else None


def _keywords(text: str | None, line: str) -> tuple:
    """The keywords, and abilities in quotation marks (113.10), of "has ..." as (keywords,
    (abilities, how each was read))."""
    if not text:
        return (), ((), ())
    hidden, quoted = hide_quotes(text)
    found = has_list(hidden, quoted, line)
    if found is None:
        raise NotUnderstood(text)
    return found


def _self_static(power, toughness, kw_text, low: str, *, condition=None, per=None, line: str = ""):
    keywords, (granted, told) = _keywords(kw_text, line or low)
    p, t = int(power or 0), int(toughness or 0)
    anthem = m.Anthem(m.Filter(), p, t, keywords, text=low, only_self=True,
                      condition=condition, per=per,
                      change=m.Change(abilities=granted) if granted else None)
    parts = []
    if p or t:
        parts.append(f"gets {p:+d}/{t:+d}" + (f" for each {per.text}" if per else "") + " (613.4c)")
    if keywords:
        parts.append(f"has {', '.join(map(str, keywords))} (613.1f)")
    parts.extend(f"has {how}" for _, how in told)
    how = "static ability (604.1): this permanent " + " and ".join(parts)
    if condition is not None:
        how += f", as long as {condition.text} (611.3a)"
    return m.StaticAbility(anthem, low), how


# "during your turn" / "during turns other than yours" as a condition (500.1, 611.3a)
_TURNS = {"your turn": m.StateCondition("your_turn", text="it's your turn"),
          "turns other than yours": m.StateCondition("your_turn", negate=True, text="it's not your turn")}
_NOT_A_CREATURE = "cardname isn't a creature"
_HOSTS = ("enchanted creature", "equipped creature", "enchanted permanent", "enchanted land",
          "enchanted artifact")


_FIRST = re.compile(rf"{_WORD}(?:as long as (.+?)|during (your turn|turns other than yours)), (.+)")


@ability_line(_FIRST.pattern)
def _condition_first(hit, line):
    """"As long as it's your turn, this creature has first strike.", "During your turn,
    creatures you control get +1/+0.", "As long as enchanted creature is a Human, it gets
    +1/+1." (611.3a): any static ability with a condition before it."""
    cond_text, turn, body = hit.groups()
    if turn is not None:
        return _conditioned(body, _TURNS[turn], hit.group(0), line)
    if cond_text.startswith(_IN_GRAVEYARD):  # "as long as this card is in your graveyard and ..."
        return _from_graveyard(hit.group(0), f"{cond_text[len(_IN_GRAVEYARD):]}, {body}", line)
    # the condition ends at one of the commas: try each until it is understood
    words = f"{cond_text}, {body}".split(", ")
    failure = None
    for cut in range(1, len(words)):
        cond_text, body = ", ".join(words[:cut]), ", ".join(words[cut:])
        try:
            cond = state_condition(cond_text, line)
        except NotUnderstood as exc:
            failure = failure or exc
            continue
        return _conditioned(_subject(body, cond_text), cond, hit.group(0), line)
    raise failure


@ability_line(r"if (.+? this turn), ((?:you|players|your opponents) can't .+)")
def _if_this_turn(hit, line):
    """"If you cast a spell this turn, you can't attack with creatures.", "If you attacked with
    creatures this turn, you can't cast spells." (Prahv): a restriction on players that applies
    while what happened this turn says so (611.3a)."""
    cond_text, body = hit.groups()
    return _conditioned(body, state_condition(cond_text, line), hit.group(0), line)


@ability_line(rf"{_WORD}(.+?) (?:as long as (.+)|during (your turn|turns other than yours))")
def _condition_after(hit, line):
    """"This creature gets +1/+1 as long as you control a Swamp.", "Enchanted creature gets
    +2/+2 as long as an opponent controls a black permanent.", "Equipped creature has first
    strike during your turn." (611.3a)."""
    body, cond_text, turn = hit.groups()
    cond = _TURNS[turn] if turn is not None else state_condition(_pronoun(cond_text, body), line)
    return _conditioned(body, cond, hit.group(0), line)


_IN_GRAVEYARD = "cardname is in your graveyard and "


def _from_graveyard(low: str, rest: str, line: str):
    """"As long as this card is in your graveyard and you control a Mountain, creatures you
    control have haste.": the static ability with the rest of the condition, functioning only
    from its owner's graveyard (113.6b; its "you" is that player, 108.4a)."""
    found = _condition_first(_FIRST.fullmatch("as long as " + rest), line)
    statics = found[0] if isinstance(found[0], tuple) else (found[0],)
    if not all(type(s) is m.StaticAbility and type(s.effect) is m.Anthem for s in statics):
        raise NotUnderstood(low, "no template for this ability")
    out = tuple(dataclasses.replace(s, text=low, zone="graveyard") for s in statics)
    return (out if len(out) > 1 else out[0],
            f"{found[1]}, while this card is in its owner's graveyard (113.6b)")


def _subject(body: str, cond_text: str) -> str:
    """"it gets +1/+1" after a condition naming this permanent or the one it is attached to:
    the body with that subject."""
    if not body.startswith(("it ", "it's ")):
        return body
    host = next((h for h in _HOSTS if cond_text.startswith(h)), "cardname")
    return host + body[2:] if body.startswith("it ") else f"{host} is{body[4:]}"


def _pronoun(cond_text: str, body: str) -> str:
    """"as long as it's untapped" after "Enchanted creature has ...": "it" is the creature
    the body is about."""
    host = next((h for h in _HOSTS if body.startswith(h)), None)
    if host is None or not cond_text.startswith("it's "):
        return cond_text
    return f"{host} is {cond_text[5:]}"  # after "it's "


def _conditioned(body: str, cond: m.StateCondition, low: str, line: str):
    """The static ability ``body`` (read as a line of its own) applying only while ``cond``
    holds (611.3a): each continuous effect it generates gets the condition."""
    if re.search(r"\bthis spell\b", line, re.I):  # "This spell has flash as long as ...": on the stack
        return _other_template(low, line)
    if _NOT_A_CREATURE == body:  # the Theros gods (700.5): layer 4, 205.1b
        anthem = m.Anthem(m.Filter(), text=low, only_self=True, condition=cond,
                          change=m.Change(remove_types=frozenset({"Creature"})))
        return m.StaticAbility(anthem, low), (f"static ability (604.1): this permanent isn't a "
                                              f"creature (613.1d), as long as {cond.text} (611.3a)")
    if body.startswith("cardname "):  # "this creature gets +1/+1 and has flying"
        hidden, quoted = hide_quotes(body[len("cardname "):])
        hidden, rules = _and_combat_rules(hidden)  # "... and can't be blocked"
        said = read_predicates(hidden, quoted, line)
        if said is not None:
            change = said.changed()
            if rules:
                change = dataclasses.replace(change or m.Change(), combat_rules=rules)
            anthem = m.Anthem(m.Filter(), said.power, said.toughness, said.keywords, text=low, only_self=True,
                              condition=cond, change=change, per=said.per)
            told = said.told + ([describe_combat_kinds(rules)] if rules else [])
            return m.StaticAbility(anthem, low), (f"static ability (604.1): this permanent "
                                                  f"{' and '.join(told)}, as long as {cond.text} (611.3a)")
    ability, how = read_ability(body, line)
    abilities = ability if isinstance(ability, tuple) else (ability,)
    if abilities and all(_own_combat_rule(a) for a in abilities):  # "... can't be blocked"
        return _combat_rules_while(abilities, cond, low), f"{how}, as long as {cond.text} (611.3a)"
    if len(abilities) == 1 and type(abilities[0]) is m.StaticAbility \
            and type(abilities[0].effect) is m.DamageRedirected:  # 614.9
        redirect = dataclasses.replace(abilities[0].effect, condition=cond, text=low)
        return m.StaticAbility(redirect, low), f"{how}, as long as {cond.text} (611.3a)"
    if not abilities or not all(type(a) is m.StaticAbility
                                and type(a.effect) in (m.Anthem, m.PlayerRule, m.CastCountLimit)
                                and a.effect.condition is None for a in abilities):
        return _other_template(low, line)  # "During your turn, spells you cast cost {1} less"
    out = tuple(m.StaticAbility(dataclasses.replace(a.effect, condition=cond, text=low), low)
                for a in abilities)
    return out if len(out) > 1 else out[0], f"{how}, as long as {cond.text} (611.3a)"


def _and_combat_rules(predicates: str) -> tuple[str, tuple]:
    """"gets +1/+0 and can't be blocked": the predicates before a last one that is the
    permanent's own attack or block rule, and that rule's kinds (none if there is no such)."""
    head, joint, last = predicates.rpartition(" and ")
    kinds = own_combat_rules("cardname " + last) if joint else ()
    if not kinds:
        return predicates, ()
    return head.removesuffix(","), kinds


def _own_combat_rule(a) -> bool:
    """Whether ability ``a`` is a permanent's own attack or block rule without a description
    ("This creature can't attack", "All creatures able to block this creature do so")."""
    return type(a) is m.StaticAbility and type(a.effect) is m.CombatRule and not a.effect.attached \
        and a.effect.kind not in DETAILED_COMBAT_RULES


@ability_line(rf"{_WORD}(cardname can't (?:attack or block|attack|block)) unless (.+)")
def _restricted_unless(hit, line):
    """"This creature can't attack unless you control an artifact.", "... can't block unless
    you control another Zombie", "... can't attack or block unless you control seven or more
    lands" (508.1c, 509.1b): the restriction applies as long as the condition doesn't hold
    (611.3a)."""
    body, cond_text = hit.groups()
    cond = state_condition(cond_text, line)
    unless = dataclasses.replace(cond, negate=not cond.negate, text=f"unless {cond.text}")
    ability, how = read_ability(body, line)
    abilities = ability if isinstance(ability, tuple) else (ability,)
    return _combat_rules_while(abilities, unless, hit.group(0)), f"{how}, unless {cond.text} (611.3a)"


def _combat_rules_while(abilities: tuple, cond: m.StateCondition, low: str) -> m.StaticAbility:
    """A permanent's own attack or block rules (``abilities``) applying only while ``cond``
    holds (611.3a): an effect on itself imposing them."""
    rules = tuple(a.effect.kind for a in abilities)
    anthem = m.Anthem(m.Filter(), text=low, only_self=True, condition=cond,
                      change=m.Change(combat_rules=rules))
    return m.StaticAbility(anthem, low)


def _other_template(low: str, line: str, *, why: str = "only continuous effects of permanents' "
                                                         "static abilities may have a condition here"):
    """The line read by a later whole-line template whose own grammar takes the condition
    (cost changes "during your turn", 601.2f), or the subject ("This creature has protection
    from the chosen color")."""
    for pattern, build in ABILITY_LINES:
        if build in (_condition_first, _condition_after, _self_predicates):
            continue
        hit = pattern.fullmatch(low)
        if hit:
            return build(hit, line)
    raise NotUnderstood(low, why)


@ability_line(rf"{_WORD}cardname gets {_PT} for each (.+)")
def _gets_for_each(hit, line):
    """"This creature gets +1/+1 for each other creature you control." (613.4c)."""
    power, toughness, what = hit.groups()
    return _self_static(power, toughness, None, hit.group(0), per=count_of(what, line))


@ability_line(rf"(equipped|enchanted) (creature|permanent) gets {_PT} for each (.+)")
def _attached_gets_for_each(hit, line):
    """"Equipped creature gets +1/+1 for each creature you control." (301.5f, 303.4m, 613.4c):
    the count is the source's controller's ("you")."""
    which, noun, power, toughness, what = hit.groups()
    on_it = _COUNTER_ON.fullmatch(what)  # "for each counter on it": the equipped creature's
    if on_it and on_it.group(2) == "it":
        per = m.CountOf("host_counters", detail=on_it.group(1) or "", text=what)
    else:
        per = count_of(what, line)
    flt = m.Filter(types=frozenset({"Creature"}) if noun == "creature" else frozenset(), attached=True)
    anthem = m.Anthem(flt, int(power), int(toughness), text=hit.group(0), per=per)
    rule = "301.5f" if which == "equipped" else "303.4m"
    return m.StaticAbility(anthem, hit.group(0)), (
        f"static ability (604.1) of the {which} {noun}, the permanent it is attached to ({rule}): "
        f"gets {int(power):+d}/{int(toughness):+d} for each {per.text} (613.4c)")


@ability_line(r"cardname enters tapped unless (.+)")
def _enters_tapped_unless(hit, line):
    """"This land enters tapped unless you control a Forest or a Plains." (614.1c)."""
    cond = state_condition(hit.group(1), line)
    return (m.StaticAbility(m.EntersTapped(hit.group(0), cond), hit.group(0)),
            f"replacement effect (614.1c): enters tapped unless {cond.text}, checked as it enters")


# what a permanent's static ability may change about itself without defining a characteristic
_NOT_DEFINING = {"abilities", "lose_all_abilities", "lose_keywords", "combat_rules"}


@ability_line(rf"{_WORD}cardname ((?:gets?|has|is|loses|assigns|may assign) .+)")
def _self_predicates(hit, line):
    """"This creature gets -X/-X, where X is your life total.", "This creature gets +1/+0 and
    has flying." (604.1, 613.1): the predicates of static abilities about the permanent itself;
    a line they don't read goes on to the other templates, as does one naming a choice made as
    it entered (``entry_choices``, 607.2d) or defining its own colors, types or base power and
    toughness (a characteristic-defining ability, 604.3, works in every zone)."""
    low = hit.group(0)
    hidden, quoted = hide_quotes(hit.group(1))
    said = None if "chosen" in hidden else read_predicates(hidden, quoted, line)
    if said is None or set(said.change) - _NOT_DEFINING:
        return _other_template(low, line, why="no template for this ability")
    anthem = m.Anthem(m.Filter(), said.power, said.toughness, said.keywords, text=low, only_self=True,
                      change=said.changed(), per=said.per)
    return m.StaticAbility(anthem, low), f"static ability (604.1): this permanent {' and '.join(said.told)}"
