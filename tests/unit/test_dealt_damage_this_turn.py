""""Target creature that was dealt damage this turn" (120.3): damage dealt this turn, even once
none is marked any more (a regenerated creature), and not the turn after; copied and saved."""
from __future__ import annotations

import dataclasses

import mtgrules  # noqa: F401
from mtgrules.cards.database import default_database
from mtgrules.engine.damage import deal_damage, source_info
from mtgrules.engine.game import Game
from mtgrules.engine.targets import permanent_matches
from mtgrules.scenario.loader import parse_scenario
from mtgrules.scenario.position import build_game

POSITION = """
name: t
start:
  turn: 3
  step: precombat_main
  A:
    battlefield: [Grizzly Bears, Craw Wurm]
expect: {}
"""


def test_dealt_damage_this_turn() -> None:
    flt = default_database().get("Fatal Blow").spell.modes[0].targets[0].objects
    assert flt.damaged_this_turn
    game, _ = build_game(parse_scenario(POSITION))
    bears, wurm = game.battlefield
    assert not permanent_matches(game, wurm, flt, 0, bears)
    deal_damage(game, source_info(game, bears), wurm, 2)
    game.objects[wurm].damage = 0  # as regeneration would remove it (701.19a)
    assert permanent_matches(game, wurm, flt, 0, bears)
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert permanent_matches(other, wurm, flt, 0, bears)
    game.turn += 1
    assert not permanent_matches(game, wurm, dataclasses.replace(flt), 0, bears)
