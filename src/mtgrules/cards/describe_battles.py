"""How a defeated Siege's ability (310.11b) reads in ``mtgrules cards show``."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.describe import describes


@describes(m.SiegeDefeated)
def _siege_defeated(e: m.SiegeDefeated) -> str:
    return ("exile it, then you may cast it transformed without paying its mana cost "
            "(310.11b, 712.11a)")
