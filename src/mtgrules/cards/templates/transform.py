"""Transforming a double-faced permanent (rule 701.27): "Transform this creature."."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.sentences import clause, object_ref


@clause(r"transform cardname")
def _transform(hit, b) -> list:
    """"Transform this creature" (701.27a): the ability's source turns over."""
    return [m.Transform(object_ref("cardname", b))]

