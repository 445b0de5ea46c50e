"""Random decks over every supported card, deterministic by seed.

Compiling the whole bundle to list the supported cards takes most of a minute of CPU, too much
to repeat in every test worker; a deck instead samples card names uniformly from the bundle and
compiles each until it has found enough supported nonland cards (more than one name in two is
supported and compiling one takes about a millisecond). Rejection sampling keeps the
choice uniform over the supported cards, and nothing is cached on disk that could go stale.
"""
from __future__ import annotations

import functools

from mtgrules.cards.database import default_database
from mtgrules.engine.rng import Rng

BASIC_LANDS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
COLORS = tuple(BASIC_LANDS)
DISTINCT_SPELLS = 8
SPELLS = 36
LANDS = 24
MAX_TRIES = 20_000  # name draws per deck before giving up (about 40 times what one needs)


def _names() -> list[str]:
    global _NAMES
    if _NAMES is None:
        _NAMES = default_database().names()
    return _NAMES


_NAMES: list[str] | None = None


def _identity(name: str) -> frozenset[str] | None:
    """The color identity of a supported nonland card (rule 903.4), else None."""
    db = default_database()
    card = db.get(name)
    if card.unsupported is not None or "Land" in card.types or card.vanguard is not None:
        return None  # a vanguard card is never in a deck (902.3)
    if {"Plane", "Phenomenon"} & set(card.types):
        return None  # planar cards belong in planar decks (901.3, 311.2)
    if "Scheme" in card.types:
        return None  # scheme cards belong in scheme decks (904.3, 314.2)
    if "Conspiracy" in card.types:
        return None  # conspiracy cards start in the command zone, never in a deck (315.3)
    return frozenset(db.raw(name)["colorIdentity"] or ())


def random_deck(rng: Rng) -> list[str]:
    """A 60-card deck: ``DISTINCT_SPELLS`` supported nonland cards drawn uniformly (the first
    one from all of them; the others from those within its colors, widened to two colors when
    it has fewer), ``SPELLS`` copies drawn among them, and ``LANDS`` basic lands of the deck's
    colors."""
    names = _names()
    spells: list[str] = []
    colors: frozenset[str] | None = None
    tries = 0
    while len(spells) < DISTINCT_SPELLS:
        tries += 1
        assert tries <= MAX_TRIES, f"no {DISTINCT_SPELLS} supported cards found in {MAX_TRIES} draws"
        name = names[rng.below(len(names))]
        identity = _identity(name)
        if identity is None or name in spells:
            continue
        if colors is None:
            colors = identity
            while len(colors) < 2:
                colors = colors | {COLORS[rng.below(len(COLORS))]}
        elif not identity <= colors:
            continue
        spells.append(name)
    deck = [spells[rng.below(len(spells))] for _ in range(SPELLS)]
    lands = [BASIC_LANDS[c] for c in COLORS if c in colors]
    return deck + [lands[i % len(lands)] for i in range(LANDS)]


def supported_planar_cards() -> list[str]:
    """The supported plane and phenomenon cards (901.3), in database order."""
    return _supported_of_layout("planar")


def supported_scheme_cards() -> list[str]:
    """The supported scheme cards (314), in database order."""
    return _supported_of_layout("scheme")


@functools.cache
def _supported_of_layout(layout: str) -> list[str]:
    db = default_database()
    return [n for n in _names() if db.raw(n).get("layout") == layout and db.get(n).unsupported is None]


def random_scheme_deck(rng: Rng, size: int = 20) -> list[str]:
    """A scheme deck of ``size`` supported scheme cards, no more than two of a name (904.3)."""
    pool = supported_scheme_cards() * 2
    rng.shuffle(pool)
    return pool[:size]


def random_planar_deck(rng: Rng, size: int = 10) -> list[str]:
    """A planar deck of ``size`` different supported planar cards drawn uniformly, with no more
    than two phenomena (901.3)."""
    pool = supported_planar_cards()[:]
    rng.shuffle(pool)
    db = default_database()
    phenomena = [n for n in pool if "Phenomenon" in db.get(n).types][2:]
    return [n for n in pool if n not in phenomena][:size]
