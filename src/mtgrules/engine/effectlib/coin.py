"""Flipping a coin (rule 705), with the game's seeded random numbers: the player who flips calls
"heads" (705.2; the call doesn't change the odds, a fair coin, 705.1) and wins the flip if the
coin comes up heads; then "If you win / lose the flip, ...", or "If you lose the flip, repeat
this process." (the effects before it again, ``RepeatProcess``)."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine.effects import _players, effect, resolve_ref
from mtgrules.engine.objects import seat_name


@effect(m.FlipCoin)
def _flip(game, res, e: m.FlipCoin, offset) -> bool:
    player = res.item.controller
    if e.who is not None:  # "that player flips a coin" (705.2)
        named = _players(resolve_ref(game, res, e.who, offset))
        if len(named) != 1:
            return True
        player = named[0]
    heads = game.rng.below(2) == 0
    game.event("705.2", f"player {seat_name(player)} flips a coin, calling heads: it comes up "
                        f"{'heads' if heads else 'tails'}, and they {'win' if heads else 'lose'} the flip")
    then = e.won if heads else e.lost
    res.queue[1:1] = [(inner, offset) for inner in then]
    return True


@effect(m.RepeatProcess)
def _repeat(game, res, e: m.RepeatProcess, offset) -> bool:
    """Rule 705: the process happens, its flip then won or lost; on the outcome ``e.won`` says,
    the process (this effect) happens again."""
    *steps, flip = e.process
    again = (e,)
    flip = dataclasses.replace(flip, won=flip.won + again) if e.won else \
        dataclasses.replace(flip, lost=flip.lost + again)
    res.queue[1:1] = [(inner, offset) for inner in (*steps, flip)]
    return True
