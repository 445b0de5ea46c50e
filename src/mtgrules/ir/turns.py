"""The card model of effects on turns (rule 500.7)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class ExtraTurn(Effect):
    """"<Player> takes an extra turn after this one" (500.7): a turn for ``who`` added directly
    after this turn; the most recently created extra turn is taken first. ``that_turn``: what
    the sentences after it say of that turn, of ``THAT_TURN_RULES``: 'untap skipped' ("Skip
    the untap step of that turn.", 614.1b, 614.10), 'no schemes set in motion' ("Schemes can't
    be set in motion that turn.", 701.32, 904.9)."""

    who: Ref
    that_turn: tuple = ()


#: The sentences after "take an extra turn after this one" that say what happens in that turn,
#: and the rule each gives it (``ExtraTurn.that_turn``).
THAT_TURN_RULES = {"skip the untap step of that turn": "untap skipped",
                   "schemes can't be set in motion that turn": "no schemes set in motion"}


@record
class SkipTurns(Effect):
    """"You skip your next turn", "that player skips their next two turns" (614.1b, 614.10): the
    next ``count`` turns ``who`` would begin don't happen (614.10a: each skip is used up by the
    first turn it replaces)."""

    who: Ref
    count: int = 1


@record
class AdditionalCombat(Effect):
    """"After this phase, there is an additional combat phase [followed by an additional main
    phase]" (500.8): phases added directly after the current phase, the most recently created
    first. ``then_main``: a main phase follows the added combat phase (505.1a: a postcombat main
    phase); ``main_only``: "after this main phase", which adds nothing outside a main phase."""

    then_main: bool = False
    main_only: bool = False
