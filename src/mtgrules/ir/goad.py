"""Goading a creature (rule 701.15): "Goad target creature an opponent controls"."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class Goad(Effect):
    """Rule 701.15a: ``what`` is goaded by the controller of the spell or ability until that
    player's next turn: it attacks each combat if able, and a player other than that one if
    able (701.15b)."""

    what: Ref
