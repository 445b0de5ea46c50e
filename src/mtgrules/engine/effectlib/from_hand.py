"""Putting a card from one's hand onto the battlefield (rule 400.7, ``PutFromHand``): "You may
put a land card from your hand onto the battlefield." Putting a land onto the battlefield this
way isn't playing it (305.4): it doesn't count as the land played this turn. The controller
chooses the card ("put_from_hand"); an Aura card is attached, as it enters, to what they
choose then (303.4f), and with nothing it could enchant it stays in the hand (303.4g).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler
from mtgrules.engine.effectlib.aura_entering import (enter_attached, host_actions, host_for, host_prompt,
                                                     is_aura_card, record_host, unchosen_aura)
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.engine.targets import card_matches


def candidates(game, res, e: m.PutFromHand) -> list[int]:
    """The cards of the controller's hand that ``e`` may put onto the battlefield."""
    player = res.item.controller
    hand = game.players[player].hand
    if e.filter is None:
        return list(hand)
    return [oid for oid in hand
            if card_matches(game, game.objects[oid], e.filter, player, res.item.source)]


@effect(m.PutFromHand)
def _put_from_hand(game, res, e: m.PutFromHand, offset) -> bool:
    if not candidates(game, res, e):
        return True
    game.ask("put_from_hand", res.item.controller,
             "choose a card from your hand to put onto the battlefield", ())
    return False


def _legal(game, decision) -> list:
    if decision.data:  # what the Aura card chosen will enchant (303.4f)
        return host_actions(game, decision.data[0])
    res = game.resolving
    return [ChooseObject(oid, game.name(oid)) for oid in candidates(game, res, res.queue[0][0])]


def _perform(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    player = decision.player
    if decision.data:
        oid = decision.data[0]
        record_host(res, oid, action.object)
    else:
        oid = action.object
        if unchosen_aura(game, res, (oid,)) is not None:
            game.ask("put_from_hand", player, host_prompt(game, oid), (oid,))
            return
    e, _ = res.queue.pop(0)
    host = None
    if is_aura_card(game.objects[oid].card):
        host = host_for(game, res, oid)
        if host is None:
            game.event("303.4g", f"{game.name(oid)} stays in player {seat_name(player)}'s hand: "
                                 "there is nothing it could enchant")
            return
    game.event("400.7", f"player {seat_name(player)} puts {game.name(oid)} from their hand onto "
                        "the battlefield" + (" tapped" if e.tapped else ""))
    enter_attached(game, game.move(oid, Zone.BATTLEFIELD, tapped=e.tapped, controller=player), host)


handler("put_from_hand", _legal, _perform)
