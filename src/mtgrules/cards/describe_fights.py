"""How fights (701.14) and "if it would die this turn, exile it instead" (614.1a) read in
``mtgrules cards show``."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.describe import describe_filter, describes, ref


@describes(m.Fight)
def _fight(e: m.Fight) -> str:
    return (f"{ref(e.first)} fights {ref(e.second)}: each deals damage equal to its power to the "
            "other (701.14a)")


@describes(m.ExileIfDiesThisTurn)
def _exile_if_dies(e: m.ExileIfDiesThisTurn) -> str:
    return f"if {ref(e.what)} would die this turn, exile it instead (614.1a)"


@describes(m.ExileDyingThisTurn)
def _exile_dying(e: m.ExileDyingThisTurn) -> str:
    return f"this turn, if a {describe_filter(e.filter)} would die, exile it instead (614.1a)"
