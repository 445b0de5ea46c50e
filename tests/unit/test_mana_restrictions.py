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
