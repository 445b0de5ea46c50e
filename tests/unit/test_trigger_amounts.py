""""That much" / "that many" in a triggered ability: the amount of its trigger event (the damage
dealt, the life gained or lost; 603.2, 608.2h), and where the words are refused."""
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card


def _card(text: str, name: str = "Test Card"):
    return compile_card({"name": name, "manaCost": "{1}", "type": "Creature — Test",
                         "power": "1", "toughness": "1", "text": text})


def _effects(text: str) -> tuple:
    card = _card(text)
    assert card.unsupported is None, card.lines
    ability, = card.abilities
    return ability.mode.effects


def test_damage_and_life_events_give_their_amount():
    assert _effects("Whenever this creature deals damage, you gain that much life.") == (
        m.GainLife(m.You(), m.EventAmount()),)
    assert _effects("Whenever this creature is dealt damage, draw that many cards.") == (
        m.Draw(m.You(), m.EventAmount()),)
    effects = _effects("Whenever you gain life, target opponent loses that much life.")
    assert effects == (m.LoseLife(m.TargetRef(0), m.EventAmount()),)


def test_the_amount_named_again_after_an_effect_naming_it():
    effects = _effects("Whenever this creature is dealt damage, you gain that much life and each "
                       "opponent loses that much life.")
    assert [e.amount for e in effects] == [m.EventAmount(), m.EventAmount()]


def test_refused_after_another_effect_that_could_be_what_it_names():
    card = _card("Whenever this creature deals damage to a player, that player discards a card, "
                 "then draws that many cards.")
    assert card.unsupported is not None and "that many" in card.unsupported_reason


def test_refused_where_the_event_has_no_amount():
    card = _card("Whenever this creature attacks, you gain that much life.")
    assert card.unsupported is not None


def test_a_rebalanced_card_names_itself_without_its_prefix():
    card = _card("When Test Card enters, draw a card.", name="A-Test Card")
    assert card.unsupported is None, card.lines
    assert card.abilities[0].event == "enters"
