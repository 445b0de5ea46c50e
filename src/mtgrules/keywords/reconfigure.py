"""Reconfigure (rule 702.151), written "Reconfigure [cost]", on Equipment that are creatures.

702.151a: reconfigure stands for two activated abilities (``expand``): "[Cost]: Attach this
permanent to another target creature you control. Activate only as a sorcery." and "[Cost]:
Unattach this permanent. Activate only if this permanent is attached to a creature and only as a
sorcery." (``only_if``, 602.5b). An Equipment that is also a creature can equip only if it has
reconfigure (301.5c, ``engine/sba.attach_problem``).

702.151b: while it is attached, it isn't a creature: a static ability of the keyword, a layer-4
effect removing the creature type and the creature types (205.1b) as long as it is attached
(611.3a), so it is then an Equipment artifact like any other (301.5c: attached to a permanent
that stops being a creature it becomes unattached, 704.5n) and, unattached, a creature again.
An effect that makes it stop being an Equipment ends the attachment (704.5p).
"""
from __future__ import annotations


from mtgrules import ir as m
from mtgrules.ir.mana_cost import parse_mana_cost
from mtgrules.engine.keyword_rules import Keyword, register

_ANOTHER_CREATURE = m.TargetSpec("another target creature you control",
                                 m.Filter(types=frozenset({"Creature"}), controller="you", another=True), None)
_ATTACHED = m.StateCondition("attached", text="it is attached to a creature")
# 702.151b: "while attached, this isn't a creature" (layer 4; its creature types go with it)
_NOT_A_CREATURE = m.StaticAbility(m.Anthem(
    m.Filter(), only_self=True, condition=_ATTACHED,
    change=m.Change(remove_types=frozenset({"Creature"}), creature_types=()),
    text="as long as it is attached, this permanent isn't a creature"),
    "as long as it is attached, this permanent isn't a creature")


class Reconfigure(Keyword):
    name = "reconfigure"
    rule = "702.151"
    costed = True

    def expand(self, inst) -> tuple:
        """702.151a: attach to another creature you control, or unattach; 702.151b."""
        cost = m.Cost(mana=parse_mana_cost(inst.param))
        attach = m.Mode((_ANOTHER_CREATURE,), (m.Attach(m.This(), m.TargetRef(0)),),
                        "attach this permanent to another target creature you control")
        unattach = m.Mode((), (m.Unattach(m.This()),), "unattach this permanent")
        return (m.ActivatedAbility(cost, attach, False, True, f"Reconfigure {inst.param}"),
                m.ActivatedAbility(cost, unattach, False, True, f"Reconfigure {inst.param} (unattach)",
                                   only_if=_ATTACHED),
                _NOT_A_CREATURE)


register(Reconfigure())
