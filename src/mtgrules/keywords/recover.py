"""Recover (rule 702.59).

702.59a: "Recover [cost]" means "When a creature is put into your graveyard from the
battlefield, you may pay [cost]. If you do, return this card from your graveyard to your hand.
Otherwise, exile this card." The keyword stands for that triggered ability (``expand``), whose
effect the oracle grammar reads from the sentence; it triggers from its owner's graveyard
(``engine/recovering.py``). Mana costs only.
"""
from __future__ import annotations

from functools import lru_cache

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.engine.recovering import EVENT


@lru_cache(maxsize=None)
def _mode(cost: str) -> m.Mode:
    """702.59a: "you may pay [cost]. If you do, return this card from your graveyard to your
    hand. Otherwise, exile this card." (read by the grammar)."""
    from mtgrules.cards.sentences import parse_mode
    sentence = (f"you may pay {cost.lower()}. if you do, return cardname from your graveyard to your "
                "hand. if you don't, exile cardname.")
    mode = parse_mode(sentence)
    return m.Mode((), mode.effects, f"you may pay {cost}; if you do, return this card from your "
                                    "graveyard to your hand; otherwise, exile this card")


class Recover(Keyword):
    name = "recover"
    rule = "702.59"
    costed = True
    x_allowed = False  # an X in the recover cost would have no value

    def expand(self, inst) -> tuple:
        """702.59a: the triggered ability, functioning from the graveyard (113.6m)."""
        return (m.TriggeredAbility(EVENT, _mode(inst.param), f"Recover {inst.param} (702.59a)"),)

    def meaning(self, inst) -> str:
        return (f"when a creature is put into your graveyard from the battlefield while this card is "
                f"there, you may pay {inst.param}; if you do, return this card to your hand, "
                "otherwise exile it (702.59a)")


register(Recover())
