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


def test_cards_of_opening_hands_act_before_the_first_turn() -> None:
    """Rule 103.6: once the mulligans are done, the starting player, then the others in turn
    order, may take the actions their opening hands allow: begin the game with a Leyline on the
    battlefield (103.6a), reveal a Chancellor, whose delayed triggered ability waits for the
    first upkeep (103.6b, 603.7). A card declined stays in the hand and isn't asked again."""
    game = mtgrules.new_game([["Leyline of the Void"] * 40,
                              ["Chancellor of the Dross"] * 40], seed=2)
    apply_built(game, a.Mulligan(True))
    apply_built(game, a.Mulligan(True))
    asked = []
    while game.pending.kind == "opening_hand":
        asked.append(game.actor)
        yes = len(asked) in (1, 2, 8)  # A: two Leylines; B: one Chancellor, the first offered
        apply_built(game, a.ChooseYesNo(yes))
        copy = mtgrules.Game.from_json(game.to_json())
        assert copy.legal_actions() == game.legal_actions()
    assert asked == [0] * 7 + [1] * 7
    a_player, b_player = game.players
    assert [game.objects[oid].card.name for oid in game.battlefield] == ["Leyline of the Void"] * 2
    assert len(a_player.hand) == 5 and len(b_player.hand) == 7
    texts = [str(e) for e in game.log]
    assert texts.count("103.6a: player A begins the game with Leyline of the Void on the battlefield") == 2
    assert texts.count("103.6b: player B reveals Chancellor of the Dross from their opening hand") == 1
    while not (game.turn == 1 and game.step.name == "DRAW"):  # the first upkeep: it triggers
        game.apply(a.PassPriority() if game.pending.kind == "priority" else game.legal_actions()[0])
    assert (a_player.life, b_player.life) == (17, 23)


def test_a_player_may_decline_an_opening_hand_action() -> None:
    game = mtgrules.new_game([["Leyline of the Void"] * 40, ["Swamp"] * 40], seed=2)
    apply_built(game, a.Mulligan(True))
    apply_built(game, a.Mulligan(True))
    while game.pending.kind == "opening_hand":
        apply_built(game, a.ChooseYesNo(False))
    assert game.battlefield == [] and len(game.players[0].hand) == 7
    assert game.turn == 1
