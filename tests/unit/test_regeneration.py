"""Regeneration (rule 701.19): the templates, the shield replacing destruction (614.8) on the
single destruction path, "can't be regenerated" (701.19c), and shields as copyable data."""
from __future__ import annotations

import mtgrules  # noqa: F401
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.cards.database import default_database
from mtgrules.engine import replacement
from mtgrules.engine.effectlib.regeneration import RegenerationShield
from mtgrules.engine.effects import destroy
from mtgrules.engine.game import Game
from mtgrules.scenario.loader import parse_scenario
from mtgrules.scenario.position import build_game

DB = default_database()

POSITION = """
name: t
start:
  turn: 3
  step: precombat_main
  B:
    battlefield: [{card: River Boa, damage: 1}]
expect: {}
"""


def _boa(game) -> int:
    return next(o for o in game.battlefield if game.objects[o].card.name == "River Boa")


def test_templates() -> None:
    (ability,) = [a for a in DB.get("River Boa").abilities if type(a) is m.ActivatedAbility]
    assert ability.mode.effects == (m.Regenerate(m.This()),)
    c = compile_card({"name": "T", "manaCost": "{G}", "type": "Instant",
                      "text": "Regenerate target creature."})
    assert c.spell.modes[0].effects == (m.Regenerate(m.TargetRef(0)),)
    terminate = DB.get("Terminate").spell.modes[0]
    assert terminate.effects == (m.Destroy(m.TargetRef(0)), m.CantBeRegenerated())
    wrath = DB.get("Wrath of God").spell.modes[0]
    assert m.CantBeRegenerated() in wrath.effects
    c = compile_card({"name": "Test Curse", "manaCost": "{B}", "type": "Instant",
                      "text": "Target creature can't be regenerated this turn. Draw a card."})
    assert c.spell.modes[0].effects[0] == m.CantBeRegenerated(m.TargetRef(0), this_turn=True)


def _shield(game, oid: int) -> RegenerationShield:
    shield = RegenerationShield(replacement.new_effect_id(game), oid, "River Boa", oid)
    replacement.add_effect(game, shield)
    return shield


def _shields(game) -> list:
    return [e.oid for e in game.replacement_effects if type(e) is RegenerationShield]


def test_shield_replaces_destruction_once() -> None:
    game, _ = build_game(parse_scenario(POSITION))
    boa = _boa(game)
    _shield(game, boa)
    destroy(game, boa, "701.8a")
    perm = game.objects[boa]
    assert perm.tapped and perm.damage == 0 and _shields(game) == []
    destroy(game, boa, "701.8a")
    assert boa not in game.battlefield


def test_shields_are_data_and_end_at_cleanup() -> None:
    game, _ = build_game(parse_scenario(POSITION))
    boa = _boa(game)
    _shield(game, boa)
    _shield(game, boa)
    other = Game.from_json(game.to_json())
    assert _shields(other) == [boa, boa]
    copy = game.copy()
    destroy(copy, boa, "701.8a")
    assert _shields(game) == [boa, boa] and _shields(copy) == [boa]
    replacement.end_of_turn(game)
    assert _shields(game) == []


def test_cant_be_regenerated_this_turn() -> None:
    game, _ = build_game(parse_scenario(POSITION))
    boa = _boa(game)
    _shield(game, boa)
    game.unregenerable = (boa,)
    destroy(game, boa, "701.8a")
    assert boa not in game.battlefield
    assert any("can't be regenerated" in e.text for e in game.log)
