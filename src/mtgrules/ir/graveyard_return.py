"""A card of one's graveyard chosen as the effect happens (no target) and returned (400.7)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.filters import Filter
from mtgrules.records import record


@record
class ReturnCardChosen(Effect):
    """"Return a creature card from your graveyard to your hand" (no target, 115.1): as the
    effect happens the controller chooses a card of their graveyard matching ``filter`` (608.2d)
    and puts it into their hand; nothing happens if none matches. With ``milled``, only a card
    the spell or ability milled ("put a land card from among the cards milled this way into
    your hand", 701.17a, 608.2c). With ``at_random``, no one chooses: the card is one of those
    matching, at random ("return a card at random from your graveyard to your hand")."""

    filter: Filter
    milled: bool = False
    at_random: bool = False
