"""Learn (rule 701.48): "You may discard a card. If you do, draw a card. If you didn't discard
a card, you may reveal a Lesson card you own from outside the game and put it into your hand."

One decision ("learn", decisions are data), as the two options exclude each other: a card of
the hand to discard (then a card is drawn), a Lesson card of the player's sideboard, the cards
they own outside the game (``Player.sideboard``, 100.4, 400.11; offered once per name), or
neither (``ChooseYesNo(False)``). A Lesson card put into the hand joins the game as a new
object (400.7) and leaves the sideboard.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.actions import ChooseObject, ChooseValue, ChooseYesNo
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import discard, effect
from mtgrules.engine.effectlib.outside_game import into_hand
from mtgrules.engine.objects import seat_name

#: The kind of ``ChooseValue`` that names a Lesson card of the sideboard.
LESSON = "Lesson"


@effect(m.Learn)
def _learn(game, res, e: m.Learn, offset) -> bool:
    player = res.item.controller
    game.ask("learn", player, "learn: discard a card to draw a card, or reveal a Lesson card you own "
                              "from outside the game and put it into your hand, or neither (701.48a)")
    return False


def _lessons(game, player: int) -> list[str]:
    """The names of the Lesson cards ``player`` owns outside the game, each once."""
    names: list[str] = []
    for card in game.players[player].sideboard:
        if "Lesson" in card.subtypes and card.name not in names:
            names.append(card.name)
    return names


def _legal(game, decision) -> list:
    player = decision.player
    return [ChooseObject(oid, game.name(oid)) for oid in game.players[player].hand] \
        + [ChooseValue(LESSON, name) for name in _lessons(game, player)] + [ChooseYesNo(False)]


def _perform(game, decision, action) -> None:
    player = decision.player
    who = f"player {seat_name(player)}"
    game.resolving.queue.pop(0)
    if isinstance(action, ChooseObject):  # "You may discard a card. If you do, draw a card."
        discard(game, player, action.object)
        game.draw(player)
    elif isinstance(action, ChooseValue):  # a Lesson card from outside the game
        into_hand(game, player, action.value, "701.48a", "a Lesson card")
    else:
        game.event("701.48a", f"{who} learns nothing: no card discarded, no Lesson revealed")


handler("learn", _legal, _perform)
