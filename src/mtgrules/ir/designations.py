"""Designations of permanents that are neither abilities nor copiable values (rule 702.112b:
renowned): an effect gives one, conditions ('marked') read it."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class Designate(Effect):
    """``what`` (a permanent) becomes ``designation`` ("it becomes renowned", 702.112a) until it
    leaves the battlefield; ``rule``: the rule that defines the designation, cited in the log."""

    what: Ref
    designation: str
    rule: str
