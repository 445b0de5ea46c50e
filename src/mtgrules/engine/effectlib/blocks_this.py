"""Blocking one creature this turn, or not: "Target creature blocks this creature this turn if
able" (a requirement, 509.1c), "Target creature can't block this creature this turn" (a
restriction, 509.1b). The pairs are remembered for the turn (``TurnState.must_block``,
``TurnState.cant_block``): the requirements are counted as the defending player declares
blockers (``engine/block_requirements.py``), the restrictions checked with the others
(``engine/restrictions.py``)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone


def _on_battlefield(game, ids: list[int]) -> list[int]:
    return [o for o in ids if o >= 0 and o in game.objects and game.objects[o].zone is Zone.BATTLEFIELD]


@effect(m.BlocksThis)
def _blocks_this(game, res, e: m.BlocksThis, offset) -> bool:
    """Rules 509.1b-c: the creatures found now (611.2c) block that creature this turn (or this
    combat) if able, or can't block it."""
    blockers = _on_battlefield(game, resolve_ref(game, res, e.what, offset))
    attackers = _on_battlefield(game, resolve_ref(game, res, e.attacker, offset))
    pairs = {(x, a) for x in blockers for a in attackers if x != a}
    if pairs and e.combat:  # "this combat" (702.39a): while a combat is under way
        if game.combat is None:
            return True
        game.combat.must_block = game.combat.must_block | pairs
        for x, a in sorted(pairs):
            game.event("509.1c", f"{game.name(x)} blocks {game.name(a)} this combat if able")
    elif pairs:
        state = game.turn_state
        if e.must:
            state.must_block = state.must_block | pairs
        else:
            state.cant_block = state.cant_block | pairs
        rule, verb = ("509.1c", "blocks {} this turn if able") if e.must else ("509.1b", "can't block {} this turn")
        for x, a in sorted(pairs):
            game.event(rule, f"{game.name(x)} {verb.format(game.name(a))}")
    return True
