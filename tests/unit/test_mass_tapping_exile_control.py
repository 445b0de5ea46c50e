"""Templates of mass effects, tapping, exile and control: how oracle text compiles, and
the engine pieces they use (611.2c locked-in sets, 613.1b control, 302.6)."""
from __future__ import annotations

import pytest

from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.cards.phrases import object_filter
from mtgrules.cards.templates.mass import plural_filter
from mtgrules.engine import layers
from mtgrules.engine.game import Game

CREATURE = frozenset({"Creature"})


def mode(text: str, type_line: str = "Instant") -> m.Mode:
    c = compile_card({"name": "Test Card", "manaCost": "{R}", "type": type_line, "text": text})
    assert c.unsupported is None, c.unsupported_reason
    return c.spell.modes[0]


def unsupported(text: str) -> bool:
    return compile_card({"name": "Test Card", "manaCost": "{R}", "type": "Sorcery",
                         "text": text}).unsupported is not None


@pytest.mark.parametrize("text, types, controller, another, without", [
    ("creatures", CREATURE, None, False, None),
    ("creatures you control", CREATURE, "you", False, None),
    ("creatures your opponents control", CREATURE, "opponent", False, None),
    ("other creatures you control", CREATURE, "you", True, None),
    ("creatures without flying", CREATURE, None, False, "flying"),
    ("artifacts and enchantments", frozenset({"Artifact", "Enchantment"}), None, False, None),
])
def test_plural_descriptions(text, types, controller, another, without) -> None:
    flt = plural_filter(text)
    assert flt.types == types and flt.controller == controller
    assert flt.another == another and flt.without_keyword == without


def test_plural_needs_a_plural_noun() -> None:
    assert plural_filter("creature") is None
    assert plural_filter("nonland permanents").not_types == frozenset({"Land"})


def test_keyword_conditions_in_descriptions() -> None:  # 702.1
    assert object_filter("creature with flying").with_keyword == "flying"
    assert object_filter("creature you control without flying").controller == "you"
    assert object_filter("creature with wings") is None


def test_group_pump() -> None:  # 611.2c, 613.4c
    effects = mode("Creatures you control get +3/+3 and gain trample until end of turn.").effects
    assert type(effects[0]) is m.ModifyPT and type(effects[0].what) is m.EachPermanent
    assert effects[0].what.filter.controller == "you" and effects[0].power == 3
    assert effects[1].keywords[0].name == "trample"


def test_all_creatures_get_minus() -> None:
    (e,) = mode("All creatures get -2/-2 until end of turn.").effects
    assert e.what == m.EachPermanent(object_filter("creature")) and e.toughness == -2


def test_wrath_and_damage_to_each() -> None:  # 701.8, 120.3
    (e,) = mode("Destroy all nonland permanents.", "Sorcery").effects
    assert type(e) is m.Destroy and e.what.filter.not_types == frozenset({"Land"})
    effects = mode("Test Card deals 1 damage to each creature and each player.").effects
    assert [type(x.to) for x in effects] == [m.EachPermanent, m.EachPlayer]


def test_tap_untap_and_combat_rules() -> None:  # 701.26, 509.1b
    tap = mode("Tap target creature an opponent controls.")
    assert tap.effects == (m.Tap(m.TargetRef(0)),) and tap.targets[0].objects.controller == "opponent"
    assert mode("Untap target land.").effects == (m.Tap(m.TargetRef(0), untap=True),)
    assert mode("Target creature can't block this turn.").effects == (
        m.ImposeCombatRule(m.TargetRef(0), "cant_block"),)
    assert mode("Target creature can't be blocked this turn.").effects[0].kind == "unblockable"


def test_exile_and_reanimation() -> None:  # 406.2, 400.7
    ex = mode("Exile target card from a graveyard.")
    assert ex.effects == (m.Exile(m.TargetRef(0)),) and ex.targets[0].objects.zone == "graveyard"
    back = mode("Return target creature card from a graveyard to the battlefield under your control.",
                "Sorcery")
    assert back.effects == (m.PutOntoBattlefield(m.TargetRef(0), True),)
    assert unsupported("Return target creature to the battlefield.")


def test_act_of_treason_refers_back_to_its_target() -> None:  # 613.1b
    effects = mode("Gain control of target creature until end of turn. Untap that creature. "
                   "It gains haste until end of turn.", "Sorcery").effects
    assert effects[0] == m.GainControl(m.TargetRef(0), "end_of_turn")
    assert effects[1] == m.Tap(m.TargetRef(0), untap=True)
    assert effects[2].what == m.TargetRef(0)


def test_that_creature_needs_a_permanent_target() -> None:
    assert unsupported("Untap that creature.")
    assert unsupported("Return target creature card from your graveyard to your hand. "
                       "It gains haste until end of turn.")


def test_control_effect_changes_controller_and_survives_a_save() -> None:  # 613.1b
    from mtgrules.cards.database import default_database
    g = Game(seed=1)
    oid = g.make_permanent(default_database().get("Grizzly Bears"), 1, 1)
    from mtgrules.ir import Change
    layers.begin_effect(g, (oid,), Change(controller=0))
    layers.begin_effect(g, (oid,), Change(combat_rules=("cant_block",)))
    assert g.chars(oid).controller == 0 and "cant_block" in g.chars(oid).imposed
    again = Game.from_json(g.to_json())
    assert again.chars(oid).controller == 0 and again.chars(oid).imposed == ("cant_block",)
    layers.end_of_turn_effects(again)  # 514.2
    assert again.chars(oid).controller == 1 and again.chars(oid).imposed == ()
