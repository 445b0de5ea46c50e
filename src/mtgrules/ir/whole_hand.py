"""Whole hands and graveyards: discarding a hand (rule 701.9a), shuffling a hand and a graveyard
into a library (701.24a)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class DiscardHand(Effect):
    """"Discard your hand", "Each player discards their hand", "discard all the cards in your
    hand" (701.9a): each player ``who`` names discards every card in their hand, no choice made;
    "that many" after it is the number of cards discarded (608.2h)."""

    who: Ref


@record
class ShuffleZonesInto(Effect):
    """"Target player shuffles their graveyard into their library", "Each player shuffles their
    hand and graveyard into their library" (701.24a, 400.7): each player ``who`` names puts every
    card of their graveyard (and of their hand, with ``hand``) into their library and shuffles
    it."""

    who: Ref
    hand: bool = False
