"""The card model of effects on turns and the untap step (rules 500.7, 502.3)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class DoesntUntapNext(Effect):
    """"<Objects> don't untap during their controller's next untap step" (502.3, 611.2a): as
    the next untap step of each permanent's controller comes, it stays tapped, and the effect
    ends then."""

    what: Ref


@record
class ExtraTurn(Effect):
    """"<Player> takes an extra turn after this one" (500.7): a turn for ``who`` added directly
    after this turn; the most recently created extra turn is taken first."""

    who: Ref
