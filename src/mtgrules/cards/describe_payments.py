"""How payments an effect asks for read, for ``mtgrules cards show`` (119.4, 118.12), and the loss of
the game an effect states (104.3e)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.describe import describes, ref

describes(m.PayLife)(lambda e: f"pay {e.count} life (119.4)")
describes(m.LoseGame)(lambda e: f"{ref(e.who)} lose the game (104.3e)")
