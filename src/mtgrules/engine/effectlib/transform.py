"""Transforming (rule 701.27): the effect "transform this creature"."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.faces import transform, transforms_since
from mtgrules.engine.objects import Zone


@effect(m.Transform)
def _transform(game, res, e: m.Transform, offset) -> bool:
    """Rule 701.27f: an ability of a permanent that tries to transform it does so only if it
    hasn't transformed since the ability was put on the stack."""
    item = res.item
    for oid in resolve_ref(game, res, e.what, offset):
        perm = game.objects.get(oid) if oid >= 0 else None
        if perm is None or perm.zone is not Zone.BATTLEFIELD:
            continue
        if item.ability is not None and oid == item.source and transforms_since(perm, item.id):
            game.event("701.27f", f"{game.name(oid)} has transformed since the ability was put "
                                  "on the stack: it doesn't transform")
            continue
        transform(game, oid)
    return True
