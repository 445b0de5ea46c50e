"""Alternative costs whose permanent leaves the battlefield at the beginning of the next end
step: blitz (702.152) and warp (702.185).

702.152a: "Blitz [cost]" means "You may cast this card by paying [cost] rather than its mana
cost", "If this spell's blitz cost was paid, sacrifice the permanent this spell becomes at the
beginning of the next end step" and "As long as this permanent's blitz cost was paid, it has
haste and 'When this permanent is put into a graveyard from the battlefield, draw a card.'"
702.185a: "Warp [cost]" means "You may cast this card from your hand by paying [cost] rather
than its mana cost" and "If this spell's warp cost was paid, exile the permanent this spell
becomes at the beginning of the next end step. Its owner may cast this card after the current
turn has ended for as long as it remains exiled" (a warped card, 702.185b;
``engine/exiled_casting.py``).

Casting a spell this way follows the rules for alternative costs (601.2b, 601.2f-h):
``CastSpell(card, alternative="blitz" | "warp")``, from its owner's hand, its timing unchanged
(307.1); the spell records the keyword (``StackObject.cast_by``). The permanent such a spell
becomes carries the keyword's mark (``cost_paid_mark``, the condition of the keyword's static
ability and of "if its blitz cost was paid"), and a delayed triggered ability controlled by
the spell's controller (603.7d) waits for the next end step (603.7c: that object only). Dash
(702.109, ``engine/dashed.py``) is the older keyword of this kind.
"""
from __future__ import annotations

from typing import NamedTuple

from mtgrules import ir as m
from mtgrules.cards.grammar.conditions import cost_paid_mark


class Way(NamedTuple):
    """One keyword: its ``rule``, the effect of its delayed triggered ability on the permanent
    (``leaves``, given a reference to it) and that effect in rules English (``text``)."""

    rule: str
    leaves: object
    text: str


WAYS = {
    "blitz": Way("702.152a", m.SacrificeThat, "sacrifice it"),
    "warp": Way("702.185a", m.ExileWarped, "exile it; its owner may cast it from exile on a later turn"),
}


def paid_condition(keyword: str) -> m.StateCondition:
    """"As long as this permanent's [keyword] cost was paid" (611.3a): the permanent's mark."""
    return m.StateCondition("marked", detail=cost_paid_mark(keyword), text=f"its {keyword} cost was paid")


def entered(game, oid: int, controller: int, keyword: str) -> None:
    """The permanent ``oid`` is what a spell whose ``keyword`` cost was paid became: it is
    marked (its static ability applies from now on, 611.3a), and the delayed triggered ability
    the spell's static ability creates will act on it at the beginning of the next end step."""
    from mtgrules.engine.effectlib.delayed import Waiting
    way = WAYS[keyword]
    mark = cost_paid_mark(keyword)
    game.marks[mark] = game.marks.get(mark, frozenset()) | {oid}
    game.changed()
    card = game.objects[oid].card
    game.delayed += (Waiting("end", (way.leaves(m.Bound((oid,))),), way.text, controller, oid, card),)
    game.event(way.rule, f"{card.name}'s {keyword} cost was paid: at the beginning of the next end "
                         f"step, {way.text}")
