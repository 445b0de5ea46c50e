"""Cases in the card model (rule 719).

"To solve — [Condition]" (719.3a) is a triggered ability on its controller's end step while
the Case is not solved (event ``step:end:unsolved``), with [Condition] as an intervening "if"
(603.4), whose effect is :class:`Solve`. "Solved — [Ability]" (719.3c) is the Case's own
static ability giving it [Ability] while it is solved (a ``StateCondition`` of kind 'solved').
"""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.records import record

#: The event of "To solve": the beginning of its controller's end step, the Case unsolved.
UNSOLVED_END_STEP = "step:end:unsolved"


@record
class Solve(Effect):
    """"This Case becomes solved" (719.3a): the designation of the ability's source (719.3b)."""
