"""Bundled sample decks and the decklist format: one "COUNT Card Name" per line; blank lines
and lines starting with # are ignored."""
from __future__ import annotations

from pathlib import Path

_HERE = Path(__file__).parent


def parse_decklist(text: str, source: str = "<decklist>") -> list[str]:
    """A decklist's card names, one entry per copy. Raises ValueError naming the bad line."""
    cards: list[str] = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        count, _, name = line.partition(" ")
        if not count.isdigit() or not name.strip():
            raise ValueError(f"{source}, line {number}: expected 'COUNT Card Name', got {line!r}")
        cards.extend([name.strip()] * int(count))
    return cards


def bundled_decks() -> list[str]:
    return sorted(p.stem for p in _HERE.glob("*.txt"))


def load_deck(spec: str) -> list[str]:
    """A deck by bundled name ("green") or by file path."""
    path = _HERE / f"{spec}.txt"
    if not path.exists():
        path = Path(spec)
    if not path.exists():
        raise ValueError(f"no deck {spec!r}: give a file path or one of {', '.join(bundled_decks())}")
    return parse_decklist(path.read_text(encoding="utf-8"), str(path))
