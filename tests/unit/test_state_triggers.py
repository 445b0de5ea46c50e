"""State triggers (rule 603.8): triggering whenever the state holds, but not again while the
ability waits to be put on the stack or is on it."""
from __future__ import annotations

from mtgrules.scenario.runner import run_file

SCENARIO = """
name: a state trigger on the stack doesn't trigger again
start:
  turn: 1
  step: upkeep
  A:
    battlefield: [Dandân, Mountain]
    hand: [Lightning Bolt]
actions:
  - {player: A, cast: Lightning Bolt, targets: [B], step: upkeep}
stop: {turn: 1, step: draw}
expect:
  A: {graveyard: [Dandân, Lightning Bolt]}
  B: {life: 17}
"""


def test_state_trigger_triggers_once_while_on_the_stack(tmp_path) -> None:
    """603.8: A holds priority with the trigger on the stack (casting Lightning Bolt above
    it) and both players pass several times before it resolves: it triggered once."""
    path = tmp_path / "state.scenario.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    result = run_file(path)
    assert result.passed, result.message
    assert sum("603.8" in line for line in result.log) == 1, result.log
