"""Amounts that are not fixed numbers: read from an object or from what an earlier part of the
same spell or ability did (rule 608.2h: information is determined once, as the effect applies)."""
from __future__ import annotations

from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class PowerOf:
    """"Its power", "equal to that creature's power": the power of what ``what`` names, as it
    is now, or as it last existed if it has left the battlefield (608.2h)."""

    what: Ref


@record
class ToughnessOf:
    """"Its toughness": like ``PowerOf``, for toughness (608.2h)."""

    what: Ref


@record
class ThatMuch:
    """"That much", "the damage dealt this way": what the previous effect of the same spell or
    ability actually did — the damage it dealt after prevention (615), the life gained or lost."""


@record
class EventAmount:
    """"That much", "that many" in a triggered ability whose trigger event has an amount: the
    damage dealt ("whenever this creature deals damage, you gain that much life"), the life
    gained or lost ("whenever you gain life, target opponent loses that much life"), as the
    event happened (603.2, 608.2h)."""


@record
class Scaled:
    """``factor`` times another amount: "+1/+1 for each creature you control" (1 x the count),
    "-X/-X" (-1 x X), "2 damage for each ..." (608.2h: counted once, as the effect applies)."""

    factor: int
    amount: object


@record
class SpellsCastBefore:
    """"The number of spells cast before it this turn" (storm, 702.40a): counted as the spell
    became cast (601.2i), by every player, and carried by the ability that triggered on it."""
