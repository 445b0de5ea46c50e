"""Madness (rule 702.35).

702.35a: "Madness [cost]" means "If a player would discard this card, that player discards it,
but exiles it instead of putting it into their graveyard" and "When this card is exiled this
way, its owner may cast it by paying [cost] rather than paying its mana cost. If that player
doesn't, they put this card into their graveyard." The keyword stands for the triggered ability
(``expand``), which triggers from exile (113.6k); the discard into exile and the casting are
``engine/madness.py`` and ``engine/effectlib/madness.py``. 702.35b: casting it follows the rules
for alternative costs (601.2b, 601.2f-h). Mana costs ("Madness {1}{R}", "Madness {X}{R}").
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.engine.madness import EXILED

_CAST = m.Mode((), (m.MadnessCast(),), "its owner may cast it for its madness cost; if they "
                                       "don't, they put it into their graveyard")


class Madness(Keyword):
    name = "madness"
    rule = "702.35"
    costed = True

    def expand(self, inst) -> tuple:
        """702.35a: "When this card is exiled this way, its owner may cast it by paying [cost]
        rather than paying its mana cost. If that player doesn't, they put this card into their
        graveyard.\""""
        return (m.TriggeredAbility(EXILED, _CAST, "Madness (702.35a)"),)

    def meaning(self, inst) -> str:
        return (f"if you would discard this card, you discard it into exile; when you do, you may "
                f"cast it by paying {inst.param} rather than its mana cost, or else put it into "
                "your graveyard (702.35a)")


register(Madness())
