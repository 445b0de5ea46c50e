"""Reversing the game's turn order (rule 101.4, Time Distortion): the next player in turn order
is the one seated before; reversed again, it goes back. Seen only with three or more players
(Planechase games are two-player, where the order is the same either way)."""
from __future__ import annotations

import mtgrules
from mtgrules import ir as m
from mtgrules.engine.effects import EFFECTS
from mtgrules.engine.game import TURN_ORDER_REVERSED, Game


def _three_players():
    return mtgrules.new_game([["Forest"] * 40] * 3, seed=1)


def test_the_turn_order_goes_to_the_left_until_reversed():
    game = _three_players()
    assert [game.next_seat(s) for s in range(3)] == [1, 2, 0]
    assert game.turn_order(1) == [1, 2, 0]
    EFFECTS[m.ReverseTurnOrder](game, None, m.ReverseTurnOrder(), 0)
    assert TURN_ORDER_REVERSED in game.marks
    assert [game.next_seat(s) for s in range(3)] == [2, 0, 1]
    assert game.turn_order(1) == [1, 0, 2]
    assert game.turn_order(1, but=0) == [1, 2]
    assert game.log[-1].rule == "101.4"


def test_reversing_again_restores_the_order():
    game = _three_players()
    effect = EFFECTS[m.ReverseTurnOrder]
    effect(game, None, m.ReverseTurnOrder(), 0)
    effect(game, None, m.ReverseTurnOrder(), 0)
    assert TURN_ORDER_REVERSED not in game.marks
    assert game.turn_order(2) == [2, 0, 1]


def test_a_reversed_order_skips_players_who_left_the_game():
    """800.4a: the next player still in the game."""
    game = _three_players()
    game.marks[TURN_ORDER_REVERSED] = True
    game.players[2].lost = True
    assert game.next_seat(0) == 1
    assert game.turn_order(0) == [0, 1]


def test_a_copy_and_a_saved_game_keep_the_reversed_order():
    game = _three_players()
    game.marks[TURN_ORDER_REVERSED] = True
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert other.next_seat(0) == 2


def test_the_player_to_the_left_is_the_next_seat_whatever_the_turn_order():
    """"The player to their left" (Caught in a Parallel Universe): the seat, not the turn order."""
    from mtgrules.engine.effectlib.each_chooses import player_to_the_left
    game = _three_players()
    game.marks[TURN_ORDER_REVERSED] = True
    assert [player_to_the_left(game, s) for s in range(3)] == [1, 2, 0]
    game.players[1].lost = True
    assert player_to_the_left(game, 0) == 2
