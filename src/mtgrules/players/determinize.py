"""Determinization: a copy of a game in which every card a player can't see is replaced by one
drawn at random from what that player knows could be there (rules 402.3, 401.2, 400.2).

What ``seat`` knows of the hidden zones: its own hand; how many cards are in each hand and
library; and, for each player, which cards make up their hand and library together. That
multiset is the player's deck list minus every card seen in a public zone (battlefield,
stack, graveyards, exile), since cards only move between zones. Which of those cards are in the
opponent's hand, and in what order any library is (the searching player's own included, 401.2),
is not known. A card seen moving from a public zone to a hand or a library isn't remembered:
it is sampled like the others (less than the player could know, never more). The top card of
a library played with it revealed (401.5) is seen by everyone.

The sample depends on nothing else: hidden cards are pooled in a canonical order (by name)
before they are shuffled by the searcher's own generator, so the copy is the same whatever the
hidden cards really are, as long as what ``seat`` knows is the same. The copy's generator is
reseeded too, so its future shuffles aren't the real game's.
"""
from __future__ import annotations

from mtgrules.engine.objects import CardObject
from mtgrules.engine.player_rules import top_card_revealed
from mtgrules.engine.rng import Rng


def hidden_ids(game, seat: int) -> list[tuple[int, list[int]]]:
    """For each player, the ids of the objects ``seat`` can't see: the cards in that player's
    hand (unless it is ``seat``) and in their library, in zone order, but the top card of a
    library played with it revealed (401.5)."""
    out = []
    for p in game.players:
        library = list(p.library)
        if library and top_card_revealed(game, p.index) is not None:
            library = library[1:]
        out.append((p.index, library if p.index == seat else list(p.hand) + library))
    return out


def determinize(game, seat: int, rng: Rng):
    """A copy of ``game`` consistent with what ``seat`` knows, its hidden cards sampled with
    ``rng`` (see the module docstring)."""
    copy = game.copy()
    objects = copy.objects
    for _owner, ids in hidden_ids(game, seat):
        if len(ids) < 2:
            continue
        cards = sorted((objects[oid].card for oid in ids), key=_by_name)
        rng.shuffle(cards)
        for oid, card in zip(ids, cards):
            old = objects[oid]
            objects[oid] = CardObject(oid, card, old.owner, old.zone, old.token)
    copy.rng = Rng(rng.next64())
    copy._legal = None
    return copy


def _by_name(card) -> str:
    return card.name
