"""Snow mana (107.4h): the pool remembers which of its mana came from a snow source (106.3),
saved and copied with the game; {S} is paid only with such mana, and a reduction of generic
mana doesn't reduce it."""
from __future__ import annotations

import mtgrules  # noqa: F401  (registers every decision handler and keyword)
from mtgrules.engine import actions as a
from mtgrules.engine import cost_changes, mana
from mtgrules.engine.game import Game
from mtgrules.ir.mana_cost import parse_mana_cost

from positions import Pos


def test_snow_mana_in_the_pool_is_saved_copied_and_pays_snow() -> None:
    pos = Pos(["Snow-Covered Island", "Island"])
    pos.do(a.ActivateAbility(pos["Snow-Covered Island"], 0, "Snow-Covered Island"))
    player = pos.game.players[0]
    assert player.pool == [0, 1, 0, 0, 0, 0] and player.snow == [0, 1, 0, 0, 0, 0]
    assert any(e.rule == "106.4" and "snow source" in e.text for e in pos.game.log)
    again = Game.from_json(pos.game.to_json())
    assert again.players[0].snow == player.snow
    copy = pos.game.copy()
    copy.players[0].snow[1] = 0
    assert player.snow[1] == 1
    snow = mana.Requirement.of([parse_mana_cost("{S}")])
    assert mana.find_payment(pos.game, 0, snow, sources=[]) is not None  # the pool's {U}
    assert mana.find_payment(copy, 0, snow, sources=[]) is None  # now from no snow source
    both = mana.find_payment(pos.game, 0, mana.Requirement.of([parse_mana_cost("{1}{S}")]))
    assert both.snow == [0, 1, 0, 0, 0, 0] and [t[0] for t in both.taps] == [pos["Island"]]


def test_a_generic_reduction_leaves_snow_symbols() -> None:
    req = mana.Requirement.of([parse_mana_cost("{1}{S}{S}")])
    less = cost_changes.apply(req, (0, (), 3, ()))
    assert less.generic == 0 and less.colored == ["S", "S"]  # 107.4h
