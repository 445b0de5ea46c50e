"""The cards a player owns outside the game, their sideboard (100.4, 400.11), given as a game
begins, saved and copied with it, and what learn brings from it (701.48a)."""
import pytest

import mtgrules
from mtgrules.engine.setup import new_game


def _game():
    deck = ["Island"] * 40
    return new_game([deck, deck], seed=3,
                    sideboards=[["Environmental Sciences", "Lightning Bolt"], []])


def test_sideboards_are_the_cards_outside_the_game():
    game = _game()
    assert [c.name for c in game.players[0].sideboard] == ["Environmental Sciences", "Lightning Bolt"]
    assert game.players[1].sideboard == ()
    assert all(game.objects[o].card.name == "Island" for o in game.players[0].library + game.players[0].hand)


def test_sideboards_survive_save_and_copy():
    game = _game()
    saved = game.to_json()
    loaded = mtgrules.Game.from_json(saved)
    assert [c.name for c in loaded.players[0].sideboard] == ["Environmental Sciences", "Lightning Bolt"]
    assert loaded.to_json() == saved
    copy = game.copy()
    copy.players[0].sideboard = ()
    assert len(game.players[0].sideboard) == 2


def test_one_sideboard_per_player():
    with pytest.raises(ValueError, match="sideboards"):
        new_game([["Island"] * 40, ["Island"] * 40], sideboards=[["Lightning Bolt"]])
