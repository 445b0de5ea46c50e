"""Trigger conditions on sacrificing (rule 701.21a; leaves-the-battlefield abilities, 603.6c):
how the grammar reads each form."""
import pytest

from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card


def _ability(text: str):
    card = compile_card({"name": "Test Card", "manaCost": "{1}", "type": "Creature — Test",
                         "power": "1", "toughness": "1", "text": text})
    assert card.unsupported is None, card.lines
    ability, = card.abilities
    return ability


@pytest.mark.parametrize("condition, player, types, another", [
    ("Whenever you sacrifice a creature", "you", {"Creature"}, False),
    ("Whenever you sacrifice another permanent", "you", set(), True),
    ("Whenever a player sacrifices an artifact", "any", {"Artifact"}, False),
    ("Whenever an opponent sacrifices a creature", "opponent", {"Creature"}, False),
])
def test_a_player_sacrifices_a_described_permanent(condition, player, types, another):
    ability = _ability(condition + ", you gain 1 life.")
    assert (ability.event, ability.player) == ("sacrificed", player)
    assert ability.subject.types == frozenset(types) and ability.subject.another == another


def test_this_creature_or_another_and_this_creature_alone():
    ability = _ability("Whenever you sacrifice this creature or another Clue, draw a card.")
    assert ability.event == "sacrificed" and ability.self_too
    assert ability.subject.subtypes == frozenset({"Clue"})
    ability = _ability("When you sacrifice this creature, draw a card.")
    assert ability.event == "sacrificed_self" and ability.subject is None


def test_one_or_more_once_for_each_batch_and_with_once_each_turn():  # 603.2c
    ability = _ability("Whenever you sacrifice one or more other creatures, you gain 1 life. "
                       "This ability triggers only once each turn.")
    assert ability.event == "sacrificed" and ability.once_each_turn
    card = compile_card({"name": "Test Card", "manaCost": "{1}", "type": "Creature — Test",
                         "power": "1", "toughness": "1",
                         "text": "Whenever you sacrifice one or more creatures, you gain 1 life."})
    ability, = [a for a in card.abilities if type(a) is m.TriggeredAbility]
    assert ability.event == "sacrificed" and ability.batched and not ability.once_each_turn


def test_the_sacrificed_permanent_is_named_as_it_last_existed():  # 603.10a, 608.2h
    ability = _ability("Whenever you sacrifice a creature, you gain life equal to its power.")
    assert ability.mode.effects == (m.GainLife(m.You(), m.PowerOf(m.EventObject(0))),)
