"""Echo (rule 702.30).

702.30a: "Echo [cost]" means "At the beginning of your upkeep, if this permanent came under your
control since the beginning of your last upkeep, sacrifice it unless you pay [cost]." The
keyword stands for that triggered ability (``expand``), on the event 'echo_due', which this
module derives from the beginning of an upkeep: the upkeep of the permanent's controller, and
the permanent came under their control (``Permanent.control_turn``, set again when control
changes, so echo triggers again after a change of control) in or after the turn their last
upkeep began (``Player.upkeep_turn``, updated once an upkeep's triggers are found). The cost is
mana ("Echo {3}{G}{G}") or costs other than mana after a dash ("Echo—Discard a card.", "Echo—
Sacrifice two lands."); paying is a choice the controller makes as the ability resolves
(118.12, ``effectlib/sacrifice.py``). 702.30b: Urza block cards have an echo cost equal to
their mana cost in the Oracle text, which is what the card data holds.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.costs import keyword_costs
from mtgrules.engine import triggers
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.engine.objects import Zone

EVENT = "echo_due"


def _came_under_control_since_last_upkeep(game, source, controller, data) -> bool:
    perm = game.objects.get(source)
    return (data[0] == controller and perm is not None and perm.zone is Zone.BATTLEFIELD
            and perm.control_turn >= game.players[controller].upkeep_turn)


triggers.derived(EVENT, "step:upkeep", _came_under_control_since_last_upkeep)


class Echo(Keyword):
    name = "echo"
    rule = "702.30"
    cost_reader = staticmethod(keyword_costs)

    def expand(self, inst):
        mana, extra = keyword_costs(inst.param)
        effect = m.SacrificeUnlessPays(m.This(), mana, extra)
        text = f"sacrifice it unless you pay {inst.param.lstrip('—')}"
        return (m.TriggeredAbility(EVENT, m.Mode((), (effect,), text), f"{inst} (702.30a)"),)


register(Echo())
