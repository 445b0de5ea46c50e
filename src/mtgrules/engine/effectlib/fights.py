"""Fighting (rule 701.14) and "if it would die this turn, exile it instead" (614.1a), the
effects of ``mtgrules.ir.fights``."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.describe import describe_filter
from mtgrules.engine import replacement
from mtgrules.engine.damage import deal_damage, source_info
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.game_events import ZoneChange
from mtgrules.engine.objects import Zone
from mtgrules.engine.targets import permanent_matches
from mtgrules.records import record


def _fighter(game, res, ref, offset: int) -> int | None:
    """The creature ``ref`` names, if it is still a creature on the battlefield and, if a
    target, still legal (701.14b; resolve_ref leaves out illegal targets, 608.2b)."""
    for oid in resolve_ref(game, res, ref, offset):
        obj = game.objects.get(oid) if oid >= 0 else None
        if obj is not None and obj.zone is Zone.BATTLEFIELD and "Creature" in game.chars(oid).types:
            return oid
    return None


@effect(m.Fight)
def _fight(game, res, e: m.Fight, offset) -> bool:
    """Rule 701.14a: each creature deals damage equal to its power to the other, at the same
    time (both powers are read before either deals damage); not combat damage (701.14d)."""
    first = _fighter(game, res, e.first, offset)
    second = _fighter(game, res, e.second, offset)
    if first is None or second is None:
        named = [game.name(o) for o in (first, second) if o is not None]
        game.event("701.14b", "no fight: " + (f"only {named[0]} is " if named else "neither is ")
                              + "still a creature on the battlefield and a legal target")
        return True
    game.event("701.14a", f"{game.name(first)} fights {game.name(second)}"
                          + (" (itself: twice its power, 701.14c)" if first == second else ""))
    powers = game.chars(first).power, game.chars(second).power
    sources = source_info(game, first), source_info(game, second)
    deal_damage(game, sources[0], second, powers[0])
    deal_damage(game, sources[1], first, powers[1])
    return True


@record
class ExiledIfDies:
    """Rule 614.1a: this turn, if permanent ``oid`` would die, it is exiled instead."""

    id: int
    source: int
    source_name: str
    oid: int
    this_turn: bool = True


@effect(m.ExileIfDiesThisTurn)
def _exile_if_dies(game, res, e: m.ExileIfDiesThisTurn, offset) -> bool:
    item = res.item
    for oid in resolve_ref(game, res, e.what, offset):
        obj = game.objects.get(oid) if oid >= 0 else None
        if obj is not None and obj.zone is Zone.BATTLEFIELD:
            replacement.add_effect(game, ExiledIfDies(
                replacement.new_effect_id(game), item.source, item.card.name, oid))
            game.event("614.1a", f"if {game.name(oid)} would die this turn, it is exiled instead")
    return True


def _dies(game, effect: ExiledIfDies, e: ZoneChange, holder) -> bool:
    obj = game.objects.get(e.oid)
    return (e.oid == effect.oid and e.to == Zone.GRAVEYARD and obj is not None
            and obj.zone is Zone.BATTLEFIELD)


@replacement.applier(ExiledIfDies, ZoneChange, applies=_dies)
def _exile_instead(game, effect: ExiledIfDies, e: ZoneChange, holder):
    game.event("614.1a", f"{game.name(e.oid)} would die: it is exiled instead ({effect.source_name})")
    return dataclasses.replace(e, to=int(Zone.EXILE), to_bottom=False)


@record
class DyingExiled:
    """Rule 614.1a: this turn, if a permanent matching ``filter`` ("you" being ``controller``)
    would die, it is exiled instead."""

    id: int
    source: int
    source_name: str
    controller: int
    filter: m.Filter
    this_turn: bool = True


@effect(m.ExileDyingThisTurn)
def _exile_dying(game, res, e: m.ExileDyingThisTurn, offset) -> bool:
    item = res.item
    replacement.add_effect(game, DyingExiled(replacement.new_effect_id(game), item.source,
                                             item.card.name, item.controller, e.filter))
    game.event("614.1a", f"{item.card.name}: this turn, if a {describe_filter(e.filter)} would "
                         "die, it is exiled instead")
    return True


def _matching_dies(game, effect: DyingExiled, e: ZoneChange, holder) -> bool:
    obj = game.objects.get(e.oid)
    return (e.to == Zone.GRAVEYARD and obj is not None and obj.zone is Zone.BATTLEFIELD
            and permanent_matches(game, e.oid, effect.filter, effect.controller, effect.source))


@replacement.applier(DyingExiled, ZoneChange, applies=_matching_dies)
def _matching_exiled(game, effect: DyingExiled, e: ZoneChange, holder):
    game.event("614.1a", f"{game.name(e.oid)} would die: it is exiled instead ({effect.source_name})")
    return dataclasses.replace(e, to=int(Zone.EXILE), to_bottom=False)
