"""A search player: Monte Carlo tree search over copies of the game, with the hidden cards
sampled anew for each iteration (information-set MCTS, "single observer": one tree over the
moves of all players, each sample a determinization, ``players/determinize.py``).

One iteration: sample the hidden cards consistently with what the searching player knows
(it never reads the opponent's hand or any library's order); walk down the tree choosing at each
decision, by UCT, among the moves legal in this sample (a move's exploration term counts the
iterations in which it was available); add one new move (at the root, the untried one the
greedy player scores best, so that a small budget tries the obvious moves first; deeper, one
at random); play on with the fast playout policy
until the game ends or ``horizon`` turns after the current one have begun; score the position
(``playout.evaluate``) and credit every move on the way with the score of the player who made
it. The move tried most often at the root is played.

Decisions with one sensible move (``playout.candidates``) are answered without search, and a
mulligan (103.5) as the greedy player would. At a priority decision where a land can be played,
only the land plays are searched (``lands_first``): playing the land before casting or passing
keeps the mana open for the rest of the turn, and a budget spent on that choice is wasted in
nearly every deck (a deck whose cards reward holding a land back would turn it off).
A declaration of attackers or blockers is made one creature at a time (508.1, 509.1); the
search of each next step of it starts from the subtree its previous step grew under the move
made (``_kept``), so the budget tops that subtree up instead of starting over. The budget is a number of iterations per decision
(``iterations``; the default keeps a game between the bundled decks at about ten seconds of
one core or less, the longest pairing included) or a time per decision (``seconds``: then the play depends on the machine's speed). With
an iteration budget the choice depends only on the seed and what the player knows.

As an ``--ai`` kind: ``mcts`` (the default budget), ``mcts:N`` (N iterations per decision) or
``mcts:Ts`` (T seconds per decision, e.g. ``mcts:0.5s``).
"""
from __future__ import annotations

import math
import time

from mtgrules.engine.actions import DeclareAttacker, DeclareBlocker, PlayLand
from mtgrules.engine.rng import Rng
from mtgrules.players.determinize import determinize
from mtgrules.players.greedy import GreedyPlayer
from mtgrules.players.playout import candidates, evaluate, playout_choice

#: iterations per decision: 48 play a little stronger, but games between the black decks then
#: take about 20 s; 8 per sensible move (16 for most decisions) played weaker (README, "The AIs")
DEFAULT_ITERATIONS = 32
#: playouts stop when this many turns after the one being searched have begun
DEFAULT_HORIZON = 1
#: the UCT exploration constant (scores are in [0, 1])
EXPLORATION = 0.7
#: decisions after which a playout stops even within its horizon
MAX_PLAYOUT_DECISIONS = 400
#: the declarations made one creature at a time, whose next step reuses the previous search
_DECLARATIONS = {"attackers": DeclareAttacker, "blockers": DeclareBlocker}


class _Node:
    """A move in the tree: ``player`` made it; its ``visits``, the sum of that player's scores
    through it (``total``), and how many iterations could have chosen it (``available``)."""

    __slots__ = ("player", "visits", "total", "available", "children")

    def __init__(self, player: int) -> None:
        self.player = player
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.children: dict = {}


class MCTSPlayer:
    name = "mcts"

    def __init__(self, seed: int = 0, *, iterations: int = DEFAULT_ITERATIONS,
                 seconds: float | None = None, horizon: int = DEFAULT_HORIZON,
                 lands_first: bool = True) -> None:
        if iterations < 1:
            raise ValueError(f"an MCTS budget needs at least one iteration, got {iterations}")
        if seconds is not None and seconds <= 0:
            raise ValueError(f"an MCTS time budget must be positive, got {seconds}")
        self.seed = seed
        self.rng = Rng(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.horizon = horizon
        self.lands_first = lands_first
        self.greedy = GreedyPlayer(seed)
        self.searches = 0  # decisions searched (the others had one sensible move)
        #: (the position a declaration step leads to, the subtree grown under that step)
        self._kept: tuple | None = None

    @classmethod
    def from_option(cls, option: str, seed: int = 0) -> "MCTSPlayer":
        """The player of ``--ai mcts:OPTION``: ``N`` iterations or ``Ts`` seconds per decision."""
        try:
            if option.endswith("s"):
                return cls(seed, seconds=float(option[:-1]))
            return cls(seed, iterations=int(option))
        except ValueError as e:
            raise ValueError(f"mcts:{option}: give a number of iterations (mcts:200) or of "
                             f"seconds per decision (mcts:0.5s) ({e})") from None

    def choose(self, game):
        options = self._sensible(game)
        if len(options) == 1:
            return options[0]
        if game.pending.kind == "mulligan":
            return self.greedy.choose(game)
        self.searches += 1
        return self.search(game, options)

    def _sensible(self, game) -> list:
        """The moves worth searching: ``candidates``, narrowed to the land plays when a land
        can be played at priority and ``lands_first`` is on."""
        options = candidates(game)
        if self.lands_first and len(options) > 1 and game.pending.kind == "priority":
            lands = [o for o in options if type(o) is PlayLand]
            if lands:
                return lands
        return options

    def search(self, game, options: list):
        """The move among ``options`` the search finds best (see the module docstring)."""
        seat = game.actor
        kept, self._kept = self._kept, None
        root = kept[1] if kept is not None and kept[0] == _position(game) else _Node(seat)
        last_turn = game.turn + self.horizon
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        score = self.greedy.score  # the root's moves are tried in the fast policy's order
        ranked = sorted(range(len(options)), key=lambda i: (-score(game, options[i]), i))
        rank = {options[i]: r for r, i in enumerate(ranked)}
        # a kept subtree is topped up to the budget, with at least a quarter of it new
        budget = max(self.iterations - root.visits, self.iterations // 4, 1)
        done = 0
        while True:
            self._iterate(root, determinize(game, seat, self.rng), last_turn, rank)
            done += 1
            if deadline is None:
                if done >= budget:
                    break
            elif time.perf_counter() >= deadline:
                break
        children = root.children
        best = max(options, key=lambda o: (children[o].visits, children[o].total)
                   if o in children else (-1, 0.0))
        self._keep(game, best, children.get(best))
        return best

    def _keep(self, game, move, node) -> None:
        """Keep the subtree under ``move`` when it is a step of a declaration that the same
        player goes on with (see the module docstring), keyed by the position it leads to."""
        step = _DECLARATIONS.get(game.pending.kind)
        if node is None or not node.children or type(move) is not step:
            return
        after = game.copy()
        after.apply(move)
        if after.actor == game.actor and after.pending.kind == game.pending.kind:
            self._kept = (_position(after), node)

    def _iterate(self, root: _Node, game, last_turn: int, rank: dict) -> None:
        rng = self.rng
        node = root
        path = []
        sensible = self._sensible
        while not game.over and game.turn <= last_turn:
            options = sensible(game)
            if len(options) == 1:
                game.apply(options[0])
                continue
            children = node.children
            untried = []
            for o in options:
                child = children.get(o)
                if child is None:
                    untried.append(o)
                else:
                    child.available += 1
            if untried:  # at the root in ``rank`` order, deeper at random
                move = min(untried, key=lambda o: rank.get(o, len(rank))) if node is root else \
                    untried[rng.below(len(untried))]
                child = children[move] = _Node(game.actor)
                child.available = 1
                game.apply(move)
                path.append(child)
                break
            log_of = math.log
            best, best_value = None, -1.0
            for o in options:
                child = children[o]
                value = child.total / child.visits + EXPLORATION * math.sqrt(
                    log_of(child.available) / child.visits)
                if value > best_value:
                    best, best_value = o, value
            node = children[best]
            game.apply(best)
            path.append(node)
        self._play_out(game, last_turn)
        scores = evaluate(game)
        for n in path:
            n.visits += 1
            n.total += scores[n.player]

    def _play_out(self, game, last_turn: int) -> None:
        rng, greedy = self.rng, self.greedy
        for _ in range(MAX_PLAYOUT_DECISIONS):
            if game.over or game.turn > last_turn:
                return
            game.apply(playout_choice(game, candidates(game), rng, greedy))


def _position(game) -> tuple:
    """What tells a step of a declaration from another: the turn, step and decision, and the
    moves legal in it (each creature declared changes them)."""
    pending = game.pending
    return (game.turn, game.step, pending.kind, pending.player, game.legal_actions())
