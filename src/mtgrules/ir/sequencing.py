"""Instructions whose later part depends on an earlier one being done: "[Do something]. If you
do, [effect]." and "... When you do, ..." after an instruction that isn't optional (118.12,
603.12)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.records import record


@record
class IfDone(Effect):
    """"Discard a card. If you do, draw a card.", "Sacrifice it. When you do, ..." (118.12):
    ``action`` is an instruction the controller must follow as the spell or ability resolves,
    done as far as it can be; ``then`` (effects, or a reflexive triggered ability, 603.12)
    happens only if the controller could start doing it ("If [a player] does" checks that the
    player started to pay a mandatory cost, not what events happened: 118.12, Standstill).
    ``action`` is one of ``IF_DONE_ACTIONS``, the instructions whose being started the engine
    can tell. ``otherwise``: what follows "If you can't, ..." ("Sacrifice a creature. If you
    can't, planeswalk.", 609.3): it happens only if the controller couldn't start doing it."""

    action: Effect
    then: tuple
    otherwise: tuple = ()


#: the kinds of ``IfDone.action`` (by class name): discarding or sacrificing one object, milling,
#: exiling or tapping a named object, putting counters on or removing counters from one,
#: creating a fixed number of tokens
IF_DONE_ACTIONS = ("Discard", "Sacrifice", "SacrificeThat", "Mill", "Exile", "Tap",
                   "PutCounters", "RemoveCounters", "CreateToken")
