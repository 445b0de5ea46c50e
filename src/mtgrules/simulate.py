"""Many games between AIs: results and speed (``mtgrules simulate``).

Each entrant is an AI kind with a deck. Game ``i`` of a run is fully determined by the run's
seed: the game is seeded ``seed + i`` and the players ``seed + 2 * i + seat + 1``, so a run
repeats exactly, whether its games are played in one process or spread over several
(``jobs``). With ``alternate``, entrant ``k`` sits in seat ``(k + i) % n`` in game ``i``, so
each entrant starts as often as the others (rule 103.1 gives the first game's starting player
to a random choice; here it is seat A) while keeping its deck and its place in ``wins``.

With ``ray=True`` the same batches of games run as Ray tasks (``pip install mtgrules[ray]``):
on the cluster named by the ``RAY_ADDRESS`` environment variable, or on a local Ray instance
started for the run. Since each game depends only on the seed and its index, the results are
those of a run in one process.
"""
from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Entrant:
    """One side of the games: an AI ``ai`` (a kind of ``mtgrules.players``) playing ``deck``
    (the card names of the deck described by ``deck_name``)."""

    ai: str
    deck_name: str
    deck: tuple[str, ...]


class RayUnavailable(RuntimeError):
    """``ray=True`` was asked for but Ray is not installed."""


@dataclass(frozen=True)
class GameResult:
    """One game's outcome: ``winner`` an entrant's index (None: a draw), its ``decisions``
    and ``turns``."""

    index: int
    winner: int | None
    decisions: int
    turns: int


@dataclass
class Summary:
    """What a run found; ``as_dict`` is the JSON ``mtgrules simulate --json`` prints."""

    entrants: list[Entrant]
    seed: int
    jobs: int
    alternate: bool
    backend: str = "processes"
    games: int = 0
    wins: list[int] = field(default_factory=list)
    draws: int = 0
    decisions: int = 0
    turns: int = 0
    elapsed: float = 0.0

    def add(self, result: GameResult) -> None:
        self.games += 1
        self.decisions += result.decisions
        self.turns += result.turns
        if result.winner is None:
            self.draws += 1
        else:
            self.wins[result.winner] += 1

    def as_dict(self) -> dict:
        per_second = (lambda n: round(n / self.elapsed, 1)) if self.elapsed > 0 else (lambda n: None)
        return {
            "games": self.games,
            "wins": list(self.wins),
            "draws": self.draws,
            "entrants": [{"ai": e.ai, "deck": e.deck_name} for e in self.entrants],
            "decisions": self.decisions,
            "turns": self.turns,
            "elapsed_seconds": round(self.elapsed, 3),
            "games_per_second": per_second(self.games),
            "decisions_per_second": per_second(self.decisions),
            "seed": self.seed,
            "jobs": self.jobs,
            "backend": self.backend,
            "alternate": self.alternate,
        }


def seating(entrants: int, index: int, alternate: bool) -> list[int]:
    """The entrant in each seat in game ``index``."""
    if not alternate:
        return list(range(entrants))
    return [(seat - index) % entrants for seat in range(entrants)]


def play_one(entrants: list[Entrant], seed: int, index: int, alternate: bool,
             max_decisions: int = 100_000) -> GameResult:
    """Play game ``index`` of a run seeded ``seed``."""
    from mtgrules.engine.setup import new_game
    from mtgrules.players import make_player
    order = seating(len(entrants), index, alternate)
    game = new_game([list(entrants[k].deck) for k in order], seed=seed + index)
    players = [make_player(entrants[k].ai, seed=seed + 2 * index + seat + 1)
               for seat, k in enumerate(order)]
    decisions = 0
    while not game.is_over and decisions < max_decisions:
        game.apply(players[game.actor].choose(game))
        decisions += 1
    winner = None if game.winner is None else order[game.winner]
    return GameResult(index, winner, decisions, game.turn)


def _play_batch(entrants: list[Entrant], seed: int, indices: range, alternate: bool) -> list[GameResult]:
    return [play_one(entrants, seed, i, alternate) for i in indices]


def _batches(games: int, jobs: int) -> Iterator[range]:
    """Game indices in batches small enough to show progress and keep every process busy."""
    size = max(1, min(20, games // (jobs * 4) or 1))
    for start in range(0, games, size):
        yield range(start, min(games, start + size))


def simulate(entrants: list[Entrant], games: int, seed: int, *, jobs: int = 1,
             alternate: bool = False, progress: Callable[[int], None] | None = None,
             ray: bool = False) -> Summary:
    """Play ``games`` games between ``entrants`` (at least two), in ``jobs`` processes or, with
    ``ray``, as Ray tasks; ``progress(n)`` is called as each batch of ``n`` games ends."""
    if len(entrants) < 2:
        raise ValueError("a game needs at least two entrants (an --ai and a --deck for each)")
    if games < 0:
        raise ValueError(f"the number of games must not be negative, got {games}")
    jobs = max(1, min(jobs, games or 1))
    summary = Summary(list(entrants), seed, jobs, alternate, "ray" if ray else "processes",
                      wins=[0] * len(entrants))
    start = time.perf_counter()
    if ray:
        batches = _ray_batches(entrants, games, seed, alternate, jobs)
    elif jobs == 1:
        batches = (_play_batch(entrants, seed, batch, alternate) for batch in _batches(games, 1))
    else:
        batches = _process_batches(entrants, games, seed, alternate, jobs)
    for results in batches:
        for result in results:
            summary.add(result)
        if progress is not None:
            progress(len(results))
    summary.elapsed = time.perf_counter() - start
    return summary


def _process_batches(entrants: list[Entrant], games: int, seed: int, alternate: bool,
                     jobs: int) -> Iterator[list[GameResult]]:
    """Each batch's results as it ends, the batches played in ``jobs`` local processes."""
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(_play_batch, entrants, seed, batch, alternate)
                   for batch in _batches(games, jobs)]
        for future in as_completed(futures):
            yield future.result()


def _ray_batches(entrants: list[Entrant], games: int, seed: int, alternate: bool,
                 jobs: int) -> Iterator[list[GameResult]]:
    """Each batch's results as it ends, the batches played as Ray tasks: on the cluster of
    ``RAY_ADDRESS`` if set, else on a local instance started here (and stopped after)."""
    try:
        import ray
    except ImportError:
        raise RayUnavailable("--ray needs Ray: pip install 'mtgrules[ray]'") from None
    started_here = not ray.is_initialized()
    if started_here:
        ray.init(address=os.environ.get("RAY_ADDRESS"), include_dashboard=False,
                 log_to_driver=False, configure_logging=False)
    try:
        task = ray.remote(_play_batch)
        pending = [task.remote(entrants, seed, batch, alternate)
                   for batch in _batches(games, max(jobs, int(ray.cluster_resources().get("CPU", 1))))]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            yield ray.get(done[0])
    finally:
        if started_here:
            ray.shutdown()


def default_jobs() -> int:
    """All the cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1
