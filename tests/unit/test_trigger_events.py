"""Trigger conditions of triggered abilities (rule 603.1-603.2): what the compiler reads."""
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card


def _card(text: str, type_line: str = "Creature — Test"):
    return compile_card({"name": "Test Card", "manaCost": "{1}", "type": type_line,
                         "power": "1", "toughness": "1", "text": text})


def _events(card):
    return [a.event for a in card.abilities if type(a) is m.TriggeredAbility]


def test_combat_damage_to_player_names_that_player():
    card = _card("Whenever this creature deals combat damage to a player, that player discards a card.")
    assert card.unsupported is None
    ability = card.abilities[0]
    assert ability.event == "combat_damage_to_player"
    assert ability.mode.effects[0].who == m.EventObject(1)


def test_that_player_without_an_event_player_is_not_understood():
    card = _card("Whenever this creature attacks, that player discards a card.")
    assert card.unsupported is not None


def test_ability_word_is_a_label():  # rule 207.2c
    card = _card("Landfall — Whenever a land you control enters, you gain 1 life.")
    assert _events(card) == ["enters"]
    assert card.abilities[0].subject == m.Filter(types=frozenset({"Land"}), controller="you")


def test_trigger_subjects_and_players_compose():  # rules 603.2, 603.10a
    card = _card("Whenever another nontoken creature you control dies, you draw a card.")
    ability = card.abilities[0]
    assert (ability.event, ability.self_too, ability.player) == ("dies", False, None)
    assert ability.subject == m.Filter(types=frozenset({"Creature"}), controller="you",
                                       another=True, token=False)
    card = _card("Whenever this creature or another Elf enters, you gain 1 life.")
    assert card.abilities[0].self_too and card.abilities[0].subject.subtypes == {"Elf"}
    card = _card("Whenever an opponent casts a blue or black spell, that player loses 1 life.")
    ability = card.abilities[0]
    assert (ability.event, ability.player) == ("cast", "opponent")
    assert ability.subject.colors == {"U", "B"} and ability.subject.zone == "stack"
    assert ability.mode.effects[0].who == m.EventObject(2)
    card = _card("Whenever a player draws a card, that player loses 1 life.")
    assert (card.abilities[0].event, card.abilities[0].player) == ("draw", "any")
    card = _card("Whenever a creature you control attacks, it gets +1/+0 until end of turn.")
    assert card.abilities[0].mode.effects[0].what == m.EventObject(0)


def test_a_creature_that_died_is_found_as_the_card_it_became():
    # 400.7e: an ability that triggers on a zone change finds the new object in a public zone
    card = _card("Whenever a creature you control dies, return it to its owner's hand.")
    assert card.unsupported is None
    assert card.abilities[0].mode.effects == (m.ReturnToHand(m.Moved(m.EventObject(0))),)


def test_one_ability_two_events():
    card = _card("Whenever this creature enters or attacks, you gain 1 life.")
    assert _events(card) == ["enters", "attacks"]


def test_each_players_upkeep_and_each_end_step():
    assert _events(_card("At the beginning of each player's upkeep, that player draws a card.",
                         "Enchantment")) == ["step:upkeep:each"]
    assert _events(_card("At the beginning of the end step, you gain 1 life.",
                         "Enchantment")) == ["step:end:each"]


def test_spell_cast_triggers():
    ability = _card("Whenever you cast an instant or sorcery spell, you gain 1 life.").abilities[0]
    assert (ability.event, ability.player) == ("cast", "you")  # read by the grammar (601.2i)
    assert ability.subject.types == {"Instant", "Sorcery"} and ability.subject.zone == "stack"
    assert _events(_card("Heroic — Whenever you cast a spell that targets this creature, "
                         "you gain 1 life.")) == ["cast_targeting_self"]
    card = _card("Whenever an opponent casts a spell, that player loses 1 life.")
    assert card.abilities[0].mode.effects[0].who == m.EventObject(2)


def test_unknown_object_filter_is_not_a_trigger():
    assert _card("Whenever a glorb you control enters, you gain 1 life.").unsupported is not None
