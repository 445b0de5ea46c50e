"""The effect "[Player] gets an emblem with [ability]" (rule 114.2)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.emblems import create_emblem


@effect(m.GetEmblem)
def _get_emblem(game, res, e: m.GetEmblem, offset) -> bool:
    for ref in resolve_ref(game, res, e.who, offset):
        if ref < 0 and not game.players[-1 - ref].lost:
            create_emblem(game, -1 - ref, res.item.card.name, e.abilities, e.text)
    return True
