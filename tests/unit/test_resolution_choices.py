"""Rule 608.2d: choices made as a spell or ability resolves ("protection from the color of
your choice", "Choose a color.") are made through legal_actions(); a copy or a saved game at
that choice goes on alike."""
from __future__ import annotations

import pytest

from mtgrules.engine.actions import ActivateAbility, ChooseColor, ChooseTarget, PassPriority
from mtgrules.engine.game import Game
from mtgrules.errors import IllegalAction
from mtgrules.scenario.loader import parse_scenario
from mtgrules.scenario.position import build_game

POSITION = """
name: t
start:
  turn: 3
  step: precombat_main
  A:
    battlefield: [Mother of Runes, Grizzly Bears]
expect: {}
"""


def test_color_is_chosen_as_the_ability_resolves() -> None:
    game, _ = build_game(parse_scenario(POSITION))
    game.run()
    mother, bears = game.battlefield
    game.apply(ActivateAbility(mother, 0, "Mother of Runes"))
    if game.pending.kind == "target":
        game.apply(next(a for a in game.legal_actions() if type(a) is ChooseTarget and a.target == bears))
    while game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.pending.kind == "color_of_choice" and game.actor == 0
    assert list(game.legal_actions()) == [ChooseColor(c) for c in "WUBRG"]
    with pytest.raises(IllegalAction):
        game.apply(ChooseColor("C"))
    saved, copy = Game.from_json(game.to_json()), game.copy()
    game.apply(ChooseColor("R"))
    saved.apply(ChooseColor("R"))
    copy.apply(ChooseColor("B"))
    assert any(k.name == "protection" and k.param == "red" for k in game.chars(bears).keywords)
    assert any(k.param == "black" for k in copy.chars(bears).keywords)
    assert game.to_json() == saved.to_json()


SPELL_POSITION = """
name: t
start:
  turn: 3
  step: precombat_main
  A:
    battlefield: [Plains, Savannah Lions]
    hand: [Brave the Elements]
expect: {}
"""


def test_choose_a_color_as_the_spell_resolves() -> None:
    """608.2d, 607.2d: "Choose a color." is asked as Brave the Elements resolves; copies and
    saves at the choice go on alike; the later instruction uses the color chosen."""
    game, _ = build_game(parse_scenario(SPELL_POSITION))
    game.run()
    lions = game.battlefield[1]
    game.apply(next(a for a in game.legal_actions() if type(a).__name__ == "CastSpell"))
    while game.pending.kind != "choose_as_it_resolves":  # pay for it, then pass
        game.apply(PassPriority() if game.pending.kind == "priority" else game.legal_actions()[0])
    assert game.pending.kind == "choose_as_it_resolves" and game.actor == 0
    assert list(game.legal_actions()) == [ChooseColor(c) for c in "WUBRG"]
    saved, copy = Game.from_json(game.to_json()), game.copy()
    game.apply(ChooseColor("B"))
    saved.apply(ChooseColor("B"))
    copy.apply(ChooseColor("G"))
    assert any(k.name == "protection" and k.param == "black" for k in game.chars(lions).keywords)
    assert any(k.name == "protection" and k.param == "green" for k in copy.chars(lions).keywords)
    assert game.to_json() == saved.to_json()
