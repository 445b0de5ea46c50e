"""Decklists in the common formats (mtgrules.decks): plain and "4x" counts, comments, Arena
exports with set codes and sections, sideboards, MTGO .dek files."""
import pytest

from mtgrules.decks import load_deck, parse_deck

ARENA = """Deck
4 Lightning Bolt (M10) 146
20 Mountain (ANA) 60

Sideboard
2 Smash to Smithereens (ORI) 163
"""

DEK = """<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <NetDeckID>0</NetDeckID>
  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" />
  <Cards CatID="2" Quantity="20" Sideboard="false" Name="Mountain" />
  <Cards CatID="3" Quantity="2" Sideboard="true" Name="Smash to Smithereens" />
</Deck>
"""


def test_counts_comments_and_sideboard_markers():
    deck = parse_deck("# burn\n// old comment\n4x Lightning Bolt\n20 Mountain\n"
                      "SB: 2 Smash to Smithereens\n")
    assert deck.main == ["Lightning Bolt"] * 4 + ["Mountain"] * 20
    assert deck.sideboard == ["Smash to Smithereens"] * 2


@pytest.mark.parametrize("text", [ARENA, DEK, ARENA.replace("Sideboard", "SIDEBOARD:")])
def test_arena_exports_and_mtgo_dek_files(text):
    deck = parse_deck(text)
    assert deck.main == ["Lightning Bolt"] * 4 + ["Mountain"] * 20
    assert deck.sideboard == ["Smash to Smithereens"] * 2


def test_a_deck_file_plays_its_main_deck(tmp_path):
    path = tmp_path / "burn.dek"
    path.write_text(DEK)
    assert load_deck(str(path)) == ["Lightning Bolt"] * 4 + ["Mountain"] * 20


@pytest.mark.parametrize("text, where", [
    ("4 Lightning Bolt\nLightning Bolt\n", "line 2"),
    ("<Deck><Cards Quantity='x' Name='Island'/></Deck>", "card entry 1"),
    ("<?xml version='1.0'?><Deck><Cards", "not a readable .dek file"),
])
def test_bad_entries_are_refused_saying_where(text, where):
    with pytest.raises(ValueError, match=where):
        parse_deck(text, "deck.txt")
