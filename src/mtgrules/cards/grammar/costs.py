"""Costs other than mana (rules 118, 601.2b, 602.1a): the parts of an activated ability's cost
and additional costs to cast a spell.

    cost-part := "sacrifice" amount description           (701.21a: permanents you control)
               | "tap" amount "untapped" description       (701.26a: permanents you control)
               | "discard" amount ("card" | "cards")       (701.9a)
               | "pay" N "life"                            (119.4)
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import amount
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.tokens import tokenize


def read_cost_part(text: str) -> m.AdditionalCost | None:
    """``text`` (lowercase, the card's name as ``cardname``) as one cost part, or None."""
    p = Parser(tokenize(text))
    cost = cost_part(p)
    return cost if cost is not None and p.done() else None


@rule
def cost_part(p: Parser) -> m.AdditionalCost | None:
    start = p.pos
    for verb, kind in (("sacrifice", "sacrifice"), ("tap", "tap")):
        if p.take(verb):
            n = 1 if p.at("another") else amount(p)  # "another creature": not the source
            if n is None or type(n) is not int or kind == "tap" and not p.take("untapped"):
                return None
            desc = description(p)
            if desc is None or desc.plural != (n > 1) or desc.filter.zone != "battlefield" \
                    or desc.filter.controller == "opponent":
                return None
            flt = dataclasses.replace(desc.filter, controller="you")
            return m.AdditionalCost(kind, n, flt, " ".join(p.tokens[start:p.pos]))
    if p.take("discard"):
        n = amount(p)
        if n is None or type(n) is not int or not p.take_any("cards", "card"):
            return None
        return m.AdditionalCost("discard", n, None, " ".join(p.tokens[start:p.pos]))
    if p.take("pay"):
        n = p.next()
        if n is None or not n.isdigit() or not p.take("life"):
            return None
        return m.AdditionalCost("life", int(n), None, " ".join(p.tokens[start:p.pos]))
    p.miss("a cost")
    return None
