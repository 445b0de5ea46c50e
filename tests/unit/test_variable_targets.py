"""Rule 601.2c with 107.3a: "up to X target ..." is one word "target" chosen up to X times,
X announced before the targets (601.2b); each a different object (115.3)."""
from __future__ import annotations

import pytest
from inline_cards import card
from positions import Pos, apply_built

from mtgrules.engine import actions as a
from mtgrules import IllegalAction
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone
from mtgrules.engine.targets import NO_TARGET


def _announced(x: int):
    p = Pos(["Island"] * 5, a_hand=["Divergent Equation"])
    g = p.game
    cards = [g.make_card(card(n), 0, Zone.GRAVEYARD) for n in ("Lightning Bolt", "Opt", "Divination")]
    g.changed()
    apply_built(g, a.CastSpell(p["Divergent Equation"]))
    assert g.pending.kind == "x"
    apply_built(g, a.ChooseX(x))
    return g, cards


def test_at_most_x_different_targets_are_offered() -> None:
    g, (bolt, opt, div) = _announced(2)
    assert g.pending.kind == "target"
    offered = {t.target for t in g.legal_actions()}
    assert offered == {bolt, opt, div, NO_TARGET}
    apply_built(g, a.ChooseTarget(bolt))
    assert {t.target for t in g.legal_actions()} == {opt, div, NO_TARGET}  # 115.3
    with pytest.raises(IllegalAction):
        apply_built(g, a.ChooseTarget(bolt))
    apply_built(g, a.ChooseTarget(opt))
    item = g.objects[g.casting.item]
    assert item.targets == (bolt, opt) and g.pending.kind != "target"  # X targets at most
    for other in (g.copy(), Game.from_json(g.to_json())):
        assert other.objects[other.casting.item].targets == (bolt, opt)


def test_x_zero_has_no_targets() -> None:
    g, _ = _announced(0)
    assert g.pending.kind != "target" and g.objects[g.casting.item].targets == ()


def _scapegoat():
    p = Pos(["Plains", "Grizzly Bears", "Hill Giant", "Llanowar Elves"], a_hand=["Scapegoat"])
    apply_built(p.game, a.CastSpell(p["Scapegoat"]))
    return p, p.game


def test_any_number_offers_one_more_until_none_are_left() -> None:
    """115.1d, 601.2c: each different creature may be chosen, then "no more targets"; once
    every creature is chosen only "no more targets" remains, so the choice is finite."""
    p, g = _scapegoat()
    bears, giant, elves = p["Grizzly Bears"], p["Hill Giant"], p["Llanowar Elves"]
    assert g.pending.kind == "target"
    assert {t.target for t in g.legal_actions()} == {bears, giant, elves, NO_TARGET}
    apply_built(g, a.ChooseTarget(bears))
    apply_built(g, a.ChooseTarget(giant))
    for other in (g.copy(), Game.from_json(g.to_json())):
        assert {t.target for t in other.legal_actions()} == {elves, NO_TARGET}
    apply_built(g, a.ChooseTarget(elves))  # "no more targets", the only choice left, is made
    assert g.pending.kind != "target"
    assert g.objects[g.casting.item].targets == (bears, giant, elves, NO_TARGET)


def test_any_number_may_be_none() -> None:
    p, g = _scapegoat()
    apply_built(g, a.ChooseTarget(NO_TARGET))
    assert g.pending.kind != "target" and g.objects[g.casting.item].targets == (NO_TARGET,)
