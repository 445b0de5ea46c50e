"""Life paid as an effect asks for it (rules 119.4, 118.12): "unless you pay 2 life", "you may
pay 1 life"."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect, payer
from mtgrules.engine.objects import seat_name


@effect(m.PayLife)
def _pay_life(game, res, e: m.PayLife, offset) -> bool:
    """Rule 119.4: the payment is subtracted from the player's life total; asked only of a
    player whose life total is at least the payment (``May``, 118.3)."""
    player = payer(game, res, e.who, offset)
    game.event("119.4", f"player {seat_name(player)} pays {e.count} life")
    game.lose_life(player, e.count, "119.4")
    return True

