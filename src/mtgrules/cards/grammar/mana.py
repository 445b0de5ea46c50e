"""Mana in an amount counted as it is added (rules 106.4, 608.2h): "Add {G} for each creature
you control", "Add X mana of any one color, where X is the number of Elves on the
battlefield". The fixed forms ("Add {G}", "Add one mana of any color") are the templates of
``cards/sentences.py``.

    add    := "add" mana-symbols "for each" description       (the same symbols, once for each)
            | "add" mana-symbol "or one mana of the chosen color"   (607.2d: Thriving lands)
            | "add" ["an additional"] mana-symbols "for each" kind "counter removed this way"
            | "add x mana of any one color"   (X: the number of counters its cost removed,
                                               "remove X storage counters", 107.3)
            | "add" N "mana in any combination of" mana-symbol ("," mana-symbol)* [","] "and/or"
                    mana-symbol                 (N mana, each of one of those colors, 106.1)
            | "add" mana-symbols ("," mana-symbols)* [","] "or" mana-symbols
                    (every combination of N mana of some colors, "{W}{W}, {W}{U}, or {U}{U}":
                     N mana, each of one of those colors, 106.1)
            | "add x mana of any one color , where x is" count  (one color, chosen as it is added)
            | "add one mana of any" ("color" | "type") "that" ("a" | "an") description
                    "could produce"     (106.7: a type such a permanent could produce now)
    count  := "the number of" description | "your devotion to" color
            | "the greatest power / toughness among" description | "the total power of" ...
            | possessor "power"   (this object's: "where X is this creature's power")

A count of counters on the source isn't read here: a cost may have sacrificed it by the time
the mana is added (Lotus Blossom), and a mana ability doesn't remember it (605.3b).
"""
from __future__ import annotations

import re
from itertools import combinations_with_replacement

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import amount, count, for_each
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.ir.mana_cost import parse_mana_symbols

_SYMBOLS = re.compile(r"(?:\{[wubrgc]\})+")


@rule
def add(p: Parser, b) -> list | None:
    """After "add": the mana, counted as it is added."""
    additional = p.take("an additional")  # "then add an additional {W} for each ..."
    word = p.peek()
    if word is not None and _SYMBOLS.fullmatch(word):
        p.pos += 1
        if _removed_this_way(p):  # the X of its cost (107.3)
            return [m.AddMana(parse_mana_symbols(word.upper()), per="X")]
        if additional:
            return None
        if len(word) == 3 and p.take("or one mana of the chosen color"):
            return [m.AddMana(one_of=(word[1].upper(),), chosen_color=1)]
        if p.at(",") and _SYMBOLS.fullmatch(p.peek(1) or "") or p.at("or"):
            return _combinations(p, word)
        per = for_each(p)
        if per is None and p.at(",", "then", "add"):  # "Add {R}, then add an additional {R} ..."
            return [m.AddMana(parse_mana_symbols(word.upper()))]
        if not _countable(p, per):
            return None
        return [m.AddMana(parse_mana_symbols(word.upper()), per=per)]
    combined = _combination_of(p)
    if combined is not None:
        return combined
    produced = _could_produce(p)
    if produced is not None:
        return produced
    if p.take("x mana of any one color"):
        if not p.take(", where x is"):  # the X of its cost (107.3)
            return [m.AddMana((), 1, per="X")]
        per = count(p, b)
        if not _countable(p, per):
            return None
        return [m.AddMana((), 1, per=per)]
    p.miss("mana counted as it is added ('{g} for each ...')")
    return None


@rule
def _combination_of(p: Parser) -> list | None:
    """"three mana in any combination of {R} and/or {G}": that many mana, each of one of those
    colors."""
    n = amount(p)
    if n is None or type(n) is not int and n != "X" or not p.take("mana in any combination of"):
        return None
    colors = []
    while True:
        color = _one_symbol(p)
        if color is None:
            return None
        colors.append(color)
        p.take(",")
        if p.take("and / or"):
            color = _one_symbol(p)
            if color is None:
                return None
            colors.append(color)
            if n == "X":  # the X of its cost (107.3): that many, each of one of those colors
                return [m.AddMana(one_of=tuple(colors), per="X")]
            return [m.AddMana(one_of=tuple(colors))] * n


@rule
def _could_produce(p: Parser) -> list | None:
    """"one mana of any color that a land an opponent controls could produce" (106.7): one
    mana of a type a permanent matching the description could produce ("of any type": {C}
    too)."""
    if not p.take("one mana of any"):
        return None
    kind = p.take_any("color", "type")
    if kind is None or not p.take("that") or not p.take_any("a", "an"):
        return None
    desc = description(p)
    if desc is None or desc.plural or desc.filter.zone != "battlefield" or not p.take("could produce"):
        return None
    return [m.AddMana(could_produce=desc.filter, could_produce_colorless=kind == "type")]


def _one_symbol(p: Parser) -> str | None:
    """One mana symbol of one kind ("{R}"): its letter."""
    word = p.peek()
    if word is None or not _SYMBOLS.fullmatch(word) or len(word) != 3:
        p.miss("a mana symbol")
        return None
    p.pos += 1
    return word[1].upper()


def _combinations(p: Parser, first: str) -> list | None:
    """After the first group of a list of mana groups: N mana, each of one of some colors, if
    the groups are every combination of N mana of those colors ("{W}{W}, {W}{U}, or {U}{U}")."""
    groups = [parse_mana_symbols(first.upper())]
    while True:
        p.take(",")
        last = p.take("or")
        word = p.peek()
        if word is None or not _SYMBOLS.fullmatch(word):
            p.miss("mana symbols")
            return None
        p.pos += 1
        groups.append(parse_mana_symbols(word.upper()))
        if last:
            break
    colors = tuple(sorted({c for g in groups for c in g}, key="WUBRGC".index))
    n = len(groups[0])
    if {tuple(sorted(g)) for g in groups} != set(combinations_with_replacement(sorted(colors), n)) \
            or len(groups) != len(set(map(tuple, map(sorted, groups)))):
        p.refuse("groups of mana other than every combination of their colors")
        return None
    return [m.AddMana(one_of=colors)] * n


def _removed_this_way(p: Parser) -> bool:
    """"for each storage counter removed this way": as many as the cost removed, its X."""
    start = p.pos
    if p.take("for each") and p.next() is not None and p.take_any(
            "counter removed this way", "counters removed this way"):
        return True
    p.pos = start
    return False


def _countable(p: Parser, per) -> bool:
    """Whether ``per`` can be counted as a mana ability adds its mana: a count of objects or
    this object's power."""
    if type(per) is m.CountOf and per.kind != "counters" or type(per) is m.PowerOf and type(per.what) is m.This:
        return True
    if per is not None:
        p.refuse("a count a mana ability can make as it adds mana")
    return False
