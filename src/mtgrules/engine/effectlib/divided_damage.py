"""Damage divided among targets as announced (rule 601.2d; the announcement is in
``engine/division.py``): each target still legal receives its part (608.2b)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import damage_recorded, damage_source, effect


@effect(m.DealDividedDamage)
def _deal_divided(game, res, e: m.DealDividedDamage, offset) -> bool:
    item = res.item
    src = damage_source(game, res, e.source, offset)
    if src is None:
        return True
    first = offset + e.to.index
    dealt = 0
    for i in range(first, min(first + e.to.count, len(item.targets), len(item.division))):
        if res.legal[i] and item.division[i] > 0:
            dealt += damage_recorded(game, res, src, item.targets[i], item.division[i])
    res.last_amount = dealt
    return True
