"""Warp's delayed triggered ability as it resolves (rule 702.185a): "exile the permanent this
spell becomes"; the card exiled this way is a warped card (702.185b), which its owner may cast
after the current turn has ended for as long as it remains exiled (``engine/exiled_casting.py``).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import exiled_casting
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone


@effect(m.ExileWarped)
def _exile_warped(game, res, e: m.ExileWarped, offset) -> bool:
    for oid in resolve_ref(game, res, e.what, offset):
        obj = game.objects.get(oid) if oid >= 0 else None
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue  # a new object elsewhere is not the permanent the spell became (603.7c)
        game.event("702.185a", f"{game.name(oid)} is exiled (warp)")
        new = game.move(oid, Zone.EXILE)
        exiled = game.objects.get(new) if new is not None else None
        if exiled is not None and exiled.zone is Zone.EXILE:  # not if a replacement moved it elsewhere
            exiled_casting.mark_warped(game, new)
            game.event("702.185b", f"{game.name(new)} is a warped card: its owner may cast it from "
                                   "exile after this turn has ended")
    return True
