"""Energy counters (rules 107.14, 122.1): a player gets them and pays them."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.abilities import pay_energy
from mtgrules.engine.effects import amount, effect, resolve_ref
from mtgrules.engine.objects import seat_name


@effect(m.GetEnergy)
def _get(game, res, e: m.GetEnergy, offset) -> bool:
    """"You get {E}{E}": the player gets that many energy counters (107.14, 122.1)."""
    n = amount(game, res, e.count, offset)
    for ref in resolve_ref(game, res, e.who, offset):
        if ref < 0 and n > 0:
            p = game.players[-1 - ref]
            p.energy += n
            game.event("107.14", f"player {seat_name(p.index)} gets {'{E}' * n} ({p.energy} energy)")
    return True


@effect(m.PayEnergy)
def _pay(game, res, e: m.PayEnergy, offset) -> bool:
    """"Pay {E}{E}": the controller removes that many energy counters from themselves (107.14);
    asked only of a player who has them ("you may pay", 609.3, 118.3)."""
    pay_energy(game, res.item.controller, e.count)
    return True
