"""The scenario loader: malformed files give a ScenarioError naming the file, the key path and
what was expected; well-formed ones become dataclasses. Also the runner's output lines."""
from __future__ import annotations

import io
import textwrap

import pytest

from mtgrules.engine.steps import Step
from mtgrules.errors import ScenarioError
from mtgrules.scenario.loader import load_scenario, parse_scenario
from mtgrules.scenario.runner import main, run_file

VALID = """
name: Lightning Bolt deals 3 damage
rules: ["120.3a", 702.10]
start:
  turn: 3
  step: precombat_main
  A:
    life: 7
    battlefield: [Mountain, {card: Grizzly Bears, name: Bear, tapped: true, counters: {"+1/+1": 1}}]
    hand: [Lightning Bolt]
actions:
  - {player: A, cast: Lightning Bolt, targets: [B]}
  - {player: B, choose: yes}
  - check: {B: {life: 20}}
stop: {step: end}
expect:
  B: {life: 17}
  permanents:
    Bear: {power: 3, tapped: true}
"""


def parse(text: str, file: str = "bad.scenario.yaml"):
    return parse_scenario(textwrap.dedent(text), file)


def error_of(text: str) -> str:
    with pytest.raises(ScenarioError) as info:
        parse(text)
    message = str(info.value)
    assert message.startswith("bad.scenario.yaml: "), message
    return message


def test_valid_scenario_becomes_dataclasses():
    s = parse(VALID, "ok.scenario.yaml")
    assert s.name == "Lightning Bolt deals 3 damage"
    assert s.rules == ["120.3a", "702.1"]  # YAML reads an unquoted 702.10 as a number
    assert s.start.turn == 3 and s.start.step is Step.PRECOMBAT_MAIN
    a = s.start.players[0]
    assert a.life == 7
    bear = a.zones["battlefield"][1]
    assert (bear.card, bear.label, bear.tapped, bear.counters) == ("Grizzly Bears", "Bear", True, {"+1/+1": 1})
    assert not a.library_given and s.start.players[1].zones["hand"] == []
    cast, choose, check = s.actions
    assert (cast.verb, cast.player, cast.value, cast.options["targets"]) == ("cast", 0, "Lightning Bolt", ["B"])
    assert choose.value is True  # a bare yes is a boolean, accepted where yes/no is meant
    assert check.verb == "check" and check.player is None and check.value.players == {1: {"life": 20}}
    assert s.stop.step is Step.END and s.stop.turn is None
    assert s.expect.permanents == {"Bear": {"power": 3, "tapped": True}}
    assert s.card("grizzly bears").power == 2


def test_missing_name():
    message = error_of("""
        start: {turn: 1}
        expect: {}
    """)
    assert "name: missing required key 'name'" in message


def test_not_a_mapping():
    assert "expected a mapping" in error_of("- just\n- a list\n")


def test_unknown_top_level_key():
    message = error_of("""
        name: x
        start: {}
        expect: {}
        expected: {}
    """)
    assert "expected: unknown key 'expected'" in message
    assert "expected one of: name, rules, cards, start, actions, stop, expect" in message


def test_action_with_two_verbs():
    message = error_of("""
        name: x
        start: {}
        actions:
          - {player: A, cast: Shock, play: Forest}
        expect: {}
    """)
    assert "actions[0]: expected exactly one verb" in message
    assert "found cast, play" in message


def test_action_without_verb_or_player():
    assert "found none" in error_of("""
        name: x
        start: {}
        actions: [{player: A, targets: [B]}]
        expect: {}
    """)
    assert "actions[0]: missing required key 'player'" in error_of("""
        name: x
        start: {}
        actions: [{cast: Shock}]
        expect: {}
    """)


def test_option_that_does_not_go_with_the_verb():
    message = error_of("""
        name: x
        start: {}
        actions: [{player: A, play: Forest, targets: [B]}]
        expect: {}
    """)
    assert "actions[0].targets: 'targets' does not go with 'play'" in message


def test_unknown_step_name():
    message = error_of("""
        name: x
        start: {turn: 2, step: combat}
        expect: {}
    """)
    assert "start.step: expected a step name" in message
    assert "declare_attackers" in message and "got 'combat'" in message
    message = error_of("""
        name: x
        start: {}
        actions: [{player: A, cast: Shock, step: main}]
        expect: {}
    """)
    assert "actions[0].step: expected a step name" in message and "got 'main'" in message


def test_wrong_type_for_life():
    message = error_of("""
        name: x
        start:
          A: {life: twenty}
        expect: {}
    """)
    assert "start.A.life: expected an integer, got 'twenty'" in message
    message = error_of("""
        name: x
        start: {}
        expect:
          B: {life: true}
    """)
    assert "expect.B.life: expected an integer, got true" in message


def test_unknown_card_with_suggestions():
    message = error_of("""
        name: x
        start:
          A:
            battlefield: [Forest, Grizly Bears]
        expect: {}
    """)
    assert "start.A.battlefield[1]" in message
    assert "unknown card 'Grizly Bears'" in message
    assert "did you mean" in message and "Grizzly Bears" in message


def test_unsupported_inline_card_names_its_line():
    message = error_of("""
        name: x
        cards:
          - {name: Odd Card, type: Instant, manaCost: "{U}", text: "Frobnicate the widgets."}
        start: {}
        expect: {}
    """)
    assert "cards[0]" in message and "'Odd Card' is not supported" in message
    assert "Frobnicate the widgets." in message


def test_inline_card_shadows_the_database():
    s = parse("""
        name: x
        cards:
          - {name: Grizzly Bears, type: Creature — Bear, manaCost: "{G}", power: 5, toughness: 5}
        start: {A: {battlefield: [Grizzly Bears]}}
        expect: {}
    """)
    assert s.card("Grizzly Bears").power == 5


def test_bad_expectation_keys():
    message = error_of("""
        name: x
        start: {}
        expect:
          permanents:
            Grizzly Bears: {power: 2, colour: green}
    """)
    assert "expect.permanents.Grizzly Bears.colour: unknown key 'colour'" in message
    message = error_of("""
        name: x
        start: {}
        expect: {winner: C}
    """)
    assert "expect.winner: expected A, B or draw, got 'C'" in message


def test_yaml_syntax_error_names_the_line():
    message = error_of("name: x\nstart: {turn: 1\nexpect: {}\n")
    assert "not valid YAML (line" in message


def test_load_from_file_names_the_file(tmp_path):
    path = tmp_path / "missing_start.scenario.yaml"
    path.write_text("name: x\nexpect: {}\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    assert str(info.value) == f"{path}: start: missing required key 'start'"


# --- the runner --------------------------------------------------------------------------------

PASSING = """
name: Shock deals 2
start:
  turn: 3
  step: precombat_main
  A: {battlefield: [Mountain], hand: [Shock]}
  B: {battlefield: [Grizzly Bears]}
actions:
  - {player: A, cast: Shock, targets: [B]}
expect:
  B: {life: 18}
  permanents:
    Grizzly Bears: {power: 2}
"""


def test_failed_expectation_message(tmp_path):
    path = tmp_path / "wrong.scenario.yaml"
    path.write_text(PASSING.replace("power: 2", "power: 4"), encoding="utf-8")
    result = run_file(path)
    assert not result.passed
    assert result.message == "permanents.Grizzly Bears.power: expected 4, got 2"
    assert result.line() == f"FAIL Shock deals 2 ({path}): permanents.Grizzly Bears.power: expected 4, got 2"


def test_main_runs_files_and_folders(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "ok.scenario.yaml").write_text(PASSING, encoding="utf-8")
    (tmp_path / "bad.scenario.yaml").write_text("name: broken\n", encoding="utf-8")
    (tmp_path / "notes.yaml").write_text("not a scenario", encoding="utf-8")
    out = io.StringIO()
    assert main([str(tmp_path)], out=out) == 1
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("FAIL bad (") and "missing required key 'start'" in lines[0]
    assert lines[1] == f"PASS Shock deals 2 ({tmp_path / 'sub' / 'ok.scenario.yaml'})"
    assert lines[-1] == "2 scenarios: 1 passed, 1 failed"
    out = io.StringIO()
    assert main([str(tmp_path / "sub")], out=out) == 0


def test_unsupported_script_key_fails_clearly(tmp_path):
    path = tmp_path / "companion.scenario.yaml"
    path.write_text(PASSING.replace("targets: [B]}", "targets: [B], alternative: companion}"),
                    encoding="utf-8")
    result = run_file(path)
    assert not result.passed and "'alternative' is not supported yet" in result.message


def test_expect_error_that_is_legal_fails(tmp_path):
    path = tmp_path / "legal.scenario.yaml"
    path.write_text(PASSING.replace("targets: [B]}", "targets: [B], expect_error: true}"),
                    encoding="utf-8")
    result = run_file(path)
    assert not result.passed and "expected the engine to refuse it, but it was legal" in result.message
