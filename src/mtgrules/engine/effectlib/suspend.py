"""Suspend's first triggered ability resolving (rule 702.62a): "At the beginning of your upkeep,
if this card is suspended, remove a time counter from it"; removing the last triggers the
second ("When the last time counter is removed from this card, ..."; ``engine/suspended.py``)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import suspended
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import Zone


@effect(m.RemoveTimeCounter)
def _remove_time_counter(game, res, e, offset) -> bool:
    """Rule 603.4: still suspended as it resolves, or it does nothing; removing the last time
    counter triggers the casting ability."""
    from mtgrules.engine.triggers import PendingTrigger
    oid = res.item.source
    obj = game.objects.get(oid)
    n = suspended.counters(game, oid)
    if obj is None or obj.zone is not Zone.EXILE or n == 0:
        return True
    suspended.set_counters(game, oid, n - 1)
    game.event("702.62a", f"a time counter is removed from {obj.card.name} ({n - 1} left)")
    if n == 1:  # the last one
        game.triggers.append(PendingTrigger(game.new_id(), oid, obj.card, suspended.CAST, res.item.controller, ()))
    return True
