"""Casting a card from exile as an ability resolves (608.2g; madness 702.35a, cascade 702.85a):
the pending question survives copy() and to_json()/from_json(), and a cast for the madness cost
is neither offered nor accepted outside that resolution."""
from __future__ import annotations

import pytest
from positions import Pos, apply_built

from mtgrules.engine import actions as a
from mtgrules.engine.game import Game
from mtgrules.errors import IllegalAction


def _at_madness_question() -> tuple[Pos, Game]:
    pos = Pos(["Olivia's Dragoon", "Mountain"], a_hand=["Fiery Temper"])
    g = pos.game
    apply_built(g, a.ActivateAbility(pos["Olivia's Dragoon"], 0))
    while g.pending.kind != "cast_from_exile":
        g.apply(g.legal_actions()[0])
    return pos, g


def test_madness_cast_not_offered_from_hand():
    pos = Pos(["Mountain"], a_hand=["Fiery Temper"])
    g = pos.game
    assert all(not (isinstance(x, a.CastSpell) and x.alternative == "madness") for x in g.legal_actions())
    with pytest.raises(IllegalAction, match="702.35a"):
        g.apply(a.CastSpell(pos["Fiery Temper"], "Fiery Temper", "madness"))


def test_madness_question_survives_copy_and_json():
    _, g = _at_madness_question()
    games = [g, g.copy(), Game.from_json(g.to_json())]
    for _ in range(25):
        if g.is_over:
            break
        legal = [x.legal_actions() for x in games]
        assert legal[0] == legal[1] == legal[2]
        choice = next((x for x in legal[0] if isinstance(x, a.ChooseYesNo) and x.yes), legal[0][0])
        for x in games:
            x.apply(choice)
    assert games[0].to_json() == games[1].to_json() == games[2].to_json()
    assert any("from exile for its madness cost" in e.text for e in g.log)
