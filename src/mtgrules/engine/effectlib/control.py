"""Control-changing effects (layer 2, rule 613.1b): "Gain control of target creature until end
of turn."

The new controller is fixed as the effect begins, for the objects it affects then (611.2c).
A permanent whose controller changes is removed from combat (506.4), and it has not been under
its new controller's control continuously since their most recent turn began, so it is
summoning sick unless it has haste (302.6). When the effect ends in the cleanup step (514.2)
control returns to the previous controller.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import layers
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name


@effect(m.GainControl)
def _gain_control(game, res, e: m.GainControl, offset) -> bool:
    new = res.item.controller
    affected = tuple(o for o in resolve_ref(game, res, e.what, offset)
                     if o >= 0 and o in game.objects and game.objects[o].zone is Zone.BATTLEFIELD)
    if not affected:
        return True
    before = {oid: game.chars(oid).controller for oid in affected}
    layers.begin_effect(game, affected, m.Change(controller=new), res.item.source, e.duration)
    until = " until end of turn" if e.duration == layers.END_OF_TURN else ""
    for oid in affected:
        game.event("613.1b", f"player {seat_name(new)} gains control of {game.name(oid)}{until}")
        if before[oid] != new:
            game.objects[oid].control_turn = game.turn  # rule 302.6
            combat = game.combat
            if combat is not None and (oid in combat.attackers or oid in combat.blocks):
                game.combat.remove(oid)
                game.event("506.4", f"{game.name(oid)} is removed from combat: its controller changed")
    return True

