"""Rebound (rule 702.88).

702.88a: "Rebound" means "If this spell was cast from your hand, instead of putting it into your
graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast this
card from exile without paying its mana cost." A spell cast from its caster's hand is marked as
it is cast (``StackObject.rebound``); as it resolves it is exiled instead (``exile_instead``,
called as the spell leaves the stack, not if it is countered) and a delayed triggered ability
(603.7) waits for its controller's next upkeep, whose effect (``m.ReboundCast``,
``effectlib/cast_from_exile.py``) casts the card as it resolves (608.2g) for no mana (118.9: an
alternative cost; X is 0, 107.3b). Cast that way, from exile, it isn't cast from a hand, so it
goes to the graveyard as it resolves. 702.88b: several instances are redundant.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.objects import Zone, seat_name

ALTERNATIVE = "rebound"
_CAST = (m.ReboundCast(),)


def has_rebound(card) -> bool:
    return any(inst.name == ALTERNATIVE for inst in card.keywords)


def exiled_as_it_resolves(game, item) -> bool:
    """Whether the resolving spell ``item`` is exiled rather than put into its owner's
    graveyard (702.88a): it was cast from its caster's hand and has rebound, its own (noted as
    it was cast) or given to it now (613.1f, ``spell_grants``)."""
    if item.rebound:
        return True
    if item.cast_from != "hand" or item.is_copy:
        return False
    from mtgrules.engine.spell_grants import granted
    return any(inst.name == ALTERNATIVE for inst in granted(game, item.id))


def exile_instead(game, item) -> None:
    """702.88a: the resolving spell ``item``, cast from its caster's hand, is exiled instead of
    being put into its owner's graveyard, and its delayed triggered ability waits."""
    from mtgrules.engine.effectlib.delayed import Waiting
    game.event("702.88a", f"{item.card.name} is exiled as it resolves (rebound)")
    new = game.move(item.id, Zone.EXILE)
    if new is None or new not in game.objects or game.objects[new].zone is not Zone.EXILE:
        return
    game.delayed += (Waiting("your_upkeep", _CAST, "you may cast it from exile without paying its "
                             "mana cost", item.controller, new, item.card),)
    game.event("702.88a", f"at the beginning of player {seat_name(item.controller)}'s next upkeep, "
                          f"they may cast {item.card.name} from exile without paying its mana cost")
