"""Keyword actions (rule 701) and counters on players and permanents (rule 122) that are not
plain moves of objects: removing counters, proliferating, energy."""
from __future__ import annotations

from mtgrules.ir.conditions import Amount
from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class RemoveCounters(Effect):
    """Remove ``count`` counters of ``kind`` from ``what`` (rule 122.1): as many as it has, if
    it has fewer (609.3: as much of an instruction as possible is done)."""

    what: Ref
    kind: str
    count: Amount


@record
class Proliferate(Effect):
    """Rule 701.34a: choose any number of permanents and/or players that have a counter, then
    give each one additional counter of each kind it already has. ``times``: "proliferate
    twice" (each a separate action)."""

    times: int = 1


@record
class GetEnergy(Effect):
    """"You get {E}{E}" (rule 107.14): ``who`` gets ``count`` energy counters (122.1)."""

    who: Ref
    count: Amount


@record
class PayEnergy(Effect):
    """"Pay {E}{E}" inside an effect, as in "you may pay {E}{E}" (rule 107.14: removing that
    many energy counters from yourself); only a player with enough energy can pay (118.3)."""

    count: int
