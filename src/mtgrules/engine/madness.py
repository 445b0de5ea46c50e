"""Madness (rule 702.35): discarding into exile, and casting from there for the madness cost.

702.35a: "Madness [cost]" means "If a player would discard this card, that player discards it,
but exiles it instead of putting it into their graveyard" (``discard_into_exile``, called as
the card is discarded, ``effects.discard``: it is still discarded, 701.9a, so "whenever you
discard" abilities trigger) and "When this card is exiled this way, its owner may cast it by
paying [cost] rather than paying its mana cost. If that player doesn't, they put this card into
their graveyard" (the keyword's triggered ability, which triggers from exile, 113.6k; its
effect is ``effectlib/madness.py``). 702.35b: casting it follows the rules for alternative
costs (601.2b, 601.2f-h): ``StackObject.madness``; it is cast as the ability resolves (608.2g),
so the card's timing doesn't matter, and only then.

The madness replacement is applied before any other effect that would exile the card instead
(616.1): which comes first can't change where the card ends up, as a card its owner doesn't
cast goes to the graveyard, where the other effect applies again.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.objects import Zone, player_ref, seat_name
from mtgrules.engine.zone_abilities import trigger_own

ALTERNATIVE = "madness"
#: The event of "When this card is exiled this way" (702.35a), triggering from exile.
EXILED = "madness_exiled"


def madness_cost(card) -> m.ManaCost | None:
    """The card's madness cost (702.35a), or None if it has no madness."""
    return card.keyword_cost(ALTERNATIVE)


def discard_into_exile(game, player: int, oid: int) -> int | None:
    """702.35a: ``player`` discards card ``oid``, which has madness, into exile; its madness
    ability triggers. Returns the card's new id in exile (None if it went elsewhere)."""
    name = game.name(oid)
    game.event("702.35a", f"player {seat_name(player)} discards {name} into exile (madness)")
    new = game.move(oid, Zone.EXILE)
    if new is not None and new in game.objects and game.objects[new].zone is Zone.EXILE:
        owner = game.objects[new].owner
        trigger_own(game, new, EXILED, (new, owner, player_ref(owner)), owner)
    return new
