"""Replacement effects of static abilities on life gain (rules 614.1a, 119.3): a ``LifeEvent``
of gain for the player the effect names becomes a gain of twice that much, of that much plus
N, a loss of that much, or nothing. A player who can't gain life has no life gain to replace
(119.7: ``Game.gain_life``); which of several apply first is the affected player's choice
(616.1e)."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine import replacement
from mtgrules.engine.game_events import LifeEvent
from mtgrules.engine.objects import seat_name


def _applies(game, eff: m.LifeGainReplaced, e: LifeEvent, holder) -> bool:
    if not e.gain or e.amount <= 0:
        return False
    controller = game.controller(holder)
    if eff.whose == "you":
        return e.player == controller
    if eff.whose == "opponent":
        return e.player in game.opponents(controller)
    return True


@replacement.applier(m.LifeGainReplaced, LifeEvent, applies=_applies)
def _life_gain_replaced(game, eff: m.LifeGainReplaced, e: LifeEvent, holder):
    """Rule 614.1a: the gain as ``eff`` modifies it, or None if it gains no life."""
    who, source = f"player {seat_name(e.player)}", game.chars(holder).name
    if eff.how == "none":
        game.event("614.1a", f"{who} gains no life instead of {e.amount} ({source})")
        return None
    if eff.how == "lose":
        game.event("614.1a", f"{who} loses {e.amount} life instead of gaining it ({source})")
        return dataclasses.replace(e, gain=False)
    now = e.amount * 2 if eff.how == "twice" else e.amount + eff.amount
    game.event("614.1a", f"{who} gains {now} life instead of {e.amount} ({source})")
    return dataclasses.replace(e, amount=now)
