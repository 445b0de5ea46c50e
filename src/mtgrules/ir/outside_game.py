"""The card model of cards brought in from outside the game (rules 400.11a, 100.4a)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.filters import Filter
from mtgrules.records import record


@record
class RevealFromOutside(Effect):
    """"Reveal a sorcery card you own from outside the game and put it into your hand"
    (400.11a, Burning Wish): the controller chooses a card of their sideboard (100.4a) whose
    card type, subtype, supertype, color or mana value fit ``filter``, reveals it and puts it
    into their hand, where it is a new object (400.7)."""

    filter: Filter
