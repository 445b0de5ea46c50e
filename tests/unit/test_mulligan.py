"""The London mulligan (rule 103.5) and the first turn (103.8a)."""
from __future__ import annotations

import mtgrules
from mtgrules.engine import actions as a
from positions import apply_built


def test_london_mulligan_draws_seven_then_bottoms_one_per_mulligan() -> None:
    game = mtgrules.new_game([["Forest"] * 20 + ["Grizzly Bears"] * 20, ["Swamp"] * 40], seed=4)
    first_hand = list(game.players[0].hand)
    apply_built(game, a.Mulligan(False))            # A mulligans
    apply_built(game, a.Mulligan(True))             # B keeps
    assert game.actor == 0 and len(game.players[0].hand) == 7   # 103.5: a new hand of seven
    assert game.players[0].hand != first_hand
    apply_built(game, a.Mulligan(True))             # A keeps after one mulligan
    assert game.pending.kind == "bottom"     # 103.5c: one card goes to the bottom
    card = game.players[0].hand[0]
    name = game.name(card)
    apply_built(game, a.ChooseObject(card))
    assert len(game.players[0].hand) == 6 and len(game.players[0].library) == 34
    assert game.objects[game.players[0].library[-1]].card.name == name
    assert game.turn == 1 and game.pending.kind == "priority"


def test_a_player_may_mulligan_down_to_an_empty_hand() -> None:
    game = mtgrules.new_game([["Forest"] * 40, ["Swamp"] * 40], seed=1)
    while game.pending.kind == "mulligan":
        apply_built(game, a.Mulligan(game.actor == 1))  # A always mulligans while it may; B keeps
    a_player = game.players[0]
    assert a_player.mulligans == 7       # the seventh keep was the only choice left
    while game.pending.kind == "bottom":
        game.apply(game.legal_actions()[0])
    assert a_player.hand == [] and len(a_player.library) == 40
