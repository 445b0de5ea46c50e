"""Casting a card from its owner's graveyard by paying an additional cost: jump-start
(702.133a) and retrace (702.81a); or an alternative cost once it was discarded this turn:
mayhem (702.187b); or an alternative cost with a creature tapped: harmonize (702.180a, whose
creature and cost reduction are ``engine/creature_costs.py``).

702.133a: jump-start means "You may cast this card from your graveyard if the resulting spell
is an instant or sorcery spell by discarding a card as an additional cost to cast it" and "If
this spell was cast using jump-start, exile it instead of putting it anywhere else any time it
would leave the stack." 702.81a: retrace means "You may cast this card from your graveyard by
discarding a land card as an additional cost to cast it" (any card type; it returns to the
graveyard as usual). The mana cost is the card's own, the timing its own (307.1); the discard
is paid with the other costs (601.2h). ``legal_actions()`` offers ``CastSpell(card,
alternative="jump-start" | "retrace" | "mayhem")``; the spell records the way it was cast
(``StackObject.from_graveyard``).

702.187b: "Mayhem [cost]" means "As long as you discarded this card this turn, you may cast it
from your graveyard by paying [cost] rather than paying its mana cost" (an alternative cost,
601.2b, 601.2f-h; its timing unchanged). A card with mayhem that a player discards into a
graveyard is remembered there as (card, turn) pairs in ``game.marks`` (``discarded``); a card
that leaves the graveyard is a new object (400.7).
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from mtgrules import ir as m
from mtgrules.cards.grammar.costs import read_cost_part, read_graveyard_exile
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost


MAYHEM = "mayhem"
_DISCARDED = "mayhem_discarded"  # game.marks: (card in a graveyard, turn it was discarded)


class Way(NamedTuple):
    """How a keyword lets its card be cast from a graveyard: the ``rule``, the additional cost
    (``extra``), whether the spell is exiled as it leaves the stack, whether only an instant or
    sorcery spell may be cast this way; ``keyword_cost``: the cost written after the keyword is
    paid rather than the mana cost (mayhem, harmonize, escape: its mana, and its costs other
    than mana with the extra ones); ``discarded_only``: only if the card was discarded this turn
    (mayhem)."""

    rule: str
    extra: tuple
    exiled: bool
    spells_only: bool
    keyword_cost: bool = False
    discarded_only: bool = False


ESCAPE = "escape"

WAYS = {
    "jump-start": Way("702.133a", (m.AdditionalCost("discard", 1, None, "discard a card"),), True, True),
    "retrace": Way("702.81a", (m.AdditionalCost("discard", 1, m.Filter(types=frozenset({"Land"}), zone="hand"),
                                                 "discard a land card"),), False, False),
    MAYHEM: Way("702.187b", (), False, False, keyword_cost=True, discarded_only=True),
    ESCAPE: Way("702.138a", (), False, False, keyword_cost=True),
    "harmonize": Way("702.180a", (), True, False, keyword_cost=True),
}


@lru_cache(maxsize=None)
def parse_keyword_cost(param: str, graveyard_exile: bool = True) -> tuple | None:
    """(mana cost or None, costs other than mana) of a cost written after a keyword ("{2}{R}",
    "—{3}{B}, Exile three other cards from your graveyard."), or None if a part isn't
    understood or the mana has an X (it would have no value to take); ``graveyard_exile``:
    whether exiling other cards from the graveyard is a cost this keyword may have."""
    mana, extra = None, []
    parts = param[1:].strip().rstrip(".").split(", ") if param.startswith("—") else [param]
    for part in parts:
        part = part.strip()
        if part.startswith("{"):
            try:
                mana = parse_mana_cost(part.upper())
            except ManaCostError:
                return None
            if mana.x:
                return None
            continue
        other = read_cost_part(part.lower()) or (read_graveyard_exile(part.lower()) if graveyard_exile else None)
        if other is None:
            return None
        extra.append(other)
    return mana, tuple(extra)


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


def why_not_now(game, oid: int, way: str) -> tuple[str, str] | None:
    """Why the card ``oid`` can't be cast ``way`` now: with mayhem, only if it was discarded
    this turn (702.187b)."""
    if WAYS[way].discarded_only and (oid, game.turn) not in game.marks.get(_DISCARDED, ()):
        return WAYS[way].rule, f"{game.name(oid)} can be cast with {way} only if it was discarded this turn"
    return None


def cost_of(card, way: str):
    """The mana cost paid to cast ``card`` ``way``: the cost written after the keyword
    (mayhem, 702.187b; harmonize, 702.180a; escape's mana, 702.138a: none if it has only other
    costs), or its own mana cost."""
    if way == ESCAPE:
        return (_escape_cost(card) or (None,))[0]
    return card.keyword_cost(way) if WAYS[way].keyword_cost else card.mana_cost


def extra_costs(card, way: str) -> tuple:
    """The costs other than mana paid to cast ``card`` ``way``, with the rest (601.2h): the
    keyword's additional cost (jump-start, retrace), or those written in its cost (escape)."""
    if way == ESCAPE:
        return (_escape_cost(card) or (None, ()))[1]
    return WAYS[way].extra


def _escape_cost(card) -> tuple | None:
    for inst in card.keywords:
        if inst.name == ESCAPE:
            return parse_keyword_cost(inst.param)
    return None


def discarded(game, oid: int) -> None:
    """The card ``oid`` was discarded into a graveyard: a card with mayhem is remembered as
    discarded this turn (702.187b)."""
    obj = game.objects.get(oid) if oid is not None else None
    if obj is not None and obj.card.keyword_cost(MAYHEM) is not None:
        game.marks[_DISCARDED] = frozenset(e for e in game.marks.get(_DISCARDED, ()) if e[1] == game.turn) \
            | {(oid, game.turn)}


def exiled_as_it_leaves(item) -> str | None:
    """The rule exiling a spell cast this way as it leaves the stack (702.133a), or None."""
    way = WAYS.get(getattr(item, "from_graveyard", ""))
    return way.rule if way is not None and way.exiled else None
