"""Revealing a hand or looking at it (701.20a, 701.20e: "Target opponent reveals their hand.",
"Look at target player's hand."), and discarding a card another player chooses (rule 701.9b): "Target opponent reveals their hand.
You choose a nonland card from it. That player discards that card." The hand is revealed
(701.20a), the spell's or ability's controller chooses among the matching cards, and the
player discards them, or they are exiled ("... and exile that card", 406.2)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import _players, discard, effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name


@effect(m.DiscardChosen)
def _discard_chosen(game, res, e: m.DiscardChosen, offset) -> bool:
    players = _players(resolve_ref(game, res, e.who, offset))
    if not players:
        return True
    player = players[0]
    hand = game.players[player].hand
    game.event("701.20a", f"player {seat_name(player)} reveals their hand: "
                          + (", ".join(game.name(o) for o in hand) or "no cards"))
    if not _candidates(game, player, e):
        return True
    fate = "exiled" if e.exile else "discarded"
    game.ask("discard_chosen", res.item.controller,
             f"choose a card from player {seat_name(player)}'s hand to be {fate}", (player,))
    return False


@effect(m.RevealHand)
def _reveal_hand(game, res, e: m.RevealHand, offset) -> bool:
    """Each named player's hand is shown to all players (701.20a) or, looked at, only to the
    controller (701.20e): the log names the cards only of a revealed hand."""
    viewer = seat_name(res.item.controller)
    for player in _players(resolve_ref(game, res, e.who, offset)):
        hand = game.players[player].hand
        if e.revealed:
            game.event("701.20a", f"player {seat_name(player)} reveals their hand: "
                                  + (", ".join(game.name(o) for o in hand) or "no cards"))
        else:
            game.event("701.20e", f"player {viewer} looks at player {seat_name(player)}'s hand "
                                  f"({len(hand)} card{'s' if len(hand) != 1 else ''})")
    return True


def _candidates(game, player: int, e: m.DiscardChosen) -> list[int]:
    flt = e.filter
    out = []
    for oid in game.players[player].hand:
        card = game.objects[oid].card
        if flt is None or (flt.accepts(card.types, card.colors, card.subtypes, card.supertypes, card.name) and flt.accepts_values(
                card.supertypes, card.power, card.toughness, card.mana_value, False)):
            out.append(oid)
    return out


def _legal(game, decision) -> list:
    e, _ = game.resolving.queue[0]
    return [ChooseObject(oid, game.name(oid)) for oid in _candidates(game, decision.data[0], e)]


def _perform(game, decision, action: ChooseObject) -> None:
    e, _ = game.resolving.queue.pop(0)
    if e.exile:  # exiled from the hand: not a discard (701.9a), so nothing "discarded" triggers
        game.event("406.2", f"{game.name(action.object)} is exiled from player "
                            f"{seat_name(decision.data[0])}'s hand")
        game.move(action.object, Zone.EXILE)
    else:
        discard(game, decision.data[0], action.object)


handler("discard_chosen", _legal, _perform)
