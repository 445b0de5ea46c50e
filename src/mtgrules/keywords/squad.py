"""Squad (rule 702.157) and offspring (rule 702.175): optional additional costs whose payment
makes token copies of the creature as it enters.

702.157a: "Squad [cost]" means "As an additional cost to cast this spell, you may pay [cost]
any number of times" and "When this creature enters, if its squad cost was paid, create a token
that's a copy of it for each time its squad cost was paid." 702.157b: each instance is paid
separately and triggers on its own payments.

702.175a: "Offspring [cost]" means "You may pay an additional [cost] as you cast this spell"
and "When this permanent enters, if its offspring cost was paid, create a token that's a copy
of it, except it's 1/1." (707.9b: the exception is part of the token's copiable values).
702.175b: each instance separately.

The costs are announced as the spell is cast (601.2b, ``optional_costs``; paid with the rest,
601.2f-h) and recorded on the spell and the permanent it becomes (``optional_paid``); the
trigger's "if its ... cost was paid" is an intervening "if" (603.4). A token copy has no costs
paid, so its own trigger doesn't trigger.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.keyword_syntax import OptionalCost
from mtgrules.engine.flashback import parse_cost
from mtgrules.engine.keyword_rules import Keyword, register

_ITSELF = m.Filter(types=frozenset({"Creature"}))  # the copy's exceptions need a filter (unused)


def _label(name: str, param: str) -> str:
    return f"{name}{param}" if param.startswith("—") else f"{name} {param}"


class Squad(Keyword):
    name = "squad"
    rule = "702.157"
    cost_reader = staticmethod(parse_cost)
    max_times: int | None = None

    def optional_costs(self, card, inst) -> tuple[OptionalCost, ...]:
        mana, extra = parse_cost(inst.param)
        return (OptionalCost(_label(self.name, inst.param), mana, self.max_times, f"{self.rule}a",
                             extra=extra),)

    def _copies(self, label: str) -> tuple:
        return (m.CreateTokenCopy(m.TimesPaid(label), m.This()),)

    def _copies_text(self) -> str:
        return "create a token that's a copy of it for each time its squad cost was paid"

    def meaning(self, inst):
        return (f"as an additional cost to cast this spell, you may pay {inst.param.lstrip('—')} any "
                f"number of times; when this creature enters, if its squad cost was paid, "
                f"{self._copies_text()}")

    def expand(self, inst):
        label = _label(self.name, inst.param)
        mode = m.Mode((), self._copies(label), self._copies_text())
        paid = m.CostPaid(label, f"its {self.name} cost was paid")
        return (m.TriggeredAbility("enters", mode, f"{label} ({self.rule}a)", condition=paid),)


class Offspring(Squad):
    name = "offspring"
    rule = "702.175"
    max_times = 1

    def _copies(self, label: str) -> tuple:
        one_one = m.EntersAsCopy(_ITSELF, "except it's 1/1", power=1, toughness=1)
        return (m.CreateTokenCopy(1, m.This(), exceptions=one_one),)

    def _copies_text(self) -> str:
        return "create a token that's a copy of it, except it's 1/1"

    def meaning(self, inst):
        return (f"you may pay an additional {inst.param.lstrip('—')} as you cast this spell; when this "
                f"permanent enters, if its offspring cost was paid, {self._copies_text()}")


register(Squad())
register(Offspring())
