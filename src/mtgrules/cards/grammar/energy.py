"""Energy (rule 107.14: {E} is one energy counter, 122.1): getting it and paying it.

    energy     := "{e}"+ | amount "{e}"                    ("{e}{e}", "eight {e}")
    get        := "get(s)" energy ["for each" description]   (a player verb)
    pay        := "pay" energy                              (within "you may", and as a cost)
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import amount
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.tokens import tokenize

_SYMBOLS = re.compile(r"(?:\{e\})+")


@rule
def energy(p: Parser) -> int | None:
    """"{e}{e}{e}" -> 3; "eight {e}" -> 8."""
    word = p.peek()
    if word is not None and _SYMBOLS.fullmatch(word):
        p.pos += 1
        return word.count("{e}")
    n = amount(p)
    if type(n) is int and p.peek() == "{e}":
        p.pos += 1
        return n
    p.miss("energy ({E})")
    return None


def get(p: Parser, who) -> list | None:
    """After "get(s)": the energy ``who`` gets (107.14)."""
    n = energy(p)
    return None if n is None else [m.GetEnergy(who, n)]


def pay(p: Parser) -> list | None:
    """After "pay" in "you may pay {E}{E}": paying that energy (107.14)."""
    n = energy(p)
    return None if n is None else [m.PayEnergy(n)]


def read_energy_cost(text: str) -> int | None:
    """A cost part "pay {e}{e}" / "pay eight {e}" as the number of {E}, or None."""
    p = Parser(tokenize(text))
    if not p.take("pay"):
        return None
    n = energy(p)
    return n if n is not None and p.done() else None
