"""Life paid as an effect asks for it (rules 119.4, 118.12): "unless you pay 2 life", "you may
pay 1 life"; and losing the game by an effect (104.3e): "If you don't, you lose the game."."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import _players, effect, payer, resolve_ref
from mtgrules.engine.leaving import after_losing
from mtgrules.engine.objects import seat_name


@effect(m.PayLife)
def _pay_life(game, res, e: m.PayLife, offset) -> bool:
    """Rule 119.4: the payment is subtracted from the player's life total; asked only of a
    player whose life total is at least the payment (``May``, 118.3)."""
    player = payer(game, res, e.who, offset)
    game.event("119.4", f"player {seat_name(player)} pays {e.count} life")
    game.lose_life(player, e.count, "119.4")
    return True


@effect(m.LoseGame)
def _lose_game(game, res, e: m.LoseGame, offset) -> bool:
    """Rule 104.3e: an effect states that players lose the game; the game ends if one player or
    none is left (104.2a), else they leave it (800.4a), and a spell or ability they control
    ceases to exist, so the rest of it does nothing."""
    seats = [who for who in _players(resolve_ref(game, res, e.who, offset)) if not game.players[who].lost]
    for who in seats:
        game.players[who].lost = True
        game.event("104.3e", f"player {seat_name(who)} loses the game: {res.item.card.name} says so")
    if seats:
        if res.item.controller in seats:
            del res.queue[1:]
        after_losing(game, seats)
    return True
