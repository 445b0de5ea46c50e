""""Pay any amount of {E}" (107.14): the controller chooses how many energy counters to pay as
the effect happens (608.2d); what the effect did is that number ("that much", 608.2h)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.abilities import pay_energy
from mtgrules.engine.actions import ChooseX
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import seat_name


@effect(m.PayAnyEnergy)
def _pay_any(game, res, e: m.PayAnyEnergy, offset) -> bool:
    player = res.item.controller
    if game.players[player].energy == 0:  # nothing to choose: none is paid
        res.last_amount = 0
        return True
    game.ask("energy_amount", player, f"{res.item.card.name}: how much {{E}} to pay?")
    return False


def _legal(game, decision) -> list:
    return [ChooseX(n) for n in range(game.players[decision.player].energy + 1)]


def _perform(game, decision, action: ChooseX) -> None:
    res = game.resolving
    res.queue.pop(0)
    if action.value:
        pay_energy(game, decision.player, action.value)
    else:
        game.event("107.14", f"player {seat_name(decision.player)} pays no {{E}}")
    res.last_amount = action.value


handler("energy_amount", _legal, _perform)
