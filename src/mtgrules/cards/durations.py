"""Durations other than "until end of turn" (rule 611.2a: an effect of a resolving spell or
ability lasts as long as it says), read by composition: a sentence with "until your next turn"
is read as its "until end of turn" form would be (both as a prefix, "Until your next turn,
creatures you control get +1/+0", and after the clause, "... can't attack or block until your
next turn", which reads as "this turn"), and every effect that has a duration is then given
the stated one. A sentence with an effect that has no duration to give (it might last only
until end of turn by other means), or that also says "until end of turn", is not understood.

    duration := "until your next turn"                               (611.2a)
              | "for the rest of the game"         (611.2a: a rule about players, never ending)
              | "until a player planeswalks"       (611.2a: a rule about players, ending as
                                                    the next planeswalk happens, 701.31)
              | "for as long as you control" self                    (611.2b)
              | "for as long as" self "remains on the battlefield"   (611.2b)

The "for as long as" durations are given only to continuous effects that change objects in
the layers (control, characteristics, abilities, power and toughness, attack and block rules),
which end as soon as their source is gone or changes hands (``engine/layers.py``)."""
from __future__ import annotations

import dataclasses
from typing import Callable

from mtgrules import ir as m
from mtgrules.cards.modes import ModeBuilder, NotUnderstood

# each stated duration, its value in the card model, and the effects it may be given (None: any
# effect with a duration)
_DURATIONS = (
    ("until your next turn", "your_next_turn", None),
    ("for the rest of the game", "rest_of_game", (m.PlayerRuleFor,)),
    ("until a player planeswalks", "until_planeswalk", (m.PlayerRuleFor,)),
    ("for as long as you control cardname", "you_control_source",
     (m.GainControl, m.ModifyPT, m.GrantKeywords, m.ApplyChange, m.BecomesChosen, m.ImposeCombatRule)),
    ("for as long as cardname remains on the battlefield", "source_on_battlefield",
     (m.GainControl, m.ModifyPT, m.GrantKeywords, m.ApplyChange, m.BecomesChosen, m.ImposeCombatRule)),
)


def read_until_next_turn(s: str, b: ModeBuilder, read: Callable) -> list | None:
    """The effects of sentence ``s`` if it states a duration of ``_DURATIONS``, read with
    ``read`` (the sentence reader); None if it states none."""
    for phrase, duration, kinds in _DURATIONS:
        if phrase in s:
            mark, last = len(b.targets), (b.last_object, b.last_gone)
            try:
                return _read_lasting(s, b, read, phrase, duration, kinds)
            except NotUnderstood:
                if phrase not in _READ_AS_WRITTEN:
                    raise
                del b.targets[mark:]
                b.last_object, b.last_gone = last
    return None


#: durations some effects read themselves ("that player can't gain life for the rest of the
#: game", 119.7; "they phase out until a player planeswalks", 702.26b): a sentence none of
#: whose effects takes it this way is read as written
_READ_AS_WRITTEN = ("for the rest of the game", "until a player planeswalks")


def _read_lasting(s: str, b: ModeBuilder, read: Callable, phrase: str, duration: str,
                  kinds: tuple | None) -> list:
    if s.count(phrase) > 1 or "until end of turn" in s or "this turn" in s:
        raise NotUnderstood(s, f"{phrase!r} with another duration in one sentence")
    failure = None
    for words in ("until end of turn", "this turn"):  # "can't block this turn" (508.1c)
        if words == "this turn" and s.startswith(phrase):
            break
        mark, last = len(b.targets), b.last_object
        try:
            effects = read(s.replace(phrase, words), b)
        except NotUnderstood as exc:
            del b.targets[mark:]
            b.last_object = last
            failure = failure or exc
            continue
        found = [True]
        out = [_lasting(e, found, duration, kinds) for e in effects]
        if found[0]:
            return out
        raise NotUnderstood(s, f"{phrase!r} of an effect with no such duration")
    raise NotUnderstood(s, failure.reason if failure else "")


def _lasting(e, found: list, duration: str, kinds: tuple | None):
    """``e`` lasting ``duration`` where it lasted until end of turn; ``found[0]`` made False if
    it has no such duration (or is not of ``kinds``)."""
    if type(e) in (m.May, m.Conditional):
        return dataclasses.replace(e, effects=tuple(_lasting(x, found, duration, kinds) for x in e.effects))
    if getattr(e, "duration", None) == "end_of_turn" and (kinds is None or type(e) in kinds):
        return dataclasses.replace(e, duration=duration)
    found[0] = False
    return e
