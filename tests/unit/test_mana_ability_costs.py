"""Mana abilities whose cost has objects to choose (602.2b, 605.3a-b): offered while a cost is
being paid only with the choices that leave that payment possible (601.2g), and their
decision saved and restored with the game."""
from __future__ import annotations

import mtgrules  # noqa: F401  (registers every decision handler and keyword)
from mtgrules.engine import actions as a
from mtgrules.engine.game import Game

from positions import Pos


def _paying_baloth() -> Pos:
    """Leatherback Baloth ({G}{G}{G}) being paid for with a Forest and two mana Elves, beside an
    Ashnod's Altar ("Sacrifice a creature: Add {C}{C}") and a Grizzly Bears."""
    pos = Pos(["Forest", "Llanowar Elves", "Elvish Mystic", "Ashnod's Altar", "Grizzly Bears"],
              a_hand=["Leatherback Baloth"])
    pos.do(a.CastSpell(pos["Leatherback Baloth"]))
    assert pos.game.pending.kind == "pay"
    return pos


def test_altar_offered_while_paying_only_with_a_creature_that_makes_no_needed_mana() -> None:
    pos = _paying_baloth()
    altar = a.ActivateAbility(pos["Ashnod's Altar"], 0, "Ashnod's Altar")
    assert altar in pos.legal()
    pos.do(altar)
    # sacrificing an Elf would leave {G}{G}{C}{C}: {G}{G}{G} no longer payable (601.2g), so
    # the Bears are the only choice, made by the engine itself
    assert pos.game.pending.kind == "pay"
    assert not pos.on_battlefield("Grizzly Bears")
    assert pos.on_battlefield("Llanowar Elves") and pos.on_battlefield("Elvish Mystic")
    assert pos.game.players[0].pool[5] == 2  # {C}{C}
    pos.do(a.PayCost())
    assert pos.on_battlefield("Forest") and not pos.on_battlefield("Grizzly Bears")
    assert pos.game.stack and pos.game.players[0].pool[5] == 2


def test_choice_at_priority_offers_every_creature_and_survives_saving() -> None:
    pos = Pos(["Ashnod's Altar", "Grizzly Bears", "Llanowar Elves"])
    pos.do(a.ActivateAbility(pos["Ashnod's Altar"], 0, "Ashnod's Altar"))
    assert {x.object for x in pos.legal()} == {pos["Grizzly Bears"], pos["Llanowar Elves"]}
    again = Game.from_json(pos.game.to_json())
    assert again.pending == pos.game.pending
    copy = pos.game.copy()
    copy.apply(a.ChooseObject(pos["Llanowar Elves"], "Llanowar Elves"))
    assert copy.players[0].pool[5] == 2 and pos.game.players[0].pool[5] == 0
