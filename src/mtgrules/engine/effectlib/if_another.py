""""If that's another creature, ..." (backup, 702.165a): effects that happen only when the
object an earlier part of the ability named isn't the ability's source (608.2c)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect, resolve_ref


@effect(m.IfAnother)
def _if_another(game, res, e: m.IfAnother, offset) -> bool:
    source = res.item.source
    if any(oid >= 0 and oid != source for oid in resolve_ref(game, res, e.what, offset)):
        res.queue[1:1] = [(inner, offset) for inner in e.effects]
    return True
