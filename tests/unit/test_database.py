"""The card database: bundled corpus, lookups, added cards, AtomicCards files."""

from __future__ import annotations

import gzip
import json
import sys
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mtgrules.cards import database
from mtgrules.cards.database import (
    CORE_FIELDS,
    ENV_VAR,
    CardDatabase,
    UnknownCard,
    default_database,
    set_default_database,
)


@pytest.fixture(scope="module")
def bundled() -> CardDatabase:
    return CardDatabase.bundled()


@pytest.fixture
def fresh() -> CardDatabase:
    """A private bundled database that tests may change."""
    return CardDatabase.bundled()


@pytest.fixture
def reset_default() -> Iterator[None]:
    set_default_database(None)
    yield
    set_default_database(None)


def test_bundle_size_and_order(bundled: CardDatabase) -> None:
    # the corpus's 35,033 records, of which 401 are back faces kept with their cards (712.8)
    assert len(bundled) == 34632
    names = bundled.names()
    assert names == sorted(names, key=lambda n: (n.lower(), n))
    assert database.BUNDLE_PATH.stat().st_size < 4_000_000


def test_bundle_loads_lazily() -> None:
    db = CardDatabase.bundled()
    assert db._bundle is not None and not db._bundle._blocks
    db.raw("Grizzly Bears")
    assert len(db._bundle._blocks) == 1


def test_raw_record(bundled: CardDatabase) -> None:
    bears = bundled.raw("Grizzly Bears")
    assert set(CORE_FIELDS) <= set(bears)
    assert bears["name"] == "Grizzly Bears"
    assert bears["manaCost"] == "{1}{G}"
    assert bears["type"] == "Creature \u2014 Bear"
    assert (bears["power"], bears["toughness"], bears["loyalty"]) == ("2", "2", None)
    assert bears["types"] == ["Creature"] and bears["subtypes"] == ["Bear"]


def test_raw_returns_a_fresh_dict(bundled: CardDatabase) -> None:
    first = bundled.raw("Grizzly Bears")
    first["name"] = "changed"
    first["types"].append("Land")
    again = bundled.raw("Grizzly Bears")
    assert again["name"] == "Grizzly Bears" and again["types"] == ["Creature"]


@pytest.mark.parametrize("name", ["grizzly bears", "GRIZZLY BEARS", "  Grizzly Bears ", "gRiZzLy BeArS"])
def test_case_insensitive(bundled: CardDatabase, name: str) -> None:
    assert bundled.raw(name)["name"] == "Grizzly Bears"
    assert name in bundled


def test_curly_apostrophe(bundled: CardDatabase) -> None:
    assert bundled.raw("Ancestor\u2019s Chosen")["name"] == "Ancestor's Chosen"
    assert "ancestor\u2019s chosen" in bundled


def test_each_face_name_finds_the_whole_card(bundled: CardDatabase) -> None:
    full = "Delver of Secrets // Insectile Aberration"
    assert bundled.raw("Delver of Secrets")["name"] == full
    assert bundled.canonical_name("Delver of Secrets") == full
    assert bundled.canonical_name("insectile aberration") == full
    assert "Insectile Aberration" in bundled
    faces = bundled.raw("Insectile Aberration")["faces"]
    assert [f["name"] for f in faces] == ["Delver of Secrets", "Insectile Aberration"]
    assert faces[0]["manaCost"] == "{U}" and "manaCost" not in faces[1]
    assert (faces[1]["power"], faces[1]["toughness"], faces[1]["text"]) == ("3", "2", "Flying")
    assert bundled.get("Insectile Aberration") is bundled.get(full)
    assert bundled.raw("Fire")["name"] == "Fire // Ice"
    assert bundled.raw("Ice")["name"] == "Fire // Ice"
    assert bundled.raw("Stomp")["name"] == "Bonecrusher Giant // Stomp"


def test_exact_name_beats_front_face(bundled: CardDatabase) -> None:
    assert bundled.raw("Bind")["name"] == "Bind"
    assert bundled.raw("Bind // Liberate")["name"] == "Bind // Liberate"


def test_unknown_card_suggestions(bundled: CardDatabase) -> None:
    with pytest.raises(UnknownCard) as info:
        bundled.raw("Grizly Bears")
    error = info.value
    assert isinstance(error, ValueError)
    assert error.name == "Grizly Bears"
    assert error.suggestions[0] == "Grizzly Bears"
    assert 1 <= len(error.suggestions) <= 5
    assert str(error).startswith("unknown card 'Grizly Bears'; did you mean: Grizzly Bears")
    assert str(error).endswith("?")
    assert "Grizly Bears" not in bundled


def test_unknown_card_suggestions_ignore_case(bundled: CardDatabase) -> None:
    assert bundled.suggest("LIGHTNING BLOT")[0] == "Lightning Bolt"


def test_unknown_card_without_suggestions(bundled: CardDatabase) -> None:
    with pytest.raises(UnknownCard) as info:
        bundled.raw("Qqqqqqqqqqqqqqqqqqqqq")
    assert info.value.suggestions == ()
    assert str(info.value) == "unknown card 'Qqqqqqqqqqqqqqqqqqqqq'"


def test_contains_non_string(bundled: CardDatabase) -> None:
    assert 3 not in bundled


def test_add_shadows_bundled_card(fresh: CardDatabase) -> None:
    size = len(fresh)
    fresh.add({"name": "Grizzly Bears", "manaCost": "{G}", "type": "Creature \u2014 Bear", "power": "3"})
    assert len(fresh) == size
    bears = fresh.raw("grizzly bears")
    assert bears["manaCost"] == "{G}" and bears["power"] == "3" and bears["toughness"] is None
    assert bears["types"] == ["Creature"] and bears["subtypes"] == ["Bear"]
    assert CardDatabase.bundled().raw("Grizzly Bears")["manaCost"] == "{1}{G}"


def test_add_new_card(fresh: CardDatabase) -> None:
    name = fresh.add(
        {"name": "Test Golem // Test Statue", "manaCost": "{3}", "type": "Legendary Artifact Creature \u2014 Golem"}
    )
    assert name == "Test Golem // Test Statue"
    assert len(fresh) == 34633 and fresh.names()[-1] == name
    assert fresh.raw("test golem")["name"] == name == fresh.raw("Test Statue")["name"]
    record = fresh.raw(name)
    assert record["supertypes"] == ["Legendary"]
    assert record["types"] == ["Artifact", "Creature"]
    assert record["subtypes"] == ["Golem"]
    assert set(CORE_FIELDS) <= set(record)


def test_add_needs_a_name() -> None:
    db = CardDatabase()
    with pytest.raises(ValueError):
        db.add({"manaCost": "{1}"})
    with pytest.raises(ValueError):
        db.add({"name": "  "})


def test_database_from_records() -> None:
    db = CardDatabase([{"name": "Alpha", "type": "Instant"}, {"name": "Beta", "type": "Sorcery"}])
    assert len(db) == 2 and db.names() == ["Alpha", "Beta"]
    assert db.raw("beta")["types"] == ["Sorcery"]


# -- compiled cards -------------------------------------------------------


def test_get_compiles_once_per_card(fresh: CardDatabase, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []

    def compile_card(raw: dict[str, Any]) -> tuple[str, str]:
        calls.append(raw["name"])
        return ("compiled", raw["manaCost"])

    stub = types.ModuleType("mtgrules.cards.compiler")
    stub.compile_card = compile_card  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "mtgrules.cards.compiler", stub)

    first = fresh.get("Grizzly Bears")
    assert first == ("compiled", "{1}{G}")
    assert fresh.get("grizzly bears") is first
    assert calls == ["Grizzly Bears"]
    fresh.add({"name": "Grizzly Bears", "manaCost": "{G}", "type": "Creature \u2014 Bear"})
    assert fresh.get("Grizzly Bears") == ("compiled", "{G}")
    assert fresh.get("Delver of Secrets") is fresh.get("Delver of Secrets // Insectile Aberration")
    with pytest.raises(UnknownCard):
        fresh.get("Grizly Bears")


def test_get_with_real_compiler(fresh: CardDatabase) -> None:
    pytest.importorskip("mtgrules.cards.compiler")
    card = fresh.get("Grizzly Bears")
    assert card is not None
    assert fresh.get("GRIZZLY BEARS") is card


# -- AtomicCards files --------------------------------------------------------


def _atomic_document() -> dict[str, Any]:
    def face(**fields: Any) -> dict[str, Any]:
        base: dict[str, Any] = {
            "types": [], "subtypes": [], "supertypes": [], "colorIdentity": [], "legalities": {}
        }
        base.update(fields)
        return base

    return {
        "meta": {"date": "2024-01-01", "version": "5.2.2"},
        "data": {
            "Grizzly Bears": [
                face(name="Grizzly Bears", manaCost="{1}{G}", type="Creature \u2014 Bear",
                     types=["Creature"], subtypes=["Bear"], power="2", toughness="2",
                     layout="normal", colorIdentity=["G"], foreignData=[])
            ],
            "Delver of Secrets // Insectile Aberration": [
                face(name="Delver of Secrets // Insectile Aberration", faceName="Insectile Aberration",
                     side="b", type="Creature \u2014 Human Insect", types=["Creature"],
                     subtypes=["Human", "Insect"], power="3", toughness="2", layout="transform",
                     keywords=["Flying"], text="Flying"),
                face(name="Delver of Secrets // Insectile Aberration", faceName="Delver of Secrets",
                     side="a", manaCost="{U}", type="Creature \u2014 Human Wizard", types=["Creature"],
                     subtypes=["Human", "Wizard"], power="1", toughness="1", layout="transform",
                     text="At the beginning of your upkeep, look at the top card of your library."),
            ],
            "Fire // Ice": [
                face(name="Fire // Ice", faceName="Fire", side="a", manaCost="{1}{R}",
                     type="Instant", types=["Instant"], layout="split"),
                face(name="Fire // Ice", faceName="Ice", side="b", manaCost="{1}{U}",
                     type="Instant", types=["Instant"], layout="split"),
            ],
            "Plains": [
                face(name="Plains", type="Basic Land \u2014 Plains", supertypes=["Basic"],
                     types=["Land"], subtypes=["Plains"], layout="normal", text="({T}: Add {W}.)")
            ],
        },
    }


def _write_atomic(path: Path, compress: bool = False) -> Path:
    data = json.dumps(_atomic_document()).encode()
    path.write_bytes(gzip.compress(data) if compress else data)
    return path


def _check_atomic(db: CardDatabase) -> None:
    assert len(db) == 4
    assert db.names()[:4] == ["Delver of Secrets // Insectile Aberration", "Fire // Ice", "Grizzly Bears", "Plains"]
    bears = db.raw("grizzly bears")
    assert bears["manaCost"] == "{1}{G}" and bears["loyalty"] is None
    assert "foreignData" not in bears and "legalities" not in bears
    delver = db.raw("Delver of Secrets")
    assert delver["name"] == "Delver of Secrets // Insectile Aberration"
    assert delver["manaCost"] == "{U}" and delver["power"] == "1"
    assert db.raw("Insectile Aberration")["name"] == delver["name"]
    front, back = delver["faces"]
    assert front["name"] == "Delver of Secrets" and front["manaCost"] == "{U}"
    assert back["name"] == "Insectile Aberration" and "manaCost" not in back and back["power"] == "3"
    fire = db.raw("fire")
    assert fire["name"] == "Fire // Ice" and fire["manaCost"] == "{1}{R}"
    assert db.raw("Ice") == fire
    assert [(f["name"], f["manaCost"]) for f in fire["faces"]] == [("Fire", "{1}{R}"), ("Ice", "{1}{U}")]
    assert db.raw("Plains")["manaCost"] is None
    assert "Lightning Bolt" not in db


def test_from_atomic_cards_json(tmp_path: Path) -> None:
    _check_atomic(CardDatabase.from_atomic_cards(_write_atomic(tmp_path / "AtomicCards.json")))


def test_from_atomic_cards_gzip(tmp_path: Path) -> None:
    path = _write_atomic(tmp_path / "AtomicCards.json.gz", compress=True)
    _check_atomic(CardDatabase.from_atomic_cards(str(path)))


def test_from_card_list(tmp_path: Path) -> None:
    path = tmp_path / "cards.json.gz"
    path.write_bytes(gzip.compress(json.dumps([{"name": "Zed", "type": "Instant"}, {"name": "Abe"}]).encode()))
    db = CardDatabase.from_atomic_cards(path)
    assert db.names() == ["Abe", "Zed"]


# -- the process-wide database -------------------------------------------------


def test_default_database_is_shared_bundle(reset_default: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    db = default_database()
    assert db is default_database()
    assert len(db) == 34632


def test_env_var_selects_atomic_cards(
    reset_default: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_VAR, str(_write_atomic(tmp_path / "AtomicCards.json")))
    db = default_database()
    assert len(db) == 4 and "Grizzly Bears" in db and "Lightning Bolt" not in db


def test_env_var_missing_file(reset_default: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "nope.json"))
    with pytest.raises(FileNotFoundError):
        default_database()


def test_set_default_database(reset_default: None) -> None:
    mine = CardDatabase([{"name": "Only Card", "type": "Instant"}])
    set_default_database(mine)
    assert default_database() is mine
    set_default_database(None)
    assert default_database() is not mine


# -- building the bundle -------------------------------------------------------


def _build_tool():
    import importlib.util
    path = Path(__file__).resolve().parents[2] / "tools" / "build_card_bundle.py"
    spec = importlib.util.spec_from_file_location("build_card_bundle", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_bundle_build_folds_back_faces_into_their_card(tmp_path: Path) -> None:
    """The corpus lists a transforming card's back face as a record of its own; the bundle
    keeps one record per card, with every face (712.8)."""
    tool = _build_tool()
    front = {"name": "Delver of Secrets // Insectile Aberration", "manaCost": "{U}",
             "type": "Creature \u2014 Human Wizard", "power": "1", "toughness": "1",
             "layout": "transform", "back": "Insectile Aberration", "text": "Upkeep."}
    back = {"name": "Insectile Aberration", "type": "Creature \u2014 Human Insect", "power": "3",
            "toughness": "2", "layout": "transform", "face": "back", "front": "Delver of Secrets",
            "text": "Flying"}
    bears = {"name": "Grizzly Bears", "manaCost": "{1}{G}", "type": "Creature \u2014 Bear"}
    front, back, bears = ({**dict.fromkeys(CORE_FIELDS), **c} for c in (front, back, bears))
    cards = tool.fold_faces([front, bears, back])
    assert [c["name"] for c in cards] == [front["name"], "Grizzly Bears"]
    assert "back" not in cards[0]
    assert [f["name"] for f in cards[0]["faces"]] == ["Delver of Secrets", "Insectile Aberration"]
    assert cards[0]["faces"][1]["power"] == "3" and "face" not in cards[0]["faces"][1]
    path = tmp_path / "cards.jsonl.gz"
    path.write_bytes(tool.build(cards, 2))
    tool.verify(path, cards)
    db = CardDatabase.bundled(path)
    assert len(db) == 2 and db.raw("Insectile Aberration")["faces"] == cards[0]["faces"]
    with pytest.raises(SystemExit, match="without a front"):
        tool.fold_faces([bears, back])
