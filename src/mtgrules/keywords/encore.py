"""Encore (rule 702.141).

702.141a: "Encore [cost]" means "[Cost], Exile this card from your graveyard: For each opponent,
create a token that's a copy of this card that attacks that opponent this turn if able. The
tokens gain haste. Sacrifice them at the beginning of the next end step. Activate only as a
sorcery." An activated ability that functions while the card is in a graveyard (113.6b,
offered by ``engine/zone_abilities.py`` only to its owner); its effect is
``engine/effectlib/encore.py``. Mana costs only.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.ir.mana_cost import parse_mana_cost

_TEXT = ("for each opponent, create a token that's a copy of this card that attacks that opponent this "
         "turn if able; the tokens gain haste; sacrifice them at the beginning of the next end step")
_MODE = m.Mode((), (m.Encore(m.This()),), _TEXT)


class Encore(Keyword):
    name = "encore"
    rule = "702.141"
    costed = True
    x_allowed = False  # an X in its cost would have no value to take

    def expand(self, inst) -> tuple:
        cost = m.Cost(mana=parse_mana_cost(inst.param), exile_self=True)
        return (m.ActivatedAbility(cost, _MODE, sorcery_speed=True, text=f"{inst} (702.141a)",
                                   zone="graveyard", keyword="encore"),)

    def meaning(self, inst) -> str:
        return f"{inst.param}, exile this card from your graveyard: {_TEXT}; only as a sorcery (702.141a)"


register(Encore())
