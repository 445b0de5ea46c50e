"""Who decides: players are objects with ``choose(game) -> action`` (one of
``game.legal_actions()``). Any player can play any game: AIs, scripts, humans.

A player kind is a name of ``PLAYERS``, optionally with an option after a colon for the kinds
that take one (``mcts:200``: see ``players/mcts.py``)."""
from __future__ import annotations

from mtgrules.players.greedy import GreedyPlayer
from mtgrules.players.human import HumanPlayer
from mtgrules.players.mcts import MCTSPlayer
from mtgrules.players.random_player import RandomPlayer

PLAYERS = {"random": RandomPlayer, "greedy": GreedyPlayer, "human": HumanPlayer, "mcts": MCTSPlayer}

__all__ = ["GreedyPlayer", "HumanPlayer", "MCTSPlayer", "PLAYERS", "RandomPlayer", "make_player"]


def make_player(kind: str, seed: int = 0):
    """The player of ``kind`` (``"greedy"``, ``"mcts:200"``, ...), seeded ``seed``; a
    ``ValueError`` saying what is wrong for an unknown kind or a bad option."""
    name, colon, option = kind.partition(":")
    cls = PLAYERS.get(name)
    if cls is None:
        raise ValueError(f"unknown player kind {kind!r}; choose from {', '.join(PLAYERS)}")
    if not colon:
        return cls(seed=seed)
    if not hasattr(cls, "from_option"):
        raise ValueError(f"player kind {name!r} takes no option (got {kind!r})")
    return cls.from_option(option, seed=seed)
