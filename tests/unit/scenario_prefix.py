"""A game played from a rules scenario up to a point: for unit tests that save, copy or inspect
the state a scenario reaches midway."""
from __future__ import annotations

from pathlib import Path

from mtgrules.scenario.loader import load_scenario
from mtgrules.scenario.position import build_game
from mtgrules.scenario.script import Driver

SCENARIOS = Path(__file__).parent.parent / "scenarios"


def scenario_prefix(folder: str, file: str, actions: int):
    """The game of ``tests/scenarios/<folder>/<file>`` after its first ``actions`` actions, and
    the scenario's names of its objects."""
    scenario = load_scenario(str(SCENARIOS / folder / file))
    game, names = build_game(scenario)
    game.run()
    driver = Driver(scenario, game, names)
    for action in scenario.actions[:actions]:
        driver.run_action(action)
    return driver.game, names
