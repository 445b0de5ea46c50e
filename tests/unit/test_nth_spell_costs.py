""""The first artifact spell you cast each turn costs {1} less to cast" (601.2f, 601.2i): the
spells each player cast this turn are remembered as cast (``TurnState.cast_cards``), saved and
copied with the game, and only the spell that would be the Nth matching one is changed."""
from __future__ import annotations

import mtgrules  # noqa: F401  (registers every decision handler and keyword)
from mtgrules.engine import actions as a
from mtgrules.engine import cost_changes
from mtgrules.engine.game import Game

from positions import Pos


def _changes(game, oid: int) -> list:
    return cost_changes.spell_changes(game, 0, game.objects[oid].card, oid)


def test_the_spells_cast_this_turn_are_saved_copied_and_counted() -> None:
    pos = Pos(["Artificer Class", "Island"], a_hand=["Bonesplitter", "Sol Ring"])
    game = pos.game
    assert len(_changes(game, pos["Sol Ring"])) == 1  # it would be the first artifact spell
    pos.do(a.CastSpell(pos["Bonesplitter"], "Bonesplitter"))
    assert [(seat, card.name) for seat, card, _ in game.turn_state.cast_cards] == [(0, "Bonesplitter")]
    assert _changes(game, pos["Sol Ring"]) == []  # now it would be the second
    again = Game.from_json(game.to_json())
    assert [(s, c.name) for s, c, _ in again.turn_state.cast_cards] == [(0, "Bonesplitter")]
    assert _changes(again, pos["Sol Ring"]) == []
    copy = game.copy()
    copy.turn_state.cast_cards = ()
    assert len(game.turn_state.cast_cards) == 1
    assert len(_changes(copy, pos["Sol Ring"])) == 1
