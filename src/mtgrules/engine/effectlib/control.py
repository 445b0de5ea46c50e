"""Control-changing effects (layer 2, rule 613.1b): "Gain control of target creature until end
of turn."

The new controller is fixed as the effect begins, for the objects it affects then (611.2c).
A permanent whose controller changes is removed from combat (506.4), and it has not been under
its new controller's control continuously since their most recent turn began, so it is
summoning sick unless it has haste (302.6). When the effect ends in the cleanup step (514.2)
control returns to the previous controller.

"If a creature would enter the battlefield under an opponent's control this turn, it enters
under your control instead." (Gather Specimens) is not a layer-2 effect but a replacement
effect on the permanent entering (614.1): it waits in ``game.replacement_effects`` until the
cleanup step, and as it modifies under whose control the permanent enters it is applied before
the other replacement effects on that event (616.1b) — before a copy effect (616.1c), whose
choice its new controller then makes.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import layers, replacement
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.game_events import EnterEvent
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.records import record


@effect(m.GainControl)
def _gain_control(game, res, e: m.GainControl, offset) -> bool:
    new = res.item.controller
    if e.who is not None:  # "that player gains control of this creature": one player (608.2h)
        players = [-1 - ref for ref in resolve_ref(game, res, e.who, offset) if ref < 0]
        if len(players) != 1 or game.players[players[0]].lost:
            return True
        new = players[0]
    affected = tuple(o for o in resolve_ref(game, res, e.what, offset)
                     if o >= 0 and o in game.objects and game.objects[o].zone is Zone.BATTLEFIELD)
    if affected:
        _take_control(game, res, affected, new, e.duration)
    return True


@effect(m.ExchangeControl)
def _exchange_control(game, res, e: m.ExchangeControl, offset) -> bool:
    """Rule 701.12b: each controller gains control of the other's permanent, at once; rule
    701.12a: nothing if either is gone (or an illegal target) or one player controls both."""
    pair = [[o for o in resolve_ref(game, res, ref, offset) if o >= 0 and o in game.battlefield]
            for ref in (e.first, e.second)]
    if not all(pair):
        return True
    first, second = pair[0][0], pair[1][0]
    controllers = game.chars(first).controller, game.chars(second).controller
    if controllers[0] == controllers[1]:
        game.event("701.12b", f"one player controls {game.name(first)} and {game.name(second)}: "
                              "the exchange does nothing")
        return True
    _take_control(game, res, (first,), controllers[1], "permanent")
    _take_control(game, res, (second,), controllers[0], "permanent")
    return True


def _take_control(game, res, affected: tuple, new: int, duration: str) -> None:
    """Player ``new`` gains control of the permanents ``affected`` (613.1b); those changing
    controller are removed from combat (506.4) and are new to their controller (302.6)."""
    before = {oid: game.chars(oid).controller for oid in affected}
    if layers.begin_effect(game, affected, m.Change(controller=new), res.item.source, duration) is None:
        return
    until = layers.duration_words(duration)
    for oid in affected:
        game.event("613.1b", f"player {seat_name(new)} gains control of {game.name(oid)}{until}")
        if before[oid] != new:
            game.objects[oid].control_turn = game.turn  # rule 302.6
            combat = game.combat
            if combat is not None and (oid in combat.attackers or oid in combat.blocks):
                game.combat.remove(oid)
                game.event("506.4", f"{game.name(oid)} is removed from combat: its controller changed")



@record
class ControlOnEntering:
    """Rule 614.1, 616.1b: this turn, a permanent matching ``what`` about to enter under the
    control of an opponent of ``player`` enters under ``player``'s control instead."""

    id: int
    source: int
    source_name: str
    player: int
    what: m.Filter
    this_turn: bool = True


@effect(m.EntersUnderYourControl)
def _enters_under_your_control(game, res, e: m.EntersUnderYourControl, offset) -> bool:
    item = res.item
    replacement.add_effect(game, ControlOnEntering(replacement.new_effect_id(game), item.source,
                                                   item.card.name, item.controller, e.what))
    game.event("614.1", f"this turn, what would enter under the control of an opponent of player "
                        f"{seat_name(item.controller)} enters under their control instead "
                        f"({item.card.name})")
    return True


def _from_an_opponent(game, eff: ControlOnEntering, event: EnterEvent, holder) -> bool:
    """614.12: the permanent as it would exist on the battlefield, with the replacement effects
    already applied to its entering."""
    table = game.chars_table()
    oid = event.oid
    return table[oid].controller in game.opponents(eff.player) \
        and layers.matches(game, table, oid, eff.what, oid)


@replacement.applier(ControlOnEntering, EnterEvent, applies=_from_an_opponent, tier=replacement.CONTROL)
def _enter_under_control(game, eff: ControlOnEntering, event: EnterEvent, holder):
    perm = game.objects[event.oid]
    perm.controller = perm.last_controller = eff.player
    game.changed()
    game.event("616.1b", f"{perm.card.name} enters under player {seat_name(eff.player)}'s control "
                         f"instead ({eff.source_name})")
    return event
