"""Class enchantments' levels in the card model (rule 716).

A class level bar "[Cost]: Level N — [Abilities]" (716.2a) is two abilities: an activated
ability "[Cost]: This Class's level becomes N. Activate only if this Class is level N-1 and
only as a sorcery" (its effect :class:`GainLevel`, its restriction a ``StateCondition`` of kind
'class_level_is'), and a static ability "As long as this Class is level N or greater, it has
[Abilities]" (an ``Anthem`` of its own, with a 'class_level' condition). "When this Class
becomes level N" is a triggered ability whose ``event`` is ``class_level:N``.
"""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.records import record

CLASS_LEVEL = "class_level:"


def class_level_event(level: int) -> str:
    """The trigger event of "When this Class becomes level ``level``"."""
    return f"{CLASS_LEVEL}{level}"


@record
class GainLevel(Effect):
    """"This Class's level becomes N" (716.2a): the level of the ability's source."""

    level: int
