"""Blocking one creature, or not (rules 509.1b-c): "Target creature blocks this creature this turn
if able", "Target creature can't block this creature this turn", "... block it this combat if
able" (provoke, 702.39a)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class BlocksThis(Effect):
    """This turn, each of ``what`` blocks ``attacker`` if able (``must``: a requirement counted,
    with the others, as the defending player declares blockers, 509.1c), or can't block it (a
    restriction, 509.1b)."""

    what: Ref
    attacker: Ref
    must: bool = True
    combat: bool = False  # "this combat": in the current combat only (provoke, 702.39a)
