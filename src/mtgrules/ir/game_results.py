"""The card model of effects that decide the game or set a life total (rules 104.2b, 104.3e,
119.5)."""
from __future__ import annotations

from mtgrules.ir.conditions import Amount
from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class WinGame(Effect):
    """"<Player> wins the game" (104.2b): the game ends at once with that player the winner."""

    who: Ref


@record
class LoseGame(Effect):
    """"<Player> loses the game" (104.3e): at once, not as a state-based action."""

    who: Ref


@record
class SetLife(Effect):
    """"<Player's> life total becomes N" (119.5): the player gains or loses the life needed to
    end up with N."""

    who: Ref
    amount: Amount
