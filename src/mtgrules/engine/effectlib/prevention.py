"""Prevention effects of resolved spells and abilities (rule 615), as data in
``game.replacement_effects`` applied to damage events by the replacement pipeline
(``engine/replacement.py``): shields preventing the next N (or all) damage to a creature,
planeswalker or player this turn (615.7), and "prevent all combat damage that would be dealt
this turn" (Fog, 615.1). Both end in the cleanup step (514.2)."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine import replacement
from mtgrules.engine.effects import amount, effect, resolve_ref
from mtgrules.engine.game_events import DamageEvent
from mtgrules.records import record


@record
class PreventionShield:
    """Rule 615.7: prevent the next ``left`` damage (-1: all damage) that would be dealt to
    ``recipient`` (an object id or player ref) this turn; ``combat_only``: combat damage only."""

    id: int
    source: int
    source_name: str
    recipient: int
    left: int
    combat_only: bool = False
    this_turn: bool = True


@record
class AllCombatDamagePrevented:
    """Rule 615.1: all combat damage that would be dealt this turn is prevented."""

    id: int
    source: int
    source_name: str
    this_turn: bool = True


@effect(m.PreventDamage)
def _prevent(game, res, e: m.PreventDamage, offset) -> bool:
    """Rule 615.7: a shield preventing the next N (or all) damage to a creature, planeswalker or
    player this turn."""
    n = -1 if e.amount is None else amount(game, res, e.amount)
    item = res.item
    for who in resolve_ref(game, res, e.to, offset):
        if who < 0 or who in game.objects:
            replacement.add_effect(game, PreventionShield(
                replacement.new_effect_id(game), item.source, item.card.name, who, n, e.combat_only))
            what = "all" if n < 0 else f"the next {n}"
            kind = "combat damage" if e.combat_only else "damage"
            game.event("615.7", f"{what} {kind} that would be dealt to {game.name(who)} this "
                                "turn will be prevented")
    return True


@effect(m.PreventAllCombatDamage)
def _fog(game, res, e, offset) -> bool:
    """Rule 615.1: all combat damage that would be dealt this turn is prevented."""
    item = res.item
    replacement.add_effect(game, AllCombatDamagePrevented(
        replacement.new_effect_id(game), item.source, item.card.name))
    game.event("615.1", "all combat damage that would be dealt this turn will be prevented")
    return True


def _shield_applies(game, shield: PreventionShield, e: DamageEvent, holder) -> bool:
    return shield.recipient == e.recipient and (e.combat or not shield.combat_only)


@replacement.applier(PreventionShield, DamageEvent, applies=_shield_applies)
def _use_shield(game, shield: PreventionShield, e: DamageEvent, holder):
    """Rules 615.6-7: the shield prevents what it can; a shield preventing the next N damage is
    used up as it prevents damage."""
    if shield.left < 0:
        prevented = e.amount
    else:
        prevented = min(shield.left, e.amount)
        rest = shield.left - prevented
        replacement.replace_effect(game, shield,
                                   dataclasses.replace(shield, left=rest) if rest > 0 else None)
    left = e.amount - prevented
    if left <= 0:
        game.event("615.7", f"damage from {e.source.name} to {game.name(e.recipient)} is prevented")
        return None
    game.event("615.7", f"{prevented} of the damage from {e.source.name} to "
                        f"{game.name(e.recipient)} is prevented")
    return dataclasses.replace(e, amount=left)


def _fog_applies(game, fog, e: DamageEvent, holder) -> bool:
    return e.combat


@replacement.applier(AllCombatDamagePrevented, DamageEvent, applies=_fog_applies)
def _prevent_combat(game, fog, e: DamageEvent, holder):
    game.event("615.1", f"damage from {e.source.name} to {game.name(e.recipient)} is prevented")
    return None
