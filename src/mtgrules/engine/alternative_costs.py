"""A spell's own alternative cost (rules 118.9, 601.2b): "You may pay 1 life and exile a blue
card from your hand rather than pay this spell's mana cost." (``ir.AlternativeCost``). It is
cast with ``CastSpell(card, alternative=ALTERNATIVE)``; the spell remembers the choice
(``StackObject.alternative_cost``), its mana cost is then the alternative's mana (none if it
has none), and the alternative's other costs join the additional costs paid with it (601.2f-h).
"""
from __future__ import annotations

from mtgrules.ir import AlternativeCost, StaticAbility

ALTERNATIVE = "alternative cost"


def of(card) -> AlternativeCost | None:
    """The alternative cost ``card``'s text gives it, if any."""
    for ability in card.abilities:
        if type(ability) is StaticAbility and type(ability.effect) is AlternativeCost:
            return ability.effect
    return None


def why_not(game, card, player: int) -> tuple[str, str] | None:
    """None if ``player`` may cast ``card`` for its alternative cost now, else (rule, reason):
    it has none, or its condition ("If it's not your turn") doesn't hold (118.9)."""
    alt = of(card)
    if alt is None:
        return "118.9", f"{card.name} has no alternative cost"
    if alt.condition is not None:
        from mtgrules.engine.conditions import holds_for
        if not holds_for(game, player, -1, alt.condition):
            return "118.9", f"{card.name}'s alternative cost can be paid only if {alt.condition.text}"
    return None
