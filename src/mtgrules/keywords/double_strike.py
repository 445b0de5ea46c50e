"""Double strike (rule 702.4).

702.4b: a creature with double strike deals combat damage in the first combat damage step (as
with first strike, 702.7b) and again in the second one if it still has double strike then.
702.4c: removing double strike during the first combat damage step stops its second-step damage.
702.4d: giving double strike to a first striker after it dealt first-step damage lets it deal
damage again in the second step. 702.4e: several instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class DoubleStrike(Keyword):
    name = "double strike"
    rule = "702.4"

    def first_strike(self, game, oid: int, inst) -> bool:
        """702.4b: it deals damage in the first combat damage step."""
        return True

    def deals_damage_again(self, game, oid: int, inst) -> bool:
        """702.4b-d: asked in the second step, so only a creature that has double strike *now*
        deals damage again."""
        return True


register(DoubleStrike())
