"""Demonstrate's second half (rule 702.144a, ``OpponentCopies``): "If you copy the spell,
choose an opponent. That player copies the spell and may choose new targets for that copy."

The controller of the demonstrate ability chooses among their opponents still in the game
(asked only if there are several); the chosen player copies the spell: the copy is theirs
(707.10) and they choose its new targets (707.10c, ``spell_copies.copy_by``).
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine import choices
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.effectlib.spell_copies import copy_by
from mtgrules.engine.objects import player_ref, seat_name


@effect(m.OpponentCopies)
def _opponent_copies(game, res, e: m.OpponentCopies, offset) -> bool:
    you = res.item.controller
    if e.against is None:
        opponents = choices.living_opponents(game, you)
        if not opponents:
            return True
        if choices.ask_for_one(game, you, opponents, "demonstrate_opponent",
                               "demonstrate: choose an opponent to copy the spell"):
            return False
        e = _chosen(game, res, e, offset, player_ref(opponents[0]))
    if not resolve_ref(game, res, e.what, offset):
        return True
    return copy_by(game, res, e.what, offset, -1 - e.against, True)


def _chosen(game, res, e: m.OpponentCopies, offset: int, ref: int) -> m.OpponentCopies:
    e = dataclasses.replace(e, against=ref)
    res.queue[0] = (e, offset)
    game.event("702.144a", f"player {seat_name(res.item.controller)} chooses player {seat_name(-1 - ref)} "
                           f"to copy {res.item.card.name}")
    return e


def _opponent_perform(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    e, offset = res.queue[0]
    _chosen(game, res, e, offset, action.object)


handler("demonstrate_opponent", choices.player_options, _opponent_perform)
