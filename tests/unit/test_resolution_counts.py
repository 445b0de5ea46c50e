"""The turn's count of each ability's resolutions (707.10b), which "if this is the third time
this ability has resolved this turn" reads, is saved and copied with the game, and a new turn
starts it again (500.1)."""
import mtgrules
from mtgrules.engine.actions import FinishDeclaration, PassPriority
from mtgrules.engine.turn_state import resolved_times

from scenario_prefix import scenario_prefix


def _after_two_resolutions():
    # the ability is activated and resolves twice
    return scenario_prefix("resolution_counts", "third_resolution.scenario.yaml", 6)


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
