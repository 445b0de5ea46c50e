"""Persist (rule 702.79) and undying (rule 702.93): returning from the graveyard with a counter.

702.79a: "Persist" means "When this permanent is put into a graveyard from the battlefield, if
it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a
-1/-1 counter on it." 702.93a: "Undying" means the same with +1/+1 counters. The intervening
"if" (603.4) is about the permanent as it last existed on the battlefield (603.10a): the event
is one derived from 'leaves' judged from that object (``triggers.derived_last_known``), and as
it resolves the answer is the same, the object being gone. "It" is the card the permanent
became in the graveyard (400.7e): if that card has left the graveyard, nothing returns. The
counter is on it as it enters (122.6); a permanent with both kinds of counters loses them in
pairs as a state-based action (704.5q), so a persisted creature given a +1/+1 counter can
persist again.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import triggers
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.engine.objects import Zone


def _without_counter_event(counter: str) -> str:
    """The trigger event: put into a graveyard from the battlefield with no ``counter`` counters."""
    name = f"put_into_graveyard_without_{counter}"

    def test(game, gone, controller, data) -> bool:
        return data[0] == gone.id and data[1] == int(Zone.GRAVEYARD) and not gone.counters.get(counter)
    triggers.derived_last_known(name, "leaves", test)
    return name


class _ReturnsWithCounter(Keyword):
    counter = ""

    def meaning(self, inst):
        return (f"when this permanent is put into a graveyard from the battlefield, if it had no "
                f"{self.counter} counters on it, return it to the battlefield under its owner's "
                f"control with a {self.counter} counter on it")

    def expand(self, inst):
        text = f"return it to the battlefield under its owner's control with a {self.counter} counter on it"
        mode = m.Mode((), (m.PutOntoBattlefield(m.This(), counters=((self.counter, 1),),
                                                      rule=f"{self.rule}a"),), text)
        return (m.TriggeredAbility(self._event, mode, f"{self.name.capitalize()} ({self.rule}a)"),)


class Persist(_ReturnsWithCounter):
    name = "persist"
    rule = "702.79"
    counter = "-1/-1"
    _event = _without_counter_event("-1/-1")


class Undying(_ReturnsWithCounter):
    name = "undying"
    rule = "702.93"
    counter = "+1/+1"
    _event = _without_counter_event("+1/+1")


register(Persist())
register(Undying())
