"""Replacement effects of static abilities on damage (rule 614.1a): "If a source you control
would deal damage to a permanent or player, it deals double that damage to that permanent or
player instead", "... it deals that much damage plus 1 ... instead". Which damage they look at
is read as for static prevention (``prevention.static_applies``); when several effects apply,
the affected player orders them (616.1, ``engine/replacement.py``)."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine import replacement
from mtgrules.engine.effectlib.prevention import static_applies
from mtgrules.engine.game_events import DamageEvent


@replacement.applier(m.DamageReplaced, DamageEvent, applies=static_applies)
def _damage_replaced(game, eff: m.DamageReplaced, e: DamageEvent, holder):
    """Rule 614.1a: the damage is dealt modified instead ("double that damage", "that much
    damage plus 1")."""
    amount = e.amount * eff.factor + eff.plus
    game.event("614.1a", f"{e.source.name} deals {amount} damage to {game.name(e.recipient)} "
                         f"instead of {e.amount} ({replacement.holder_name(game, holder)})")
    return dataclasses.replace(e, amount=amount)
