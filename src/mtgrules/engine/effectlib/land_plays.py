""""You may play an additional land this turn" (rule 305.2): the player's lands for this turn
(``TurnState.extra_lands``; counted by ``player_rules.land_plays``)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import amount, effect, resolve_ref
from mtgrules.engine.objects import seat_name


@effect(m.PlayAdditionalLands)
def _more_lands(game, res, e: m.PlayAdditionalLands, offset) -> bool:
    n = amount(game, res, e.count, offset)
    for ref in resolve_ref(game, res, e.who, offset):
        if ref < 0 and n > 0:
            seat = -1 - ref
            game.turn_state.extra_lands += (seat,) * n
            game.event("305.2", f"player {seat_name(seat)} may play {n} additional land(s) this turn")
    return True
