"""Forms planeswalkers' loyalty abilities are written in, read by the grammar for every card:
what the compiler makes of them (the scenarios play them)."""
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card


def _effects(text: str, type_line: str = "Sorcery"):
    card = compile_card({"name": "Test Card", "manaCost": "{1}", "type": type_line, "text": text})
    assert card.unsupported is None, card.unsupported_reason
    return card.spell.modes[0].effects


def test_returned_card_is_also_a_black_zombie():  # 400.7j, 205.1b, 105.3
    put, change = _effects("Return target creature card from your graveyard to the battlefield. "
                           "That creature is a black Zombie in addition to its other colors and types.")
    assert put.what == m.TargetRef(0) and change.what == m.Moved(m.TargetRef(0))
    assert change.change.add_colors == frozenset({"B"}) and change.change.add_subtypes == ("Zombie",)
    assert change.change.types is None and change.duration == "permanent"


def test_becomes_an_angel_in_addition_and_gains_flying():  # 205.1b, 611.2a
    _, change = _effects("Put two +1/+1 counters on target creature. It becomes an Angel in "
                         "addition to its other types and gains flying.")
    assert change.change.add_subtypes == ("Angel",) and change.duration == "permanent"
    assert [k.name for k in change.change.keywords] == ["flying"]


def test_damage_to_a_player_and_the_creatures_they_control():  # 120.3, 611.2c
    to_player, to_creatures = _effects("Test Card deals 3 damage to target player and each "
                                       "creature that player controls.")
    assert to_player.to == m.TargetRef(0)
    assert to_creatures.to.player == m.ControllerOf(m.TargetRef(0))
    assert to_creatures.to.filter.controller == "you"


def test_a_later_recipient_is_read_only_where_the_clause_ends():
    damage, gain = _effects("Test Card deals 3 damage to target creature and you gain 3 life.")
    assert damage.to == m.TargetRef(0) and type(gain) is m.GainLife


def test_search_for_any_number_of_cards():  # 701.23b
    (search,) = _effects("Search your library for any number of Elf creature cards, put them "
                         "onto the battlefield, then shuffle.")
    assert search.count == m.ANY_NUMBER and search.up_to and search.to == "battlefield"
    assert search.filter.subtypes == frozenset({"Elf"})
