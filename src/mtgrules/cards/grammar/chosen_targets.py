"""Targets chosen by a sentence of their own (115.1, 601.2c): "Choose target creature you
control." The sentence does nothing as the spell or ability resolves; later sentences name the
target "it", "that creature" or "the chosen creature" (608.2c).

    chosen := "choose" ["up to one"] "target" description ["and" clauses]
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.references import objects


def choose_target(p: Parser, b, clauses) -> list | None:
    """The effects of a "choose target ..." sentence (none, or those of the clauses after
    "and": "choose target creature you don't control and tap it"); None if it isn't one."""
    start, mark, last = p.pos, len(b.targets), (b.last_object, b.last_gone, b.last_group)
    if p.take("choose"):
        found = objects(p, b)
        if found is not None and type(found[0]) is m.TargetRef and found[0].count == 1:
            if p.done():
                return []
            if p.take("and"):
                effects = clauses(p, b)
                if effects is not None and p.done():
                    return effects
    p.pos = start
    del b.targets[mark:]
    b.last_object, b.last_gone, b.last_group = last
    return None
