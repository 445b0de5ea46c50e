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


def test_myriad_copies_attack_each_other_opponent_and_are_exiled_at_end_of_combat() -> None:
    """Rule 702.116a: with three players, Caller of the Pack attacking B makes a token copy
    tapped and attacking C (the controller may), exiled at end of combat (603.7)."""
    from test_multiplayer import Table
    from mtgrules.engine.objects import player_ref
    from mtgrules.engine.steps import Step
    t = Table([["Caller of the Pack"], [], []], active=0)
    g = t.game
    t.pass_until("attackers", Step.DECLARE_ATTACKERS)
    t.do(a.DeclareAttacker(t["A:Caller of the Pack"], player_ref(1)))
    t.finish("attackers")
    while g.pending.kind != "yes_no":
        g.apply(g.legal_actions()[0])
    t.do(a.ChooseYesNo(True))
    tokens = [oid for oid in g.battlefield if g.objects[oid].token]
    assert len(tokens) == 1 and g.chars(tokens[0]).name == "Caller of the Pack"
    assert g.objects[tokens[0]].tapped
    assert g.combat.attackers[tokens[0]] == player_ref(2) and g.combat.defending[tokens[0]] == 2
    for _ in range(50):
        if g.step is Step.POSTCOMBAT_MAIN:
            break
        g.apply(g.legal_actions()[0])
    assert tokens[0] not in g.battlefield  # exiled at end of combat
    assert g.players[2].life == 20 - 8 and g.players[1].life == 20 - 8
