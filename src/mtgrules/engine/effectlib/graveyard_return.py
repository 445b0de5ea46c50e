""""Return a creature card from your graveyard to your hand" (400.7): the controller chooses the
card as the effect happens (608.2d; it isn't targeted, 115.1, so a card put there in response
may be chosen); "return a card at random from your graveyard to your hand": no one chooses."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.conditions import cards_moved_this_way
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.engine.targets import card_matches


def candidates(game, res, e: m.ReturnCardChosen) -> list[int]:
    """The cards of the controller's graveyard that may be chosen: matching the filter, and
    milled by this spell or ability if it says "from among the cards milled this way"."""
    player = res.item.controller
    milled = cards_moved_this_way(game, "milled") if e.milled else None
    return [oid for oid in game.players[player].graveyard
            if (milled is None or oid in milled)
            and card_matches(game, game.objects[oid], e.filter, player, res.item.source)]


@effect(m.ReturnCardChosen)
def _return_card_chosen(game, res, e: m.ReturnCardChosen, offset) -> bool:
    found = candidates(game, res, e)
    if not found:
        game.event("608.2d", f"player {seat_name(res.item.controller)} has no card to return")
        return True
    if e.at_random:  # no one chooses: one of the cards, from the game's random numbers
        _return(game, res.item.controller, found[game.rng.below(len(found))], " at random")
        return True
    game.ask("return_card_chosen", res.item.controller,
             "choose a card " + ("milled this way" if e.milled else "from your graveyard")
             + " to put into your hand", ())
    return False


def _legal(game, decision) -> list:
    res = game.resolving
    return [ChooseObject(oid, game.name(oid)) for oid in candidates(game, res, res.queue[0][0])]


def _perform(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    res.queue.pop(0)
    _return(game, decision.player, action.object, "")


def _return(game, player: int, card: int, how: str) -> None:
    """``player`` puts ``card`` from their graveyard into their hand (400.7)."""
    game.event("400.7", f"player {seat_name(player)} returns {game.name(card)}{how} "
                        "from their graveyard to their hand")
    game.move(card, Zone.HAND)


handler("return_card_chosen", _legal, _perform)
