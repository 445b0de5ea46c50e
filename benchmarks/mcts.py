"""The search AI's strength and speed: ``mcts`` against ``greedy`` on the bundled decks.

Strength: for each pairing of decks (the search AI's deck first), a ``simulate`` run with seats
alternating; the win rate with its 95% Wilson interval, per pairing and over all of them.
Speed: games played in this process, timing each decision of the search AI (CPU time).

    python -m benchmarks.mcts --games 40 --jobs 2          # all four pairings
    python -m benchmarks.mcts --pairings black:green --games 40 --json
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import time

from mtgrules.decks import load_deck
from mtgrules.simulate import Entrant

PAIRINGS = ("green:black", "black:green", "green:green", "black:black")


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def strength(ai: str, pairings: list[str], games: int, seed: int, jobs: int, *,
             stream=None) -> dict:
    """Play ``games`` games per pairing (seats alternating: game ``i`` of a pairing is game
    ``i`` of ``mtgrules simulate --ai AI --deck MINE --ai greedy --deck THEIRS --alternate
    --seed SEED``), in ``jobs`` processes; each result is written to ``stream`` (a JSON line)
    as it comes, so a long run can be read while it goes on."""
    from concurrent.futures import ProcessPoolExecutor, as_completed
    entrants_of = {}
    for pairing in pairings:
        mine, theirs = pairing.split(":")
        entrants_of[pairing] = [Entrant(ai, mine, tuple(load_deck(mine))),
                                Entrant("greedy", theirs, tuple(load_deck(theirs)))]
    # the pairings' games in turn, so a run stopped early has results for each
    tasks = [(pairing, entrants_of[pairing], i) for i in range(games) for pairing in pairings]
    results: dict[str, list] = {p: [] for p in pairings}
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = {pool.submit(_timed_game, entrants, seed, i): pairing for pairing, entrants, i in tasks}
        for future in as_completed(futures):
            pairing = futures[future]
            row = future.result()
            results[pairing].append(row)
            if stream is not None:
                print(json.dumps({"pairing": pairing, **row}), file=stream, flush=True)
    rows = {pairing: _tally(found) for pairing, found in results.items()}
    everything = [row for found in results.values() for row in found]
    return {"pairings": rows, **_tally(everything), "seed": seed,
            "elapsed_seconds": time.perf_counter() - start}


def _timed_game(entrants, seed: int, index: int) -> dict:
    from mtgrules.simulate import play_one
    start = time.process_time()
    result = play_one(entrants, seed, index, True)
    return {"index": index, "winner": result.winner, "turns": result.turns,
            "cpu_seconds": time.process_time() - start}


def _tally(rows: list[dict]) -> dict:
    games = len(rows)
    wins = sum(1 for r in rows if r["winner"] == 0)
    draws = sum(1 for r in rows if r["winner"] is None)
    score = wins + 0.5 * draws
    return {"games": games, "wins": wins, "losses": games - wins - draws, "draws": draws,
            "win_rate": score / max(1, games), "interval": wilson(score, games),
            "cpu_seconds_per_game": sum(r["cpu_seconds"] for r in rows) / max(1, games)}


def speed(ai: str, games: int, seed: int) -> dict:
    """CPU seconds per game and per searched decision of ``ai`` against greedy, green against
    black then black against green."""
    import mtgrules
    from mtgrules.players import make_player
    per_game, per_search, searches = [], [], 0
    for i in range(games):
        decks = ("green", "black") if i % 2 == 0 else ("black", "green")
        game = mtgrules.new_game([load_deck(d) for d in decks], seed=seed + i)
        players = [make_player(ai, seed=seed + i + 1), make_player("greedy")]
        spent = 0.0
        while not game.is_over:
            if game.actor == 0:
                before, start = players[0].searches, time.process_time()
                action = players[0].choose(game)
                took = time.process_time() - start
                spent += took
                if players[0].searches > before:
                    per_search.append(took)
            else:
                action = players[1].choose(game)
            game.apply(action)
        per_game.append(spent)
        searches += players[0].searches
    return {"games": games, "cpu_seconds_per_game": sum(per_game) / max(1, games),
            "max_cpu_seconds_per_game": max(per_game, default=0.0),
            "searches_per_game": searches / max(1, games),
            "cpu_ms_per_search": 1e3 * sum(per_search) / max(1, len(per_search))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.mcts", description=__doc__.splitlines()[0])
    parser.add_argument("--ai", default="mcts", help="the search AI's kind (e.g. mcts:96)")
    parser.add_argument("--games", type=int, default=40, help="games per pairing")
    parser.add_argument("--pairings", default=",".join(PAIRINGS),
                        help="the search AI's deck:greedy's deck, comma separated")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--speed-games", type=int, default=2, help="games timed in this process")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--progress", action="store_true",
                        help="write each game's result to standard error as it ends (a JSON line)")
    args = parser.parse_args(argv)
    result = {"ai": args.ai}
    if args.speed_games:
        result["speed"] = speed(args.ai, args.speed_games, args.seed)
    if args.games:
        result["strength"] = strength(args.ai, args.pairings.split(","), args.games, args.seed,
                                      args.jobs, stream=sys.stderr if args.progress else None)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    if "speed" in result:
        sp = result["speed"]
        print(f"{args.ai}: {sp['cpu_seconds_per_game']:.1f} s CPU per game (max "
              f"{sp['max_cpu_seconds_per_game']:.1f}), {sp['searches_per_game']:.0f} searches per game, "
              f"{sp['cpu_ms_per_search']:.0f} ms per search ({sp['games']} games)")
    if "strength" in result:
        st = result["strength"]
        for pairing, row in st["pairings"].items():
            lo, hi = row["interval"]
            print(f"{pairing:>12}: {row['wins']}-{row['losses']}-{row['draws']} of {row['games']}: "
                  f"{row['win_rate']:.0%} (95% {lo:.0%}-{hi:.0%}), {row['cpu_seconds_per_game']:.1f} "
                  f"s CPU/game")
        lo, hi = st["interval"]
        print(f"{'all':>12}: {st['win_rate']:.0%} of {st['games']} (95% {lo:.0%}-{hi:.0%})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
