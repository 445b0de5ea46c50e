"""The turn's count of life gains (119.3), which "whenever you gain life for the first time
each turn" reads, is saved and copied with the game: after the first gain, a loaded or copied
game does not trigger Attended Healer again."""
import mtgrules

from scenario_prefix import scenario_prefix


def _after_first_gain():
    # the first Chaplain's Blessing and its trigger resolve
    return scenario_prefix("first_time_each_turn", "gain_life_first_time.scenario.yaml", 5)[0]


def _cats(game) -> int:
    return sum(1 for o in game.battlefield if game.objects[o].card.name == "Cat Token")


def test_life_gains_this_turn_survive_save_and_copy():
    game = _after_first_gain()
    assert game.turn_state.life_gains[0] == 1
    assert _cats(game) == 1
    saved = game.to_json()
    loaded = mtgrules.Game.from_json(saved)
    assert loaded.turn_state.life_gains == game.turn_state.life_gains
    assert loaded.to_json() == saved
    assert not game.triggers
    for other in (loaded, game.copy()):
        other.gain_life(0, 2, "119.3")
        assert other.turn_state.life_gains[0] == 2
        assert not other.triggers  # the second gain this turn triggers nothing (603.2)
    fresh = mtgrules.Game.from_json(saved)
    fresh.turn_state.life_gains = ()  # as if none yet: the same gain would trigger it
    fresh.gain_life(0, 2, "119.3")
    assert len(fresh.triggers) == 1
