"""Type lines (rule 205), checked against every card's printed lists."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mtgrules.cards.database import CardDatabase
from mtgrules.cards.type_line import (
    CARD_TYPES,
    SUPERTYPES,
    TypeLine,
    TypeLineError,
    parse_type_line,
)

# The corpus the bundle is built from: shared/ sits beside the repository.
_SOURCE_CANDIDATES = [
    Path(__file__).resolve().parents[3] / "shared" / "data" / "oracle-cards.json.gz",
    Path("/work/shared/data/oracle-cards.json.gz"),
]


def _source_cards() -> list[dict[str, Any]] | None:
    for path in _SOURCE_CANDIDATES:
        if path.is_file():
            with gzip.open(path, "rt", encoding="utf-8") as handle:
                cards: list[dict[str, Any]] = json.load(handle)
            return cards
    return None


def _bundle_cards() -> Iterator[dict[str, Any]]:
    db = CardDatabase.bundled()
    for name in db.names():
        record = db.raw(name)
        yield record
        yield from record.get("faces", [])[1:]  # back faces, kept with their card (712.8)


def test_simple_creature() -> None:
    line = parse_type_line("Creature \u2014 Bear")
    assert line == TypeLine(frozenset(), frozenset({"Creature"}), ("Bear",))


def test_supertypes_types_and_subtypes_in_order() -> None:
    line = parse_type_line("Legendary Artifact Creature \u2014 Phyrexian Dragon")
    assert line.supertypes == {"Legendary"}
    assert line.types == {"Artifact", "Creature"}
    assert line.subtypes == ("Phyrexian", "Dragon")


def test_no_subtypes() -> None:
    assert parse_type_line("Instant") == TypeLine(frozenset(), frozenset({"Instant"}), ())
    basic = parse_type_line("Basic Snow Land \u2014 Forest")
    assert basic.supertypes == {"Basic", "Snow"} and basic.subtypes == ("Forest",)


def test_time_lord_is_one_creature_type() -> None:
    """Rule 205.3m: Time Lord is the one two-word creature type."""
    line = parse_type_line("Legendary Creature \u2014 Human Time Lord Rogue")
    assert line.subtypes == ("Human", "Time Lord", "Rogue")


def test_planar_type_is_the_whole_phrase() -> None:
    """Rule 205.3n: planar types such as The Dalek Asylum."""
    assert parse_type_line("Plane \u2014 The Dalek Asylum").subtypes == ("The Dalek Asylum",)
    assert parse_type_line("Plane \u2014 Dominaria").subtypes == ("Dominaria",)


def test_other_dashes_accepted() -> None:
    expected = parse_type_line("Creature \u2014 Elf Druid")
    assert parse_type_line("Creature - Elf Druid") == expected
    assert parse_type_line("Creature \u2013 Elf Druid") == expected


def test_strict_error_names_the_word() -> None:
    with pytest.raises(TypeLineError) as info:
        parse_type_line("Summon Wolf")
    assert info.value.word == "Summon"
    assert "'Summon'" in str(info.value) and isinstance(info.value, ValueError)
    with pytest.raises(TypeLineError, match="Creatur"):
        parse_type_line("Legendary Creatur \u2014 Elf")


def test_strict_needs_a_card_type() -> None:
    with pytest.raises(TypeLineError, match="no card type"):
        parse_type_line("Legendary")
    with pytest.raises(TypeLineError):
        parse_type_line("")


def test_lenient_keeps_unknown_words_as_types() -> None:
    line = parse_type_line("Summon Wolf", strict=False)
    assert line.types == {"Summon", "Wolf"} and line.subtypes == ()


def test_str_round_trip() -> None:
    for text in [
        "Creature \u2014 Bear",
        "Legendary Artifact Creature \u2014 Phyrexian Dragon",
        "Basic Snow Land \u2014 Forest",
        "Kindred Instant \u2014 Elf",
        "Legendary Enchantment Artifact",
        "Land Creature \u2014 Forest Dryad",
        "Plane \u2014 The Dalek Asylum",
    ]:
        assert str(parse_type_line(text)) == text


def _check_agreement(card: dict[str, Any]) -> None:
    line = parse_type_line(card["type"], strict=False)
    where = f"{card['name']!r}: {card['type']!r}"
    assert line.supertypes == frozenset(card["supertypes"]), where
    assert line.types == frozenset(card["types"]), where
    assert list(line.subtypes) == card["subtypes"], where
    # Strict parsing fails exactly when the card uses a word outside rule 205.
    official = set(card["types"]) <= CARD_TYPES and set(card["supertypes"]) <= SUPERTYPES
    try:
        parse_type_line(card["type"])
    except TypeLineError as error:
        assert not official, where
        assert error.word in card["types"], where
    else:
        assert official, where


def test_every_card_in_the_source_agrees() -> None:
    cards = _source_cards()
    if cards is None:
        pytest.skip("oracle corpus (shared/data/oracle-cards.json.gz) not present")
    assert len(cards) == 35033
    for card in cards:  # includes every back face, which has its own record
        _check_agreement(card)


def test_every_card_in_the_bundle_agrees() -> None:
    count = 0
    for card in _bundle_cards():
        _check_agreement(card)
        count += 1
    assert count == 35033
