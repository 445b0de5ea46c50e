"""The card model of effects on turns (rule 500.7)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class ExtraTurn(Effect):
    """"<Player> takes an extra turn after this one" (500.7): a turn for ``who`` added directly
    after this turn; the most recently created extra turn is taken first."""

    who: Ref
