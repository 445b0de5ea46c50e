"""Soulshift (rule 702.46).

702.46a: "Soulshift N" means "When this permanent is put into a graveyard from the battlefield,
you may return target Spirit card with mana value N or less from your graveyard to your hand" —
the triggered ability this keyword stands for (``expand``: the event 'put_into_graveyard',
700.4; the target is chosen as it is put on the stack, 603.3d: a leaves-the-battlefield ability
looks back in time, 603.10a, so the card itself, now in the graveyard, may be that target when
it is a Spirit with a small enough mana value). 702.46b: each instance triggers separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register


class Soulshift(Keyword):
    name = "soulshift"
    rule = "702.46"
    numbered = True

    def meaning(self, inst):
        return (f"when this permanent is put into a graveyard from the battlefield, you may "
                f"return target Spirit card with mana value {inst.param} or less from your "
                f"graveyard to your hand")

    def expand(self, inst):
        n = int(inst.param)
        what = f"target Spirit card with mana value {n} or less from your graveyard"
        spirit = m.Filter(subtypes=frozenset({"Spirit"}), zone="graveyard", owner_you=True,
                          compare=(("mana value", "<=", n),))
        mode = m.Mode((m.TargetSpec(what, spirit),),
                      (m.May((m.ReturnToHand(m.TargetRef(0)),), f"return {what} to your hand"),),
                      f"you may return {what} to your hand")
        return (m.TriggeredAbility("put_into_graveyard", mode, f"Soulshift {n} (702.46a)"),)


register(Soulshift())
