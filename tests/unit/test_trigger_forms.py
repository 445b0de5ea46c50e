"""Trigger conditions read by the grammar beyond one object or player acting (rule 603.2): what
the compiler makes of each (the events are in engine/trigger_events.py)."""
import pytest

from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card


def _abilities(text: str, type_line: str = "Creature — Test"):
    card = compile_card({"name": "Test Card", "manaCost": "{1}", "type": type_line,
                         "power": "1", "toughness": "1", "text": text})
    assert card.unsupported is None, card.lines
    return [a for a in card.abilities if type(a) is m.TriggeredAbility]


@pytest.mark.parametrize("condition, event", [
    ("Whenever you cast your second spell each turn", "second_spell_cast"),
    ("Whenever you draw your second card each turn", "second_card_drawn"),
    ("Whenever this creature is dealt damage", "dealt_damage"),
    ("Whenever this creature becomes untapped", "becomes_untapped_self"),
    ("Whenever this creature and at least two other creatures attack", "attacks_with_two_others"),
    ("Whenever this creature attacks and isn't blocked", "attacks_unblocked"),
    ("Whenever this creature attacks alone", "attacks_alone"),
    ("When this creature is put into a graveyard from the battlefield", "put_into_graveyard"),
    ("Whenever this creature becomes the target of a spell", "becomes_target_of_spell"),
    ("Whenever this creature becomes the target of a spell or ability", "becomes_target"),
    ("Whenever this creature becomes the target of a spell or ability an opponent controls",
     "becomes_target_by_opponent"),
])
def test_events_of_the_source(condition, event):
    ability, = _abilities(condition + ", you gain 1 life.")
    assert ability.event == event and ability.subject is None and ability.player is None


def test_blocks_or_becomes_blocked_by_a_creature_is_two_abilities():  # 509.3b, 509.3d
    abilities = _abilities("Whenever this creature blocks or becomes blocked by a creature, "
                           "destroy that creature.")
    assert [a.event for a in abilities] == ["blocks_a_creature", "becomes_blocked_by"]
    assert all(a.mode.effects == (m.Destroy(m.EventObject(1)),) for a in abilities)


def test_cast_or_copy_and_spell_subtypes():  # 601.2i, 707.10, 205.3k
    ability, = _abilities("Whenever you cast or copy an instant or sorcery spell, you gain 1 life.")
    assert (ability.event, ability.player) == ("cast_or_copy", "you")
    assert ability.subject.types == frozenset({"Instant", "Sorcery"})
    ability, = _abilities("Whenever you cast a Spirit or Arcane spell, you gain 1 life.")
    assert ability.subject.subtypes == frozenset({"Spirit", "Arcane"})
    assert ability.subject.zone == "stack"


def test_described_dealers_of_combat_damage():  # 510.2
    ability, = _abilities("Whenever a Goblin you control deals combat damage to a player, that "
                          "player discards a card.")
    assert ability.event == "combat_damage_to_player_by"
    assert ability.subject.subtypes == frozenset({"Goblin"})
    assert ability.mode.effects == (m.Discard(m.EventObject(1), 1),)
    ability, = _abilities("Whenever one or more creatures you control deal combat damage to a "
                          "player, you gain 1 life.")
    assert ability.event == "combat_damage_to_player_by_one_or_more"


def test_defending_player_of_an_unblocked_attacker():  # 506.2
    ability, = _abilities("Whenever this creature attacks and isn't blocked, defending player "
                          "discards a card.")
    assert ability.mode.effects == (m.Discard(m.EventObject(1), 1),)
