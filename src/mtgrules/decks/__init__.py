"""Bundled sample decks, and decklists in the common formats.

A decklist text has one entry per line: ``4 Lightning Bolt``, ``4x Lightning Bolt``, or an Arena
export's ``4 Lightning Bolt (M10) 146`` (the set code and collector number are ignored). Blank
lines and comments (``#`` or ``//``) are ignored, and so are the section names ``Deck``,
``Commander`` and ``Companion`` of Arena exports. A line ``Sideboard`` (or ``Sideboard:``, any
case) starts the sideboard, as does ``SB:`` before an entry. MTGO's ``.dek`` files (XML, one
``<Cards Quantity=".." Sideboard="true|false" Name=".."/>`` per entry) are read too. The main
deck is what a game is played with; the sideboard is kept apart.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

_HERE = Path(__file__).parent

_ENTRY = re.compile(r"(?P<count>\d+)x?\s+(?P<name>.+?)(?:\s+\([A-Za-z0-9]+\)(?:\s+\S+)?)?")
_SECTIONS = {"deck", "main", "maindeck", "main deck", "commander", "companion", "about"}
_SIDEBOARD = {"sideboard", "side board"}


class Deck(NamedTuple):
    """A decklist: the ``main`` deck's card names and the ``sideboard``'s, one entry per copy."""

    main: list[str]
    sideboard: list[str]


def parse_deck(text: str, source: str = "<decklist>") -> Deck:
    """Read a decklist (any of the module's formats). Raises ValueError naming the bad line."""
    if text.lstrip().startswith("<?xml") or "<Cards " in text:
        return _parse_dek(text, source)
    main: list[str] = []
    side: list[str] = []
    into = main
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        word = line.rstrip(":").strip().lower()
        if word in _SIDEBOARD:
            into = side
            continue
        if word in _SECTIONS:
            into = main
            continue
        target = into
        if line[:3].upper() == "SB:":
            target, line = side, line[3:].strip()
        hit = _ENTRY.fullmatch(line)
        if hit is None:
            raise ValueError(f"{source}, line {number}: expected 'COUNT Card Name' (or "
                             f"'COUNTx Card Name'), got {raw.strip()!r}")
        target.extend([hit.group("name").strip()] * int(hit.group("count")))
    return Deck(main, side)


def _parse_dek(text: str, source: str) -> Deck:
    """MTGO's ``.dek`` format: ``<Cards Quantity="4" Sideboard="false" Name="..." />``."""
    import xml.etree.ElementTree as ElementTree
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as exc:
        raise ValueError(f"{source}: not a readable .dek file ({exc})") from None
    deck = Deck([], [])
    for index, entry in enumerate(root.iter("Cards"), 1):
        name, count = entry.get("Name"), entry.get("Quantity", "")
        if not name or not count.isdigit():
            raise ValueError(f"{source}: card entry {index} needs a Name and a numeric Quantity, "
                             f"got {entry.attrib}")
        side = entry.get("Sideboard", "false").lower() == "true"
        (deck.sideboard if side else deck.main).extend([name] * int(count))
    return deck


def parse_decklist(text: str, source: str = "<decklist>") -> list[str]:
    """A decklist's main deck: card names, one entry per copy (see :func:`parse_deck`)."""
    return parse_deck(text, source).main


def bundled_decks() -> list[str]:
    return sorted(p.stem for p in _HERE.glob("*.txt"))


def load_deck(spec: str) -> list[str]:
    """A main deck by bundled name ("green") or by file path (a decklist in any of the
    module's formats, MTGO ``.dek`` included)."""
    path = _HERE / f"{spec}.txt"
    if not path.exists():
        path = Path(spec)
    if not path.exists():
        raise ValueError(f"no deck {spec!r}: give a file path or one of {', '.join(bundled_decks())}")
    return parse_decklist(path.read_text(encoding="utf-8"), str(path))
