"""Each player choosing a permanent as an effect resolves (``EachChooses``, rules 101.4,
608.2d): "each player chooses a creature controlled by the player to their left" (Caught in a
Parallel Universe), "... a creature they control". In APNAP order, each knowing the earlier
choices (decision "each_chooses"; a single possibility is chosen without a question, none
means no choice); the choices are kept on the resolution (``Resolution.chosen_each``), which
"the creature they chose" names (``ChosenByThem``).

The player to a player's left is the next player seated to their left still in the game: the
next seat, whatever the turn order (101.4: play usually proceeds to the left).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import choices
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import _players, effect, resolve_ref
from mtgrules.engine.objects import seat_name
from mtgrules.engine.targets import permanent_matches


@effect(m.EachChooses)
def _each_chooses(game, res, e: m.EachChooses, offset) -> bool:
    who = lambda: _players(resolve_ref(game, res, e.who, offset))  # noqa: E731
    return choices.each_player_chooses(game, res, who, _step, _finish)


def player_to_the_left(game, seat: int) -> int:
    """The next player seated to ``seat``'s left still in the game (``seat`` if none)."""
    n = len(game.players)
    for i in range(1, n):
        other = (seat + i) % n
        if not game.players[other].lost:
            return other
    return seat


def _candidates(game, res, player: int) -> list[int]:
    e, _ = res.queue[0]
    owner = player if e.controlled_by == "self" else player_to_the_left(game, player)
    return [oid for oid in game.battlefield if game.chars(oid).controller == owner
            and permanent_matches(game, oid, e.filter, player, res.item.source)]


def _step(game, res, player: int, chosen) -> tuple | None:
    if chosen is not None:
        return chosen
    found = _candidates(game, res, player)
    if len(found) <= 1:
        return tuple(found)
    game.ask("each_chooses", player, "choose a permanent (608.2d)")
    return None


def _finish(game, res, made) -> None:
    res.chosen_each = tuple((player, cards[0]) for player, cards in made if cards)
    for player, oid in res.chosen_each:
        game.event("608.2d", f"player {seat_name(player)} chooses {game.name(oid)}")


def _legal(game, decision) -> list:
    return [ChooseObject(oid, game.name(oid)) for oid in _candidates(game, game.resolving, decision.player)]


def _perform(game, decision, action: ChooseObject) -> None:
    choices.advance(game.resolving, (action.object,))


handler("each_chooses", _legal, _perform)
