"""Counterspells (rule 701.6): "Counter target spell." and its kin. ``effects.counter`` does the
countering for every effect (ward's and "unless its controller pays" too) and leaves a spell
that can't be countered on the stack (101.2, ``hooks.counter_prevented``)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import counter, effect, resolve_ref
from mtgrules.engine.objects import Zone


@effect(m.Counter)
def _counter(game, res, e: m.Counter, offset) -> bool:
    """Rule 701.6a: the target spell or ability is removed from the stack; a countered spell
    goes to its owner's graveyard — or where the counterspell's self-replacement effect says
    ("If that spell is countered this way, ... instead", 614.15, waiting in the queue). A target
    that has left the stack is illegal (608.2b)."""
    instead = next((later.to for later, _ in res.queue[1:] if type(later) is m.CounteredInstead), None)
    for oid in resolve_ref(game, res, e.what, offset):
        obj = game.objects.get(oid) if oid >= 0 else None
        if obj is not None and obj.zone is Zone.STACK and oid in game.stack:
            counter(game, oid, instead=instead, by=res.item.card.name)
    return True


@effect(m.CounteredInstead)
def _countered_instead(game, res, e: m.CounteredInstead, offset) -> bool:
    """Rule 614.15: applied by the counter effect before it (as the countered spell moved)."""
    return True
