""""At the beginning of" triggers (603.2): whose step or phase they wait for."""
from __future__ import annotations

from mtgrules.scenario.runner import run_file

SCENARIO = """
name: your first main phase only
start:
  turn: 2
  step: upkeep
  A:
    battlefield: [Hulking Raptor]
stop: {turn: 3, step: end}
expect:
  A: {battlefield: [Hulking Raptor]}
"""


def test_your_first_main_phase_is_not_an_opponents(tmp_path) -> None:
    """505.1: "At the beginning of your first main phase" (Hulking Raptor) triggers in its
    controller's precombat main phase (turn 3), not in the opponent's (turn 2)."""
    path = tmp_path / "main.scenario.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    result = run_file(path)
    assert result.passed, result.message
    added = [line for line in result.log if "Hulking Raptor adds" in line]
    assert len(added) == 1 and added[0].startswith("T3 "), added
