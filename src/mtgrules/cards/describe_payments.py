"""How payments an effect asks for read, for ``mtgrules cards show`` (119.4, 118.12)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.describe import describes

describes(m.PayLife)(lambda e: f"pay {e.count} life (119.4)")
describes(m.PayAnyEnergy)(lambda e: "you may pay any amount of {E}; that much is the amount paid "
                                     "(107.14, 608.2h)")
