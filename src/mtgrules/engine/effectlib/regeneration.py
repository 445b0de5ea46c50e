"""Regeneration (rule 701.19): shields as data in ``game.replacement_effects``, replacing a
destruction through the replacement pipeline (614.8, ``engine/replacement.py``).

"Regenerate [permanent]" creates a ``RegenerationShield``, used up the next time that permanent
would be destroyed this turn. "Can't be regenerated this turn" is kept in ``game.unregenerable``
(701.19c). Both end in the cleanup step (514.2), like other "this turn" effects.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import replacement, triggers
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.game_events import Regenerated, ZoneChange
from mtgrules.engine.objects import Zone
from mtgrules.records import record


@record
class RegenerationShield:
    """Rules 701.19a, 614.8: the next time permanent ``oid`` would be destroyed this turn,
    instead remove all damage marked on it, tap it, and remove it from combat."""

    id: int
    source: int
    source_name: str
    oid: int
    this_turn: bool = True


@effect(m.Regenerate)
def _regenerate(game, res, e: m.Regenerate, offset) -> bool:
    """Rule 701.19a: "Regenerate [permanent]" creates a replacement effect (614.8) for the next
    time that permanent would be destroyed this turn."""
    item = res.item
    for oid in resolve_ref(game, res, e.what, offset):
        if oid >= 0 and oid in game.objects and game.objects[oid].zone is Zone.BATTLEFIELD:
            replacement.add_effect(game, RegenerationShield(
                replacement.new_effect_id(game), item.source, item.card.name, oid))
            game.event("701.19a", f"{game.name(oid)} gets a regeneration shield")
    return True


@effect(m.CantBeRegenerated)
def _cant_be_regenerated(game, res, e: m.CantBeRegenerated, offset) -> bool:
    """Rule 701.19c: "can't be regenerated this turn" marks the permanent for the turn; plain
    "It can't be regenerated." applies to the destruction this spell or ability has just
    caused, which ``can_be_regenerated`` already saw while this effect waited in the queue."""
    if e.this_turn and e.what is not None:
        for oid in resolve_ref(game, res, e.what, offset):
            if oid >= 0 and oid in game.objects:
                game.unregenerable = game.unregenerable + (oid,)
                game.event("701.19c", f"{game.name(oid)} can't be regenerated this turn")
    return True


def can_be_regenerated(game, oid: int) -> bool:
    """Rule 701.19c: not when marked for the turn, nor when destroyed by a spell or ability that
    says "It can't be regenerated." (still in its queue of effects)."""
    if oid in game.unregenerable:
        return False
    res = game.resolving
    if res is None:
        return True
    return not any(type(e) is m.CantBeRegenerated and not e.this_turn for e, _ in res.queue)


def _shield_applies(game, shield: RegenerationShield, e: ZoneChange, holder) -> bool:
    return e.destroyed and e.oid == shield.oid and can_be_regenerated(game, e.oid)


def note_unregenerable(game, oid: int) -> None:
    """Rule 701.19c: say so when a permanent with a regeneration shield is destroyed and can't
    be regenerated."""
    if not can_be_regenerated(game, oid) and any(
            type(e) is RegenerationShield and e.oid == oid for e in game.replacement_effects):
        game.event("701.19c", f"{game.name(oid)} can't be regenerated")


@replacement.applier(RegenerationShield, ZoneChange, applies=_shield_applies)
def _regenerate_instead(game, shield: RegenerationShield, e: ZoneChange, holder):
    """Rules 701.19a, 614.8: the destruction is replaced; the shield is used up."""
    replacement.replace_effect(game, shield, None)
    return Regenerated(e.oid)


@replacement.performer(Regenerated)
def _regenerated(game, e: Regenerated) -> None:
    oid = e.oid
    perm = game.objects.get(oid)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        return
    perm.damage = 0
    if not perm.tapped:
        perm.tapped = True
        triggers.became_tapped(game, oid)
    in_combat = game.combat is not None and (game.combat.is_attacking(oid) or game.combat.is_blocking(oid))
    if in_combat:
        game.combat.remove(oid)
    game.changed()
    game.event("701.19a", f"{game.name(oid)} regenerates instead of being destroyed: it is tapped, "
                          f"its damage is removed{', and it is removed from combat' if in_combat else ''}")
