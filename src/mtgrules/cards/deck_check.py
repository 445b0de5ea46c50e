"""Whether a deck can be played (``mtgrules cards check``): how many of its cards the compiler
understands, counted by distinct card and by copy, and for each refused card the first line that
was not understood and why, so a player who brings a real deck learns what stops it."""
from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from mtgrules.cards.database import CardDatabase, UnknownCard


class Refused(NamedTuple):
    """A card of the deck that can't be played: its name, copies, and the reason (the first line
    not understood, or the unknown name with close matches)."""

    name: str
    copies: int
    reason: str


class DeckCheck(NamedTuple):
    """How much of one deck is supported."""

    deck: str
    cards: int             # copies in the main deck
    supported_cards: int   # copies of supported cards
    distinct: int          # distinct names
    supported_distinct: int
    refused: list[Refused]

    def as_dict(self) -> dict:
        return {"deck": self.deck, "cards": self.cards, "supported_cards": self.supported_cards,
                "distinct": self.distinct, "supported_distinct": self.supported_distinct,
                "refused": [r._asdict() for r in self.refused]}


def check_deck(db: CardDatabase, deck: str, names: list[str]) -> DeckCheck:
    """Check the main deck ``names`` (one entry per copy) of the deck called ``deck``."""
    copies = Counter(names)
    refused: list[Refused] = []
    for name, count in copies.items():
        try:
            card = db.get(name)
        except UnknownCard as exc:
            refused.append(Refused(name, count, str(exc)))
            continue
        if card.unsupported is not None:
            refused.append(Refused(card.name, count,
                                   f"{card.unsupported!r}: {card.unsupported_reason}"))
    refused.sort(key=lambda r: (-r.copies, r.name))
    bad = sum(r.copies for r in refused)
    return DeckCheck(deck, len(names), len(names) - bad, len(copies), len(copies) - len(refused),
                     refused)


def report(checks: list[DeckCheck]) -> str:
    """The checks as text: one line per deck, then its refused cards."""
    lines = []
    for c in checks:
        lines.append(f"{c.deck}: {c.supported_distinct} / {c.distinct} cards supported "
                     f"({c.supported_cards} / {c.cards} copies)")
        lines.extend(f"  {r.copies} {r.name}: {r.reason}" for r in c.refused)
    if len(checks) > 1:
        distinct = sum(c.distinct for c in checks)
        supported = sum(c.supported_distinct for c in checks)
        playable = sum(not c.refused for c in checks)
        lines.append(f"all: {supported} / {distinct} cards supported "
                     f"({100 * supported / max(distinct, 1):.1f}%); "
                     f"{playable} of {len(checks)} decks playable as they are")
    return "\n".join(lines)
