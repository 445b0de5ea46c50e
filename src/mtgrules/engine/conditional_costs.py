"""Alternative costs that may be paid only if something happened this turn: spectacle
(702.137), surge (702.117), prowl (702.76) and freerunning (702.173).

702.137a: "Spectacle [cost]" means "You may pay [cost] rather than pay this spell's mana cost"
and "You can't pay this spell's spectacle cost unless an opponent lost life this turn."
702.117a: "Surge [cost]" means "You may pay [cost] rather than pay this spell's mana cost as
you cast this spell if you or one of your teammates has cast another spell this turn" (without
teams: the caster, 810). Casting a spell this way follows the rules for alternative costs
(601.2b, 601.2f-h): ``CastSpell(card, alternative="spectacle" | "surge")``, the spell's
``StackObject.cast_by``. Its timing doesn't change (307.1). The condition is judged as the spell
is cast, before it becomes cast (601.2i), so the spell itself is not "another spell".

702.76a: prowl's cost may be paid "if a player was dealt combat damage this turn by a source
that, at the time it dealt that damage, was under your control and had any of this spell's
creature types"; 702.173a: freerunning's "if a player was dealt combat damage this turn by a
creature that, at the time it dealt that damage, was an Assassin creature or a commander under
your control". Each source is judged as it dealt the damage (``TurnState.combat_damagers``);
games here have no commanders (903.3), so for freerunning only Assassins count.

The spell, and the permanent it becomes, carry the keyword's mark in ``game.marks`` (``paid``,
``entered``), which "if this spell's surge cost was paid" and "if its spectacle cost was paid"
look at (the condition "marked", ``cards/grammar/conditions.py``); a new object doesn't (400.7).
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from mtgrules import ir as m
from mtgrules.cards.grammar.conditions import cost_paid_mark
from mtgrules.engine.objects import seat_name


class Alternative(NamedTuple):
    """One keyword's alternative cost: its ``rule``, the ``text`` of what allows it, and either
    the ``condition`` that does or ``dealt_by``: given the card, whether a source that dealt
    combat damage to a player this turn, as (controller, card types, subtypes), allows it for
    the caster."""

    rule: str
    text: str
    condition: m.StateCondition | None = None
    dealt_by: Callable | None = None


def _shares_creature_type(card) -> Callable:
    """Prowl (702.76a): the source had any of the spell's creature types (205.3m)."""
    kinds = frozenset(card.subtypes)
    return lambda types, subtypes: not kinds.isdisjoint(subtypes)


def _assassin(card) -> Callable:
    """Freerunning (702.173a): the source was an Assassin creature (no commanders, 903.3)."""
    return lambda types, subtypes: "Creature" in types and "Assassin" in subtypes


ALTERNATIVES = {
    "spectacle": Alternative("702.137a", "an opponent lost life this turn",
                             m.StateCondition("opponent_lost_life")),
    "surge": Alternative("702.117a", "you have cast another spell this turn",
                         m.StateCondition("spells_this_turn", 1)),
    "prowl": Alternative("702.76a", "a player was dealt combat damage this turn by a source you "
                                    "controlled that had any of this spell's creature types",
                         dealt_by=_shares_creature_type),
    "freerunning": Alternative("702.173a", "a player was dealt combat damage this turn by an "
                                           "Assassin creature you controlled", dealt_by=_assassin),
}


def why_not(game, player: int, card, keyword: str) -> tuple[str, str] | None:
    """Why ``player`` can't cast ``card`` paying its ``keyword`` cost now (702.137a, 702.117a,
    702.76a, 702.173a)."""
    from mtgrules.engine.conditions import holds_for
    way = ALTERNATIVES[keyword]
    if card.keyword_cost(keyword) is None:
        return way.rule, f"{card.name} has no {keyword}"
    if way.dealt_by is not None:
        allows = way.dealt_by(card)
        holds = any(controller == player and allows(types, subtypes)
                    for controller, types, subtypes in game.turn_state.combat_damagers)
    else:
        holds = holds_for(game, player, -1, way.condition)
    if not holds:
        return way.rule, (f"player {seat_name(player)} can't pay the {keyword} cost of {card.name}: "
                          f"only if {way.text}")
    return None


def paid(game, oid: int, keyword: str) -> None:
    """The spell ``oid``, or the permanent such a spell became, had its ``keyword`` cost paid."""
    mark = cost_paid_mark(keyword)
    game.marks[mark] = game.marks.get(mark, frozenset()) | {oid}
