"""Ward (rule 702.21).

702.21a: "Ward [cost]" means "Whenever this permanent becomes the target of a spell or ability
an opponent controls, counter that spell or ability unless that player pays [cost]." The
keyword stands for that triggered ability (``expand``): the engine fires the event
'becomes_target_by_opponent' for each target of a spell or ability as it is cast, activated or
put on the stack; the ability's effect asks the spell's controller whether to pay (118.12a).
Costs understood: mana ("Ward {2}"), life ("Ward—Pay 3 life.") or both ("Ward—{2}, Pay 2 life.").
Other ward costs (discard, sacrifice, X, 702.21b) are not supported.
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost
from mtgrules.engine.keyword_rules import Keyword, register

_COST = re.compile(r"ward(?: ?[—-] ?| )(?:(?P<mana>(?:\{[0-9wubrgc]+\})+))?(?:,? ?pay (?P<life>\d+) life)?")


def _cost(param: str):
    """(ManaCost or None, life) from the keyword's parameter ("{2}", "—Pay 3 life")."""
    sep = "" if param.startswith("—") else " "
    hit = _COST.fullmatch("ward" + sep + param.lower())
    mana = parse_mana_cost(hit.group("mana").upper()) if hit.group("mana") else None
    return mana, int(hit.group("life") or 0)


class Ward(Keyword):
    name = "ward"
    starts = ("ward",)
    rule = "702.21"

    def parse(self, low: str, text: str):
        hit = _COST.fullmatch(low)
        if not hit or not (hit.group("mana") or hit.group("life")):
            return None
        if hit.group("mana"):
            try:
                cost = parse_mana_cost(hit.group("mana").upper())
            except ManaCostError:
                return None
            if cost.x:
                return None  # 702.21b: X costs are not supported
        param = text.strip()[len("ward"):].rstrip(".")
        if not param.startswith("—"):
            param = param.strip()
        return (m.KeywordInstance(self.name, param),)

    def expand(self, inst):
        mana, life = _cost(inst.param)
        effect = m.CounterUnlessPays(m.EventObject(1), mana, life)
        return (m.TriggeredAbility("becomes_target_by_opponent", m.Mode((), (effect,), str(inst)),
                                   f"{inst} (702.21a)"),)


register(Ward())
