"""Rolling a die (rule 706) with the game's seeded random numbers: the natural result, from 1 to
N with equal likelihood (706.1a, 706.2; no modifiers are supported), then the row of its
results table that holds that result happens (706.3)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import seat_name


@effect(m.RollDie)
def _roll(game, res, e: m.RollDie, offset) -> bool:
    result = game.rng.below(e.sides) + 1
    game.event("706.2", f"player {seat_name(res.item.controller)} rolls a d{e.sides}: {result}")
    for low, high, effects in e.table:
        if low <= result <= high:
            res.queue[1:1] = [(inner, offset) for inner in effects]
            break
    return True
