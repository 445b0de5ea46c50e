"""The command line: play, simulate, cards show (with --cards), scenario."""
from __future__ import annotations

import json

from mtgrules.cards.database import set_default_database
from mtgrules.cli import main


def test_play_prints_a_log_citing_rules_and_the_result(capsys) -> None:
    assert main(["play", "--ai", "random", "--ai", "greedy", "--deck", "green", "--deck", "black",
                 "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "103.5: player A" in out and "game over after" in out
    assert "104.2a" in out or "104.4a" in out


def test_simulate_reports_speed(capsys) -> None:
    assert main(["simulate", "--games", "2"]) == 0
    assert "decisions/s" in capsys.readouterr().out


def test_play_takes_one_ai_and_one_deck_per_player(capsys) -> None:
    """Three players (seats A, B, C) play until one is left (104.2a, 800.4a)."""
    assert main(["play", "--ai", "random", "--ai", "random", "--ai", "greedy", "--deck", "green",
                 "--deck", "black", "--deck", "green", "--seed", "4", "--quiet"]) == 0
    assert "wins" in capsys.readouterr().out
    assert main(["play", "--ai", "random", "--deck", "green", "--quiet"]) == 2


def test_cards_show_explains_each_line(capsys) -> None:
    assert main(["cards", "show", "Vampire Nighthawk", "Cursed Scroll"]) == 0
    out = capsys.readouterr().out
    assert "keyword: Flying (702.9)" in out and "Deathtouch (702.2)" in out
    assert "UNSUPPORTED" in out and "NOT UNDERSTOOD" in out


def test_unknown_card_is_an_error_with_suggestions(capsys) -> None:
    assert main(["cards", "show", "Grizly Bears"]) == 2
    assert "did you mean: Grizzly Bears" in capsys.readouterr().err


def test_cards_option_loads_an_atomic_cards_file(tmp_path, capsys) -> None:
    data = {"meta": {}, "data": {"Test Giant": [{
        "name": "Test Giant", "manaCost": "{3}{R}", "type": "Creature — Giant", "power": "4",
        "toughness": "4", "text": "Trample", "layout": "normal"}]}}
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(data))
    try:
        assert main(["--cards", str(path), "cards", "show", "Test Giant"]) == 0
        assert "Trample (702.19)" in capsys.readouterr().out
        assert main(["--cards", str(path), "cards", "show", "Grizzly Bears"]) == 2
    finally:
        set_default_database(None)


def test_scenario_command_exit_codes(tmp_path, capsys) -> None:
    good = tmp_path / "good.scenario.yaml"
    good.write_text("name: bears are 2/2\nstart:\n  A:\n    battlefield: [Grizzly Bears]\n"
                    "expect:\n  permanents:\n    Grizzly Bears: {power: 2}\n")
    bad = tmp_path / "bad.scenario.yaml"
    bad.write_text(good.read_text().replace("power: 2", "power: 3"))
    assert main(["scenario", str(good)]) == 0
    assert main(["scenario", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "PASS bears are 2/2" in out and "expected 3, got 2" in out


def test_bench_passes_its_options_on(monkeypatch) -> None:
    import benchmarks.run  # noqa: F401  (the checkout's benchmark suite)
    seen = {}
    monkeypatch.setattr("benchmarks.run.main", lambda argv: seen.setdefault("argv", argv) and 0)
    assert main(["bench", "--runs", "2", "--json"]) == 0
    assert seen["argv"] == ["--runs", "2", "--json"]


def test_cards_coverage_counts_by_type_and_layout_and_names_what_stops_cards(tmp_path, capsys):
    cards = {
        "Test Giant": {"manaCost": "{3}{R}", "type": "Creature — Giant", "power": "4",
                       "toughness": "4", "text": "Trample"},
        "Test Hatter": {"manaCost": "{1}{R}", "type": "Creature — Human", "power": "2",
                        "toughness": "2", "text": "Flying\nWhen this creature enters, destroy "
                                                  "target creature with a hat."},
        "Test Edict": {"manaCost": "{1}{B}", "type": "Instant",
                       "text": "Each opponent sacrifices a creature of their choice."},
    }
    data = {"meta": {}, "data": {name: [{"name": name, "layout": "normal", **fields}]
                                 for name, fields in cards.items()}}
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(data))
    try:
        assert main(["--cards", str(path), "cards", "coverage", "--json"]) == 0
        report = json.loads(capsys.readouterr().out)
        assert (report["supported"], report["total"]) == (2, 3)
        assert report["by_type"]["Creature"] == {"supported": 1, "total": 2}
        assert report["by_type"]["Instant"] == {"supported": 1, "total": 1}
        assert report["by_layout"]["normal"] == {"supported": 2, "total": 3}
        assert report["unsupported_shapes"] == [
            {"shape": "a hat", "cards": 1, "example": "Test Hatter"}]
        assert main(["--cards", str(path), "cards", "coverage"]) == 0
        assert "supported:      2 /      3" in capsys.readouterr().out
        # every line of an unsupported card says how it was understood
        assert main(["--cards", str(path), "cards", "show", "Test Hatter"]) == 0
        out = capsys.readouterr().out
        assert "keyword: Flying (702.9)" in out and "NOT UNDERSTOOD" in out and "2/2" in out
    finally:
        set_default_database(None)


def test_cards_check_counts_a_deck_and_names_what_stops_it(tmp_path, capsys) -> None:
    """``cards check``: supported cards by name and by copy, and each refused card with the line
    that stops it; unknown names with close matches; exit status 1 when a card is refused."""
    card = {"manaCost": "{R}", "type": "Creature — Giant", "power": "1", "toughness": "1",
            "layout": "normal"}
    data = {"meta": {}, "data": {
        "Test Giant": [{**card, "name": "Test Giant", "text": "Trample"}],
        "Odd Giant": [{**card, "name": "Odd Giant", "text": "Whenever this creature frobs, you win."}],
        "Forest": [{"name": "Forest", "type": "Basic Land — Forest", "supertypes": ["Basic"],
                    "text": "({T}: Add {G}.)", "layout": "normal"}]}}
    cards = tmp_path / "AtomicCards.json"
    cards.write_text(json.dumps(data))
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Test Giant\n2 Odd Giant\n1 Tset Giant\n17 Forest\n")
    plain = tmp_path / "plain.txt"
    plain.write_text("4 Test Giant\n16 Forest\n")
    try:
        assert main(["--cards", str(cards), "cards", "check", str(plain), str(deck)]) == 1
        out = capsys.readouterr().out
        assert f"{plain}: 2 / 2 cards supported (20 / 20 copies)" in out
        assert f"{deck}: 2 / 4 cards supported (21 / 24 copies)" in out
        assert "2 Odd Giant: 'Whenever this creature frobs, you win.': " in out
        assert "1 Tset Giant: unknown card 'Tset Giant'; did you mean: Test Giant" in out
        assert "all: 4 / 6 cards supported (66.7%); 1 of 2 decks playable as they are" in out
        assert main(["--cards", str(cards), "cards", "check", str(plain), "--json"]) == 0
        assert json.loads(capsys.readouterr().out) == [{
            "deck": str(plain), "cards": 20, "supported_cards": 20, "distinct": 2,
            "supported_distinct": 2, "refused": []}]
    finally:
        set_default_database(None)
