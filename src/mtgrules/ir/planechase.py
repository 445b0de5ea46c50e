"""The Planechase casual variant (rule 901): the keyword action planeswalk (701.31) and chaos
ensuing by an effect (311.7)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.records import record


@record
class Planeswalk(Effect):
    """"Planeswalk" (701.31b): the planar controller puts each face-up plane card and phenomenon
    card on the bottom of its owner's planar deck face down, then turns the top card of their
    own planar deck face up. Also the effect of the inherent "planeswalking ability" (901.8)."""


@record
class ChaosEnsues(Effect):
    """"Chaos ensues" (311.7): the chaos abilities of the face-up plane trigger, as they do when
    the chaos symbol is rolled on the planar die (901.9b)."""
