"""Discarding a whole hand (701.9a) and "that many" / "that much" naming what the effect just
before did (608.2h): the cards discarded, the energy paid (107.14)."""
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card


def _spell(text: str):
    return compile_card({"name": "Test Card", "manaCost": "{1}", "type": "Sorcery", "text": text})


def test_discard_your_hand_then_draw_that_many_plus_one():
    card = _spell("Discard all the cards in your hand, then draw that many cards plus one.")
    assert card.spell.modes[0].effects == (
        m.DiscardHand(m.You()), m.Draw(m.You(), m.Plus(m.ThatMuch(), 1)))


def test_that_many_after_several_players_discarding_is_refused():  # whose hand?
    assert _spell("Each player discards their hand, then draws that many cards.").unsupported


def test_that_much_only_right_after_the_effect_it_names():
    assert _spell("You may pay any amount of {E}. Draw that many cards.").unsupported is None
    assert _spell("You may pay any amount of {E}. You gain 2 life. Draw that many cards.").unsupported


def test_paying_any_amount_of_energy_is_its_own_choice():  # 107.14: none is not paying
    card = _spell("You may pay any amount of {E}. Draw that many cards.")
    assert card.spell.modes[0].effects == (m.PayAnyEnergy(), m.Draw(m.You(), m.ThatMuch()))


def test_shuffle_hand_and_graveyard_or_cards_from_your_graveyard():  # 701.24a
    assert _spell("Each player shuffles their hand and graveyard into their library, then "
                  "draws seven cards.").spell.modes[0].effects == (
        m.ShuffleZonesInto(m.EachPlayer(), True), m.Draw(m.EachPlayer(), 7))
    assert _spell("Shuffle your graveyard into your library.").spell.modes[0].effects == (
        m.ShuffleZonesInto(m.You()),)
    (effect,) = _spell("Shuffle all creature cards from your graveyard into your library."
                       ).spell.modes[0].effects
    assert type(effect) is m.ShuffleInto and effect.what.filter.zone == "graveyard"
