"""The command line: ``mtgrules play | simulate | scenario | cards | bench``."""
from __future__ import annotations

import argparse
import sys

from mtgrules.engine.objects import seat_name


def _set_cards(path: str | None) -> None:
    if path:
        from mtgrules.cards.database import CardDatabase, set_default_database
        set_default_database(CardDatabase.from_atomic_cards(path))


def play_game(decks, players, seed: int, *, out=None, max_actions: int = 100_000):
    """Play one game between ``players`` (objects with ``choose``); print the log if ``out``:
    a header as each step begins, each event with the rule that caused it, and each decision
    with the player who made it — the log printed up to the moment of a decision before it is
    asked."""
    from mtgrules import new_game
    game = new_game(decks, seed=seed)
    log = _LogPrinter(game, out)
    actions = 0
    while not game.is_over and actions < max_actions:
        log.catch_up()
        action = players[game.actor].choose(game)
        log.decision(game.actor, action)
        game.apply(action)
        actions += 1
    log.catch_up()
    return game, actions


class _LogPrinter:
    """Prints a game's new log events to ``out`` (nothing if None), with turn and step headers."""

    def __init__(self, game, out) -> None:
        self.game, self.out = game, out
        self.printed = 0
        self.turn = self.where = None

    def catch_up(self) -> None:
        if self.out is None:
            return
        game = self.game
        for event in game.log[self.printed:]:
            if event.turn != self.turn and event.turn > 0:
                self.turn = event.turn
                print(f"== turn {event.turn} ==", file=self.out)
            print(f"  {event}", file=self.out)
        self.printed = len(game.log)
        where = (game.turn, game.step)
        if where != self.where and not game.is_over and game.turn > 0:
            self.where = where
            print(f"-- player {seat_name(game.active)}'s {game.step.words} --", file=self.out)

    def decision(self, seat: int, action) -> None:
        if self.out is not None:
            # the printed game is public: a card cast face down is not named (708.5)
            public = getattr(action, "public_text", None)
            print(f"> player {seat_name(seat)}: {public() if public else action}", file=self.out)


def cmd_play(args) -> int:
    from mtgrules.decks import load_deck
    from mtgrules.players import make_player
    kinds = args.ai or ["random", "greedy"]
    specs = args.deck or ["green", "black"]
    if len(kinds) != len(specs) or len(kinds) < 2:
        print("error: give --ai and --deck once per player, at least twice (or neither)",
              file=sys.stderr)
        return 2
    decks = [load_deck(s) for s in specs]
    try:
        players = [make_player(k, seed=args.seed + i + 1) for i, k in enumerate(kinds)]
    except ValueError as e:
        print(f"error: --ai: {e}", file=sys.stderr)
        return 2
    try:
        game, actions = play_game(decks, players, args.seed, out=None if args.quiet else sys.stdout)
    except (EOFError, KeyboardInterrupt):  # a human's end of input or Ctrl-C ends the game
        print("\ngame abandoned")
        return 130
    result = "draw" if game.winner is None else f"player {seat_name(game.winner)} ({kinds[game.winner]}) wins"
    print(f"game over after {game.turn} turns and {actions} decisions: {result}")
    return 0


def cmd_simulate(args) -> int:
    import json
    import random

    from mtgrules.decks import load_deck
    from mtgrules.simulate import Entrant, RayUnavailable, default_jobs, simulate
    specs = args.deck or ["green", "black"]
    kinds = args.ai or ["random"] * len(specs)
    if len(kinds) != len(specs):
        print(f"error: give --ai and --deck once per entrant ({len(kinds)} --ai, "
              f"{len(specs)} --deck)", file=sys.stderr)
        return 2
    from mtgrules.players import PLAYERS, make_player
    for kind in kinds:
        try:
            if kind.partition(":")[0] == "human":
                raise ValueError("a human can't play simulated games")
            make_player(kind)
        except ValueError as e:
            print(f"error: --ai {kind!r}: {e}; choose from "
                  f"{', '.join(k for k in PLAYERS if k != 'human')} (mcts:N for N iterations "
                  f"a decision)", file=sys.stderr)
            return 2
    entrants = [Entrant(k, s, tuple(load_deck(s))) for k, s in zip(kinds, specs)]
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2 ** 31)
    jobs = args.jobs or default_jobs()
    if not args.json:
        print(f"seed {seed} (repeat this run with --seed {seed})")
    try:
        with _progress(args.games) as advance:
            summary = simulate(entrants, args.games, seed, jobs=jobs, alternate=args.alternate,
                               progress=advance, ray=args.ray)
    except RayUnavailable as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary.as_dict(), indent=2))
        return 0
    data = summary.as_dict()
    for i, entrant in enumerate(entrants):
        share = 100 * summary.wins[i] / summary.games if summary.games else 0.0
        print(f"  {entrant.ai} with {entrant.deck_name}: {summary.wins[i]} wins ({share:.1f}%)")
    print(f"  draws: {summary.draws}")
    where = ("as Ray tasks" if args.ray else
             f"on {summary.jobs} process{'es' if summary.jobs > 1 else ''}")
    print(f"{summary.games} games, {summary.decisions} decisions in {summary.elapsed:.2f}s {where}: "
          f"{data['games_per_second']} games/s, {data['decisions_per_second']:,} decisions/s")
    return 0


def _progress(total: int):
    """A context manager giving ``advance(n)``: a progress bar on standard error when it is a
    terminal, nothing otherwise."""
    import contextlib
    if not sys.stderr.isatty():
        return contextlib.nullcontext(None)
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    @contextlib.contextmanager
    def bar():
        with Progress("games", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                      transient=True) as progress:
            task = progress.add_task("games", total=total)
            yield lambda n: progress.advance(task, n)
    return bar()


def cmd_cards_show(args) -> int:
    from mtgrules.cards.database import default_database
    db = default_database()
    for name in args.names:
        card = db.get(name)
        cost = f" {card.mana_cost}" if card.mana_cost is not None else ""
        print(f"{card.name}{cost}")
        types = " ".join(sorted(card.supertypes) + sorted(card.types))
        sub = f" — {' '.join(card.subtypes)}" if card.subtypes else ""
        print(f"  {types}{sub}")
        if card.power is not None:
            print(f"  {card.power}/{card.toughness}")
        if card.loyalty is not None:
            print(f"  loyalty {card.loyalty}")
        if card.vanguard is not None:  # rules 902.4, 902.5, 902.7
            print(f"  life modifier {card.vanguard.life:+d}, hand modifier {card.vanguard.hand:+d} (902.4, "
                  "902.5); face up in the command zone, where its abilities function (902.7)")
        status = "supported" if not card.unsupported else f"UNSUPPORTED: {card.unsupported_reason}"
        print(f"  status: {status}")
        for line, how in card.lines:
            print(f"  | {line}")
            print(f"  |   -> {how}")
    return 0


def cmd_cards_coverage(args) -> int:
    import json

    from mtgrules.cards.coverage import coverage, report
    from mtgrules.cards.database import default_database
    data = coverage(default_database(), top=args.top)
    print(json.dumps(data, indent=2) if args.json else report(data))
    return 0


def cmd_cards_check(args) -> int:
    import json

    from mtgrules.cards.database import default_database
    from mtgrules.cards.deck_check import check_deck, report
    from mtgrules.decks import load_deck
    db = default_database()
    checks = [check_deck(db, spec, load_deck(spec)) for spec in args.decks]
    print(json.dumps([c.as_dict() for c in checks], indent=2) if args.json else report(checks))
    return 0 if all(not c.refused for c in checks) else 1


def cmd_scenario(args) -> int:
    from mtgrules.scenario.runner import main as run_scenarios
    return run_scenarios(args.paths, verbose=args.verbose)


def cmd_bench(args) -> int:
    """The benchmarks live in the source checkout's ``benchmarks/`` (next to ``src/``)."""
    from pathlib import Path
    checkout = Path(__file__).resolve().parents[2]
    if not (checkout / "benchmarks" / "run.py").exists():
        print("error: the benchmarks are part of the source checkout; run `mtgrules bench` from an "
              "editable install (pip install -e .) or `python -m benchmarks` in the checkout",
              file=sys.stderr)
        return 2
    sys.path.insert(0, str(checkout))
    from benchmarks.run import main as bench_main  # type: ignore[import-not-found]
    return bench_main(args.rest)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mtgrules", description="A Magic: The Gathering rules engine.")
    parser.add_argument("--cards", metavar="PATH",
                        help="use this MTGJSON AtomicCards.json instead of the bundled cards "
                             "(also: environment variable MTGRULES_CARDS)")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("play", help="play a game between two AIs and print its log")
    p.add_argument("--ai", action="append", help="random, greedy, mcts (mcts:N: N iterations a decision) or human "
                   "(once per player)")
    p.add_argument("--deck", action="append", help="bundled deck name or decklist file (once per player)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--quiet", action="store_true", help="print only the result")
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("simulate", help="play many games and report results and speed")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--ai", action="append",
                   help="random, greedy or mcts (mcts:N: N iterations a decision), once per "
                   "entrant, in the order of --deck")
    p.add_argument("--deck", action="append",
                   help="bundled deck name or decklist file, once per entrant")
    p.add_argument("--seed", type=int, default=None,
                   help="the run's seed (default: a random one, printed so the run can be repeated)")
    p.add_argument("--jobs", type=int, default=None, metavar="N",
                   help="processes to play in (default: all cores)")
    p.add_argument("--alternate", action="store_true",
                   help="rotate the seats each game, so each entrant starts as often")
    p.add_argument("--ray", action="store_true",
                   help="play the games as Ray tasks: on the cluster of RAY_ADDRESS, or on a local "
                        "Ray instance (pip install 'mtgrules[ray]')")
    p.add_argument("--json", action="store_true", help="print the results as one JSON object")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("scenario", help="run rules scenarios (*.scenario.yaml files or folders)")
    p.add_argument("paths", nargs="+")
    p.add_argument("-v", "--verbose", action="store_true", help="print the game log of failures")
    p.set_defaults(func=cmd_scenario)

    p = sub.add_parser("cards", help="look at cards")
    csub = p.add_subparsers(dest="cards_command", required=True)
    show = csub.add_parser("show", help="print a card and how its text was understood")
    show.add_argument("names", nargs="+")
    show.set_defaults(func=cmd_cards_show)
    cov = csub.add_parser("coverage", help="how many cards are understood, by type and layout, "
                                           "and the most frequent text that is not")
    cov.add_argument("--json", action="store_true", help="print the figures as JSON")
    cov.add_argument("--top", type=int, default=30, metavar="N",
                     help="how many unsupported shapes to list (default 30)")
    cov.set_defaults(func=cmd_cards_coverage)
    chk = csub.add_parser("check", help="which cards of decks are understood, and why the others "
                                        "are not (exit status 1 if any is not)")
    chk.add_argument("decks", nargs="+", metavar="DECK", help="bundled deck name or decklist file")
    chk.add_argument("--json", action="store_true", help="print the results as JSON")
    chk.set_defaults(func=cmd_cards_check)

    p = sub.add_parser("bench", help="run the benchmarks (options: python -m benchmarks --help)")
    p.set_defaults(func=cmd_bench, rest=[])
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra:
        if args.command != "bench":
            parser.error(f"unrecognized arguments: {' '.join(extra)}")
        args.rest = extra  # the benchmark's own options
    from mtgrules.errors import MtgRulesError
    try:
        _set_cards(args.cards)
        return args.func(args)
    except (MtgRulesError, ValueError, FileNotFoundError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader stopped early ("mtgrules cards coverage | head")
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # nothing more to flush
        return 0


if __name__ == "__main__":
    sys.exit(main())
