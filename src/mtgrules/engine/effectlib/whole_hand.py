"""Whole hands and graveyards: "Discard your hand" (701.9a: every card of each hand named is
discarded, players in APNAP order, 101.4; what the effect did, "that many", 608.2h, is the
number of cards discarded), and "Each player shuffles their hand and graveyard into their
library" (701.24a)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import choices
from mtgrules.engine.effectlib.library import shuffle
from mtgrules.engine.effects import _players, discard, effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name


@effect(m.DiscardHand)
def _discard_hand(game, res, e: m.DiscardHand, offset) -> bool:
    total = 0
    for player in choices.in_apnap_order(game, _players(resolve_ref(game, res, e.who, offset))):
        for oid in list(game.players[player].hand):
            discard(game, player, oid)
            total += 1
    res.last_amount = total
    return True


@effect(m.ShuffleZonesInto)
def _shuffle_zones_into(game, res, e: m.ShuffleZonesInto, offset) -> bool:
    for player in choices.in_apnap_order(game, _players(resolve_ref(game, res, e.who, offset))):
        p = game.players[player]
        cards = (list(p.hand) if e.hand else []) + list(p.graveyard)
        game.event("400.7", f"player {seat_name(player)} puts {len(cards)} card"
                            f"{'' if len(cards) == 1 else 's'} from their "
                            f"{'hand and graveyard' if e.hand else 'graveyard'} into their library")
        for oid in cards:
            game.move(oid, Zone.LIBRARY)
        shuffle(game, player)
    return True
