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


# --- static abilities from current abilities, 613.6 and 613.8 ------------------------------------

def _on_board(game, *cards, controller: int = 0):
    return [game.make_permanent(c, controller, controller) for c in cards]


def test_static_ability_removed_in_layer_6_makes_no_layer_7_effect() -> None:  # 613.1f, 604.2
    game, (marshal, bears) = board("Benalish Marshal", "Grizzly Bears")
    assert game.chars(bears).power == 3
    add(game, [marshal], lose_all_abilities=True)
    assert game.chars(bears).power == 2 and game.chars(marshal).power == 3


def test_static_ability_granted_in_layer_6_makes_a_layer_7_effect() -> None:  # 613.1f, 613.6
    from mtgrules import ir as m
    game, (bears, wurm) = board("Grizzly Bears", "Craw Wurm")
    lord = m.StaticAbility(m.Anthem(m.Filter(types=frozenset({"Creature"}), controller="you"),
                                    1, 1, include_self=False), "other creatures you control get +1/+1")
    add(game, [wurm], abilities=(lord,))
    assert (game.chars(bears).power, game.chars(wurm).power) == (3, 6)
    add(game, [wurm], lose_all_abilities=True)  # later: the granted ability is removed again
    assert game.chars(bears).power == 2


def test_effect_started_in_an_earlier_layer_continues_after_its_ability_is_removed() -> None:  # 613.6
    from tests.unit.inline_cards import custom
    humble = custom("Test Humble Creature",
                    "All creatures lose all abilities and have base power and toughness 1/1.",
                    power=4, toughness=4)
    game, (angel,) = board("Serra Angel")
    (me,) = _on_board(game, humble)
    # its own effect removes its ability in layer 6, but having started there it still sets
    # base power and toughness in layer 7b, to the same objects
    assert (game.chars(me).power, game.chars(angel).power) == (1, 1)
    assert not game.chars(angel).keyword_names


def test_resolved_effect_keeps_the_objects_it_began_with() -> None:  # 611.2c
    game, (bears, wurm) = board("Grizzly Bears", "Craw Wurm")
    add(game, [bears], add_types=frozenset({"Artifact"}), base_power=5, base_toughness=5)
    add(game, [wurm], remove_types=frozenset({"Creature"}))
    assert "Artifact" in game.chars(bears).types and game.chars(bears).power == 5
    assert "Creature" not in game.chars(wurm).types and game.chars(wurm).power is None
    assert game.chars(wurm).subtypes == ()  # creature types go with the creature type (205.3d)


def test_set_types_and_colors_and_creature_types() -> None:  # 205.1b, 613.1d-e
    game, (angel,) = board("Serra Angel")
    add(game, [angel], creature_types=("Frog",), colors=frozenset({"U"}))
    c = game.chars(angel)
    assert c.subtypes == ("Frog",) and c.colors == frozenset({"U"}) and "Creature" in c.types
    add(game, [angel], types=frozenset({"Land"}), land_types=("Forest",), colors=frozenset())
    c = game.chars(angel)
    assert c.types == frozenset({"Land"}) and c.subtypes == ("Forest",) and not c.colors
    assert [a.text for a in c.abilities] == ["{T}: Add {G}."]  # 305.7
    assert not c.keyword_names


def test_dependency_applies_the_remover_first_even_with_a_later_timestamp() -> None:  # 613.8a-b
    game, (chieftain, goblin) = board("Goblin Chieftain", "Raging Goblin")
    humility = game.make_permanent(default_database().get("Humility"), 0, 0)  # later timestamp
    assert game.objects[humility].timestamp > game.objects[chieftain].timestamp
    c = game.chars(goblin)
    assert (c.power, c.toughness) == (1, 1) and not c.keyword_names


def test_dependency_loop_falls_back_to_timestamps() -> None:  # 613.8b
    from tests.unit.inline_cards import custom
    # each removes the other's ability in layer 6: a loop, applied in timestamp order, so the
    # earlier one applies and the later one no longer exists when its turn comes
    a = custom("Test Silencer A", "All creatures lose all abilities and have base power and "
               "toughness 1/1.", power=3, toughness=3)
    b = custom("Test Silencer B", "All creatures lose all abilities and have base power and "
               "toughness 2/2.", power=3, toughness=3)
    game = Game()
    first, second = _on_board(game, a, b)
    table = game.chars_table()
    assert not table[first].abilities and not table[second].abilities
    assert (table[first].power, table[second].power) == (1, 1)


def test_copy_effect_takes_copiable_values_not_counters_or_other_effects() -> None:  # 707.2, 613.2
    game, (bears, wurm) = board("Grizzly Bears", "Craw Wurm")
    game.objects[wurm].counters["+1/+1"] = 2
    add(game, [wurm], power=3, toughness=3)
    add(game, [bears], copy=game.chars(wurm).copiable, duration=layers.PERMANENT)
    c = game.chars(bears)
    assert (c.name, c.power, c.toughness) == ("Craw Wurm", 6, 4)


def test_face_down_permanent_is_a_nameless_2_2_creature_and_effects_apply_on_top() -> None:  # 708.2
    game, (angel,) = board("Serra Angel")
    game.objects[angel].face_down = True
    add(game, [angel], power=1, toughness=1)
    c = game.chars(angel)
    assert (c.name, c.power, c.toughness, c.types, c.subtypes) == ("", 3, 3, frozenset({"Creature"}), ())
    assert not c.colors and not c.keyword_names and c.mana_value == 0
    assert c.copiable is layers.FACE_DOWN_CARD


def test_static_control_change_makes_the_permanent_summoning_sick() -> None:  # 302.6, 613.1b
    from mtgrules.engine.abilities import summoning_sick
    game, (giant,) = board("Hill Giant", controller=1)
    game.players[0].turn_started = game.turn = 3
    aura = game.make_permanent(default_database().get("Control Magic"), 0, 0)
    game.objects[aura].attached_to = giant
    game.changed()
    assert game.chars(giant).controller == 0 and summoning_sick(game, giant)


def test_star_power_without_a_defining_ability_stays_unsupported() -> None:  # 604.3, 208.2
    from mtgrules.cards.compiler import compile_card
    raw = {"name": "Test Star", "manaCost": "{1}", "type": "Creature — Test", "text": "Flying",
           "power": "*", "toughness": "*"}
    assert compile_card(raw).unsupported == "power *"
    raw["text"] = "Test Star's power and toughness are each equal to the number of cards in your hand."
    card = compile_card(raw)
    assert card.unsupported is None and (card.power, card.toughness) == (0, 0)


def test_copy_and_characteristic_changes_survive_copy_and_json() -> None:  # 707.2, snapshot
    from mtgrules.engine.effectlib.copies import enter_as_copy
    game, (wurm, clone) = board("Craw Wurm", "Clone")
    enter_as_copy(game, clone, game.chars(wurm).copiable)
    add(game, [wurm], lose_all_abilities=True, creature_types=("Frog",), colors=frozenset({"U"}),
        base_power=1, base_toughness=1)
    for other in (game.copy(), Game.from_json(game.to_json())):
        for oid in (wurm, clone):
            a, b = game.chars(oid), other.chars(oid)
            assert (a.name, a.power, a.toughness, a.subtypes, a.colors) == \
                   (b.name, b.power, b.toughness, b.subtypes, b.colors)
    assert game.chars(clone).name == "Craw Wurm" and game.chars(clone).power == 6


def test_blood_moon_applies_before_an_earlier_each_land_is_a_swamp() -> None:  # 613.8a-b, 305.7
    # Urborg, Tomb of Yawgmoth's "Each land is a Swamp in addition to its other land types." as
    # data (its card text is not compiled: a land with two {T} mana abilities is not yet paid
    # for reliably), on a nonbasic land with an earlier timestamp than Blood Moon
    from mtgrules import ir as m
    urborg_like = m.StaticAbility(m.Anthem(m.Filter(types=frozenset({"Land"})),
                                           change=m.Change(add_subtypes=("Swamp",))), "each land is a Swamp")
    import dataclasses
    port = default_database().get("Rishadan Port")
    urborg = dataclasses.replace(port, name="Test Urborg", abilities=port.abilities + (urborg_like,))
    game = Game()
    forest, land = (game.make_permanent(c, 0, 0) for c in (default_database().get("Forest"), urborg))
    assert game.chars(forest).subtypes == ("Forest", "Swamp")  # 305.7: and {T}: Add {B}
    assert [a.text for a in game.chars(forest).abilities] == ["{T}: Add {G}.", "{T}: Add {B}."]
    game.make_permanent(default_database().get("Blood Moon"), 0, 0)
    # the Swamp effect depends on Blood Moon, which removes the ability (305.7): Blood Moon first
    assert game.chars(forest).subtypes == ("Forest",)
    assert game.chars(land).subtypes == ("Mountain",)
    assert [a.text for a in game.chars(land).abilities] == ["{T}: Add {R}."]


def test_granted_ability_has_the_timestamp_of_the_effect_granting_it() -> None:  # 613.7a
    """Grizzly Bears (the earliest timestamp) is given base power and toughness 1/1, then gains
    "This creature has base power and toughness 0/4": that ability's effect has the timestamp
    of the effect that granted it, the later one, so in layer 7b it applies after the 1/1 and
    the Bears are 0/4; granted before the 1/1, it is overridden by it. When the Bears get a new
    timestamp later than both (613.7a, 613.7d/e), the granted effect takes that one, and so
    applies after the 1/1 again."""
    from mtgrules import ir as m
    wall = m.StaticAbility(m.Anthem(m.Filter(), only_self=True,
                                    change=Change(base_power=0, base_toughness=4)),
                           "this creature has base power and toughness 0/4")
    game, (bears,) = board("Grizzly Bears")
    add(game, [bears], base_power=1, base_toughness=1)
    add(game, [bears], abilities=(wall,))
    assert (game.chars(bears).power, game.chars(bears).toughness) == (0, 4)

    game, (bears,) = board("Grizzly Bears")
    add(game, [bears], abilities=(wall,))
    add(game, [bears], base_power=1, base_toughness=1)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (1, 1)
    game.objects[bears].timestamp = game.new_timestamp()
    game.changed()
    assert (game.chars(bears).power, game.chars(bears).toughness) == (0, 4)
