"""Targets from a single graveyard (601.2c), and exiled cards an effect lets a player play
(601.3, 116.2a): the permission is kept with the game (copy, JSON) and ends as it says."""
from __future__ import annotations

import pytest
from inline_cards import card
from positions import Pos, apply_built, offered

from mtgrules.engine import actions as a
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone
from mtgrules.errors import IllegalAction


def test_targets_from_a_single_graveyard():
    pos = Pos(["Swamp", "Swamp"], a_hand=["Decompose"])
    g = pos.game
    wurm = g.make_card(card("Craw Wurm"), 0, Zone.GRAVEYARD)
    bears = g.make_card(card("Grizzly Bears"), 1, Zone.GRAVEYARD)
    giant = g.make_card(card("Hill Giant"), 1, Zone.GRAVEYARD)
    apply_built(g, a.CastSpell(pos["Decompose"]))
    assert offered(a.ChooseTarget(wurm), g.legal_actions())  # any graveyard at first
    apply_built(g, a.ChooseTarget(bears))
    legal = g.legal_actions()
    assert offered(a.ChooseTarget(giant), legal) and not offered(a.ChooseTarget(wurm), legal)
    before = g.to_json()
    with pytest.raises(IllegalAction, match="601.2c"):
        g.apply(a.ChooseTarget(wurm))
    assert g.to_json() == before


def test_play_permission_survives_copy_and_json_and_ends():
    pos = Pos(["Mountain", "Mountain"], a_hand=["Reckless Impulse"])
    g = pos.game
    pos.cast("Reckless Impulse")
    pos.resolve()
    exiled = tuple(g.players[0].exile)
    assert len(exiled) == 2
    games = [g, g.copy(), Game.from_json(g.to_json())]
    for x in games:
        assert offered(a.PlayLand(exiled[0]), x.legal_actions())  # the top cards are Wastes
    apply_built(g, a.PlayLand(exiled[0]))
    assert not offered(a.PlayLand(exiled[1]), g.legal_actions())  # one land a turn (305.2)
    while g.turn < 6:  # through the opponent's turn and the caster's next one
        g.apply(g.legal_actions()[0] if g.pending.kind != "priority" else a.PassPriority())
    assert exiled[1] in g.players[0].exile
    assert not any(k.startswith(("exile_play", "exile_cast")) for k in g.marks)
