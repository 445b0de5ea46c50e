"""Alternative costs paid with a creature: emerge (702.119) and harmonize (702.180), which
reduce the total cost by one of its numbers, and web-slinging (702.188).

702.119a: "Emerge [cost]" means "You may cast this spell by paying [cost] and sacrificing a
creature rather than paying its mana cost" and "If you chose to pay this spell's emerge cost,
its total cost is reduced by an amount of generic mana equal to the sacrificed creature's mana
value." 702.180a: "Harmonize [cost]" means "You may cast this card from your graveyard by paying
[cost] and tapping up to one untapped creature you control rather than paying this spell's mana
cost," "If you cast this spell using its harmonize ability, its total cost is reduced by an
amount of generic mana equal to the tapped creature's power," and it is exiled as it leaves the
stack (``engine/graveyard_casting.py``). 702.180b: the creature is chosen as the cost is chosen
(601.2b) and tapped as the total cost is paid (601.2h); emerge's creature likewise, sacrificed
as the total cost is paid. 702.188a: "Web-slinging [cost]" means "You may cast this spell by
paying [cost] and returning a tapped creature you control to its owner's hand rather than
paying its mana cost" (no reduction).

``CastSpell(card, alternative="emerge" | "harmonize" | "web-slinging")``; the creature chosen is the spell's
``StackObject.cost_creature`` (-1: none, for harmonize's "up to one"), its number a reduction of
the total cost's generic mana (601.2f, 118.7a), judged as the total cost is locked in.
"""
from __future__ import annotations

from typing import NamedTuple

from mtgrules.engine.objects import Zone


class Way(NamedTuple):
    """A keyword's creature: the ``rule``, what is done to it (``kind``: 'sacrifice', 'tap' or
    'return' to its owner's hand), the number of it that reduces the cost (``stat``: 'mana
    value', 'power', or '' for none), and whether it may be none (``optional``: "up to one")."""

    rule: str
    kind: str
    stat: str
    optional: bool


WAYS = {
    "emerge": Way("702.119a", "sacrifice", "mana value", False),
    "harmonize": Way("702.180a", "tap", "power", True),
    "web-slinging": Way("702.188a", "return", "", False),
}

#: ``StackObject.cost_creature`` when no creature is chosen ("up to one", 702.180a).
NONE = -1


def way_of(item) -> str | None:
    """The keyword the spell ``item`` is cast by, if it is one of these."""
    if item.cast_by in WAYS:
        return item.cast_by
    if item.from_graveyard in WAYS:
        return item.from_graveyard
    return None


def candidates(game, player: int, way: str) -> list[int]:
    """The creatures ``player`` controls that could be sacrificed (701.21a), tapped (an
    untapped one, 701.26a) or returned (a tapped one, 702.188a) for ``way``."""
    kind = WAYS[way].kind
    return [oid for oid in game.battlefield if game.is_creature(oid) and game.controller(oid) == player
            and not (kind == "tap" and game.objects[oid].tapped)
            and not (kind == "return" and not game.objects[oid].tapped)]


def reduction(game, oid: int, way: str) -> int:
    """The generic mana the creature ``oid`` takes off the total cost (702.119a, 702.180a)."""
    if oid == NONE or not WAYS[way].stat:
        return 0
    c = game.chars(oid)
    value = c.copiable.mana_value if WAYS[way].stat == "mana value" else c.power
    return max(0, value or 0)


def describe_choice(game, oid: int, way: str) -> str:
    """The log's words for the creature chosen."""
    w = WAYS[way]
    if oid == NONE:
        return f"no creature to {w.kind} for {way}"
    if not w.stat:
        return f"{game.name(oid)} to {w.kind} for {way}"
    return f"{game.name(oid)} to {w.kind} for {way} ({w.stat} {reduction(game, oid, way)} less to pay)"


def pay(game, player: int, item) -> None:
    """Rule 601.2h: the creature chosen is sacrificed or tapped as the total cost is paid."""
    way = way_of(item)
    oid = item.cost_creature
    if way is None or oid is None or oid == NONE or game.objects.get(oid) is None \
            or game.objects[oid].zone is not Zone.BATTLEFIELD:
        return
    from mtgrules.engine import triggers
    from mtgrules.engine.abilities import pay_tap
    from mtgrules.engine.objects import seat_name
    who = f"player {seat_name(player)}"
    if WAYS[way].kind == "sacrifice":
        game.event("701.21a", f"{who} sacrifices {game.name(oid)} to pay the {way} cost of {item.card.name}")
        item.sacrificed = item.sacrificed + (oid,)
        triggers.sacrifice(game, player, oid)
    elif WAYS[way].kind == "tap":
        game.event("701.26a", f"{who} taps {game.name(oid)} to pay the {way} cost of {item.card.name}")
        pay_tap(game, oid)
    else:
        game.event(WAYS[way].rule, f"{who} returns {game.name(oid)} to its owner's hand to pay the {way} "
                                   f"cost of {item.card.name}")
        game.move(oid, Zone.HAND)
