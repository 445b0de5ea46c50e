"""Foretell and plot (702.143a, 702.170a, 702.170d): the special action is offered exactly when
it is accepted, a foretold card's name stays out of the log, and the foretold or plotted state
survives copy() and to_json()/from_json()."""
from __future__ import annotations

import pytest
from positions import Pos, apply_built

from mtgrules.engine import actions as a
from mtgrules.engine.game import Game
from mtgrules.errors import IllegalAction


def _exile_actions(g) -> list:
    return [x for x in g.legal_actions() if isinstance(x, a.ExileFromHand)]


def test_foretell_offered_and_refused_like_apply():
    pos = Pos(["Mountain", "Mountain"], a_hand=["Demon Bolt", "Grizzly Bears"])
    g = pos.game
    assert _exile_actions(g) == [a.ExileFromHand(pos["Demon Bolt"], "Demon Bolt", "foretell")]
    with pytest.raises(IllegalAction, match="702.170a"):  # 702.170a: it has no plot
        g.apply(a.ExileFromHand(pos["Demon Bolt"], "Demon Bolt", "plot"))
    with pytest.raises(IllegalAction, match="702.143a"):  # no foretell on Grizzly Bears
        g.apply(a.ExileFromHand(pos["Grizzly Bears"], "Grizzly Bears", "foretell"))
    apply_built(g, a.ExileFromHand(pos["Demon Bolt"], by="foretell"))
    assert all("Demon Bolt" not in e.text for e in g.log)  # exiled face down (702.143a)
    assert not _exile_actions(g)
    # rule 702.143a: not castable during the turn it was foretold
    assert not [x for x in g.legal_actions() if isinstance(x, a.CastSpell) and x.alternative == "foretell"]


def test_foretold_state_survives_copy_and_json():
    pos = Pos(["Mountain", "Mountain", "Mountain"], ["Grizzly Bears"], a_hand=["Demon Bolt"])
    g = pos.game
    apply_built(g, a.ExileFromHand(pos["Demon Bolt"], by="foretell"))
    games = [g, g.copy(), Game.from_json(g.to_json())]
    for _ in range(60):
        legal = [x.legal_actions() for x in games]
        assert legal[0] == legal[1] == legal[2]
        cast = [x for x in legal[0] if isinstance(x, a.CastSpell) and x.alternative == "foretell"]
        choice = cast[0] if cast else next((x for x in legal[0] if isinstance(x, a.ChooseTarget)),
                                           legal[0][0])
        for x in games:
            x.apply(choice)
        if cast:
            break
    assert cast, "the foretold card was never offered on the next turn"
    assert games[0].to_json() == games[1].to_json() == games[2].to_json()
    assert any("from exile for its foretell cost (702.143a)" in e.text for e in g.log)


def test_suspended_state_survives_copy_and_json():
    """702.62a: the time counters, the triggers in exile and the cast as the last is removed."""
    pos = Pos(["Mountain"], a_hand=["Rift Bolt"])
    g = pos.game
    assert _exile_actions(g) == [a.ExileFromHand(pos["Rift Bolt"], "Rift Bolt", "suspend")]
    apply_built(g, a.ExileFromHand(pos["Rift Bolt"], by="suspend"))
    games = [g, g.copy(), Game.from_json(g.to_json())]
    for _ in range(200):
        if any("begins to cast Rift Bolt" in e.text for e in g.log):
            break
        legal = [x.legal_actions() for x in games]
        assert legal[0] == legal[1] == legal[2]
        choice = next((x for x in legal[0] if isinstance(x, a.ChooseYesNo) and x.yes), legal[0][0])
        for x in games:
            x.apply(choice)
    assert games[0].to_json() == games[1].to_json() == games[2].to_json()
    assert any("a time counter is removed from Rift Bolt (0 left)" in e.text for e in g.log)
    assert any("begins to cast Rift Bolt from exile without paying its mana cost" in e.text for e in g.log)
