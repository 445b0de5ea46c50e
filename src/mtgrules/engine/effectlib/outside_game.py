"""Cards from outside the game (rules 400.11a, 100.4a): "You may reveal a sorcery card you own
from outside the game and put it into your hand" (Burning Wish). The cards a player owns
outside the game are their sideboard (``Player.sideboard``); one decision ("outside_card",
decisions are data) names one of those that fit, once per name. The card chosen joins the game
in its owner's hand as a new object (400.7) and leaves the sideboard."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.actions import ChooseValue
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import Zone, seat_name

#: The kind of ``ChooseValue`` that names a card of the sideboard.
OUTSIDE = "outside the game"


def _fits(card, flt: m.Filter) -> bool:
    """Whether a card outside the game fits ``flt`` (its types, colors and mana value only)."""
    return flt.accepts(card.types, card.colors, card.subtypes, card.supertypes) \
        and flt.accepts_values(card.supertypes, card.power, card.toughness, card.mana_value, False)


def _names(game, player: int, flt: m.Filter) -> list[str]:
    names: list[str] = []
    for card in game.players[player].sideboard:
        if card.name not in names and _fits(card, flt):
            names.append(card.name)
    return names


@effect(m.RevealFromOutside)
def _reveal(game, res, e: m.RevealFromOutside, offset) -> bool:
    player = res.item.controller
    if not _names(game, player, e.filter):
        game.event("400.11a", f"player {seat_name(player)} owns no such card outside the game")
        return True
    game.ask("outside_card", player, "reveal a card you own from outside the game and put it "
                                     "into your hand (400.11a)")
    return False


def _legal(game, decision) -> list:
    e = game.resolving.queue[0][0]
    return [ChooseValue(OUTSIDE, name) for name in _names(game, decision.player, e.filter)]


def into_hand(game, player: int, name: str, rule: str, what: str) -> None:
    """Player ``player`` reveals the card named ``name`` of their sideboard (``what`` it is, for
    the log) and puts it into their hand: a new object (400.7) that leaves the sideboard
    (``rule``: 400.11a, or learn's 701.48a)."""
    p = game.players[player]
    at = next(i for i, card in enumerate(p.sideboard) if card.name == name)
    card = p.sideboard[at]
    p.sideboard = p.sideboard[:at] + p.sideboard[at + 1:]
    game.event(rule, f"player {seat_name(player)} reveals {card.name}, {what} they own from "
                     "outside the game, and puts it into their hand")
    game.make_card(card, player, Zone.HAND)
    game.changed()  # the number of cards in the hand (611.3a)


def _perform(game, decision, action: ChooseValue) -> None:
    game.resolving.queue.pop(0)
    into_hand(game, decision.player, action.value, "400.11a", "a card")


handler("outside_card", _legal, _perform)
