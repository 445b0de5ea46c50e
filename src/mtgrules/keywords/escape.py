"""Escape (rule 702.138).

702.138a: "Escape [cost]" means "You may cast this card from your graveyard by paying [cost]
rather than paying its mana cost" (an alternative cost, 601.2b, 601.2f-h; the timing of the
card unchanged). The cost is mana and, after a dash, costs other than mana: "Escape—{3}{B},
Exile three other cards from your graveyard." (the card being cast is already on the stack as
they are paid, 601.2a, so they are other cards). The engine side is
``engine/graveyard_casting.py`` (``CastSpell(card, alternative="escape")``); the permanent a
spell so cast becomes "escaped" (702.138b): "This creature escapes with three +1/+1 counters on
it" (702.138c, ``cards/grammar/counters.py``) and "if it escaped" (``cards/grammar/conditions.py``)
ask about it. Not read: "escapes with <ability>" (702.138d).
"""
from __future__ import annotations

from mtgrules.engine.graveyard_casting import parse_keyword_cost
from mtgrules.engine.keyword_rules import Keyword, register


class Escape(Keyword):
    name = "escape"
    rule = "702.138"
    cost_reader = staticmethod(parse_keyword_cost)

    def meaning(self, inst) -> str:
        mana, others = parse_keyword_cost(inst.param)
        paid = " and ".join(([str(mana)] if mana is not None else []) + [c.text for c in others])
        return f"you may cast this card from your graveyard by paying {paid} rather than paying its mana cost (702.138a)"


register(Escape())
