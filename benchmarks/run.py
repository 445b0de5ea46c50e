"""The benchmark suite: each figure is measured several times and reported as the median with
its spread (min-max). Random-vs-random playouts go through the public API only
(``new_game``, ``legal_actions``, ``apply``) on the reference decks in ``benchmarks/decks``.

    python -m benchmarks            # human-readable table
    python -m benchmarks --json     # the same figures as JSON
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import mtgrules
from mtgrules.decks import parse_decklist
from mtgrules.players import RandomPlayer

DECKS = Path(__file__).parent / "decks"


def reference_decks() -> list[list[str]]:
    return [parse_decklist((DECKS / f"{name}.txt").read_text(), name) for name in ("green", "black")]


def _summary(values: list[float]) -> dict:
    return {"median": statistics.median(values), "min": min(values), "max": max(values),
            "runs": len(values)}


def playouts(decks, games: int, runs: int) -> dict:
    """Decisions per second and games per second of random-vs-random games."""
    rates, game_rates, per_game = [], [], []
    for run in range(runs):
        decisions = 0
        start = time.perf_counter()
        for i in range(games):
            seed = run * games + i
            game = mtgrules.new_game(decks, seed=seed)
            players = (RandomPlayer(2 * seed + 1), RandomPlayer(2 * seed + 2))
            while not game.is_over:
                actions = game.legal_actions()
                game.apply(players[game.actor].choose(game) if actions else None)
                decisions += 1
        elapsed = time.perf_counter() - start
        rates.append(decisions / elapsed)
        game_rates.append(games / elapsed)
        per_game.append(decisions / games)
    return {"decisions_per_second": _summary(rates), "games_per_second": _summary(game_rates),
            "decisions_per_game": _summary(per_game)}


def mid_game(decks, seed: int = 0):
    """A position at turn 6-8 with at least a dozen permanents (first seed that gives one)."""
    while True:
        game = mtgrules.new_game(decks, seed=seed)
        players = (RandomPlayer(seed + 100), RandomPlayer(seed + 200))
        while not game.is_over and game.turn <= 8:
            if 6 <= game.turn and len(game.battlefield) >= 12 and game.pending.kind == "priority":
                return game
            game.apply(players[game.actor].choose(game))
        seed += 1


def _time_per_call(fn, number: int, runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        out.append((time.perf_counter() - start) / number)
    return out


def copy_and_json(game, runs: int) -> dict:
    copy_us = [t * 1e6 for t in _time_per_call(game.copy, 2000, runs)]

    def round_trip():
        mtgrules.Game.from_json(game.to_json())
    json_ms = [t * 1e3 for t in _time_per_call(round_trip, 50, runs)]
    return {"copy_us": _summary(copy_us), "json_round_trip_ms": _summary(json_ms)}


def import_and_lookup(runs: int) -> dict:
    code = ("import time; t = time.perf_counter(); import mtgrules; "
            "from mtgrules.cards.database import default_database; "
            "default_database().get('Grizzly Bears'); print(time.perf_counter() - t)")
    values = []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        values.append(float(out.stdout) * 1e3)
    return _summary(values)


def encoding(game, runs: int) -> dict | None:
    """The RL observation and action mask of the deciding player (``mtgrules.env.encode``), in
    µs per call; None without the ``rl`` extra."""
    try:
        from mtgrules.env import encode
    except ImportError:
        return None
    seat = game.actor
    return _summary([t * 1e6 for t in _time_per_call(lambda: encode(game, seat), 200, runs)])


def mcts_search(game, runs: int) -> dict:
    """Milliseconds one search of the ``mcts`` player takes at the position, with its default
    budget (strength and seconds per game: ``python -m benchmarks.mcts``)."""
    from mtgrules.players import MCTSPlayer
    from mtgrules.players.playout import candidates
    options = candidates(game)
    values = []
    for run in range(runs):
        player = MCTSPlayer(run + 1)
        start = time.perf_counter()
        player.search(game, options)
        values.append((time.perf_counter() - start) * 1e3)
    return _summary(values)


def build_game(decks, runs: int) -> dict:
    values = [t * 1e3 for t in _time_per_call(lambda: mtgrules.new_game(decks, seed=1), 100, runs)]
    return _summary(values)


def memory(game) -> dict:
    """Bytes a saved-and-loaded position holds on its own, and per copy when 10,000 are kept."""
    text = game.to_json()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    loaded = mtgrules.Game.from_json(text)
    position = tracemalloc.get_traced_memory()[0] - before
    before = tracemalloc.get_traced_memory()[0]
    copies = [game.copy() for _ in range(10_000)]
    per_copy = (tracemalloc.get_traced_memory()[0] - before) / len(copies)
    tracemalloc.stop()
    del copies, loaded
    return {"position_kb": position / 1024, "copy_kb": per_copy / 1024,
            "ten_thousand_copies_mb": per_copy * 10_000 / 2**20}


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, {platform.system()}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--games", type=int, default=20, help="games per playout run")
    parser.add_argument("--runs", type=int, default=5, help="runs per figure")
    args = parser.parse_args(argv)
    decks = reference_decks()
    position = mid_game(decks)
    results = {
        "machine": machine(),
        "playouts": playouts(decks, args.games, args.runs),
        "position": {"turn": position.turn, "permanents": len(position.battlefield)},
        **copy_and_json(position, args.runs),
        "import_and_first_lookup_ms": import_and_lookup(args.runs),
        "new_game_ms": build_game(decks, args.runs),
        "observation_and_mask_us": encoding(position, args.runs),
        "mcts_search_ms": mcts_search(position, args.runs),
        "memory": memory(position),
    }
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        print(render(results))
    return 0


def render(r: dict) -> str:
    def fmt(s: dict, unit: str, digits: int = 1) -> str:
        return (f"{s['median']:,.{digits}f} {unit} (min {s['min']:,.{digits}f}, max {s['max']:,.{digits}f},"
                f" {s['runs']} runs)")
    p = r["playouts"]
    m = r["memory"]
    lines = [
        f"machine: {r['machine']}",
        f"playouts, decisions/s:      {fmt(p['decisions_per_second'], '/s', 0)}",
        f"playouts, games/s:          {fmt(p['games_per_second'], '/s', 2)}",
        f"decisions per game:         {fmt(p['decisions_per_game'], '', 0)}",
        f"Game.copy() (turn {r['position']['turn']}, {r['position']['permanents']} permanents): "
        f"{fmt(r['copy_us'], 'µs')}",
        f"to_json + from_json:        {fmt(r['json_round_trip_ms'], 'ms', 2)}",
        f"import + first lookup:      {fmt(r['import_and_first_lookup_ms'], 'ms')}",
        f"new_game from decklists:    {fmt(r['new_game_ms'], 'ms', 2)}",
        f"RL observation + mask:      "
        f"{fmt(r['observation_and_mask_us'], 'µs') if r['observation_and_mask_us'] else '(no rl extra)'}",
        f"mcts search (default budget): {fmt(r['mcts_search_ms'], 'ms')}",
        f"memory: position {m['position_kb']:.1f} KB, copy {m['copy_kb']:.1f} KB, "
        f"10,000 copies {m['ten_thousand_copies_mb']:.0f} MB",
    ]
    return "\n".join(lines)
