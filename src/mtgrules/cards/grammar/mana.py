"""Mana in an amount counted as it is added (rules 106.4, 608.2h): "Add {G} for each creature
you control", "Add X mana of any one color, where X is the number of Elves on the
battlefield". The fixed forms ("Add {G}", "Add one mana of any color") are the templates of
``cards/sentences.py``.

    add    := "add" mana-symbols "for each" description       (the same symbols, once for each)
            | "add x mana of any one color , where x is" count  (one color, chosen as it is added)
    count  := "the number of" description | "your devotion to" color
            | "the greatest power / toughness among" description | "the total power of" ...
            | possessor "power"   (this object's: "where X is this creature's power")

A count of counters on the source isn't read here: a cost may have sacrificed it by the time
the mana is added (Lotus Blossom), and a mana ability doesn't remember it (605.3b).
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import count, for_each
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.ir.mana_cost import parse_mana_symbols

_SYMBOLS = re.compile(r"(?:\{[wubrgc]\})+")


@rule
def add(p: Parser, b) -> list | None:
    """After "add": the mana, counted as it is added."""
    word = p.peek()
    if word is not None and _SYMBOLS.fullmatch(word):
        p.pos += 1
        per = for_each(p)
        if not _countable(p, per):
            return None
        return [m.AddMana(parse_mana_symbols(word.upper()), per=per)]
    if p.take("x mana of any one color , where x is"):
        per = count(p, b)
        if not _countable(p, per):
            return None
        return [m.AddMana((), 1, per=per)]
    p.miss("mana counted as it is added ('{g} for each ...')")
    return None


def _countable(p: Parser, per) -> bool:
    """Whether ``per`` can be counted as a mana ability adds its mana: a count of objects or
    this object's power."""
    if type(per) is m.CountOf and per.kind != "counters" or type(per) is m.PowerOf and type(per.what) is m.This:
        return True
    if per is not None:
        p.refuse("a count a mana ability can make as it adds mana")
    return False
