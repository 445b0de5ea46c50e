"""The Ring (701.54): the emblem, the number of temptations and the Ring-bearer are saved and
copied with the game, and a copy keeps the bearer legendary (701.54c)."""
from pathlib import Path

import mtgrules
from mtgrules.engine.ring import ring_bearer, tempted
from mtgrules.engine.steps import Step
from mtgrules.scenario.loader import load_scenario
from mtgrules.scenario.position import build_game
from mtgrules.scenario.script import Driver

SCENARIO = Path(__file__).parent.parent / "scenarios" / "the_ring" / "tempted_twice_bearer_loots_and_evades.scenario.yaml"


def test_ring_state_survives_save_and_copy():
    scenario = load_scenario(str(SCENARIO))
    game, names = build_game(scenario)
    game.run()
    driver = Driver(scenario, game, names)
    for action in scenario.actions[:4]:  # tempted twice, Grizzly Bears chosen
        driver.run_action(action)
    driver.reach(3, Step.BEGINNING_OF_COMBAT, "before attacking", strict=True)
    game = driver.game
    bears = next(o for o in game.battlefield if game.objects[o].card.name == "Grizzly Bears")
    assert (tempted(game, 0), ring_bearer(game, 0)) == (2, bears)
    saved = game.to_json()
    loaded = mtgrules.Game.from_json(saved)
    for other in (loaded, game.copy()):
        assert (tempted(other, 0), ring_bearer(other, 0)) == (2, bears)
        assert "Legendary" in other.chars(bears).supertypes
        assert len(other.players[0].command) == 1
    assert loaded.to_json() == saved
