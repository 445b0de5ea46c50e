"""What "If you do, ..." and "When you do, ..." follow (118.12, 609.3, 603.12): a "you may"
(the effects join it), a "you may" under a condition ("If you control a Raccoon, you may discard
a card. If you do, draw a card.", 608.2c), or an instruction that isn't optional whose being
started the engine can tell ("Discard a card. If you do, draw a card.", ``m.IfDone``); what
"If you can't, ..." follows: such an instruction ("Sacrifice a creature. If you can't,
planeswalk.", 609.3)."""
from __future__ import annotations

import dataclasses
from typing import Callable

from mtgrules import ir as m
from mtgrules.cards.describe import describe_effect, describes
from mtgrules.cards.modes import NotUnderstood

# the objects an instruction followed by "if you do" may name: one object, not a group
_ONE_OBJECT = (m.This, m.EventObject, m.Moved)


def _one(e) -> bool:
    """Whether instruction ``e`` is one whose being started is clear (``m.IF_DONE_ACTIONS``):
    the controller discarding, sacrificing or milling, or one object exiled, sacrificed,
    tapped, or given or losing counters (a fixed number of them); the controller creating a
    fixed number of tokens."""
    kind = type(e).__name__
    if kind not in m.IF_DONE_ACTIONS:
        return False
    if kind in ("Discard", "Sacrifice"):
        return type(e.who) is m.You and e.count == 1
    if kind == "Mill":
        return type(e.who) is m.You
    if kind == "CreateToken":  # "Create a 2/2 token. When you do, ..." (111.1, 603.12)
        return e.who is None and type(e.count) is int and e.count > 0
    if kind == "Tap" and e.untap:
        return False
    if kind in ("PutCounters", "RemoveCounters") and type(e.count) is not int:
        return False
    what = e.what
    return type(what) in _ONE_OBJECT or type(what) is m.TargetRef and what.count == 1


def follow(effects: list, last: int, then: Callable[[], tuple], sentence: str) -> None:
    """Make ``then()`` (the effects after "if you do" / "when you do") follow the sentence
    before, whose effects are ``effects[last:]``; NotUnderstood if that sentence is none of the
    above."""
    prev = effects[-1] if len(effects) - last == 1 else None
    if type(prev) is m.Conditional and not prev.otherwise and len(prev.effects) == 1 \
            and type(prev.effects[0]) is m.May and prev.effects[0].who is None:
        may = prev.effects[0]
        effects[-1] = dataclasses.replace(prev, effects=(dataclasses.replace(
            may, effects=may.effects + then()),))
        return
    if prev is not None and _one(prev):
        effects[-1] = m.IfDone(prev, then())
        return
    raise NotUnderstood(sentence, f"{sentence.split(',')[0]!r} after something that isn't a 'you "
                                  "may' or an instruction whose being done can be told")


def follow_unable(effects: list, last: int, otherwise: Callable[[], tuple], sentence: str) -> None:
    """Make ``otherwise()`` (the effects after "If you can't, ...") happen only if the sentence
    before, one instruction whose being done the engine can tell ("Sacrifice a creature.",
    "Remove a funk counter from this creature."), can't be done (609.3); NotUnderstood if it
    is none."""
    prev = effects[-1] if len(effects) - last == 1 else None
    if prev is None or not _one(prev):
        raise NotUnderstood(sentence, "'if you can't' after something that isn't an instruction "
                                      "whose being done can be told")
    effects[-1] = m.IfDone(prev, (), otherwise())


@describes(m.IfDone)
def _if_done(e: m.IfDone) -> str:
    if len(e.then) == 1 and type(e.then[0]) is m.Reflexive:  # reads "when you do (...): ..."
        return f"{describe_effect(e.action)}; {describe_effect(e.then[0])} (118.12)"
    if not e.then:
        return (describe_effect(e.action) + "; if you can't: "
                + ", ".join(describe_effect(x) for x in e.otherwise) + " (609.3)")
    return (describe_effect(e.action) + "; if you do: " + ", ".join(describe_effect(x) for x in e.then)
            + " (118.12)")
