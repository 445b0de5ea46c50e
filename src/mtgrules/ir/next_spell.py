"""A change of the cost of the next spell cast (rule 601.2f): "The next instant or sorcery
spell you cast this turn costs {1} less to cast", and of every such spell cast this turn
("Artifact spells you cast this turn cost {2} less to cast"), created as an effect happens."""
from __future__ import annotations

from mtgrules.ir.cost_changes import CostChange
from mtgrules.ir.effects import Effect
from mtgrules.records import record


@record
class NextSpellCosts(Effect):
    """``change`` (a change of the cost of spells matching ``change.spells``) applies to the
    next such spell the controller casts, and to no other once that one is cast (601.2i);
    ``this_turn``: only if it is cast this turn. ``amount``: "costs {X} less, where X is this
    creature's power as this ability resolves", counted as the effect happens (608.2h): the
    change is then {1} that many times."""

    change: CostChange
    this_turn: bool = True
    amount: object = None


@record
class SpellsThisTurnCost(Effect):
    """``change`` (a change of the cost of spells matching ``change.spells``) applies to each
    such spell the controller casts this turn (601.2f, 611.2a: an effect from a resolving
    ability lasting until end of turn, 514.2)."""

    change: CostChange
