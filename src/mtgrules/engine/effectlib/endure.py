"""Endure N (rule 701.63): the permanent's controller creates an N/N white Spirit creature token
unless they put N +1/+1 counters on that permanent; they choose as the instruction is carried
out. A permanent no longer on the battlefield can't get the counters, so the token is created
(the player who controlled it as the ability did creates it, as last known, 608.2h)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.tokens import token_card
from mtgrules.engine import replacement
from mtgrules.engine.actions import ChooseYesNo
from mtgrules.engine.decision import handler, yes_or_no
from mtgrules.engine.effectlib.keyword_actions import actor, on_battlefield
from mtgrules.engine.effectlib.token_creation import create_tokens
from mtgrules.engine.effects import amount, effect
from mtgrules.engine.game_events import CountersEvent
from mtgrules.engine.objects import seat_name


def spirit(n: int) -> m.TokenSpec:
    """The N/N white Spirit creature token of 701.63a."""
    return m.TokenSpec("Spirit Token", n, n, frozenset("W"), frozenset({"Creature"}), ("Spirit",))


@effect(m.Endure)
def _endure(game, res, e: m.Endure, offset) -> bool:
    n = amount(game, res, e.count, offset)
    oid, player = actor(game, res, e, offset)
    name = game.name(oid) if oid is not None else "it"
    if n <= 0:  # 701.63b
        game.event("701.63b", f"{name} endures {max(n, 0)}: nothing happens")
        return True
    if oid is None or not on_battlefield(game, oid):
        _spirit(game, res, player, n, name)
        return True
    game.ask("endure", player, f"{name} endures {n}: put {n} +1/+1 counter{'s' if n != 1 else ''} "
             f"on it (no: create a {n}/{n} white Spirit creature token)?", (oid, n))
    return False


def _spirit(game, res, player: int, n: int, name: str) -> None:
    res.created += create_tokens(game, player, token_card(spirit(n)), 1, rule="701.63a",
                                 what=f"creates a {n}/{n} white Spirit token as {name} endures {n}")


def _endure_perform(game, decision, action: ChooseYesNo) -> None:
    oid, n = decision.data
    res = game.resolving
    res.queue.pop(0)
    if action.yes and on_battlefield(game, oid):
        game.event("701.63a", f"player {seat_name(decision.player)} puts {n} +1/+1 counter"
                              f"{'s' if n != 1 else ''} on {game.name(oid)} as it endures {n}")
        replacement.happen(game, CountersEvent(oid, "+1/+1", n, "701.63a"))
    else:
        _spirit(game, res, decision.player, n, game.name(oid))


handler("endure", yes_or_no, _endure_perform)
