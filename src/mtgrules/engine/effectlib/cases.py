"""Cases (rule 719): a Case becoming solved, and "To solve" triggering only while it isn't.

Solved is a designation of the permanent (719.3b: ``Permanent.solved``), kept until it leaves
the battlefield, neither an ability nor copiable; "Solved — [Ability]" is the Case's own static
ability giving it that ability while solved (719.3c, ``cards/cases.py``).
"""
from __future__ import annotations

from mtgrules.engine import triggers
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import Zone
from mtgrules.ir.cases import UNSOLVED_END_STEP, Solve


@effect(Solve)
def _solve(game, res, e: Solve, offset) -> bool:
    """Rule 719.3a: "this Case becomes solved" (if it still is on the battlefield and isn't)."""
    perm = game.objects.get(res.item.source)
    if perm is None or perm.zone is not Zone.BATTLEFIELD or perm.solved:
        return True
    perm.solved = True
    game.changed()
    game.event("719.3a", f"{perm.card.name} becomes solved")
    return True


def _your_end_step_unsolved(game, source, controller, data) -> bool:
    """Rule 719.3a: "At the beginning of your end step, if ... and this Case is not solved"."""
    perm = game.objects.get(source)
    return data[0] == controller and perm is not None and not perm.solved


triggers.derived(UNSOLVED_END_STEP, "step:end", _your_end_step_unsolved)
