"""A uniformly random player: every legal action is equally likely."""
from __future__ import annotations

from mtgrules.engine.rng import Rng


class RandomPlayer:
    """Chooses uniformly among ``game.legal_actions()``, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, game):
        actions = game.legal_actions()
        return actions[self.rng.below(len(actions))]
