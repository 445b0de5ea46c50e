"""Damage divided as its controller chooses among several targets (rule 601.2d), and the
targets counters are distributed among (``counters.distribute``).

    divided  := damage "divided as you choose among" how-many ("targets" | "target" description)
    how-many := "one or two" | "one, two, or three" | "any number of" | "up to" N

The damage must be a fixed number: each target receives at least 1 of it (601.2d), so there
are at most that many targets. One word "target" names them all (115.3: no object twice); the
first is required, the others optional (601.2c), except after "up to".
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import amount
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.phrases import ANY_TARGET

_HOW_MANY = (("one or two", 2), ("one , two , or three", 3))


def divided(p: Parser, b, damage, source) -> list | None:
    """"... divided as you choose among one, two, or three targets" after "deals N damage"."""
    if not p.take("divided as you choose among"):
        return None
    if type(damage) is not int:
        p.refuse("a fixed amount of damage to divide (601.2d)")
        return None
    to = among(p, b, damage, players=True)
    return None if to is None else [m.DealDividedDamage(damage, to, source)]


def among(p: Parser, b, total: int, *, players: bool) -> m.TargetRef | None:
    """After "among": the targets ``total`` is divided among (601.2d), added to ``b``'s mode;
    "targets" (any target) only if ``players`` may be among them."""
    start = p.pos
    count, all_optional = None, False
    for words, n in _HOW_MANY:
        if p.take(words):
            count = n
    if count is None and p.take("any number of"):
        count = total
    if count is None and p.take("up to"):
        count, all_optional = amount(p), True
        if type(count) is not int:
            return None
    if count is None:
        return None
    if players and p.take("targets"):
        flt, who = ANY_TARGET.objects, ANY_TARGET.players
    elif p.take("target"):
        desc = description(p)
        if desc is None or not desc.plural or desc.filter.zone != "battlefield":
            return None
        flt, who = desc.filter, None
    else:
        return None
    text = " ".join(p.tokens[start:p.pos]).replace(" ,", ",")
    count = min(count, total)
    group = len(b.targets) + 1
    first = b.target(m.TargetSpec(text, flt, who, group, all_optional)).index
    for _ in range(count - 1):
        b.target(m.TargetSpec(text, flt, who, group, True))
    to = m.TargetRef(first, count)
    b.last_object, b.last_gone = to, False
    return to
