"""Each player putting a card from their hand onto the battlefield (``EachMayPutFromHand``,
rules 400.7, 609.3, 101.4): "Each player may put an artifact, creature, enchantment, or land
card from their hand onto the battlefield." (Show and Tell), "starting with you, each player may
put a permanent card from their hand onto the battlefield" (Reality Shaping).

Each player in turn (APNAP order, or turn order from the controller, 101.4) says whether they
put a card (decision "each_put_from_hand", a yes/no question, asked only of a player with such a
card), then which (the same decision, with data ``("card",)``), and for an Aura card what it
will enchant (303.4f, "aura_host"), each knowing the earlier choices; then all the cards chosen
enter the battlefield at the same time, under their owners' control. Putting a land this way
isn't playing it (305.4).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import choices
from mtgrules.engine.actions import ChooseObject, ChooseYesNo
from mtgrules.engine.decision import handler
from mtgrules.engine.effectlib.aura_entering import (enter_attached, host_for, host_prompt, is_aura_card,
                                                     unchosen_aura)
from mtgrules.engine.effects import _players, effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.engine.targets import card_matches

_YES, _NO = "yes", "no"


@effect(m.EachMayPutFromHand)
def _each_may_put(game, res, e: m.EachMayPutFromHand, offset) -> bool:
    who = lambda: _players(resolve_ref(game, res, e.who, offset))  # noqa: E731
    first = res.item.controller if e.starting_with_you else None
    return choices.each_player_chooses(game, res, who, _step, _finish, first)


def _candidates(game, res, player: int) -> list[int]:
    """The cards of ``player``'s hand they may put onto the battlefield ("you": that player)."""
    e, _ = res.queue[0]
    return [oid for oid in game.players[player].hand
            if card_matches(game, game.objects[oid], e.filter, player, res.item.source)]


def _step(game, res, player: int, chosen) -> tuple | None:
    """The card ``player`` puts (a 1-tuple) or none (an empty tuple) once chosen, else None."""
    if chosen == _NO or not _candidates(game, res, player):
        return ()
    if chosen is None:
        game.ask("each_put_from_hand", player, "put a card from your hand onto the battlefield?")
        return None
    if chosen == _YES:
        game.ask("each_put_from_hand", player, "choose a card from your hand to put onto the "
                                               "battlefield", ("card",))
        return None
    if unchosen_aura(game, res, chosen) is not None:  # 303.4f: the player putting it chooses
        game.ask("aura_host", player, host_prompt(game, chosen[0]), chosen)
        return None
    return chosen


def _finish(game, res, made) -> None:
    """Rule 101.4: the cards chosen enter at the same time (one event batch)."""
    entering = []
    for player, cards in made:
        for oid in cards:
            aura = is_aura_card(game.objects[oid].card)
            host = host_for(game, res, oid) if aura else None
            if aura and host is None:
                game.event("303.4g", f"{game.name(oid)} stays in player {seat_name(player)}'s hand: "
                                     "there is nothing it could enchant")
                continue
            entering.append((player, oid, host))
    for player, oid, host in entering:
        game.event("400.7", f"player {seat_name(player)} puts {game.name(oid)} from their hand onto "
                            "the battlefield")
        enter_attached(game, game.move(oid, Zone.BATTLEFIELD, controller=player), host)


def _legal(game, decision) -> list:
    if not decision.data:
        return [ChooseYesNo(True), ChooseYesNo(False)]
    res = game.resolving
    return [ChooseObject(oid, game.name(oid)) for oid in _candidates(game, res, decision.player)]


def _perform(game, decision, action) -> None:
    res = game.resolving
    if type(action) is ChooseYesNo:
        choices.advance(res, _YES if action.yes else _NO)
    else:
        choices.advance(res, (action.object,))


handler("each_put_from_hand", _legal, _perform)
