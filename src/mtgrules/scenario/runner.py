"""Running scenario files: ``mtgrules scenario PATH...``.

Prints one ``PASS name (file)`` or ``FAIL name (file): reason`` line per scenario, then a
summary; the exit status is non-zero if any failed.
"""
from __future__ import annotations

import sys
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from mtgrules.errors import MtgRulesError
from mtgrules.scenario.loader import Scenario, load_scenario
from mtgrules.scenario.script import Driver, ScriptFailure

SUFFIX = ".scenario.yaml"


@dataclass
class Result:
    """The outcome of one scenario file."""

    file: str
    name: str
    passed: bool
    message: str = ""
    failures: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    details: str = ""

    def line(self) -> str:
        if self.passed:
            return f"PASS {self.name} ({self.file})"
        return f"FAIL {self.name} ({self.file}): {self.message}"


def run_scenario(scenario: Scenario, *, database=None) -> Result:
    """Build the starting position, perform the script, stop, and check the expectations."""
    from mtgrules.scenario.expect import evaluate
    from mtgrules.scenario.position import build_game
    result = Result(scenario.file, scenario.name, False)
    game = None
    driver = None
    try:
        game, names = build_game(scenario, database=database)
        game.run()
        driver = Driver(scenario, game, names)
        for action in scenario.actions:
            driver.run_action(action)
        stop = scenario.stop
        turn = driver.last_turn
        step = None
        if stop is not None:
            turn = stop.turn if stop.turn is not None else turn
            step = stop.step
        from mtgrules.engine.steps import Step
        explicit = stop is not None and (stop.turn is not None or stop.step is not None)
        driver.reach(turn, step if step is not None else Step.END, "the stop",
                     strict=explicit)
        failures = driver.unused_choices() + evaluate(driver.game, driver.names, scenario.expect)
        result.failures = failures
        result.passed = not failures
        result.message = failures[0] if failures else ""
    except ScriptFailure as exc:
        result.message = str(exc)
    except MtgRulesError as exc:
        result.message = f"{type(exc).__name__}: {exc}"
    except Exception as exc:  # an engine or runner bug: report it, keep running the others
        result.message = f"internal error: {type(exc).__name__}: {exc}"
        result.details = traceback.format_exc()
    if driver is not None:
        result.notes = driver.notes
        game = driver.game
    if game is not None:
        result.log = [f"T{e.turn} {e}" for e in game.log]
    return result


def run_file(path: str | Path, *, database=None) -> Result:
    """Load and run one scenario file; a malformed file is a failed result, never an exception."""
    file = str(path)
    try:
        scenario = load_scenario(path, database)
    except MtgRulesError as exc:
        message = str(exc)
        if message.startswith(f"{file}: "):
            message = message[len(file) + 2:]
        return Result(file, _stem(file), False, message)
    return run_scenario(scenario, database=database)


def _stem(file: str) -> str:
    name = Path(file).name
    return name[: -len(SUFFIX)] if name.endswith(SUFFIX) else Path(file).stem


def collect(paths) -> tuple[list[Path], list[str]]:
    """Scenario files under ``paths`` (folders are searched for ``*.scenario.yaml``), and the
    paths that do not exist."""
    files: list[Path] = []
    missing: list[str] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            files.extend(sorted(path.rglob(f"*{SUFFIX}")))
        elif path.is_file():
            files.append(path)
        else:
            missing.append(str(p))
    return files, missing


def main(paths, verbose: bool = False, *, out=None) -> int:
    """Run the scenarios at ``paths``; print one line each and a summary. Returns 0 if all
    passed, 1 otherwise."""
    out = out or sys.stdout
    files, missing = collect(paths)
    failed = 0
    for m in missing:
        print(f"FAIL {m}: no such file or folder", file=out)
        failed += 1
    passed = 0
    for file in files:
        result = run_file(file)
        print(result.line(), file=out)
        if result.passed:
            passed += 1
            if verbose:
                for note in result.notes:
                    print(f"    {note}", file=out)
            continue
        failed += 1
        if verbose:
            for extra in result.failures[1:]:
                print(f"    also: {extra}", file=out)
            for note in result.notes:
                print(f"    {note}", file=out)
            if result.details:
                print("    " + result.details.rstrip().replace("\n", "\n    "), file=out)
            if result.log:
                print("    game log:", file=out)
                for line in result.log:
                    print(f"      {line}", file=out)
    total = passed + failed
    if not total:
        print("no scenarios found", file=out)
        return 1
    print(f"{total} scenario{'s' if total != 1 else ''}: {passed} passed, {failed} failed", file=out)
    return 0 if failed == 0 else 1
