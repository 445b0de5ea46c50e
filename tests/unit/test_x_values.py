"""Rule 107.3m: X in triggered abilities — an enters-the-battlefield ability's X is its spell's
(given by the engine), any other triggered ability's undefined X refuses the card."""
from __future__ import annotations

from mtgrules.cards.database import default_database


def test_enters_ability_may_use_the_spells_x():
    card = default_database().get("Arboreal Alliance")  # "When this enchantment enters, create an X/X ..."
    assert card.unsupported is None


def test_other_triggered_ability_with_an_undefined_x_is_refused():
    card = default_database().get("Hydra Broodmaster")  # X as it became monstrous (701.37c)
    assert card.unsupported.startswith("When this creature becomes monstrous")
    assert "107.3m" in card.unsupported_reason
