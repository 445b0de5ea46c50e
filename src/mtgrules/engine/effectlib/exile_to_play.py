"""Exiling the top cards of one's library to play them (``ExileTopToPlay``): "Exile the top
card of your library. Until the end of your next turn, you may play that card." The cards are
exiled face up (406.3); the permission to play them (601.3, 116.2a) lasts as the effect says
(611.2a) and is kept by ``engine/exile_play.py``.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import exile_play
from mtgrules.engine.effects import amount, effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name

_UNTIL = {"turn": "this turn", "next_turn": "until the end of their next turn"}


@effect(m.ExileTopToPlay)
def _exile_top_to_play(game, res, e: m.ExileTopToPlay, offset) -> bool:
    controller = res.item.controller
    n = amount(game, res, e.count, offset)
    cards = tuple(game.players[controller].library[:max(0, n)])
    names = ", ".join(game.name(o) for o in cards) or "none (an empty library)"
    game.event("406.3", f"player {seat_name(controller)} exiles the top "
                        f"{'card' if n == 1 else f'{n} cards'} of their library: {names}")
    exiled = []
    for oid in cards:
        new = game.move(oid, Zone.EXILE)
        obj = game.objects.get(new) if new is not None else None
        if obj is not None and obj.zone is Zone.EXILE:
            exiled.append(new)
    if exiled:
        exile_play.grant(game, controller, exiled, e.until, e.cast_only)
        game.event("601.3", f"player {seat_name(controller)} may {'cast' if e.cast_only else 'play'} "
                            + ", ".join(game.name(o) for o in exiled) + f" {_UNTIL[e.until]}")
    return True


@effect(m.PlayExiled)
def _play_exiled(game, res, e: m.PlayExiled, offset) -> bool:
    """The exiled cards ``e.what`` names may be played (or cast) for a while (601.3, 116.2a,
    611.2a); a card that has left exile is a new object, with no permission (400.7)."""
    controller = res.item.controller
    exiled = [oid for oid in resolve_ref(game, res, e.what, offset)
              if oid in game.objects and game.objects[oid].zone is Zone.EXILE]
    if exiled:
        exile_play.grant(game, controller, exiled, e.until, e.cast_only)
        game.event("601.3", f"player {seat_name(controller)} may {'cast' if e.cast_only else 'play'} "
                            + ", ".join(game.name(o) for o in exiled) + f" {_UNTIL[e.until]}")
    return True
