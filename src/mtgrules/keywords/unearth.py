"""Unearth (rule 702.84).

702.84a: "Unearth [cost]" means "[Cost]: Return this card from your graveyard to the
battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave
the battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery." An
activated ability that functions while the card is in a graveyard (113.6b; offered and checked
by ``engine/zone_abilities.py``, only to the card's owner), standing for the effect
``Unearth`` (``engine/effectlib/unearth.py``: the return, haste, the delayed trigger and the
replacement effect). Mana costs only; the ability exists in every zone but does nothing
elsewhere.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.ir.mana_cost import parse_mana_cost

_MODE = m.Mode((), (m.Unearth(),), "return this card from your graveyard to the battlefield; it gains "
                                   "haste; exile it at the beginning of the next end step; if it would "
                                   "leave the battlefield, exile it instead")


class Unearth(Keyword):
    name = "unearth"
    rule = "702.84"
    costed = True
    x_allowed = False  # an X in its cost would have no value to take

    def expand(self, inst) -> tuple:
        """702.84a: "[Cost]: ... Activate only as a sorcery.", from a graveyard."""
        return (m.ActivatedAbility(m.Cost(mana=parse_mana_cost(inst.param)), _MODE, sorcery_speed=True,
                                   text=f"Unearth {inst.param}", zone="graveyard", keyword=self.name),)


register(Unearth())
