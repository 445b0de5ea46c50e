"""Echo (rule 702.30): the keyword lines, the triggered ability they stand for (702.30a), the
"your last upkeep" record a copy and a saved game carry, and what a player may answer."""
from __future__ import annotations

import pytest

import mtgrules
from mtgrules import ir as m
from mtgrules.cards.keyword_syntax import parse_keyword_line
from mtgrules.engine import actions as a

from inline_cards import card
from positions import apply_built


@pytest.mark.parametrize("line, expected", [
    ("Echo {3}{G}{G} (At the beginning of your upkeep, ...)", "Echo {3}{G}{G}"),
    ("Echo—Discard a card.", "Echo—Discard a card"),
    ("Echo—Sacrifice two lands.", "Echo—Sacrifice two lands"),
])
def test_echo_lines(line: str, expected: str) -> None:
    (inst,) = parse_keyword_line(line)
    assert str(inst) == expected


@pytest.mark.parametrize("line", ["Echo {X}", "Echo—Return a land you control to its owner's hand.",
                                  "Echo of the First Murder — When this enters, draw a card."])
def test_echo_lines_not_understood(line: str) -> None:
    assert parse_keyword_line(line) is None


def test_echo_stands_for_an_upkeep_trigger() -> None:
    (trigger,) = [x for x in card("Deranged Hermit").abilities
                  if type(x) is m.TriggeredAbility and x.event == "echo_due"]
    (effect,) = trigger.mode.effects
    assert effect == m.SacrificeUnlessPays(m.This(), card("Deranged Hermit").mana_cost, ())
    (trigger,) = [x for x in card("Skizzik Surger").abilities if type(x) is m.TriggeredAbility]
    (effect,) = trigger.mode.effects
    assert effect.mana is None and [(c.kind, c.count) for c in effect.extra] == [("sacrifice", 2)]


def test_last_upkeep_is_recorded_and_saved() -> None:
    deck = ["Forest"] * 40
    game = mtgrules.new_game([deck, deck], seed=3)
    while game.turn < 3 and not game.is_over:
        options = game.legal_actions()
        apply_built(game, a.Mulligan(True) if a.Mulligan(True) in options else
                   a.PassPriority() if a.PassPriority() in options else options[0])
    assert game.turn == 3 and [p.upkeep_turn for p in game.players] == [3, 2]
    again = mtgrules.Game.from_json(game.to_json())
    assert [p.upkeep_turn for p in again.players] == [3, 2]
    assert [p.upkeep_turn for p in game.copy().players] == [3, 2]
