"""Cards for unit tests: bundled cards by name, and inline cards compiled from text. Inline
cards are remembered with their raw records (``CUSTOM``), which a test position puts in
``game.custom_cards`` so that it can be saved and loaded."""
from __future__ import annotations

from mtgrules.cards.compiler import compile_card
from mtgrules.cards.database import default_database

DB = default_database()
CUSTOM: dict[str, dict] = {}  # raw records of the cards made by ``custom``
CUSTOM_CARDS: dict = {}       # their compiled definitions


def card(name: str):
    return CUSTOM_CARDS[name] if name in CUSTOM_CARDS else DB.get(name)


def custom(name: str, text: str, *, cost: str = "{1}", type_line: str = "Creature — Test",
           power: int | None = 2, toughness: int | None = 2, supported: bool | None = True):
    """Compile an inline card; ``supported`` True/False asserts that it is (not) understood."""
    raw = {"name": name, "manaCost": cost, "type": type_line, "text": text}
    if power is not None:
        raw.update(power=str(power), toughness=str(toughness))
    CUSTOM[name] = raw
    c = CUSTOM_CARDS[name] = compile_card(raw)
    if supported is not None:
        assert (c.unsupported is None) == supported, (c.unsupported, c.unsupported_reason)
    return c
