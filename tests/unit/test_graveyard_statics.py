"""A card put into a graveyard gets a timestamp (613.7d), which an ability functioning there has
(113.6b, 613.7a): it is saved and copied with the game, and Anger's effect applies from the
loaded game as from the original."""
import mtgrules

from scenario_prefix import scenario_prefix


def _after_anger_died():
    # Lightning Bolt resolves; Grizzly Bears, cast, attacks
    return scenario_prefix("graveyard_statics", "anger_dies_then_functions.scenario.yaml", 5)[0]


def _named(game, name):
    return next(o for o in game.objects if game.objects[o].card.name == name
                and game.objects[o].zone.name in ("GRAVEYARD", "BATTLEFIELD"))


def test_graveyard_timestamp_survives_save_and_copy():
    game = _after_anger_died()
    anger = _named(game, "Anger")
    assert game.objects[anger].zone.name == "GRAVEYARD"
    assert game.objects[anger].timestamp > 0
    saved = game.to_json()
    loaded = mtgrules.Game.from_json(saved)
    assert loaded.to_json() == saved
    for other in (loaded, game.copy()):
        assert other.objects[anger].timestamp == game.objects[anger].timestamp
        bears = _named(other, "Grizzly Bears")
        assert any(k.name == "haste" for k in other.chars(bears).keywords)
