"""Prevention effects (rule 615): the templates, shields used up as they prevent (615.7),
Fog (615.1) only for combat damage, as effects in the replacement pipeline."""
from __future__ import annotations

import mtgrules  # noqa: F401
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.cards.database import default_database
from mtgrules.engine import replacement
from mtgrules.engine.damage import deal_damage, source_info
from mtgrules.engine.effectlib.prevention import AllCombatDamagePrevented, PreventionShield
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
    replacement.add_effect(game, PreventionShield(1, 0, "Healing Salve", b, 3))
    src = source_info(game, bears)
    assert deal_damage(game, src, b, 2) == 0
    assert game.log[-1].rule == "615.7" and game.players[1].life == 20
    assert [(e.recipient, e.left, e.combat_only) for e in game.replacement_effects] == [(b, 1, False)]
    assert deal_damage(game, src, b, 2) == 1
    assert game.players[1].life == 19 and game.replacement_effects == ()


def test_fog_prevents_only_combat_damage() -> None:
    game, _ = build_game(parse_scenario(POSITION))
    bears = game.battlefield[0]
    b = player_ref(1)
    replacement.add_effect(game, AllCombatDamagePrevented(1, 0, "Fog"))
    src = source_info(game, bears)
    assert deal_damage(game, src, b, 2, combat=True) == 0
    assert deal_damage(game, src, b, 2) == 2
    replacement.end_of_turn(game)
    assert game.replacement_effects == ()
