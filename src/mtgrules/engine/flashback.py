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

from mtgrules.cards.grammar.costs import read_cost_part
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
    mana, extra = None, []
    for part in param[1:].strip().rstrip(".").split(", "):
        part = part.strip()
        if part.startswith("{"):
            try:
                mana = parse_mana_cost(part.upper())
            except ManaCostError:
                return None
            if mana.x:
                return None
            continue
        other = read_cost_part(part.lower())
        if other is None:
            return None
        extra.append(other)
    return mana, tuple(extra)


def cost_of(card) -> tuple | None:
    """(mana cost or None, costs other than mana) of ``card``'s flashback, or None if it has
    none."""
    for inst in card.keywords:
        if inst.name == ALTERNATIVE:
            return parse_cost(inst.param)
    return None


def why_not(card) -> tuple[str, str] | None:
    """Why ``card`` can't be cast with flashback at all (702.34a): it has no flashback, or the
    resulting spell wouldn't be an instant or sorcery spell."""
    if cost_of(card) is None:
        return "702.34a", f"{card.name} has no flashback"
    if {"Instant", "Sorcery"}.isdisjoint(card.types):
        return "702.34a", f"{card.name} can be cast with flashback only as an instant or sorcery spell"
    return None
