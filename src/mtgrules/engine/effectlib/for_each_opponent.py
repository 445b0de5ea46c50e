""""For each opponent, <instruction>" as it resolves (rules 608.2c, 608.2f): the instruction
once for each opponent, in APNAP order (608.2f, 101.4), "that player" naming that opponent.

With targets, the opponents are those the targets were chosen for as the spell or ability was
put on the stack (601.2c), still in the game (800.4a); each time, the instruction's targets are
that opponent's, so an illegal target affects only its own time (608.2b). Without, they are
the opponents as it resolves (608.2h). An instruction of one action is done for every opponent
at once (608.2f: "gains control of all permanents chosen as targets simultaneously"): its
events are one batch (603.2c)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.each_opponent import about
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import seat_name


@effect(m.ForEachOpponent)
def _for_each_opponent(game, res, e: m.ForEachOpponent, offset) -> bool:
    item = res.item
    chosen_for = item.opponents if e.targets else tuple(game.opponents(item.controller))
    chosen_for = chosen_for or ()
    steps = []
    opponents = game.opponents(item.controller)  # still in the game (800.4a)
    order = [seat for seat in opponents if seat in chosen_for]
    for seat in order:
        shift = offset + chosen_for.index(seat) * e.targets  # its own targets (601.2c)
        steps.extend((inner, shift) for inner in about(e.effects, seat))
    names = ", ".join(seat_name(seat) for seat in order) or "none"
    game.event("608.2c", f"{game.name(item.source) if item.ability is not None else item.card.name}: "
                         f"for each opponent (player{'s' if len(order) > 1 else ''} {names}, "
                         "in APNAP order, 608.2f)")
    res.queue[1:1] = steps
    if len(e.effects) == 1 and len(order) > 1:  # one action, done for all at once (608.2f):
        res.together = len(order)              # after this one, all but the last time
    return True
