"""Reversing the game's turn order (``m.ReverseTurnOrder``, rule 101.4): "reverse the game's
turn order" (Time Distortion). While ``Game.marks`` has ``TURN_ORDER_REVERSED``, the next
player in turn order is the one seated before (``Game.next_seat``, ``Game.turn_order``: whose
turn is next, 500.1; who receives priority next, 117.3d; APNAP order, 101.4); reversed again, it
goes back. With two players the order is the same either way."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect
from mtgrules.engine.game import TURN_ORDER_REVERSED
from mtgrules.engine.objects import seat_name


@effect(m.ReverseTurnOrder)
def _reverse_turn_order(game, res, e: m.ReverseTurnOrder, offset) -> bool:
    if game.marks.pop(TURN_ORDER_REVERSED, None) is None:
        game.marks[TURN_ORDER_REVERSED] = True
    order = ", ".join(f"player {seat_name(seat)}" for seat in game.apnap())
    game.event("101.4", f"the game's turn order is reversed: from the active player, {order}")
    return True
