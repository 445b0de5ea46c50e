"""mtgrules: a Magic: The Gathering rules engine.

Real cards from their oracle text, decisions as data, every log event citing its rule.

>>> import mtgrules
>>> game = mtgrules.new_game([["Forest"] * 40, ["Swamp"] * 40], seed=7)
>>> game.apply(game.legal_actions()[0])   # player A keeps
>>> game.actor
1
"""
from __future__ import annotations

from mtgrules.cards.database import UnknownCard
from mtgrules import actions
from mtgrules.engine.game import Game
from mtgrules.engine.setup import new_game
from mtgrules.errors import (IllegalAction, MtgRulesError, SavedGameError, ScenarioError,
                             UnsupportedCard)

# Register every decision handler (each module registers its own on import).
from mtgrules.engine import casting as _casting, combat as _combat, effects as _effects  # noqa: F401,E402
from mtgrules.engine import mulligan as _mulligan, priority as _priority, sba as _sba  # noqa: F401,E402
from mtgrules.engine import triggers as _triggers, turn as _turn  # noqa: F401,E402
from mtgrules.engine import replacement as _replacement  # noqa: F401,E402
# Register every keyword ability (702): the compiler and the engine consult the registry.
import mtgrules.keywords  # noqa: F401,E402

__all__ = ["Game", "IllegalAction", "MtgRulesError", "SavedGameError", "ScenarioError", "UnknownCard",
           "UnsupportedCard", "actions", "new_game"]
__version__ = "0.1.0"
