"""Casting a card from its owner's graveyard by paying an additional cost: jump-start
(702.133a) and retrace (702.81a).

702.133a: jump-start means "You may cast this card from your graveyard if the resulting spell
is an instant or sorcery spell by discarding a card as an additional cost to cast it" and "If
this spell was cast using jump-start, exile it instead of putting it anywhere else any time it
would leave the stack." 702.81a: retrace means "You may cast this card from your graveyard by
discarding a land card as an additional cost to cast it" (any card type; it returns to the
graveyard as usual). The mana cost is the card's own, the timing its own (307.1); the discard
is paid with the other costs (601.2h). ``legal_actions()`` offers ``CastSpell(card,
alternative="jump-start" | "retrace")``; the spell records the way it was cast
(``StackObject.from_graveyard``).
"""
from __future__ import annotations

from typing import NamedTuple

from mtgrules import ir as m


class Way(NamedTuple):
    """How a keyword lets its card be cast from a graveyard: the ``rule``, the additional cost
    (``extra``), whether the spell is exiled as it leaves the stack, whether only an instant or
    sorcery spell may be cast this way."""

    rule: str
    extra: tuple
    exiled: bool
    spells_only: bool


WAYS = {
    "jump-start": Way("702.133a", (m.AdditionalCost("discard", 1, None, "discard a card"),), True, True),
    "retrace": Way("702.81a", (m.AdditionalCost("discard", 1, m.Filter(types=frozenset({"Land"}), zone="hand"),
                                                 "discard a land card"),), False, False),
}


def ways(card) -> tuple[str, ...]:
    """The ways ``card`` may be cast from a graveyard by these keywords."""
    names = {k.name for k in card.keywords}
    return tuple(w for w in WAYS if w in names)


def why_not(card, way: str) -> tuple[str, str] | None:
    """Why ``card`` can't be cast from a graveyard ``way`` at all."""
    rule = WAYS[way].rule
    if way not in ways(card):
        return rule, f"{card.name} has no {way}"
    if WAYS[way].spells_only and {"Instant", "Sorcery"}.isdisjoint(card.types):
        return rule, f"{card.name} can be cast with {way} only as an instant or sorcery spell"
    return None


def exiled_as_it_leaves(item) -> str | None:
    """The rule exiling a spell cast this way as it leaves the stack (702.133a), or None."""
    way = WAYS.get(getattr(item, "from_graveyard", ""))
    return way.rule if way is not None and way.exiled else None
