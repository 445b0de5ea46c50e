"""Enlist (rule 702.154).

702.154a: "As this creature attacks, you may tap up to one untapped creature you control that
you didn't choose to attack with and that either has haste or has been under your control
continuously since this turn began. When you do, this creature gets +X/+0 until end of turn,
where X is the tapped creature's power." 702.154b: the static ability is an optional cost to
attack (508.1g), chosen once the attackers are (``attack_cost_options``) and paid with the other
costs to attack (508.1j, ``pay_attack_cost``); the triggered ability (``expand``) is linked to it
(607.2h) and triggers when the cost is paid, with the attacker and the enlisted creature as its
event, so X is the enlisted creature's power as the ability resolves, or as it last existed on
the battlefield if it has left (608.2h). 702.154c: a creature can't enlist itself (it is
attacking). 702.154d: each instance is a cost of its own, with its own creature, and its
triggered ability triggers only for that cost. Paying the cost is also the event of "Whenever
this creature enlists a creature" (702.154c), data (attacker, enlisted creature).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import hooks, triggers
from mtgrules.engine.abilities import summoning_sick
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.engine.triggers import PendingTrigger

EVENT = "enlisted"  # the linked ability's event: its cost was paid (never fired otherwise)
_TRIGGER = m.TriggeredAbility(
    EVENT, m.Mode((), (m.ModifyPT(m.This(), m.PowerOf(m.EventObject(1)), 0),),
                  "this creature gets +X/+0 until end of turn, where X is the tapped creature's power"),
    "Enlist (702.154a): when you do, this creature gets +X/+0 until end of turn")


class Enlist(Keyword):
    name = "enlist"
    rule = "702.154"
    subrules = {"attack_cost_options": "702.154a"}

    def expand(self, inst):
        return (_TRIGGER,)

    def attack_cost_options(self, game, attacker: int, inst) -> list[int]:
        player = game.chars(attacker).controller
        out = []
        for oid in game.battlefield:
            chars = game.chars(oid)
            if "Creature" not in chars.types or chars.controller != player or oid in game.combat.attackers:
                continue
            if game.objects[oid].tapped:
                continue
            if summoning_sick(game, oid) and not hooks.ignores_summoning_sickness(game, oid):
                continue
            out.append(oid)
        return out

    def pay_attack_cost(self, game, attacker: int, chosen: int, inst) -> None:
        game.objects[chosen].tapped = True
        game.event("702.154a", f"{game.name(attacker)} enlists {game.name(chosen)}: "
                               f"{game.name(chosen)} becomes tapped")
        perm = game.objects[attacker]
        trig = PendingTrigger(game.new_id(), attacker, perm.card, _TRIGGER, game.chars(attacker).controller,
                              (attacker, chosen))
        trig.optional_paid = perm.optional_paid
        game.triggers.append(trig)  # rule 607.2h: the linked ability triggers ("when you do")
        triggers.fire(game, "enlists", (attacker, chosen))  # "whenever this creature enlists"


@triggers.matcher("enlists")
def _self_enlists(game, source, controller, data) -> bool:
    return data[0] == source


register(Enlist())
