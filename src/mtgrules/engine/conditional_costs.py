"""Alternative costs that may be paid only if something happened this turn: spectacle
(702.137) and surge (702.117).

702.137a: "Spectacle [cost]" means "You may pay [cost] rather than pay this spell's mana cost"
and "You can't pay this spell's spectacle cost unless an opponent lost life this turn."
702.117a: "Surge [cost]" means "You may pay [cost] rather than pay this spell's mana cost as
you cast this spell if you or one of your teammates has cast another spell this turn" (without
teams: the caster, 810). Casting a spell this way follows the rules for alternative costs
(601.2b, 601.2f-h): ``CastSpell(card, alternative="spectacle" | "surge")``, the spell's
``StackObject.cast_by``. Its timing doesn't change (307.1). The condition is judged as the spell
is cast, before it becomes cast (601.2i), so the spell itself is not "another spell".

The spell, and the permanent it becomes, carry the keyword's mark in ``game.marks`` (``paid``,
``entered``), which "if this spell's surge cost was paid" and "if its spectacle cost was paid"
look at (the condition "marked", ``cards/grammar/conditions.py``); a new object doesn't (400.7).
"""
from __future__ import annotations

from typing import NamedTuple

from mtgrules import ir as m
from mtgrules.cards.grammar.conditions import cost_paid_mark
from mtgrules.engine.objects import seat_name


class Alternative(NamedTuple):
    """One keyword's alternative cost: its ``rule`` and the ``condition`` that allows it."""

    rule: str
    condition: m.StateCondition


ALTERNATIVES = {
    "spectacle": Alternative("702.137a", m.StateCondition("opponent_lost_life",
                                                          text="an opponent lost life this turn")),
    "surge": Alternative("702.117a", m.StateCondition("spells_this_turn", 1,
                                                      text="you have cast another spell this turn")),
}


def why_not(game, player: int, card, keyword: str) -> tuple[str, str] | None:
    """Why ``player`` can't cast ``card`` paying its ``keyword`` cost now (702.137a, 702.117a)."""
    from mtgrules.engine.conditions import holds_for
    way = ALTERNATIVES[keyword]
    if card.keyword_cost(keyword) is None:
        return way.rule, f"{card.name} has no {keyword}"
    if not holds_for(game, player, -1, way.condition):
        return way.rule, (f"player {seat_name(player)} can't pay the {keyword} cost of {card.name}: "
                          f"only if {way.condition.text}")
    return None


def paid(game, oid: int, keyword: str) -> None:
    """The spell ``oid``, or the permanent such a spell became, had its ``keyword`` cost paid."""
    mark = cost_paid_mark(keyword)
    game.marks[mark] = game.marks.get(mark, frozenset()) | {oid}
