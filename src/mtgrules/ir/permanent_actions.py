"""Keyword actions a permanent is instructed to do (rule 701) whose choice belongs to its
controller: endure (701.63); the Ring tempting a player (701.54)."""
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


@record
class RingTempts(Effect):
    """Rule 701.54a: the Ring tempts the controller: they get the emblem named The Ring if they
    have none (701.54c), choose a creature they control as their Ring-bearer, and the Ring has
    tempted them once more (701.54d: even if no creature could be chosen)."""
