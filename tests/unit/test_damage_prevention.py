"""Prevention sentences and static abilities read by the grammar (rules 609.7, 615), the source
chosen as the effect is created (609.7a) as a decision that is data, and the effects saved with
the game."""
from __future__ import annotations

import mtgrules  # noqa: F401
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.cards.database import default_database
from mtgrules.engine.actions import ActivateAbility, PassPriority, PayCost
from mtgrules.engine.damage import deal_damage, source_info
from mtgrules.engine.effectlib.prevention import DamagePrevented
from mtgrules.engine.game import Game
from mtgrules.engine.objects import player_ref
from mtgrules.scenario.loader import parse_scenario
from mtgrules.scenario.position import build_game


DB = default_database()


def _effects(text: str, kind: str = "Instant") -> tuple:
    c = compile_card({"name": "Test Card", "manaCost": "{W}", "type": kind, "text": text})
    assert not c.unsupported, c.unsupported
    return c.spell.modes[0].effects if c.spell else tuple(a.effect for a in c.abilities)


def test_reading() -> None:
    creatures = m.Filter(types=frozenset({"Creature"}))
    assert _effects("Prevent all damage that would be dealt to creatures this turn.") == (
        m.PreventAll(to=m.DamageParty(filter=creatures)),)
    yours = m.Filter(types=frozenset({"Creature"}), controller="opponent")
    assert _effects("Prevent all damage that would be dealt this turn by creatures your "
                    "opponents control.") == (m.PreventAll(by=m.DamageParty(filter=yours)),)
    (effect,) = _effects("The next time a red source of your choice would deal damage to you "
                         "this turn, prevent that damage.")
    assert effect == m.PreventAll(m.DamageParty(refs=(m.You(),)),
                                  m.DamageParty(filter=m.Filter(colors=frozenset("R")), chosen=True),
                                  next_time=True)
    to, by = _effects("Prevent all combat damage that would be dealt to and dealt by target "
                      "creature this turn.")
    assert to.to == by.by == m.DamageParty(refs=(m.TargetRef(0),)) and to.combat and by.combat
    # a static ability: no duration, references read from its source
    assert _effects("Prevent all damage that would be dealt to this creature by creatures.",
                    "Creature") == (m.PreventsDamage(m.DamageParty(refs=(m.This(),)),
                                                     m.DamageParty(filter=creatures), text=(
        "prevent all damage that would be dealt to cardname by creatures")),)
    (armor,) = _effects("If a source would deal damage to you, prevent 1 of that damage.", "Artifact")
    assert armor.amount == 1 and armor.by is None and armor.to == m.DamageParty(refs=(m.You(),))


def test_refused() -> None:
    for text in ("Prevent all damage that would be dealt to creatures.",):  # needs "this turn"
        c = compile_card({"name": "Test Card", "manaCost": "{W}", "type": "Instant", "text": text})
        assert c.unsupported
    c = compile_card({"name": "Test Card", "manaCost": "{W}", "type": "Enchantment",
                      "text": "Prevent all damage that would be dealt to creatures this turn."})
    assert c.unsupported  # a static ability has no duration


POSITION = """
name: t
start:
  turn: 2
  step: precombat_main
  A:
    battlefield: [Raging Goblin, Raging Goblin]
  B:
    battlefield: ["Circle of Protection: Red", Plains, Grizzly Bears]
expect: {}
"""


def _to_choice():
    game, _ = build_game(parse_scenario(POSITION))
    game.run()
    activate = next(a for a in game.legal_actions() if type(a) is ActivateAbility)
    game.apply(activate)
    while game.pending.kind != "choose_source":
        legal = game.legal_actions()
        game.apply(next(a for a in legal if type(a) in (PayCost, PassPriority)))
    return game


def test_source_is_chosen_as_a_decision() -> None:
    game = _to_choice()
    goblins = [o for o in game.battlefield if game.objects[o].card.name == "Raging Goblin"]
    # 609.7a: the red sources (the Goblins), not the white or green permanents
    assert sorted(a.object for a in game.legal_actions()) == sorted(goblins)
    saved = Game.from_json(game.to_json())
    assert saved.legal_actions() == game.legal_actions()
    saved.apply(next(a for a in saved.legal_actions() if a.object == goblins[1]))
    (effect,) = [e for e in saved.replacement_effects if type(e) is DamagePrevented]
    assert effect.by[0] == (goblins[1],) and effect.next_time
    b = player_ref(1)
    assert deal_damage(saved, source_info(saved, goblins[0]), b, 1) == 1
    assert deal_damage(saved, source_info(saved, goblins[1]), b, 1) == 0  # 615.8
    assert deal_damage(saved, source_info(saved, goblins[1]), b, 1) == 1  # used up
    copy = Game.from_json(game.to_json())
    copy.apply(next(a for a in copy.legal_actions() if a.object == goblins[0]))
    assert deal_damage(copy, source_info(copy, goblins[1]), b, 1) == 1


def test_replacement_and_unpreventable_forms() -> None:
    (furnace,) = [a.effect for a in DB.get("Furnace of Rath").abilities]
    assert furnace == m.DamageReplaced(factor=2, text=furnace.text)
    (torbran,) = [a.effect for a in DB.get("Torbran, Thane of Red Fell").abilities]
    assert torbran.plus == 2 and torbran.to.players == "opponent" \
        and torbran.to.filter.controller == "opponent" and torbran.by.filter.colors == {"R"}
    (excruciator,) = [a.effect for a in DB.get("Excruciator").abilities
                      if type(a) is m.StaticAbility]
    assert excruciator.by == m.DamageParty(refs=(m.This(),))
    assert m.StopPrevention() in DB.get("Wild Slash").spell.modes[0].effects[0].effects


UNPREVENTABLE = """
name: t
start:
  turn: 3
  step: precombat_main
  A:
    battlefield: [Excruciator, Grizzly Bears]
  B:
    battlefield: ["Urza's Armor"]
expect: {}
"""


def test_unpreventable_damage_leaves_shields_and_protection_alone() -> None:
    """615.12: damage from Excruciator is dealt in full, whatever prevents damage; damage from
    another source is prevented as usual."""
    game, _ = build_game(parse_scenario(UNPREVENTABLE))
    excruciator, bears = game.battlefield[0], game.battlefield[1]
    b = player_ref(1)
    assert deal_damage(game, source_info(game, excruciator), b, 3) == 3
    assert deal_damage(game, source_info(game, bears), b, 2) == 1
    saved = Game.from_json(game.to_json())
    assert deal_damage(saved, source_info(saved, excruciator), b, 3) == 3
