"""Effects of the prevention family that act on creatures in or around combat: fighting
(rule 701.14) and the replacement "if it would die this turn, exile it instead" (614.1a)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.filters import Filter
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class Fight(Effect):
    """``first`` fights ``second`` (rule 701.14a): each deals damage equal to its power to the
    other. Neither fights if either isn't a creature on the battlefield any more or is an
    illegal target (701.14b); a creature fighting itself deals twice its power to itself
    (701.14c). The damage isn't combat damage (701.14d)."""

    first: Ref
    second: Ref


@record
class ExileIfDiesThisTurn(Effect):
    """"If that creature would die this turn, exile it instead." (rule 614.1a): a replacement
    effect for the rest of the turn on the permanent ``what`` names as the effect happens."""

    what: Ref


@record
class DamagedThisWay:
    """"A creature dealt damage this way": each permanent matching ``filter`` that an earlier
    damage effect of the same spell or ability dealt damage to (120.3; damage all prevented
    is not dealt, 615.1), as this effect applies."""

    filter: Filter


@record
class ExileDyingThisTurn(Effect):
    """"If a creature [an opponent controls] would die this turn, exile it instead." (rule
    614.1a): a replacement effect for the rest of the turn on every permanent matching
    ``filter`` ("you" relative to the controller of the spell or ability), also those that
    enter the battlefield after it resolved; not a set locked in as it resolves (611.2c is
    about effects that change characteristics or control)."""

    filter: Filter
