"""Triggered mana abilities (rules 605.1b, 106.12a): mana added whenever a permanent is
tapped for mana.

    mana-trigger := "whenever" tapped "is tapped for mana, its controller adds an additional"
                    mana-symbols
                  | "whenever you tap" ("a" | "an") description "for mana, add an additional"
                    mana-symbols
    tapped       := "enchanted land" | ("a" | "an") description
"""
from __future__ import annotations

import dataclasses
import re

from mtgrules import ir as m
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.ir.mana_cost import parse_mana_symbols

_FORMS = (re.compile(r"whenever (?P<what>.+) is tapped for mana, its controller adds an additional "
                     r"(?P<mana>(?:\{[wubrgc]\})+)"),
          re.compile(r"whenever you tap (?P<what>.+) for mana, add an additional "
                     r"(?P<mana>(?:\{[wubrgc]\})+)"))


def read_mana_trigger(low: str) -> m.TappedForManaAdds | None:
    """"Whenever enchanted land is tapped for mana, its controller adds an additional {G}." as
    a ``TappedForManaAdds``, or None if the line isn't one."""
    text = low.rstrip(".")
    for you, form in enumerate(_FORMS):
        found = form.fullmatch(text)
        if found is None:
            continue
        symbols = parse_mana_symbols(found["mana"].upper())
        what = found["what"]
        if what == "enchanted land" and not you:
            return m.TappedForManaAdds(None, symbols, text)
        p = Parser(tokenize(what))
        if not p.take_any("a", "an"):
            return None
        desc = description(p)
        if desc is None or not p.done() or desc.filter.zone != "battlefield":
            return None
        flt = desc.filter
        if you:  # only its controller taps a permanent for mana (602.2, 106.12a)
            if flt.controller not in (None, "you"):
                return None
            flt = dataclasses.replace(flt, controller="you")
        return m.TappedForManaAdds(flt, symbols, text)
    return None
