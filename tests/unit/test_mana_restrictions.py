"""Mana that can be spent only on some spells (106.6): kept apart in the pool, saved and copied
with the game, spent only on what it may pay for."""
from __future__ import annotations

import mtgrules  # noqa: F401  (registers every decision handler and keyword)
from mtgrules.engine import actions as a
from mtgrules.engine.game import Game

from positions import Pos


def test_restricted_mana_is_saved_copied_and_spent_on_a_creature_spell_only() -> None:
    pos = Pos(["Abundant Countryside"], a_hand=["Grizzly Bears", "Shock", "Memnite"])
    pos.do(a.ActivateAbility(pos["Abundant Countryside"], 1, "Abundant Countryside"))
    pos.do(a.ChooseColor("G"))
    player = pos.game.players[0]
    assert player.pool == [0] * 6 and [c for c, _ in player.restricted] == ["G"]
    again = Game.from_json(pos.game.to_json())
    assert again.players[0].restricted == player.restricted
    copy = pos.game.copy()
    copy.players[0].restricted = ()
    assert player.restricted
    cast = {x.card for x in pos.legal() if isinstance(x, a.CastSpell)}
    assert pos["Shock"] not in cast  # rule 106.6: {G} for a creature spell only (and Shock is red)
    assert pos["Grizzly Bears"] not in cast  # {1}{G}: one mana isn't enough
    assert pos["Memnite"] in cast


def test_restricted_mana_pays_the_generic_part_of_a_creature_spell() -> None:
    pos = Pos(["Abundant Countryside", "Forest"], a_hand=["Grizzly Bears"])
    pos.do(a.ActivateAbility(pos["Abundant Countryside"], 1, "Abundant Countryside"))
    pos.do(a.ChooseColor("R"))
    pos.cast("Grizzly Bears")
    assert pos.game.players[0].restricted == () and pos.game.stack


def test_what_restricted_mana_may_pay_for_is_read_from_its_sentence() -> None:
    from mtgrules import ir as m
    from mtgrules.cards.grammar.mana_spending import split_spend_only
    _, use = split_spend_only("add {c}. this mana can't be spent to cast a nonartifact spell.")
    assert use.but_spells.not_types == {"Artifact"} and use.spells is None  # 111.10h
    _, use = split_spend_only("add {c}{c}. spend this mana only to cast an artifact spell or "
                              "activate an ability of an artifact source.")
    assert use.spells.types == {"Artifact"} and use.abilities.zone == "anywhere"
    _, use = split_spend_only("add {c}. spend this mana only to activate abilities.")
    assert use == m.ManaUse(any_ability=True)


def test_powerstone_mana_pays_for_artifact_spells_and_abilities_but_no_other_spell() -> None:
    from mtgrules import ir as m
    from mtgrules.engine import mana
    pos = Pos(["Millstone", "Mishra's Foundry"], a_hand=["Grizzly Bears", "Memnite"])
    game = pos.game
    powerstone = m.ManaUse(but_spells=m.Filter(not_types=frozenset({"Artifact"}), zone="stack", spell=True))
    cards = {name: game.objects[pos[name]] for name in ("Grizzly Bears", "Memnite")}
    assert not mana.spendable(game, powerstone, 0, cards["Grizzly Bears"])
    assert mana.spendable(game, powerstone, 0, cards["Memnite"])
    assert mana.spendable(game, powerstone, 0, mana.ForAbility(pos["Mishra's Foundry"]))
    assert mana.spendable(game, powerstone, 0, None)  # a cost paid as something resolves
    of_artifacts = m.ManaUse(abilities=m.Filter(types=frozenset({"Artifact"})))
    assert mana.spendable(game, of_artifacts, 0, mana.ForAbility(pos["Millstone"]))
    assert not mana.spendable(game, of_artifacts, 0, mana.ForAbility(pos["Mishra's Foundry"]))
    assert not mana.spendable(game, of_artifacts, 0, cards["Memnite"])
    assert not mana.spendable(game, of_artifacts, 0, None)


def test_groups_of_mana_are_read_only_as_every_combination_of_their_colors() -> None:
    from mtgrules.cards.compiler import compile_card
    filter_land = compile_card({"name": "X", "type": "Land", "text": "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}."})
    assert filter_land.unsupported is None
    odd = compile_card({"name": "Y", "type": "Land", "text": "{T}: Add {R}{G}, {G}{W}, or {W}{U}."})
    assert odd.unsupported is not None
