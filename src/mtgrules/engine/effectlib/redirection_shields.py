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
from mtgrules.engine import choices, hooks, replacement
from mtgrules.engine.effectlib.prevention import choose_source_step, from_party, in_party, resolved_party
from mtgrules.engine.effects import amount, effect, resolve_ref
from mtgrules.engine.game_events import DamageEvent
from mtgrules.engine.objects import Zone
from mtgrules.records import record


@record
class RedirectionShield:
    """Rule 614.9: the next ``left`` damage that would be dealt to what ``to`` names (ids,
    filter, players, as in ``DamagePrevented``) this turn, from what ``by`` names (None: any
    source), is dealt to ``into`` (an object id or player ref) instead; "you" is ``controller``."""

    id: int
    source: int
    source_name: str
    controller: int
    to: tuple
    by: tuple | None
    into: int
    left: int
    this_turn: bool = True


@effect(m.RedirectNextDamage)
def _create(game, res, e: m.RedirectNextDamage, offset) -> bool:
    item = res.item
    by = None
    if e.by is not None:  # "a source of your choice" (609.7a), chosen as the effect is created
        picked: list = []
        if not choices.each_player_chooses(game, res, lambda: (item.controller,), choose_source_step,
                                           lambda game, res, made: picked.append(made[0][1])):
            return False
        if picked[0] == ():
            game.event("609.7a", "there is no source to choose: nothing is redirected")
            return True
        by = ((picked[0],), e.by.filter, True)
    n = amount(game, res, e.amount, offset)
    into = [x for x in resolve_ref(game, res, e.into, offset) if x < 0 or x in game.objects]
    to = resolved_party(game, res, e.to, offset)
    if n <= 0 or len(into) != 1 or to == ((), None, None):
        return True  # a target is illegal or gone (608.2b)
    replacement.add_effect(game, RedirectionShield(
        replacement.new_effect_id(game), item.source, item.card.name, item.controller,
        to, by, into[0], n))
    names = [game.name(i) for i in to[0]] + (["the permanents described"] if to[1] is not None else [])
    game.event("614.9", f"the next {n} damage that would be dealt to {' and '.join(names)}"
                        + (f" by {game.name(by[0][0])}" if by else "")
                        + f" this turn will be dealt to {game.name(into[0])} instead")
    return True


def _can_receive(game, who: int) -> bool:
    """Rule 614.9: whether damage can still be redirected to or from ``who``."""
    if who < 0:
        return not game.players[-1 - who].lost
    obj = game.objects.get(who)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and bool(
        {"Creature", "Planeswalker", "Battle"} & set(game.chars(who).types))


def _applies(game, shield: RedirectionShield, e: DamageEvent, holder) -> bool:
    return e.recipient != shield.into and \
        in_party(game, shield.to, e.recipient, shield.controller, shield.source) and \
        (shield.by is None or from_party(game, shield.by, e.source, shield.controller, shield.source)) \
        and _can_receive(game, shield.into) and _can_receive(game, e.recipient)


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
