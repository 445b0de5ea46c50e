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
from mtgrules.cards.compiler import ability_line, has_list, hide_quotes
from mtgrules.cards.limited_abilities import MAX_SPEED
from mtgrules.cards.grammar.conditions import condition
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.phrases import NUMBER, number, object_filter
from mtgrules.cards.sentences import NotUnderstood

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
        flt = describe_filter(desc, suffix, line, plural=count != 1 or qty == "no")
        kind = "control" if who == "you control" else "opponent_controls"
        return m.StateCondition(kind, count, flt, at_most, text=t)
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
    raise NotUnderstood(t)


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


@ability_line(rf"{_WORD}cardname (?:gets {_PT}(?: and has (.+?))?|has (.+?)) as long as (.+)")
def _gets_as_long_as(hit, line):
    """"This creature gets +1/+1 as long as you control a Swamp." (611.3a)."""
    power, toughness, kw1, kw2, cond = hit.groups()
    return _self_static(power, toughness, kw1 or kw2, hit.group(0),
                        condition=state_condition(cond, line), line=line)


@ability_line(rf"{_WORD}as long as (.+?), cardname (?:gets {_PT}(?: and has (.+?))?|has (.+?))")
def _as_long_as_gets(hit, line):
    """"As long as it's your turn, this creature has first strike." (611.3a)."""
    cond, power, toughness, kw1, kw2 = hit.groups()
    return _self_static(power, toughness, kw1 or kw2, hit.group(0),
                        condition=state_condition(cond, line), line=line)


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
