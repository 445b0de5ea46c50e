"""Counters a permanent may enter with, at its controller's choice (rule 614.1c): "You may have
this creature enter with a +1/+1 counter on it" (unleash, 702.98a), "... with an additional
+1/+1 counter on it. If you don't, it gains haste." (riot, 702.136a).

The ability is a replacement effect on the permanent entering, by whatever route it enters
(``replacement.enters_with``); its controller answers ``ChooseYesNo`` through
``legal_actions()`` before the permanent enters. Declined, the keywords of ``otherwise`` are
gained as it enters (an effect from its own replacement, with no duration: 611.2a does not
apply, the permanent keeps them until it leaves).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.actions import ChooseYesNo
from mtgrules.engine.game_events import EnterEvent
from mtgrules.engine.objects import seat_name
from mtgrules.engine.replacement import applier

_ANSWERS = [ChooseYesNo(True), ChooseYesNo(False)]


def _own(game, e: m.MayEnterWith, event: EnterEvent, holder: int) -> bool:
    return event.oid == holder


def _options(game, e: m.MayEnterWith, event: EnterEvent, holder: int) -> list:
    return _ANSWERS


@applier(m.MayEnterWith, EnterEvent, applies=_own, commutes=True, options=_options)
def _may_enter_with(game, e: m.MayEnterWith, event: EnterEvent, holder: int, action):
    import dataclasses
    who = f"player {seat_name(game.controller(holder))}"
    name = game.objects[holder].card.name
    plural = "s" if e.count != 1 else ""
    if action.yes:
        game.event("614.1c", f"{who} has {name} enter with {e.count} {e.kind} counter{plural} on it")
        return dataclasses.replace(event, counters=event.counters + ((e.kind, e.count),))
    game.event("614.1c", f"{who} doesn't have {name} enter with {e.kind} counter{plural}")
    if not e.otherwise:
        return event
    return dataclasses.replace(event, keywords=event.keywords + tuple(e.otherwise))
