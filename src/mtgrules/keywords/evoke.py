"""Evoke (rule 702.74).

702.74a: "Evoke [cost]" means "You may cast this card by paying [cost] rather than paying its
mana cost" and "When this permanent enters, if its evoke cost was paid, its controller
sacrifices it." The alternative cost is carried out with casting (``engine/evoked.py``;
``legal_actions()`` offers ``CastSpell(card, alternative="evoke")`` when it can be paid); the
keyword stands for the triggered ability (``expand``), whose "if" is an intervening "if"
(603.4). Its other enters abilities trigger too, and its controller orders them (603.3b). Mana
costs only ("Evoke—Exile a blue card from your hand" is not recognised, so such a card stays
refused).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.evoked import EVOKED_CONDITION
from mtgrules.engine.keyword_rules import Keyword, register

_SACRIFICE = m.Mode((), (m.SacrificeThat(m.This()),), "its controller sacrifices it")


class Evoke(Keyword):
    name = "evoke"
    rule = "702.74"
    costed = True
    x_allowed = False  # an X in its cost would have no value to take

    def expand(self, inst) -> tuple:
        """702.74a: "When this permanent enters, if its evoke cost was paid, its controller
        sacrifices it.\""""
        return (m.TriggeredAbility("enters", _SACRIFICE, f"Evoke {inst.param} (702.74a)",
                                   EVOKED_CONDITION),)


register(Evoke())
