"""Durations other than "until end of turn" (rule 611.2a: an effect of a resolving spell or
ability lasts as long as it says), read by composition: a sentence with "until your next turn"
is read as its "until end of turn" form would be (both as a prefix, "Until your next turn,
creatures you control get +1/+0", and after the clause, "... can't attack or block until your
next turn", which reads as "this turn"), and every effect that has a duration is then given
the stated one. A sentence with an effect that has no duration to give (it might last only
until end of turn by other means), or that also says "until end of turn", is not understood."""
from __future__ import annotations

import dataclasses
from typing import Callable

from mtgrules import ir as m
from mtgrules.cards.modes import ModeBuilder, NotUnderstood

_PHRASE = "until your next turn"
_DURATION = "your_next_turn"


def read_until_next_turn(s: str, b: ModeBuilder, read: Callable) -> list | None:
    """The effects of sentence ``s`` if it says "until your next turn", read with ``read``
    (the sentence reader); None if it doesn't say it."""
    if _PHRASE not in s:
        return None
    if s.count(_PHRASE) > 1 or "until end of turn" in s or "this turn" in s:
        raise NotUnderstood(s, "'until your next turn' with another duration in one sentence")
    failure = None
    for words in ("until end of turn", "this turn"):  # "can't block this turn" (508.1c)
        if words == "this turn" and s.startswith(_PHRASE):
            break
        mark, last = len(b.targets), b.last_object
        try:
            effects = read(s.replace(_PHRASE, words), b)
        except NotUnderstood as exc:
            del b.targets[mark:]
            b.last_object = last
            failure = failure or exc
            continue
        found = [True]
        out = [_lasting(e, found) for e in effects]
        if found[0]:
            return out
        raise NotUnderstood(s, "'until your next turn' of an effect with no duration")
    raise NotUnderstood(s, failure.reason if failure else "")


def _lasting(e, found: list):
    """``e`` lasting until your next turn where it lasted until end of turn; ``found[0]`` made
    False if it has no such duration."""
    if type(e) in (m.May, m.Conditional):
        return dataclasses.replace(e, effects=tuple(_lasting(x, found) for x in e.effects))
    if getattr(e, "duration", None) == "end_of_turn":
        return dataclasses.replace(e, duration=_DURATION)
    found[0] = False
    return e
