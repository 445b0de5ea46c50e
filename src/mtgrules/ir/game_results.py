"""The card model of effects that decide the game or set a life total, or stop life gain
(rules 104.2b, 104.3e, 119.5, 119.7), or exchange life totals (701.12c)."""
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


@record
class ExchangeLifeTotals(Effect):
    """"Exchange life totals with target player", "two target players exchange life totals"
    (701.12c): each of the two players gains or loses the life needed to end up with the other's
    previous life total; nothing happens unless both can (701.12a: one who can't gain life
    can't be given a higher life total, 119.7)."""

    first: Ref
    second: Ref


@record
class CantGainLife(Effect):
    """"Players can't gain life this turn.", "That player can't gain life for the rest of the
    game." (119.7): ``who`` can't gain life this turn, or with ``rest_of_game`` from now on."""

    who: Ref
    rest_of_game: bool = False
