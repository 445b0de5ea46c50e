"""Redirection effects of static abilities (rule 614.9): "All damage that would be dealt to you
is dealt to this creature instead", "... to you and other permanents you control ...", "...
to enchanted creature instead". Which damage they look at is read as for static prevention
(``prevention.static_applies``); the damage is then dealt to the new recipient, with what its
source's abilities make of damage to it (infect's -1/-1 counters rather than poison, 120.3)."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine import hooks, replacement
from mtgrules.engine.conditions import holds_for
from mtgrules.engine.effectlib.prevention import static_applies
from mtgrules.engine.game_events import DamageEvent
from mtgrules.engine.objects import Zone


def _into(game, eff: m.DamageRedirected, holder: int) -> int | None:
    """Rule 614.9: the permanent the damage would be dealt to instead, if it is still a
    creature, planeswalker or battle on the battlefield; else None (the effect does nothing)."""
    oid = holder if type(eff.into) is m.This else game.objects[holder].attached_to
    obj = game.objects.get(oid) if oid is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return None
    types = game.chars(oid).types
    return oid if {"Creature", "Planeswalker", "Battle"} & set(types) else None


def _applies(game, eff: m.DamageRedirected, e: DamageEvent, holder) -> bool:
    into = _into(game, eff, holder)
    return into is not None and into != e.recipient and static_applies(game, eff, e, holder) and (
        eff.condition is None or holds_for(game, game.controller(holder), holder, eff.condition))


@replacement.applier(m.DamageRedirected, DamageEvent, applies=_applies)
def _redirect(game, eff: m.DamageRedirected, e: DamageEvent, holder):
    """Rule 614.9: the same damage is dealt to the other permanent instead."""
    into = _into(game, eff, holder)
    game.event("614.9", f"{e.amount} damage from {e.source.name} that would be dealt to "
                        f"{game.name(e.recipient)} is dealt to {game.name(into)} instead "
                        f"({game.chars(holder).name})")
    return dataclasses.replace(e, recipient=into, counters=hooks.damage_as_counters(e.source, False))
