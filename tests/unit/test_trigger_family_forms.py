"""Trigger conditions joined by "and", "or" and commas (603.2, 113.6k), a condition ending at the comma after
it, and refusals that name the words of the condition not understood."""
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card


def _card(text: str, type_line: str = "Creature — Test"):
    return compile_card({"name": "Test Card", "manaCost": "{1}", "type": type_line,
                         "power": "1", "toughness": "1", "text": text})


def _triggered(text: str, type_line: str = "Creature — Test"):
    card = _card(text, type_line)
    assert card.unsupported is None, card.lines
    return [a for a in card.abilities if type(a) is m.TriggeredAbility]


def test_each_condition_joined_by_and_is_an_ability_with_the_same_effect():
    abilities = _triggered("When this creature enters and at the beginning of your upkeep, "
                           "you gain 1 life.")
    assert [a.event for a in abilities] == ["enters", "step:upkeep"]
    assert abilities[0].mode == abilities[1].mode


def test_conditions_joined_by_or_and_a_bare_event_after_or():
    abilities = _triggered("At the beginning of your upkeep or whenever you cast a red spell, "
                           "you gain 1 life.")
    assert [a.event for a in abilities] == ["step:upkeep", "cast"]
    abilities = _triggered("Whenever you planeswalk here or chaos ensues, you gain 1 life.",
                           "Plane — Test")
    assert [a.event for a in abilities] == ["planeswalk_to_self", "chaos"]


def test_conditions_listed_with_commas_and_a_last_or():
    abilities = _triggered("Whenever you planeswalk here, at the beginning of your upkeep, or "
                           "whenever chaos ensues, you gain 1 life.", "Plane — Test")
    assert [a.event for a in abilities] == ["planeswalk_to_self", "step:upkeep", "chaos"]
    assert abilities[0].mode == abilities[2].mode and abilities[0].mode.effects[0].amount == 1


def test_a_comma_without_a_last_conjunction_ends_the_condition():
    # "When this creature enters, at the beginning of your upkeep, ..." is no list: the effect
    # after the first comma is not understood as one
    card = _card("When this creature enters, at the beginning of your upkeep, you gain 1 life.")
    assert card.unsupported is not None


def test_it_in_a_later_condition_is_the_source():
    abilities = _triggered("When this creature enters and whenever it deals combat damage to a "
                           "player, draw a card.")
    assert [a.event for a in abilities] == ["enters", "combat_damage_to_player"]


def test_a_later_condition_keeps_its_description_and_player():
    abilities = _triggered("At the beginning of your upkeep and whenever you cast a red spell, "
                           "you gain 1 life.")
    cast = abilities[1]
    assert cast.event == "cast" and cast.player == "you" and cast.subject.colors == {"R"}


def test_words_of_the_effect_mean_only_what_every_condition_gives_them():
    # "that player" names the caster of the spell, but nothing at the beginning of an upkeep
    # of yours: the effect can't use it
    card = _card("At the beginning of your upkeep and whenever an opponent casts a spell, "
                 "that player loses 1 life.")
    assert card.unsupported is not None


def test_during_your_turn_is_a_condition_of_its_own_trigger_only():  # 603.4
    abilities = _triggered("Whenever an opponent casts a spell during your turn and when this "
                           "creature dies, you gain 1 life.")
    assert [a.event for a in abilities] == ["cast", "dies"]
    assert abilities[0].condition is not None and abilities[1].condition is None


def test_the_condition_ends_at_the_comma_that_completes_it():
    # the description of the spell doesn't run on into the effect ("spell, Wizards ...")
    ability, = _triggered("Whenever you cast an instant or sorcery spell, Wizards you control "
                          "get +1/+1 until end of turn.")
    assert ability.event == "cast" and ability.subject.types == {"Instant", "Sorcery"}
    # a description may still list its items with commas
    ability, = _triggered("Whenever an artifact, creature, or enchantment enters, you gain 1 life.")
    assert ability.subject.types == {"Artifact", "Creature", "Enchantment"}


def test_becomes_tapped_of_the_source_of_what_it_enchants_and_of_a_description():  # 701.26a
    ability, = _triggered("Enchant land\nWhen enchanted land becomes tapped, destroy it.",
                          "Enchantment — Aura")
    assert ability.event == "becomes_tapped" and ability.subject.attached
    assert ability.mode.effects == (m.Destroy(m.EventObject(0)),)
    ability, = _triggered("Whenever a Forest an opponent controls becomes tapped, you gain 1 life.")
    assert ability.event == "becomes_tapped" and ability.subject.subtypes == {"Forest"}


def test_a_refused_condition_names_where_the_grammar_stopped():
    card = _card("Whenever you cast a spell with a rainbow in its art, draw a card.")
    assert card.unsupported_reason.startswith("not understood from 'a rainbow in its art'")
    assert card.unsupported_reason.endswith("(a trigger condition, 603.1)")


def test_where_a_spell_was_cast_from_is_part_of_its_description():  # 601.2a
    for words, zone in (("from anywhere other than your hand", "not_hand"), ("from exile", "exile"),
                        ("from your graveyard", "graveyard")):
        ability, = _triggered(f"Whenever you cast a spell {words}, you gain 1 life.")
        assert ability.event == "cast" and ability.subject.cast_from == zone
    ability, = _triggered("Whenever a player casts a spell from a graveyard, you gain 1 life.")
    assert ability.player == "any" and ability.subject.cast_from == "graveyard"


def test_that_player_after_a_target_player_is_the_target():  # 608.2c
    ability, = _triggered("Whenever you cast a spell from exile, target player mills two cards. "
                          "That player loses 1 life.")
    assert m.TargetRef(0) in [getattr(e, "who", None) for e in ability.mode.effects]


def test_an_instants_own_triggers_are_abilities_of_the_card_not_its_effect():  # 113.6k
    card = _card("You gain 6 life.\nCycling {1}{W}\nWhen you cycle this card, you may gain 2 life.",
                 "Instant")
    assert card.unsupported is None, card.lines
    assert len(card.spell.modes) == 1 and len(card.spell.modes[0].effects) == 1
    ability, = [a for a in card.abilities if type(a) is m.TriggeredAbility]
    assert ability.event == "cycled_self"
    # a trigger on the battlefield is no ability an instant can use
    assert _card("Draw a card.\nWhen this creature dies, you gain 2 life.", "Instant").unsupported


def test_one_or_more_is_batched():  # 603.2c
    ability, = _triggered("Whenever one or more other creatures you control die, you gain 1 life.")
    assert ability.event == "dies" and ability.batched and ability.subject.another
    ability, = _triggered("Whenever another creature you control dies, you gain 1 life.")
    assert not ability.batched


def test_the_batch_of_events_is_saved_with_the_game():
    from mtgrules.engine.game import Game
    game = Game(seed=1)
    game.event_batch = 7
    assert game.copy().event_batch == 7
    assert Game.from_json(game.to_json()).event_batch == 7


def test_a_spell_that_targets_a_description():  # 115.1
    ability, = _triggered("Whenever you cast an instant or sorcery spell that targets a creature "
                          "you control, you gain 1 life.")
    assert ability.subject.targeting.types == {"Creature"}
    assert ability.subject.targeting.controller == "you"
    card = _card("Counter target spell that targets a creature.", "Instant")
    assert card.spell.modes[0].targets[0].objects.targeting.types == {"Creature"}


def test_scry_and_surveil_are_player_events():  # 701.22d, 701.25d
    ability, = _triggered("Whenever you scry, you gain 1 life.")
    assert (ability.event, ability.player) == ("scry", "you")
    abilities = _triggered("Whenever you scry or surveil, draw a card.")
    assert [a.event for a in abilities] == ["scry", "surveil"]


def test_each_of_your_main_phases_and_the_upkeep_of_an_enchanted_permanents_controller():
    ability, = _triggered("At the beginning of each of your postcombat main phases, you gain 1 life.")
    assert ability.event == "step:postcombat_main"
    ability, = _triggered("Enchant artifact\nAt the beginning of the upkeep of enchanted artifact's "
                          "controller, this Aura deals 1 damage to that player.", "Enchantment — Aura")
    assert ability.event == "step:upkeep:enchanted"
    # damage a creature deals to the ability's controller (120.3)
    ability, = _triggered("Whenever a creature deals damage to you, destroy it.")
    assert ability.event == "damage_to_you_by"


def test_a_kicked_spell():  # 702.33d
    ability, = _triggered("Whenever you cast a kicked spell, you gain 2 life.")
    assert ability.subject.kicked and ability.subject.spell


def test_one_or_more_attack_you_and_enter_under_your_control():  # 603.2c
    ability, = _triggered("Whenever one or more creatures attack you, you gain 1 life.")
    assert ability.event == "attacks_you" and ability.batched
    ability, = _triggered("Whenever one or more Merfolk enter under your control, you gain 1 life.")
    assert ability.event == "enters" and ability.batched and ability.subject.controller == "you"


def test_it_naming_the_source_in_one_condition_names_it_whatever_triggered():
    # "it" after "when this creature enters" is the source; the upkeep gives "it" no other
    # meaning, so the effect's "it" is the source for both conditions
    abilities = _triggered("When this creature enters and at the beginning of your upkeep, put a "
                           "+1/+1 counter on it.")
    assert [a.event for a in abilities] == ["enters", "step:upkeep"]
    assert all(type(a.mode.effects[0].what) is m.This for a in abilities)
