"""The Planechase casual variant (rule 901): the keyword action planeswalk (701.31)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.records import record


@record
class Planeswalk(Effect):
    """"Planeswalk" (701.31b): the planar controller puts each face-up plane card and phenomenon
    card on the bottom of its owner's planar deck face down, then turns the top card of their
    own planar deck face up. Also the effect of the inherent "planeswalking ability" (901.8)."""
