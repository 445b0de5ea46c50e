"""Redirection shields of resolved spells and abilities (rule 614.9): "The next 1 damage that
would be dealt to this creature this turn is dealt to target creature you control instead."

Like a prevention shield (615.7), the effect waits for damage to its recipient and is used up
by the amount it redirects: damage up to what is left of it is dealt to the new recipient
instead, the rest to the first (the event split in two, each part going on through the effects
that still apply, 616.1f). If the new recipient is no longer a creature, planeswalker or battle
on the battlefield, or a player who has left the game, the effect does nothing (614.9) and
waits. It ends in the cleanup step (514.2).
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine import hooks, replacement
from mtgrules.engine.effects import amount, effect, resolve_ref
from mtgrules.engine.game_events import DamageEvent
from mtgrules.engine.objects import Zone
from mtgrules.records import record


@record
class RedirectionShield:
    """Rule 614.9: the next ``left`` damage that would be dealt to ``recipient`` (an object id or
    player ref) this turn is dealt to ``into`` instead."""

    id: int
    source: int
    source_name: str
    recipient: int
    into: int
    left: int
    this_turn: bool = True


@effect(m.RedirectNextDamage)
def _create(game, res, e: m.RedirectNextDamage, offset) -> bool:
    item = res.item
    n = amount(game, res, e.amount, offset)
    into = [x for x in resolve_ref(game, res, e.into, offset) if x < 0 or x in game.objects]
    if n <= 0 or len(into) != 1:
        return True  # the new recipient is an illegal target or gone (608.2b)
    for who in resolve_ref(game, res, e.to, offset):
        if (who < 0 or who in game.objects) and who != into[0]:
            replacement.add_effect(game, RedirectionShield(
                replacement.new_effect_id(game), item.source, item.card.name, who, into[0], n))
            game.event("614.9", f"the next {n} damage that would be dealt to {game.name(who)} this "
                                f"turn will be dealt to {game.name(into[0])} instead")
    return True


def _can_receive(game, who: int) -> bool:
    """Rule 614.9: whether damage can still be redirected to ``who``."""
    if who < 0:
        return not game.players[-1 - who].lost
    obj = game.objects.get(who)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and bool(
        {"Creature", "Planeswalker", "Battle"} & set(game.chars(who).types))


def _applies(game, shield: RedirectionShield, e: DamageEvent, holder) -> bool:
    return shield.recipient == e.recipient and _can_receive(game, shield.into) and (
        shield.recipient < 0 or _can_receive(game, shield.recipient))


@replacement.applier(RedirectionShield, DamageEvent, applies=_applies)
def _redirect(game, shield: RedirectionShield, e: DamageEvent, holder):
    """Rule 614.9: up to what is left of the shield is dealt to the new recipient instead."""
    moved = min(shield.left, e.amount)
    rest = shield.left - moved
    replacement.replace_effect(game, shield, dataclasses.replace(shield, left=rest) if rest > 0 else None)
    game.event("614.9", f"{moved} damage from {e.source.name} that would be dealt to "
                        f"{game.name(e.recipient)} is dealt to {game.name(shield.into)} instead "
                        f"({shield.source_name})")
    redirected = dataclasses.replace(e, recipient=shield.into, amount=moved,
                                     counters=hooks.damage_as_counters(e.source, shield.into < 0))
    if moved == e.amount:
        return redirected
    return dataclasses.replace(e, amount=e.amount - moved), redirected
