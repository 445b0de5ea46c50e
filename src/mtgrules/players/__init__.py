"""Who decides: players are objects with ``choose(game) -> action`` (one of
``game.legal_actions()``). Any player can play any game: AIs, scripts, humans."""
from __future__ import annotations

from mtgrules.players.greedy import GreedyPlayer
from mtgrules.players.human import HumanPlayer
from mtgrules.players.random_player import RandomPlayer

PLAYERS = {"random": RandomPlayer, "greedy": GreedyPlayer, "human": HumanPlayer}

__all__ = ["GreedyPlayer", "HumanPlayer", "PLAYERS", "RandomPlayer", "make_player"]


def make_player(kind: str, seed: int = 0):
    try:
        return PLAYERS[kind](seed=seed)
    except KeyError:
        raise ValueError(f"unknown player kind {kind!r}; choose from {', '.join(PLAYERS)}") from None
