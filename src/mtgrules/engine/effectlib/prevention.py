"""Prevention effects of resolved spells and abilities (rule 615), kept as data in
``game.step_data`` for the turn: ``'prevent'`` holds the shields as (recipient, damage left to
prevent or -1 for all, combat damage only) tuples (615.7), ``'fog'`` says all combat damage is
prevented this turn (615.1). Both end in the cleanup step (514.2)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import hooks
from mtgrules.engine.effects import amount, effect, resolve_ref


@effect(m.PreventDamage)
def _prevent(game, res, e: m.PreventDamage, offset) -> bool:
    """Rule 615.7: a shield preventing the next N (or all) damage to a creature, planeswalker or
    player this turn."""
    n = -1 if e.amount is None else amount(game, res, e.amount)
    for who in resolve_ref(game, res, e.to, offset):
        if who < 0 or who in game.objects:
            game.step_data["prevent"] = game.step_data.get("prevent", ()) + ((who, n, e.combat_only),)
            what = "all" if n < 0 else f"the next {n}"
            kind = "combat damage" if e.combat_only else "damage"
            game.event("615.7", f"{what} {kind} that would be dealt to {game.name(who)} this "
                                "turn will be prevented")
    return True


@effect(m.PreventAllCombatDamage)
def _fog(game, res, e, offset) -> bool:
    """Rule 615.1: all combat damage that would be dealt this turn is prevented."""
    game.step_data["fog"] = True
    game.event("615.1", "all combat damage that would be dealt this turn will be prevented")
    return True


def _prevention(game, src, recipient: int, dealt: int, combat: bool) -> tuple[int, str | None]:
    """Rule 615.6-7: apply this turn's prevention effects to ``dealt`` damage to ``recipient``;
    a shield preventing the next N damage is used up as it prevents damage."""
    data = game.step_data
    if combat and data.get("fog"):
        return 0, "615.1"
    shields = data.get("prevent")
    if not shields:
        return dealt, None
    left = dealt
    kept = []
    for shield in shields:
        who, n, combat_only = shield
        if who != recipient or left <= 0 or (combat_only and not combat):
            kept.append(shield)
            continue
        if n < 0:
            left = 0
            kept.append(shield)
            continue
        used = min(n, left)
        left -= used
        if n - used > 0:
            kept.append((who, n - used, combat_only))
    if left == dealt:
        return dealt, None
    data["prevent"] = tuple(kept)
    if left > 0:
        game.event("615.7", f"{dealt - left} of the damage from {src.name} to "
                            f"{game.name(recipient)} is prevented")
    return left, "615.7"


def _end_shields(game) -> None:
    """Rule 514.2: prevention effects that last "this turn" end at cleanup."""
    game.step_data.pop("prevent", None)
    game.step_data.pop("fog", None)


hooks.DAMAGE_PREVENTIONS.append(_prevention)
hooks.CLEANUP.append(_end_shields)
