"""A change of the cost of the next spell cast (rule 601.2f): "The next instant or sorcery
spell you cast this turn costs {1} less to cast", or of every one cast this turn, created as an
effect happens."""
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
    change is then {1} that many times. ``every``: not only the next one but every such spell
    cast this turn, never used up ("instant and sorcery spells you cast this turn cost {3} less
    to cast")."""

    change: CostChange
    this_turn: bool = True
    amount: object = None
    every: bool = False
