"""Goad with more than two players (701.15b-d): a goaded creature attacks a player other than
those who goaded it if able; goaded by every opponent, it may attack any of them."""
from __future__ import annotations

from test_multiplayer import Table

from mtgrules.engine import actions as a
from mtgrules.engine import goad
from mtgrules.engine.objects import player_ref
from mtgrules.engine.steps import Step


def _attacks_offered(t: Table, label: str) -> set[int]:
    return {x.defender for x in t.game.legal_actions()
            if isinstance(x, a.DeclareAttacker) and x.creature == t[label]}


def test_a_goaded_creature_is_offered_only_the_players_who_did_not_goad_it() -> None:
    t = Table([[], ["Grizzly Bears", "Savannah Lions"], []], active=1)
    goad.goad(t.game, t["B:Grizzly Bears"], 0)
    t.pass_until("attackers", Step.DECLARE_ATTACKERS)
    assert _attacks_offered(t, "B:Grizzly Bears") == {player_ref(2)}
    assert not any(isinstance(x, a.FinishDeclaration) for x in t.game.legal_actions())  # 508.1d
    t.do(a.DeclareAttacker(t["B:Grizzly Bears"], player_ref(2)))
    assert any(isinstance(x, a.FinishDeclaration) for x in t.game.legal_actions())
    assert _attacks_offered(t, "B:Savannah Lions") == {player_ref(0), player_ref(2)}


def test_with_one_choice_the_engine_declares_the_attack_itself() -> None:
    t = Table([[], ["Grizzly Bears"], []], active=1)
    goad.goad(t.game, t["B:Grizzly Bears"], 0)
    t.pass_until("attackers", Step.DECLARE_ATTACKERS)
    assert "508.1: player B attacks: Grizzly Bears -> player C" in t.texts()


def test_goaded_by_each_opponent_it_may_attack_either_but_must_attack() -> None:
    t = Table([[], ["Grizzly Bears", "Savannah Lions"], []], active=1)
    for seat in (0, 2, 0):  # the same player goading it again adds nothing (701.15d)
        goad.goad(t.game, t["B:Grizzly Bears"], seat)
    t.pass_until("attackers", Step.DECLARE_ATTACKERS)
    assert _attacks_offered(t, "B:Grizzly Bears") == {player_ref(0), player_ref(2)}
    assert not any(isinstance(x, a.FinishDeclaration) for x in t.game.legal_actions())
    assert sorted(goad.goaders(t.game, t["B:Grizzly Bears"])) == [0, 2]


def test_goaded_survives_copy_and_save() -> None:
    import mtgrules
    t = Table([[], ["Grizzly Bears"], []], active=1)
    goad.goad(t.game, t["B:Grizzly Bears"], 0)
    loaded = mtgrules.Game.from_json(t.game.to_json())
    assert goad.goaders(loaded, t["B:Grizzly Bears"]) == [0]
    assert goad.goaders(t.game.copy(), t["B:Grizzly Bears"]) == [0]
