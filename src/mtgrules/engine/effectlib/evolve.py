"""Evolve as it resolves (rule 702.100a): the intervening "if" checked again (603.4), then a
+1/+1 counter on the evolving creature.

The creature that entered is the trigger's event object: as it is now, or as it last existed
on the battlefield if it has left (608.2h, recorded on the ability as it left). 702.100c: a
creature can't have greater power or toughness than a noncreature permanent, so nothing
happens if the evolving permanent, or the one that entered, isn't a creature.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import Zone


def _stats(game, item, oid: int) -> tuple[int, int] | None:
    """(power, toughness) of the creature ``oid`` now, or as it last existed; None if it is
    not a creature (702.100c)."""
    obj = game.objects.get(oid)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        c = game.chars(oid)
        return (c.power, c.toughness) if "Creature" in c.types else None
    if item.moved and oid in item.moved:
        power, toughness = item.moved[oid][2:4]
        return (power, toughness) if power is not None else None
    return None


def bigger(game, item, entered: int, evolving: int) -> bool:
    """Whether ``entered`` has greater power and/or greater toughness than ``evolving``."""
    theirs, mine = _stats(game, item, entered), _stats(game, item, evolving)
    return theirs is not None and mine is not None and (theirs[0] > mine[0] or theirs[1] > mine[1])


@effect(m.Evolve)
def _evolve(game, res, e: m.Evolve, offset) -> bool:
    item = res.item
    source = item.source
    if not item.trigger_event or source not in game.battlefield:
        return True
    if not bigger(game, item, item.trigger_event[0], source):
        game.event("603.4", f"{game.name(source)} doesn't evolve: the creature that entered is no "
                            "longer greater in power or toughness")
        return True
    from mtgrules.engine.effects import EFFECTS
    return EFFECTS[m.PutCounters](game, res, m.PutCounters(m.This(), "+1/+1", 1), offset)
