"""Amounts (rules 107.1, 107.3, 608.2h): numbers, X, and counts read as the effect applies.

    amount  := number word | digits | "x"
    count   := "the number of" description                 (permanents you can see, or cards
                                                             in your hand or graveyard)
             | ("its" | "cardname's") ("power" | "toughness")
             | "the damage dealt this way" | "that much"         (what the effect before did)
             | "your life total" | ("the greatest power among" | "the total power of") description
             | "your devotion to" color ["and" color]                  (700.5)
             | "the number of basic land types among lands you control"   (domain, 305.6)
    for-each:= "for each" description                       (the same count, one at a time)
             | "for each basic land type among lands you control"

"Where X is ..." at the end of a sentence gives its X a count (``with_x``); "for each ..."
multiplies a clause's numbers by one (``per_each``).
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.phrases import COLOR_WORDS, NUMBERS


def amount(p: Parser) -> int | str | None:
    """"a", "two", "3", "x" (107.3)."""
    word = p.peek()
    if word is not None and word in NUMBERS:
        p.pos += 1
        return NUMBERS[word]
    if word is not None and word.isdigit():
        p.pos += 1
        return int(word)
    p.miss("a number")
    return None


@rule
def count(p: Parser, b) -> object | None:
    """"the number of creatures you control", "its power" (608.2h)."""
    start = p.pos
    known = _player_count(p)
    if known is not None:
        return known
    if p.take_any("the damage dealt this way", "that much"):
        return m.ThatMuch()  # what the effect before did (608.2h)
    if p.take("your life total"):  # 119.1, as the effect applies (608.2h)
        return m.CountOf("life", text="your life total")
    stat = p.take_any("the greatest power among", "the total power of")
    if stat is not None:  # "the greatest power among creatures you control" (608.2h)
        desc = description(p, "battlefield")
        if desc is None or not desc.plural:
            return None
        kind = "greatest_power" if stat.startswith("the greatest") else "total_power"
        return m.CountOf(kind, desc.filter, text=" ".join(p.tokens[start:p.pos]))
    if p.take("the number of"):
        desc = description(p, "battlefield")
        if desc is None or not desc.plural:
            return None
        return _count_of(desc.filter, " ".join(p.tokens[start:p.pos]))
    whose = p.take_any("its", "cardname's")
    if whose is not None:
        what = m.This() if whose == "cardname's" or b.last_object is None else b.last_object
        stat = p.take_any("power", "toughness")
        if stat is not None:
            return m.PowerOf(what) if stat == "power" else m.ToughnessOf(what)
    p.miss("a count ('the number of ...')")
    return None


@rule
def for_each(p: Parser) -> object | None:
    """"for each creature you control", "for each card in your hand"."""
    start = p.pos
    if not p.take("for each"):
        return None
    if p.take("basic land type among lands you control"):  # domain (305.6)
        return m.CountOf("basic_land_types", text=" ".join(p.tokens[start:p.pos]))
    desc = description(p, "battlefield")
    if desc is None or desc.plural:
        return None
    return _count_of(desc.filter, " ".join(p.tokens[start:p.pos]))


@rule
def _player_count(p: Parser) -> m.CountOf | None:
    """Counts about the player's permanents as a whole: "your devotion to black [and red]"
    (700.5, a symbol of either color counted once), "the number of basic land types among
    lands you control" (domain, 305.6)."""
    start = p.pos
    if p.take("your devotion to"):
        colors = []
        while p.peek() in COLOR_WORDS:
            colors.append(COLOR_WORDS[p.next()])
            if not (p.peek() == "and" and p.peek(1) in COLOR_WORDS):
                break
            p.pos += 1
        if not colors:
            return None
        return m.CountOf("devotion", detail="".join(colors), text=" ".join(p.tokens[start:p.pos]))
    if p.take("the number of basic land types among lands you control"):
        return m.CountOf("basic_land_types", text=" ".join(p.tokens[start:p.pos]))
    return None


def _count_of(flt: m.Filter, text: str) -> m.CountOf | None:
    if flt.zone == "battlefield":
        return m.CountOf("permanents", flt, text=text)
    if flt.zone in ("hand", "graveyard") and flt.owner_you:
        typed = flt.types or flt.subtypes or flt.not_types or flt.colors
        return m.CountOf(flt.zone, flt if typed else None, text=text)
    return None


_NUMBER_FIELDS = ("amount", "count", "power", "toughness")


def with_x(effects: list, value) -> list | None:
    """``effects`` with each X replaced by ``value`` ("... +X/+X, where X is ..."); None if
    they have no X."""
    found = False

    def fix(v):
        nonlocal found
        if v == "X":
            found = True
            return value
        if type(v) is m.Scaled:
            return m.Scaled(v.factor, fix(v.amount))
        if type(v) in (m.May, m.Conditional):
            return dataclasses.replace(v, effects=tuple(fix(e) for e in v.effects))
        if isinstance(v, m.Effect):
            return dataclasses.replace(v, **{f: fix(getattr(v, f)) for f in _NUMBER_FIELDS
                                             if hasattr(v, f)})
        return v
    out = [fix(e) for e in effects]
    return out if found else None


def per_each(effects: list, per) -> list | None:
    """``effects`` with each fixed number n made "n for each ..." (None if there is none)."""
    found = False

    def fix(e):
        nonlocal found
        if type(e) in (m.May, m.Conditional):
            return dataclasses.replace(e, effects=tuple(fix(x) for x in e.effects))
        changes = {}
        for f in _NUMBER_FIELDS:
            v = getattr(e, f, None)
            if type(v) is int and v != 0:
                changes[f] = m.Scaled(v, per)
        found = found or bool(changes)
        return dataclasses.replace(e, **changes) if changes else e
    out = [fix(e) for e in effects]
    return out if found else None
