"""Counterspells (rule 701.6), "This spell can't be countered." (101.2): the compiled templates,
spell-only targets on the stack (112.1, 113.1, 115.5), and ``effects.counter``."""
from __future__ import annotations

import pytest

import mtgrules  # noqa: F401  (registers every decision handler)
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.cards.database import default_database
from mtgrules.engine import hooks, targets
from mtgrules.engine.effects import counter
from mtgrules.engine.objects import StackObject, Zone
from mtgrules.scenario.loader import parse_scenario
from mtgrules.scenario.position import build_game

DB = default_database()


def spell(text: str, type_line: str = "Instant"):
    return compile_card({"name": "Test Spell", "manaCost": "{U}", "type": type_line, "text": text})


@pytest.mark.parametrize("text,types,not_types,spell_only", [
    ("Counter target spell.", set(), set(), True),
    ("Counter target creature spell.", {"Creature"}, set(), True),
    ("Counter target noncreature spell.", set(), {"Creature"}, True),
    ("Counter target instant or sorcery spell.", {"Instant", "Sorcery"}, set(), True),
    ("Counter target artifact, creature, or enchantment spell.",
     {"Artifact", "Creature", "Enchantment"}, set(), True),
    ("Counter target activated or triggered ability.", set(), set(), False),
    ("Counter target spell, activated ability, or triggered ability.", set(), set(), None),
])
def test_counter_templates(text, types, not_types, spell_only) -> None:
    c = spell(text)
    assert c.unsupported is None, c.unsupported_reason
    (mode,) = c.spell.modes
    assert mode.effects == (m.Counter(m.TargetRef(0)),)
    flt = mode.targets[0].objects
    assert flt.zone == "stack" and flt.spell is spell_only
    assert flt.types == frozenset(types) and flt.not_types == frozenset(not_types)


def test_counter_unless_pays() -> None:
    (mode,) = DB.get("Mana Leak").spell.modes
    (effect,) = mode.effects
    assert type(effect) is m.CounterUnlessPays and str(effect.mana) == "{3}"
    assert mode.targets[0].objects.spell is True


@pytest.mark.parametrize("text", ["Counter target spell if it was kicked.",
                                  "Counter target spell unless its controller sacrifices a creature.",
                                  "Counter target foo spell."])
def test_unknown_counter_text_is_unsupported(text) -> None:
    assert spell(text).unsupported


def test_counter_target_spell_of_any_description() -> None:  # 701.6a, 112.1
    (mode,) = spell("Counter target spell with mana value 2 or less.").spell.modes
    assert type(mode.effects[0]) is m.Counter
    assert mode.targets[0].objects.compare == (("mana value", "<=", 2),)
    (mode,) = spell("Counter target blue instant spell you don't control.").spell.modes
    flt = mode.targets[0].objects
    assert flt.spell and flt.colors == frozenset("U") and flt.types == frozenset({"Instant"}) \
        and flt.controller == "opponent"


def test_cant_be_countered_on_instants_and_permanents() -> None:
    c = spell("This spell can't be countered.\nTarget player draws a card.")
    assert c.unsupported is None
    assert [type(a.effect) for a in c.abilities] == [m.CantBeCountered]
    assert c.spell.modes[0].effects == (m.Draw(m.TargetRef(0), 1),)
    tyrant = DB.get("Carnage Tyrant")
    assert any(type(a) is m.StaticAbility and type(a.effect) is m.CantBeCountered
               for a in tyrant.abilities)


POSITION = """
name: t
start:
  turn: 3
  step: precombat_main
  A:
    battlefield: [Grizzly Bears]
    hand: [Carnage Tyrant, Lightning Bolt]
expect: {}
"""


def _on_stack(game, name: str, ability=None) -> int:
    """Put the card named ``name`` from A's hand on the stack as a spell (or as an ability)."""
    oid = next(o for o in game.players[0].hand if game.objects[o].card.name == name)
    card = game.objects[oid].card
    sid = game.new_id()
    game.objects[sid] = StackObject(sid, card, 0, 0, sid if ability is None else oid, ability)
    game.stack.append(sid)
    return sid


def test_spell_targets_are_spells_on_the_stack_only() -> None:
    game, _ = build_game(parse_scenario(POSITION))
    tyrant = _on_stack(game, "Carnage Tyrant")
    bolt = _on_stack(game, "Lightning Bolt", ability=DB.get("Prodigal Sorcerer").abilities[0])
    any_spell = DB.get("Counterspell").spell.modes[0].targets[0]
    creature_spell = DB.get("Essence Scatter").spell.modes[0].targets[0]
    ability = DB.get("Stifle").spell.modes[0].targets[0]
    assert targets.legal_targets(game, any_spell, 1, 999, None) == [tyrant]
    assert targets.legal_targets(game, creature_spell, 1, 999, None) == [tyrant]
    assert targets.legal_targets(game, ability, 1, 999, None) == [bolt]
    # rule 115.5: a spell can't target itself
    assert targets.legal_targets(game, any_spell, 0, tyrant, None) == []


def test_counter_respects_cant_be_countered() -> None:
    game, _ = build_game(parse_scenario(POSITION))
    tyrant = _on_stack(game, "Carnage Tyrant")
    assert hooks.counter_prevented(game, tyrant) == "101.2"
    counter(game, tyrant)
    assert game.stack == [tyrant]
    bolt = _on_stack(game, "Lightning Bolt")
    counter(game, bolt)
    assert bolt not in game.stack and bolt not in game.objects
    assert [game.objects[o].card.name for o in game.players[0].graveyard] == ["Lightning Bolt"]
    assert game.objects[game.players[0].graveyard[0]].zone is Zone.GRAVEYARD
