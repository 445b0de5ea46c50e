"""Enlist (rule 702.154) as an optional cost to attack (508.1g): offered in legal_actions()
once the attackers are chosen, refused for creatures that can't pay it, kept in copies and
saved games while it is being chosen, and chosen by the AIs."""
from __future__ import annotations

import pytest

import mtgrules
from mtgrules import IllegalAction
from mtgrules.engine import actions as a
from mtgrules.engine.steps import Step
from mtgrules.players import GreedyPlayer

from positions import Pos


def test_enlist_is_offered_after_the_attackers_are_chosen() -> None:
    pos = Pos(["Coalition Skyknight", "Grizzly Bears", "Hill Giant"], sick=["Hill Giant"])
    pos.attack("Coalition Skyknight")
    g = pos.game
    assert g.pending.kind == "attack_cost" and g.pending.player == 0
    # 702.154a: untapped, not attacking, and not summoning sick (Hill Giant is)
    assert set(pos.legal()) == {a.ChooseObject(pos["Grizzly Bears"], "Grizzly Bears"), a.ChooseYesNo(False)}
    before = g.to_json()
    with pytest.raises(IllegalAction, match="702.154a"):
        pos.do(a.ChooseObject(pos["Hill Giant"]))
    with pytest.raises(IllegalAction):
        pos.do(a.ChooseObject(pos["Coalition Skyknight"]))  # 702.154c
    assert g.to_json() == before
    again = mtgrules.Game.from_json(before)
    assert set(again.legal_actions()) == set(pos.legal())
    copy = g.copy()
    pos.do(a.ChooseObject(pos["Grizzly Bears"]))
    assert g.objects[pos["Grizzly Bears"]].tapped
    assert not copy.objects[pos["Grizzly Bears"]].tapped and copy.pending.kind == "attack_cost"


def test_each_enlist_instance_taps_its_own_creature() -> None:
    """702.154d: two instances of enlist are two costs, each with its own creature."""
    from inline_cards import custom
    twice = custom("Double Recruiter", "Enlist\nEnlist", power=1, toughness=1)
    pos = Pos([twice, "Grizzly Bears", "Hill Giant"])
    pos.attack("Double Recruiter")
    pos.do(a.ChooseObject(pos["Grizzly Bears"]))
    assert set(pos.legal()) == {a.ChooseObject(pos["Hill Giant"], "Hill Giant"), a.ChooseYesNo(False)}
    pos.do(a.ChooseObject(pos["Hill Giant"]))
    pos.pass_until(Step.END_OF_COMBAT)
    assert pos.chars("Double Recruiter").power == 1 + 2 + 3
    assert pos.life(1) == 20 - 6


def test_greedy_player_enlists_the_most_power() -> None:
    pos = Pos(["Coalition Skyknight", "Grizzly Bears", "Hill Giant"])
    pos.attack("Coalition Skyknight")
    assert GreedyPlayer().choose(pos.game) == a.ChooseObject(pos["Hill Giant"], "Hill Giant")
