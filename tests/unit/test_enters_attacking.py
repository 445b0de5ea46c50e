"""Creatures put onto the battlefield attacking (rule 508.4): the choice of what each attacks is
a decision kept as data (copied and saved with the game), and such creatures never "attacked"."""
from __future__ import annotations

import mtgrules  # noqa: F401
from mtgrules import actions as a
from mtgrules.engine.game import Game
from mtgrules.scenario.loader import parse_scenario
from mtgrules.scenario.position import build_game

POSITION = """
name: t
start:
  turn: 3
  step: declare_attackers
  A:
    battlefield: ["Geist of Saint Traft"]
  B:
    battlefield: [Jace Beleren]
expect: {}
"""


def _at_choice() -> tuple[Game, int, int]:
    game, _ = build_game(parse_scenario(POSITION))
    geist, jace = game.battlefield
    game.run()
    game.apply(a.offered_as(a.DeclareAttacker(geist, -2), game.legal_actions()))
    while game.pending.kind != "enters_attacking":
        game.apply(game.legal_actions()[0])
    return game, geist, jace


def test_what_it_attacks_is_chosen_and_survives_copy_and_save() -> None:
    game, geist, jace = _at_choice()
    token = game.pending.data[0]
    assert {x.object for x in game.legal_actions()} == {-2, jace}
    for other in (game.copy(), Game.from_json(game.to_json())):
        other.apply(a.offered_as(a.ChooseObject(jace), other.legal_actions()))
        assert other.combat.attackers[token] == jace and other.combat.defending[token] == 1
        assert token in other.combat.entered
        assert token not in other.turn_state.attackers  # it never attacked (508.4)
    assert game.pending.kind == "enters_attacking"  # the original is untouched
