"""Prevention effects (rule 615): the templates, shields used up as they prevent (615.7),
Fog (615.1) only for combat damage, through ``hooks.prevent_damage``."""
from __future__ import annotations

import mtgrules  # noqa: F401
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.cards.database import default_database
from mtgrules.engine import hooks
from mtgrules.engine.damage import deal_damage, source_info
from mtgrules.engine.objects import player_ref
from mtgrules.scenario.loader import parse_scenario
from mtgrules.scenario.position import build_game

DB = default_database()


def test_templates() -> None:
    assert DB.get("Fog").spell.modes[0].effects == (m.PreventAllCombatDamage(),)
    (ability,) = DB.get("Samite Healer").abilities
    assert ability.mode.effects == (m.PreventDamage(m.TargetRef(0), 1),)
    c = compile_card({"name": "T", "manaCost": "{W}", "type": "Instant",
                      "text": "Prevent all damage that would be dealt to target creature this turn."})
    assert c.spell.modes[0].effects == (m.PreventDamage(m.TargetRef(0), None),)
    c = compile_card({"name": "T", "manaCost": "{W}", "type": "Instant",
                      "text": "Prevent the next X damage that would be dealt to any target this turn."})
    assert c.unsupported


POSITION = """
name: t
start:
  turn: 3
  step: precombat_main
  A:
    battlefield: [Grizzly Bears]
expect: {}
"""


def test_shield_is_used_up() -> None:
    game, _ = build_game(parse_scenario(POSITION))
    bears = game.battlefield[0]
    b = player_ref(1)
    game.step_data["prevent"] = ((b, 3, False),)
    src = source_info(game, bears)
    assert hooks.prevent_damage(game, src, b, 2) == (0, "615.7")
    assert game.step_data["prevent"] == ((b, 1, False),)
    assert deal_damage(game, src, b, 2) == 1
    assert game.players[1].life == 19 and game.step_data["prevent"] == ()


def test_fog_prevents_only_combat_damage() -> None:
    game, _ = build_game(parse_scenario(POSITION))
    bears = game.battlefield[0]
    b = player_ref(1)
    game.step_data["fog"] = True
    src = source_info(game, bears)
    assert deal_damage(game, src, b, 2, combat=True) == 0
    assert deal_damage(game, src, b, 2) == 2
    hooks.cleanup(game)
    assert "fog" not in game.step_data
