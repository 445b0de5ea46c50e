"""A permanent entering with counters of its controller's choice (rules 614.1c, 614.12a): "This
creature enters with your choice of a vigilance counter or a reach counter on it." The choice is
made before it enters, through ``legal_actions()`` (``ChooseValue`` of kind 'counter'), whatever
route it enters by."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine.actions import ChooseValue
from mtgrules.engine.game_events import EnterEvent
from mtgrules.engine.objects import seat_name
from mtgrules.engine.replacement import applier


def _words(kind: str, count: int) -> str:
    return f"{count} {kind} counter{'s' if count != 1 else ''}"


def _own(game, e: m.EntersWithChoice, event: EnterEvent, holder: int) -> bool:
    return event.oid == holder


def _options(game, e: m.EntersWithChoice, event: EnterEvent, holder: int) -> list:
    return [ChooseValue("counter", _words(kind, n)) for kind, n in e.choices]


@applier(m.EntersWithChoice, EnterEvent, applies=_own, commutes=True, options=_options)
def _enters_with_choice(game, e: m.EntersWithChoice, event: EnterEvent, holder: int, action):
    kind, n = next((k, c) for k, c in e.choices if _words(k, c) == action.value)
    game.event("614.1c", f"player {seat_name(game.controller(holder))} has "
                         f"{game.objects[holder].card.name} enter with {action.value} on it")
    return dataclasses.replace(event, counters=event.counters + ((kind, n),))
