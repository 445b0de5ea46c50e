"""Fights (rule 701.14) and "if it would die this turn, exile it instead" (614.1a):

    fight      := object ("fights" | "fight") object              (after the subject, ``object_verb``)
                | object ("fights" | "fight") "each other"        (two targets of one word)
                  ("another target creature" after a first target: not that one, 115.3)
                | "have" object "fight" object                    (after "you may", ``imperative``)
    would-die  := "if" (object | ("a" | "an") description ["dealt damage this way"])
                  "would die this turn , exile it instead"
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards import describe_fights  # noqa: F401  (their descriptions)
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.references import objects, other_than_first


@rule
def fights(p: Parser, b, what) -> list | None:
    """What ``what`` fights, after the verb: another object, or "each other" for two targets
    named by one word ("choose two target creatures ... Those creatures fight each other")."""
    if p.take("each other"):
        if type(what) is not m.TargetRef or what.count != 2:
            p.refuse("two creatures to fight each other")
            return None
        return [m.Fight(m.TargetRef(what.index), m.TargetRef(what.index + 1))]
    if type(what) is m.TargetRef and what.count != 1 or type(what) is m.EachPermanent:
        p.refuse("one creature to fight")
        return None
    before = b.last_object, b.last_gone
    other = objects(p, b)
    if other is None or type(other[0]) in (m.EachPermanent, m.EachTarget) \
            or type(other[0]) is m.TargetRef and other[0].count != 1:
        return None
    if type(what) is m.TargetRef and type(other[0]) is m.TargetRef:
        other_than_first(b, what, other[0])  # "... fights another target creature" (115.3)
    b.last_object, b.last_gone = before  # "it" still names the first fighter
    return [m.Fight(what, other[0])]


@rule
def exile_if_dies(p: Parser, b) -> list | None:
    """"If that creature would die this turn, exile it instead." (614.1a), about an object an
    earlier clause named; "If a creature dealt damage this way would die this turn, ...", about
    each one an earlier damage effect dealt damage to; "If a creature [an opponent controls]
    would die this turn, ...", about every such creature all turn."""
    if not p.take("if"):
        return None
    if p.take_any("a", "an"):
        desc = description(p)
        if desc is None or desc.plural:
            return None
        damaged = p.take("dealt damage this way")
        if not p.take("would die this turn , exile it instead"):
            return None
        if damaged:
            return [m.ExileIfDiesThisTurn(m.DamagedThisWay(desc.filter))]
        return [m.ExileDyingThisTurn(desc.filter)]
    found = objects(p, b)
    if found is None or type(found[0]) is m.EachPermanent or not p.take(
            "would die this turn , exile it instead"):
        return None
    return [m.ExileIfDiesThisTurn(found[0])]
