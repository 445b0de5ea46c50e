"""Revealing a card as a permanent enters (rules 614.1c, 614.12, 701.20a): "As this land
enters, you may reveal a Forest or Plains card from your hand. If you don't, this land enters
tapped."

The ability is a replacement effect on the permanent entering, by whatever route it enters
(``replacement.enters_with``); its controller answers through ``legal_actions()`` before it
enters: ``ChooseObject`` for a matching card in their hand to reveal, or ``ChooseYesNo(False)``
to reveal none, and then it enters tapped. A revealed card stays in the hand.
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine.actions import ChooseYesNo
from mtgrules.engine.game_events import EnterEvent
from mtgrules.engine.objects import seat_name
from mtgrules.engine.replacement import applier
from mtgrules.engine.targets import card_matches

_NONE = ChooseYesNo(False)


def _own(game, e: m.RevealOrEnterTapped, event: EnterEvent, holder: int) -> bool:
    return event.oid == holder


def _options(game, e: m.RevealOrEnterTapped, event: EnterEvent, holder: int) -> list:
    """The cards in its controller's hand that match, each once, and revealing none."""
    player = game.controller(holder)
    cards = [oid for oid in game.players[player].hand
             if card_matches(game, game.objects[oid], e.filter, player, holder)]
    return cards + [_NONE]


@applier(m.RevealOrEnterTapped, EnterEvent, applies=_own, commutes=True, options=_options)
def _reveal_or_tapped(game, e: m.RevealOrEnterTapped, event: EnterEvent, holder: int, action):
    who = f"player {seat_name(game.controller(holder))}"
    name = game.objects[holder].card.name
    if type(action) is int:  # a card of the hand (offered as ChooseObject)
        game.event("701.20a", f"{who} reveals {game.objects[action].card.name} from their "
                              f"hand as {name} enters")
        return event
    game.event("614.1c", f"{who} reveals no card: {name} enters tapped")
    return dataclasses.replace(event, tapped=True)
