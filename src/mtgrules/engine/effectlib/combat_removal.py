"""Removing permanents from combat (rule 506.4)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect, resolve_ref


@effect(m.RemoveFromCombat)
def _remove_from_combat(game, res, e: m.RemoveFromCombat, offset) -> bool:
    """Rule 506.4: an effect specifically removes it from combat: it is no longer attacking or
    blocking (and deals and is dealt no combat damage, 510.1)."""
    combat = game.combat
    for oid in resolve_ref(game, res, e.what, offset):
        if combat is not None and oid >= 0 and (combat.is_attacking(oid) or combat.is_blocking(oid)):
            combat.remove(oid)
            game.changed()  # "attacking creatures" (506.4)
            game.event("506.4", f"{game.name(oid)} is removed from combat")
    return True
