"""Casting a card with flashback from a graveyard (rule 702.34).

702.34a: flashback represents two static abilities: one functioning while the card is in a
player's graveyard, "You may cast this card from your graveyard if the resulting spell is an
instant or sorcery spell by paying [cost] rather than paying its mana cost", and one
functioning while it is on the stack, "If the flashback cost was paid, exile this card instead
of putting it anywhere else any time it would leave the stack". Casting it this way follows the
rules for alternative costs (601.2b, 601.2f-h): ``CastSpell(card, alternative="flashback")``,
the spell's ``StackObject.flashback``; the cost is its mana part (``mana``) plus the costs other
than mana ("Flashback—{1}{U}, Pay 3 life"; ``extra``), paid with the rest (601.2h). The timing
of the spell doesn't change (a sorcery still waits for a main phase and an empty stack, 307.1).
The card data side is ``keywords/flashback.py``: the keyword's parameter is the cost as printed.
"""
from __future__ import annotations

from functools import lru_cache

from mtgrules.engine.graveyard_casting import parse_keyword_cost
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost

ALTERNATIVE = "flashback"


@lru_cache(maxsize=None)
def parse_cost(param: str) -> tuple | None:
    """(mana cost or None, costs other than mana) of a flashback cost as printed ("{1}{R}",
    "—{1}{U}, Pay 3 life", "—Sacrifice a creature"), or None if a part isn't understood."""
    if not param.startswith("—"):
        try:
            cost = parse_mana_cost(param.upper())
        except ManaCostError:
            return None
        return (None, ()) if cost.x else (cost, ())
    return parse_keyword_cost(param, graveyard_exile=False)


def cost_of(card, granted: bool = False) -> tuple | None:
    """(mana cost or None, costs other than mana) of ``card``'s flashback, or None if it has
    none; ``granted``: an effect gave it flashback whose cost is its mana cost (702.34a)."""
    for inst in card.keywords:
        if inst.name == ALTERNATIVE:
            return parse_cost(inst.param)
    return (card.mana_cost, ()) if granted else None


def why_not(card, granted: bool = False) -> tuple[str, str] | None:
    """Why ``card`` can't be cast with flashback at all (702.34a): it has no flashback, or the
    resulting spell wouldn't be an instant or sorcery spell."""
    if cost_of(card, granted) is None:
        return "702.34a", f"{card.name} has no flashback"
    if {"Instant", "Sorcery"}.isdisjoint(card.types):
        return "702.34a", f"{card.name} can be cast with flashback only as an instant or sorcery spell"
    return None


# --- flashback granted until end of turn ("gains flashback until end of turn") ---------------

#: game.marks: the cards in graveyards an effect gave flashback this turn (611.2a: until end of
#: turn; its cost is the card's mana cost)
GRANTED = "flashback_granted"


def grant(game, oids) -> None:
    """The cards ``oids`` (in graveyards) have flashback until end of turn (702.34a)."""
    game.marks[GRANTED] = game.marks.get(GRANTED, frozenset()) | frozenset(oids)


def granted(game, oid: int) -> bool:
    """Whether an effect gave card ``oid`` flashback this turn (a card that left the graveyard
    is a new object without it, 400.7)."""
    held = game.marks.get(GRANTED) if game.marks else None
    return held is not None and oid in held


def turn_ended(game) -> bool:
    """Rule 514.2: flashback granted until end of turn ends in the cleanup step; whether any did."""
    return game.marks.pop(GRANTED, None) is not None
