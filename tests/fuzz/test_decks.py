"""The fuzz games' random decks: deterministic by seed, only supported nonland cards within the
deck's colors plus basic lands of those colors (rule 903.4 color identity; 305.6 basic lands)."""
from __future__ import annotations

from mtgrules.cards.database import default_database
from mtgrules.engine.rng import Rng

from .decks import BASIC_LANDS, DISTINCT_SPELLS, LANDS, SPELLS, random_deck


def test_the_same_seed_deals_the_same_deck() -> None:
    assert random_deck(Rng(5)) == random_deck(Rng(5))
    assert random_deck(Rng(5)) != random_deck(Rng(6))


def test_decks_hold_supported_spells_of_their_colors_and_basic_lands() -> None:
    db = default_database()
    for seed in range(5):
        deck = random_deck(Rng(seed))
        assert len(deck) == SPELLS + LANDS
        spells, lands = deck[:SPELLS], deck[SPELLS:]
        assert len(set(spells)) <= DISTINCT_SPELLS
        colors = {color for color, land in BASIC_LANDS.items() if land in lands}
        assert set(lands) <= set(BASIC_LANDS.values()) and len(colors) >= 2
        for name in set(spells):
            card = db.get(name)
            assert card.unsupported is None and "Land" not in card.types, name
            assert set(db.raw(name)["colorIdentity"] or ()) <= colors, name

