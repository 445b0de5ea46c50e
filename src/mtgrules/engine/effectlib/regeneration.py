"""Regeneration (rule 701.19): shields kept as data in ``game.step_data`` for the turn.

``step_data['regen']`` is a tuple of permanent ids, one entry per regeneration shield;
``step_data['no_regen']`` the permanents that can't be regenerated this turn (701.19c). The
shields end in the cleanup step (514.2), like other "this turn" effects.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import hooks
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone


@effect(m.Regenerate)
def _regenerate(game, res, e: m.Regenerate, offset) -> bool:
    """Rule 701.19a: "Regenerate [permanent]" creates a replacement effect (614.8) for the next
    time that permanent would be destroyed this turn."""
    for oid in resolve_ref(game, res, e.what, offset):
        if oid >= 0 and oid in game.objects and game.objects[oid].zone is Zone.BATTLEFIELD:
            game.step_data["regen"] = game.step_data.get("regen", ()) + (oid,)
            game.event("701.19a", f"{game.name(oid)} gets a regeneration shield")
    return True


@effect(m.CantBeRegenerated)
def _cant_be_regenerated(game, res, e: m.CantBeRegenerated, offset) -> bool:
    """Rule 701.19c: "can't be regenerated this turn" marks the permanent for the turn; plain
    "It can't be regenerated." applies to the destruction this spell or ability has just
    caused, which ``_no_regeneration`` already saw while this effect waited in the queue."""
    if e.this_turn and e.what is not None:
        for oid in resolve_ref(game, res, e.what, offset):
            if oid >= 0 and oid in game.objects:
                game.step_data["no_regen"] = game.step_data.get("no_regen", ()) + (oid,)
                game.event("701.19c", f"{game.name(oid)} can't be regenerated this turn")
    return True


def _no_regeneration(game, oid: int) -> bool:
    """Rule 701.19c: ``oid`` can't be regenerated: marked for the turn, or being destroyed by a
    spell or ability that says "It can't be regenerated." (still in its queue of effects)."""
    if oid in game.step_data.get("no_regen", ()):
        return True
    res = game.resolving
    if res is None:
        return False
    return any(type(e) is m.CantBeRegenerated and not e.this_turn for e, _ in res.queue)


def _regenerate_instead(game, oid: int) -> bool:
    """Rules 701.19a, 614.8: the next time a permanent with a regeneration shield would be
    destroyed, instead remove all damage marked on it, tap it, and remove it from combat. One
    shield is used up."""
    shields = game.step_data.get("regen", ())
    if oid not in shields:
        return False
    name = game.name(oid)
    if _no_regeneration(game, oid):
        game.event("701.19c", f"{name} can't be regenerated")
        return False
    rest = list(shields)
    rest.remove(oid)
    game.step_data["regen"] = tuple(rest)
    perm = game.objects[oid]
    perm.damage = 0
    perm.tapped = True
    in_combat = game.combat is not None and (game.combat.is_attacking(oid) or game.combat.is_blocking(oid))
    if in_combat:
        game.combat.remove(oid)
    game.changed()
    game.event("701.19a", f"{name} regenerates instead of being destroyed: it is tapped, its "
                          f"damage is removed{', and it is removed from combat' if in_combat else ''}")
    return True


def _end_shields(game) -> None:
    """Rule 514.2: regeneration shields and "can't be regenerated this turn" end at cleanup."""
    game.step_data.pop("regen", None)
    game.step_data.pop("no_regen", None)


hooks.DESTRUCTION_REPLACEMENTS.append(_regenerate_instead)
hooks.CLEANUP.append(_end_shields)
