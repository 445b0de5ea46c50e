"""Designations a permanent gets from an effect (702.112b renowned): kept in ``game.marks`` under
the designation's name, as the set of permanents that have it. A permanent that leaves the
battlefield is a new object (400.7), so the designation doesn't follow it; its id is dropped
from the set then."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import trigger_events
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone


@effect(m.Designate)
def _designate(game, res, e: m.Designate, offset) -> bool:
    marked = game.marks.get(e.designation, frozenset())
    for oid in resolve_ref(game, res, e.what, offset):
        obj = game.objects.get(oid) if oid >= 0 else None
        if obj is not None and obj.zone is Zone.BATTLEFIELD and oid not in marked:
            marked = marked | {oid}
            game.marks[e.designation] = marked
            game.changed()  # "as long as this creature is monstrous" applies now (611.3a)
            game.event(e.rule, f"{game.name(oid)} becomes {e.designation}")
            trigger_events.designated(game, oid, e.designation)
    if marked:
        game.marks[e.designation] = frozenset(o for o in marked if o in game.objects)
    return True
