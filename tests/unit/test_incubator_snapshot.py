"""A transformed Incubator token (a double-faced token, 111.10i, 701.53b) is saved and copied
with its face up."""
from pathlib import Path

import mtgrules
from mtgrules.engine.steps import Step
from mtgrules.scenario.loader import load_scenario
from mtgrules.scenario.position import build_game
from mtgrules.scenario.script import Driver

SCENARIO = Path(__file__).parent.parent / "scenarios" / "incubate" / "transform_incubator.scenario.yaml"


def test_transformed_incubator_survives_save_and_copy():
    scenario = load_scenario(str(SCENARIO))
    game, names = build_game(scenario)
    game.run()
    driver = Driver(scenario, game, names)
    for action in scenario.actions:
        driver.run_action(action)
    driver.reach(3, Step.BEGINNING_OF_COMBAT, "the stop", strict=True)
    game = driver.game
    token = next(o for o in game.battlefield if game.objects[o].card.name == "Phyrexian Token")
    saved = game.to_json()
    loaded = mtgrules.Game.from_json(saved)
    assert loaded.objects[token].transformed
    assert loaded.objects[token].whole_card.name == "Incubator Token"
    assert (loaded.chars(token).power, loaded.chars(token).toughness) == (3, 3)
    assert loaded.to_json() == saved
    assert game.copy().chars(token).power == 3
