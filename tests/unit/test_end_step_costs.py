"""Blitz and warp (702.152a, 702.185a): the alternative cost is offered exactly when it is
accepted, and what it leaves behind (the permanent's mark, the delayed triggered ability, a
warped card in exile, 702.185b) survives copy() and to_json()/from_json()."""
from __future__ import annotations

import pytest
from positions import Pos, apply_built

from mtgrules.engine import actions as a
from mtgrules.engine.game import Game
from mtgrules.errors import IllegalAction


def _casts(g, alternative: str) -> list:
    return [x for x in g.legal_actions() if isinstance(x, a.CastSpell) and x.alternative == alternative]


def test_blitz_and_warp_offered_as_accepted():
    pos = Pos(["Mountain", "Mountain"], a_hand=["Mayhem Patrol", "Red Tiger Mechan", "Grizzly Bears"])
    g = pos.game
    assert _casts(g, "blitz") == [a.CastSpell(pos["Mayhem Patrol"], "Mayhem Patrol", "blitz")]
    assert _casts(g, "warp") == [a.CastSpell(pos["Red Tiger Mechan"], "Red Tiger Mechan", "warp")]
    with pytest.raises(IllegalAction, match="601.2b"):  # Grizzly Bears has no warp
        g.apply(a.CastSpell(pos["Grizzly Bears"], "Grizzly Bears", "warp"))
    with pytest.raises(IllegalAction, match="702.185a"):  # in a hand, not a warped card in exile
        g.apply(a.CastSpell(pos["Red Tiger Mechan"], "Red Tiger Mechan", "warped"))


def test_warped_card_survives_copy_and_json():
    pos = Pos(["Mountain", "Mountain", "Mountain", "Mountain"], a_hand=["Red Tiger Mechan"])
    g = pos.game
    apply_built(g, a.CastSpell(pos["Red Tiger Mechan"], alternative="warp"))
    games = [g, g.copy(), Game.from_json(g.to_json())]
    cast = []
    for _ in range(300):
        legal = [x.legal_actions() for x in games]
        assert legal[0] == legal[1] == legal[2]
        cast = [x for x in legal[0] if isinstance(x, a.CastSpell) and x.alternative == "warped"]
        choice = cast[0] if cast else next((x for x in legal[0] if isinstance(x, a.PassPriority)), legal[0][0])
        for x in games:
            x.apply(choice)
        if cast:
            break
        if len(games[0].log) % 7 == 0:  # copies taken again midway carry the state too
            games[1], games[2] = games[0].copy(), Game.from_json(games[0].to_json())
    assert cast, "the warped card was never offered on a later turn"
    assert games[0].to_json() == games[1].to_json() == games[2].to_json()
    assert any("702.185b" in e.rule for e in g.log)
