"""Costs with {X} paid as a spell or ability resolves: "you may pay {X}. If you do, create X
1/1 white Soldier creature tokens", "you may pay {X}{R}. If you do, it deals X damage to any
target" (118.1, 609.3). The payer chooses X as they pay (107.3: any number whose cost they can
pay, 118.3), and in the effects after it X is that number (107.3). It's a ``paid_x`` decision
(``ChooseX``); the effect waits at the head of the resolution's queue until it is made.
"""
from __future__ import annotations

from mtgrules.engine import mana
from mtgrules.engine.actions import ChooseX
from mtgrules.engine.decision import handler
from mtgrules.engine.objects import seat_name


def ask(game, player: int, cost) -> None:
    """Ask ``player`` for the X they pay of ``cost`` (107.3)."""
    game.ask("paid_x", player, f"{game.resolving.item.card.name}: choose X and pay {cost}", (player, cost))


def most(game, player: int, cost) -> int:
    """The greatest X for which ``player`` can pay ``cost`` now (118.3): the mana in their pool
    and that their untapped sources make bounds it."""
    sources = mana.mana_sources(game, player)
    bound = sum(game.players[player].pool) + len(game.players[player].restricted) \
        + sum(len(source.units) for source in sources)
    x = 0
    while x < bound and mana.find_payment(game, player, mana.Requirement.of([cost], x + 1),
                                          sources=sources) is not None:
        x += 1
    return x


def _legal(game, decision) -> list:
    player, cost = decision.data
    return [ChooseX(x) for x in range(most(game, player, cost) + 1)]


def _perform(game, decision, action: ChooseX) -> None:
    """The cost is paid with X that number (118.1), which the effects after it use (107.3)."""
    player, cost = decision.data
    res = game.resolving
    res.queue.pop(0)
    payment = mana.find_payment(game, player, mana.Requirement.of([cost], action.value))
    mana.execute_payment(game, player, payment)
    res.item.x = action.value
    game.event("118.1", f"player {seat_name(player)} pays {cost} with X = {action.value} (107.3)")
    from mtgrules.engine.effects import chosen_modes, fix_bounds
    if any(mode.bounds for mode in chosen_modes(res.item)):  # "with mana value X or less" (608.2h)
        fix_bounds(game, res)


def _explain(game, decision, action):
    return "118.3", f"X can't be {action.value}: player {seat_name(decision.player)} can't pay that much"


handler("paid_x", _legal, _perform, _explain)
