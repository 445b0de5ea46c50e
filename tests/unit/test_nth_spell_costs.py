""""The first artifact spell you cast each turn costs {1} less to cast" (601.2f, 601.2i): the
spells each player cast this turn are remembered as cast (``TurnState.cast_cards``), saved and
copied with the game, and only the spell that would be the Nth matching one is changed."""
from __future__ import annotations

from types import SimpleNamespace

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


def test_a_change_of_the_next_spell_is_saved_copied_used_up_and_ends_with_the_turn() -> None:
    from mtgrules import ir as m
    from mtgrules.engine.next_spell_costs import NEXT_SPELL, spell_cast
    from mtgrules.ir.mana_cost import parse_mana_cost
    pos = Pos(["Island"], a_hand=["Bonesplitter", "Sol Ring"])
    game = pos.game
    change = m.CostChange(parse_mana_cost("{1}"), scope="spells",
                          spells=m.Filter(types=frozenset({"Artifact"}), zone="stack", spell=True))
    game.marks[NEXT_SPELL] = ((0, change, game.turn, pos["Island"]),)
    assert len(_changes(game, pos["Sol Ring"])) == 1
    again = Game.from_json(game.to_json())
    assert again.marks[NEXT_SPELL] == game.marks[NEXT_SPELL]
    copy = game.copy()
    cast = SimpleNamespace(controller=0, card=copy.objects[pos["Bonesplitter"]].card)
    spell_cast(copy, cast)  # an artifact spell of player A became cast: used up (601.2i)
    assert NEXT_SPELL not in copy.marks and len(_changes(game, pos["Sol Ring"])) == 1
    later = game.copy()
    later.turn += 1  # "this turn" only
    assert _changes(later, pos["Sol Ring"]) == []
