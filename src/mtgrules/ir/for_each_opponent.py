""""For each opponent, <instruction>" (rules 608.2c, 608.2f): the instruction done once for each
opponent of the spell's or ability's controller, "that player" / "that opponent" / "they"
naming the opponent of each time; its targets "that player controls" chosen once per opponent
as the spell or ability is put on the stack (601.2c, 115.1: "the number of targets will be
defined by the spell's text")."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.records import record

#: ``Filter.controller`` of an object "that player controls" within the instruction: the
#: opponent of each time ('seat:S' once that opponent is known).
EACH_TIME = "that opponent (each time)"


@record
class ThatOpponent:
    """The opponent of the current time of a "for each opponent, ..." instruction ("that
    player", "that opponent", 608.2c); replaced by that player as the instruction is done."""


@record
class ForEachOpponent(Effect):
    """Rule 608.2c: ``effects`` once for each opponent, in APNAP order (608.2f, 101.4),
    ``ThatOpponent`` and the filters ``EACH_TIME`` naming that opponent. ``targets``: how many
    targets the instruction has; they are the mode's last ones, chosen once per opponent
    (``Mode.per_opponent``), and each time the instruction's own targets are those chosen for
    its opponent (608.2b: an illegal one affects only that time)."""

    effects: tuple
    targets: int = 0
    text: str = ""
