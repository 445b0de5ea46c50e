"""Keyword actions a permanent is instructed to do (rule 701) whose choice belongs to its
controller: endure (701.63)."""
from __future__ import annotations

from mtgrules.ir.conditions import Amount
from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class Endure(Effect):
    """Rule 701.63a: ``what`` endures ``count``: its controller creates an N/N white Spirit
    creature token unless they put N +1/+1 counters on it; enduring 0 does nothing (701.63b)."""

    what: Ref
    count: Amount
