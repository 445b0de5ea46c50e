"""Ninjutsu (702.49a, 702.49c, 508.4): the ability from the hand is offered exactly when an
unblocked attacker exists (509.1h), the Ninja attacks what the returned creature attacked, and
the stack object's record of it survives copy() and to_json()/from_json()."""
from __future__ import annotations

import pytest
from positions import Pos

from mtgrules.engine import actions as a
from mtgrules.engine.game import Game
from mtgrules.engine.steps import Step
from mtgrules.errors import IllegalAction


def _ninjutsu(pos) -> a.ActivateAbility:
    return a.ActivateAbility(pos["Ninja of the Deep Hours"], 0, "Ninja of the Deep Hours")


def test_offered_only_with_an_unblocked_attacker():
    pos = Pos(["Island", "Island", "Grizzly Bears"], ["Hill Giant"], a_hand=["Ninja of the Deep Hours"])
    assert _ninjutsu(pos) not in pos.legal()
    pos.attack("Grizzly Bears")
    pos.pass_until(Step.DECLARE_ATTACKERS)
    assert _ninjutsu(pos) not in pos.legal()  # rule 509.1h: not unblocked before blockers
    with pytest.raises(IllegalAction):
        pos.game.apply(_ninjutsu(pos))
    pos.block({"Hill Giant": "Grizzly Bears"})
    pos.pass_until(Step.DECLARE_BLOCKERS)
    assert _ninjutsu(pos) not in pos.legal()  # blocked: no unblocked attacker


def test_ninja_attacks_and_survives_copy_and_json():
    pos = Pos(["Island", "Island", "Grizzly Bears"], a_hand=["Ninja of the Deep Hours"])
    pos.attack("Grizzly Bears")
    pos.pass_until(Step.DECLARE_BLOCKERS)  # no blockers: B has no creature
    assert _ninjutsu(pos) in pos.legal()
    pos.do(_ninjutsu(pos))
    g = pos.game
    games = [g, g.copy(), Game.from_json(g.to_json())]
    for _ in range(40):
        if g.step is not Step.DECLARE_BLOCKERS and g.step is not Step.COMBAT_DAMAGE:
            break
        legal = [x.legal_actions() for x in games]
        assert legal[0] == legal[1] == legal[2]
        choice = next((x for x in legal[0] if isinstance(x, (a.PassPriority, a.PayCost))), legal[0][0])
        for x in games:
            x.apply(choice)
    assert games[0].to_json() == games[1].to_json() == games[2].to_json()
    assert pos.game.players[1].life == 18  # the Ninja, unblocked (702.49c)
    assert "Grizzly Bears" in [g.objects[o].card.name for o in g.players[0].hand]
