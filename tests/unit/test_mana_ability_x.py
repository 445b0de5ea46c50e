"""Mana abilities whose cost removes X counters (storage lands, 107.3, 118.3): X is announced
as the ability is activated, never more than the counters there are, and the mana follows it."""
from __future__ import annotations

import pytest

import mtgrules  # noqa: F401  (registers every decision handler and keyword)
from mtgrules.engine import actions as a
from mtgrules.engine.game import Game
from mtgrules.errors import IllegalAction

from positions import Pos


def _fountain(counters: int) -> Pos:
    pos = Pos(["Fountain of Cho"])
    pos.game.objects[pos["Fountain of Cho"]].counters["storage"] = counters
    pos.game.changed()
    pos.do(a.ActivateAbility(pos["Fountain of Cho"], 2, "Fountain of Cho"))
    return pos


def test_x_is_at_most_the_counters_on_the_source_and_the_decision_survives_a_save() -> None:
    pos = _fountain(2)
    assert pos.game.pending.kind == "mana_x"
    assert list(pos.legal()) == [a.ChooseX(0), a.ChooseX(1), a.ChooseX(2)]
    with pytest.raises(IllegalAction, match="^107.3"):
        pos.do(a.ChooseX(3))
    again = Game.from_json(pos.game.to_json())
    assert again.pending.kind == "mana_x"
    pos.do(a.ChooseX(2))
    player = pos.game.players[0]
    assert player.pool[0] == 2 and "storage" not in pos.game.objects[pos["Fountain of Cho"]].counters


def test_x_of_zero_removes_nothing_and_adds_no_mana() -> None:
    pos = _fountain(1)
    pos.do(a.ChooseX(0))
    assert sum(pos.game.players[0].pool) == 0
    assert pos.game.objects[pos["Fountain of Cho"]].counters["storage"] == 1
