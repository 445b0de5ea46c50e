"""Ninjutsu's effect as it resolves (rules 702.49a, 702.49c, 508.4): "Put this card onto the
battlefield from your hand tapped and attacking." The creature attacks the same player,
planeswalker or battle as the creature returned to its owner's hand to pay the ability's cost
(``StackObject.returned_attacking``), unblocked, as blockers were declared already (509.1h);
it never "attacked" (508.4: no attack trigger, not an attacker declared this turn; made
attacking by ``attacking.attack``, as every creature put onto the battlefield attacking). If what
that creature attacked can no longer be attacked, the card still enters, but never attacking
(508.4a).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.combat import defenders
from mtgrules.engine.effectlib.attacking import attack
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone, ref_player, seat_name


@effect(m.EnterAttacking)
def _enter_attacking(game, res, e: m.EnterAttacking, offset) -> bool:
    item = res.item
    for oid in resolve_ref(game, res, e.what, offset):
        obj = game.objects.get(oid) if oid >= 0 else None
        if obj is None or obj.zone is not Zone.HAND:
            continue  # "from your hand": a card that left it is a new object (400.7)
        name = game.name(oid)
        new = game.move(oid, Zone.BATTLEFIELD, controller=item.controller, tapped=True)
        if new is None or new not in game.battlefield:
            continue
        combat, attacked = game.combat, item.returned_attacking
        if combat is None or attacked is None or attacked[0] not in defenders(game):
            game.event("508.4a", f"{name} is put onto the battlefield tapped, but it is never an "
                                 "attacking creature: what it would attack can't be attacked")
            continue
        target = f"player {seat_name(ref_player(attacked[0]))}" if attacked[0] < 0 else game.name(attacked[0])
        attack(game, new, attacked[0], f"{name} is put onto the battlefield tapped and attacking "
                                       f"{target}, unblocked (702.49c)")
    return True
