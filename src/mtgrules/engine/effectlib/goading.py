"""Goading creatures (rule 701.15a); the designation and its requirements are in
``engine/goad.py``."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import goad
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone


@effect(m.Goad)
def _goad(game, res, e: m.Goad, offset) -> bool:
    """Rule 701.15a: each creature named is goaded by the spell's or ability's controller."""
    for oid in resolve_ref(game, res, e.what, offset):
        obj = game.objects.get(oid) if oid >= 0 else None
        if obj is not None and obj.zone is Zone.BATTLEFIELD and "Creature" in game.chars(oid).types:
            goad.goad(game, oid, res.item.controller)
    return True
