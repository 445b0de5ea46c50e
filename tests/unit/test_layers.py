"""Continuous effects in layers (rule 613): each layer, timestamp order, counters, durations."""
from __future__ import annotations

from mtgrules.cards.database import default_database
from mtgrules.ir import Change, KeywordInstance
from mtgrules.engine import layers
from mtgrules.engine.game import Game


def board(*names: str, controller: int = 0):
    game = Game()
    db = default_database()
    ids = [game.make_permanent(db.get(n), controller, controller) for n in names]
    return game, ids


def add(game, affected, duration=layers.END_OF_TURN, **change) -> None:
    layers.begin_effect(game, tuple(affected), Change(**change), duration=duration)


def test_printed_values_when_nothing_applies() -> None:
    game, (bears,) = board("Grizzly Bears")
    c = game.chars(bears)
    assert (c.power, c.toughness, c.controller) == (2, 2, 0)
    assert game.objects[bears].card.power == 2


def test_layer_7b_set_then_7c_modify_regardless_of_timestamp() -> None:  # 613.4b-c
    game, (bears,) = board("Grizzly Bears")
    add(game, [bears], power=3, toughness=3)     # earlier timestamp
    add(game, [bears], base_power=0, base_toughness=1)
    c = game.chars(bears)
    assert (c.power, c.toughness) == (3, 4)


def test_counters_apply_in_7c_and_switching_in_7d() -> None:  # 613.4c-d
    game, (bears,) = board("Grizzly Bears")
    game.objects[bears].counters["+1/+1"] = 2
    game.changed()
    add(game, [bears], switch=True)
    add(game, [bears], power=1)                  # later, but 7c comes first
    c = game.chars(bears)
    assert (c.power, c.toughness) == (4, 5)                        # (2+2+1)/(2+2) switched


def test_layer_2_control_then_layer_4_type_then_layer_6_abilities() -> None:  # 613.1b, d, f
    game, (bears, wurm) = board("Grizzly Bears", "Craw Wurm")
    add(game, [bears], controller=1)
    add(game, [wurm], add_types=frozenset({"Artifact"}), add_subtypes=("Golem",))
    add(game, [wurm], keywords=(KeywordInstance("flying"),))
    assert game.chars(bears).controller == 1 and game.controller(bears) == 1
    assert "Artifact" in game.chars(wurm).types and "Golem" in game.chars(wurm).subtypes
    assert game.has_keyword(wurm, "flying")


def test_later_timestamp_wins_within_a_layer() -> None:  # 613.7
    game, (bears,) = board("Grizzly Bears")
    add(game, [bears], base_power=5, base_toughness=5)
    add(game, [bears], base_power=1, base_toughness=1)
    assert game.chars(bears).power == 1


def test_ability_removal_then_grant_by_timestamp() -> None:  # 613.1f, 613.7
    game, (angel,) = board("Serra Angel")
    add(game, [angel], lose_all_abilities=True)
    assert not game.chars(angel).keyword_names
    add(game, [angel], keywords=(KeywordInstance("haste"),))
    assert game.chars(angel).keyword_names == frozenset({"haste"})


def test_static_anthem_affects_creatures_its_controller_controls() -> None:  # 611.3a
    game, (anthem, bears) = board("Glorious Anthem", "Grizzly Bears")
    theirs = game.make_permanent(default_database().get("Grizzly Bears"), 1, 1)
    assert game.chars(bears).power == 3 and game.chars(theirs).power == 2
    add(game, [theirs], controller=0)              # layer 2 before 7c
    assert game.chars(theirs).power == 3


def test_until_end_of_turn_effects_end_in_cleanup() -> None:  # 514.2
    game, (bears,) = board("Grizzly Bears")
    add(game, [bears], power=3, toughness=3)
    add(game, [bears], power=1, toughness=1, duration=layers.PERMANENT)
    layers.end_of_turn_effects(game)
    assert game.chars(bears).power == 3
