"""Partner with [name] (702.124i): its triggered ability searches for the partner by its full
name, commas included (201.2); an Un-set "Partner with Knight" that searches for nothing stays
refused."""
from __future__ import annotations

from inline_cards import card

from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card


def _search(name: str) -> m.Search:
    ability = card(name).abilities[0]
    assert type(ability) is m.TriggeredAbility and ability.event == "enters"
    return ability.mode.effects[0].effects[0]


def test_partner_searched_by_full_name():
    assert _search("Merry, Warden of Isengard").filter.names == {"pippin, warden of isengard"}
    assert _search("Blaring Captain").filter.names == {"blaring recruiter"}
    assert _search("Blaring Captain").to == "hand"


def test_partner_that_searches_for_nothing_is_refused():
    text = ("Partner with Knight (You may select any legendary Knight to be this creature's "
            "partner. It doesn't have to have Partner. You don't search for a Knight when this "
            "enters the battlefield.)")
    compiled = compile_card({"name": "Test Knight", "type": "Legendary Creature — Knight",
                             "power": "1", "toughness": "1", "text": text})
    assert compiled.unsupported is not None


def test_a_name_ends_at_a_comma_before_the_next_instruction():
    text = ("When this creature enters, you may search your library for a card named Avarax, "
            "reveal it, put it into your hand, then shuffle.")
    compiled = compile_card({"name": "Test Herald", "type": "Creature — Elemental",
                             "power": "1", "toughness": "1", "text": text})
    search = compiled.abilities[0].mode.effects[0].effects[0]
    assert search.filter.names == {"avarax"}
