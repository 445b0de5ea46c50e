"""Actions with cards from opening hands (rule 103.6).

Once the mulligans are done (103.5), the starting player, then each other player in turn
order, may take the actions their opening hand's cards allow (103.6): each such card is offered
in turn, as a yes/no decision ("opening_hand"). Saying yes puts a card onto the battlefield
(103.6a: "begin the game with it on the battlefield") or reveals it (103.6b), which creates the
delayed triggered abilities its text gives ("at the beginning of the first upkeep, ...",
603.7). ``TurnState.opening_decided`` holds the cards already decided on; the first turn begins
when none is left.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.actions import ChooseYesNo
from mtgrules.engine.decision import handler, yes_or_no
from mtgrules.engine.effectlib.delayed import Waiting
from mtgrules.engine.objects import Zone, seat_name


def action_of(card: m.CardDef) -> m.OpeningHandAction | None:
    """The action ``card`` allows from an opening hand, if any."""
    for ability in card.abilities:
        if type(ability) is m.OpeningHandAction:
            return ability
    return None


def ask_next(game, order: list[int]) -> bool:
    """Ask the first player in ``order`` with an undecided card of 103.6 about it; False if
    no card is left to decide on."""
    decided = game.turn_state.opening_decided
    for player in order:
        for oid in game.players[player].hand:
            if oid in decided:
                continue
            action = action_of(game.objects[oid].card)
            if action is not None:
                what = ("begin the game with it on the battlefield (103.6a)" if action.kind == "battlefield"
                        else "reveal it from your opening hand (103.6b)")
                game.ask("opening_hand", player, f"{game.name(oid)}: {what}?", (oid,))
                return True
    return False


def _perform(game, decision, action: ChooseYesNo) -> None:
    from mtgrules.engine.mulligan import begin_or_ask
    oid = decision.data[0]
    player = decision.player
    game.turn_state.opening_decided |= {oid}
    if action.yes:
        card = game.objects[oid].card
        opening = action_of(card)
        if opening.kind == "battlefield":
            game.event("103.6a", f"player {seat_name(player)} begins the game with {card.name} "
                                 "on the battlefield")
            game.move(oid, Zone.BATTLEFIELD, controller=player)
        else:
            game.event("103.6b", f"player {seat_name(player)} reveals {card.name} from their "
                                 "opening hand")
            for e in opening.effects:
                game.delayed += (Waiting(e.when, e.effects, e.text, player, oid, card),)
                game.event("603.7a", f"{card.name} creates a delayed triggered ability: "
                                     f"{m.DELAYED_WHEN[e.when]}, {e.text}")
    begin_or_ask(game)


handler("opening_hand", yes_or_no, _perform)
