"""A player exiling the top cards of their library (rules 406.1, 406.3): "that player exiles
the top card of their library" (ingest, 702.115a)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import _players, amount, effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name


@effect(m.ExileTop)
def _exile_top(game, res, e: m.ExileTop, offset) -> bool:
    """The top cards go to exile face up (406.3), one after another from the top; fewer if
    the library has fewer. The cards exiled are the ones later instructions name ("that card",
    "if it's a land card", 608.2c)."""
    exiled = []
    for who in _players(resolve_ref(game, res, e.who, offset)):
        library = game.players[who].library
        n = min(amount(game, res, e.count, offset), len(library))
        names = [game.name(oid) for oid in library[:n]]
        for oid in library[:n]:
            new = game.move(oid, Zone.EXILE)
            if new is not None and new in game.objects and game.objects[new].zone is Zone.EXILE:
                exiled.append(new)
        game.event("406.3", f"player {seat_name(who)} exiles the top {'card' if n == 1 else f'{n} cards'} "
                            f"of their library" + (f": {', '.join(names)}" if names else " (it is empty)"))
    res.revealed = tuple(exiled)
    return True
