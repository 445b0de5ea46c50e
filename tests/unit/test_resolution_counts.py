"""The turn's count of each ability's resolutions (707.10b), which "if this is the third time
this ability has resolved this turn" reads, is saved and copied with the game, and a new turn
starts it again (500.1)."""
from pathlib import Path

import mtgrules
from mtgrules.engine.actions import FinishDeclaration, PassPriority
from mtgrules.engine.turn_state import resolved_times
from mtgrules.scenario.loader import load_scenario
from mtgrules.scenario.position import build_game
from mtgrules.scenario.script import Driver

SCENARIO = (Path(__file__).parent.parent / "scenarios" / "resolution_counts"
            / "third_resolution.scenario.yaml")


def _after_two_resolutions():
    scenario = load_scenario(str(SCENARIO))
    game, names = build_game(scenario)
    game.run()
    driver = Driver(scenario, game, names)
    for action in scenario.actions[:6]:  # the ability is activated and resolves twice
        driver.run_action(action)
    return driver.game, names


def test_resolutions_this_turn_survive_save_and_copy():
    game, names = _after_two_resolutions()
    igniter = next(o for o in game.battlefield if game.objects[o].card.name == "Inner-Flame Igniter")
    text = next(a.text for a in game.objects[igniter].card.abilities if "{2}{R}" in a.text)
    assert resolved_times(game, igniter, text) == 2
    saved = game.to_json()
    loaded = mtgrules.Game.from_json(saved)
    assert loaded.to_json() == saved
    for other in (loaded, game.copy()):
        assert resolved_times(other, igniter, text) == 2


def _pass_or_finish(game):
    """Each decision: pass priority, or finish a declaration (no attackers, no blockers)."""
    actions = game.legal_actions()
    return next((a for a in actions if type(a) in (PassPriority, FinishDeclaration)), actions[0])


def test_a_new_turn_counts_again():
    game, _ = _after_two_resolutions()
    assert game.turn_state.resolutions
    while game.turn == 3:
        game.apply(_pass_or_finish(game))
    assert game.turn_state.resolutions == ()
