"""The search player: it only plays legal actions, repeats itself given the same seed, and
never reads hidden cards (402.3, 401.2): what it chooses depends only on what it knows."""
from __future__ import annotations

import pytest

import mtgrules
from mtgrules.decks import load_deck
from mtgrules.engine.objects import CardObject
from mtgrules.players import GreedyPlayer, MCTSPlayer, make_player
from mtgrules.players.determinize import determinize, hidden_ids
from mtgrules.players.playout import candidates
from mtgrules.engine.rng import Rng


def _position(seed: int = 4):
    """A game between greedy players, stopped at player A's first decision on turn 5 or later
    with more than one move worth searching."""
    game = mtgrules.new_game([load_deck("green"), load_deck("black")], seed=seed)
    greedy = GreedyPlayer()
    while game.turn < 5 or game.actor != 0 or len(candidates(game)) < 2:
        game.apply(greedy.choose(game))
    assert not game.is_over
    return game


def _swap_hidden(game, shift: int):
    """The same game with the hidden cards dealt otherwise: each player's library and player
    B's hand hold the same cards as before between them, in another order."""
    other = game.copy()
    for _owner, ids in hidden_ids(game, 0):
        cards = [game.objects[oid].card for oid in ids]
        cards = cards[shift:] + cards[:shift]
        for oid, card in zip(ids, cards):
            old = game.objects[oid]
            other.objects[oid] = CardObject(oid, card, old.owner, old.zone)
    return other


def _names(game) -> dict:
    return {oid: obj.card.name for oid, obj in game.objects.items()}


def test_it_plays_only_legal_actions_and_repeats_itself_given_a_seed() -> None:
    game = mtgrules.new_game([load_deck("green"), load_deck("black")], seed=7)
    players = [MCTSPlayer(3, iterations=4, horizon=0), GreedyPlayer()]
    chosen = []
    while game.turn < 5 and not game.is_over:
        action = players[game.actor].choose(game)
        assert action in game.legal_actions()
        if game.actor == 0:
            chosen.append(action)
        game.apply(action)
    assert players[0].searches > 0
    again = mtgrules.new_game([load_deck("green"), load_deck("black")], seed=7)
    players = [MCTSPlayer(3, iterations=4, horizon=0), GreedyPlayer()]
    replay = []
    while again.turn < 5 and not again.is_over:
        action = players[again.actor].choose(again)
        if again.actor == 0:
            replay.append(action)
        again.apply(action)
    assert replay == chosen


def test_the_sample_of_hidden_cards_depends_only_on_what_the_player_knows() -> None:
    game = _position()
    other = _swap_hidden(game, 5)
    hand = game.players[1].hand
    assert [game.objects[o].card.name for o in hand] != [other.objects[o].card.name for o in hand]
    a, b = determinize(game, 0, Rng(9)), determinize(other, 0, Rng(9))
    assert _names(a) == _names(b)
    assert a.rng.state == b.rng.state and a.rng.state != game.rng.state
    # what player A sees is kept: its hand and every public object
    for oid in game.players[0].hand + game.battlefield:
        assert a.objects[oid].card is game.objects[oid].card


def test_its_choice_is_the_same_whatever_the_opponent_really_holds() -> None:
    game = _position()
    choices = {str(MCTSPlayer(11, iterations=12).choose(g)) for g in
               (game, _swap_hidden(game, 3), _swap_hidden(game, 17))}
    assert len(choices) == 1


def test_the_budget_is_given_after_a_colon() -> None:
    assert make_player("mcts:5").iterations == 5
    assert make_player("mcts:0.25s").seconds == 0.25
    with pytest.raises(ValueError, match="mcts:lots"):
        make_player("mcts:lots")
    with pytest.raises(ValueError, match="takes no option"):
        make_player("greedy:3")


def test_a_land_play_is_chosen_before_anything_else_is_searched() -> None:
    """At a priority decision where a land can be played (305.1), only the land plays are
    searched, unless ``lands_first`` is off."""
    from mtgrules.engine.actions import PlayLand
    game = mtgrules.new_game([load_deck("green"), load_deck("black")], seed=4)
    greedy = GreedyPlayer()
    while not (game.actor == 0 and game.pending.kind == "priority"
               and any(type(o) is PlayLand for o in candidates(game)) and len(candidates(game)) > 2):
        game.apply(greedy.choose(game))
    sensible = MCTSPlayer(1)._sensible(game)
    assert sensible and all(type(o) is PlayLand for o in sensible)
    assert len(MCTSPlayer(1, lands_first=False)._sensible(game)) == len(candidates(game))


def test_each_step_of_a_declaration_starts_from_the_subtree_of_the_step_before() -> None:
    """Attackers are declared one at a time (508.1): after a search chose an attacker, the
    search of the next step tops up the subtree grown under that choice."""
    game = mtgrules.new_game([load_deck("green"), load_deck("green")], seed=2)
    greedy = GreedyPlayer()
    player = MCTSPlayer(5, iterations=16)
    while not (game.actor == 0 and game.pending.kind == "attackers" and len(candidates(game)) > 2):
        game.apply(greedy.choose(game))
    move = player.choose(game)
    kept = player._kept
    assert kept is not None and kept[1].visits > 0
    visits_before = kept[1].visits
    tried_before = sum(child.visits for child in kept[1].children.values())
    game.apply(move)
    assert game.actor == 0 and game.pending.kind == "attackers"
    assert len(player._sensible(game)) > 1
    player.choose(game)
    # the kept subtree was searched again, by the budget less what it had already
    tried = sum(child.visits for child in kept[1].children.values())
    assert tried - tried_before == max(player.iterations - visits_before, player.iterations // 4)
