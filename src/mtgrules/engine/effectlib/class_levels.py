"""Class levels (rule 716): a Class's level becoming N, and what triggers on it.

The level is a designation of the permanent (716.2b: ``Permanent.class_level``), not a
counter and not copiable; a permanent without one is level 1 (716.2d). The abilities of each
level are the Class's own static ability (``cards/classes.py``), and its level bars activated
abilities restricted to sorcery speed and to the level below (716.2a, checked as for any
"Activate only if", 602.5b).
"""
from __future__ import annotations

from mtgrules.engine import triggers
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import Zone
from mtgrules.ir.classes import GainLevel, class_level_event

#: The greatest class level a level bar of the bundled cards names (716.2a).
_MAX_LEVEL = 10


@effect(GainLevel)
def _gain_level(game, res, e: GainLevel, offset) -> bool:
    """Rule 716.2a: "This Class's level becomes N"; then "When this Class becomes level N"
    triggers (603.2)."""
    oid = res.item.source
    perm = game.objects.get(oid)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        return True
    perm.class_level = e.level
    game.changed()
    game.event("716.2a", f"{perm.card.name} becomes level {e.level}")
    triggers.fire(game, "class_level", (oid, e.level))
    return True


def _becomes_level(level: int):
    def test(game, source, controller, data) -> bool:
        return data[0] == source and data[1] == level
    return test


for _level in range(2, _MAX_LEVEL + 1):
    triggers.derived(class_level_event(_level), "class_level", _becomes_level(_level))
