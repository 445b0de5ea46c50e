"""The players: each returns one of the legal actions; the human reads numbers from input."""
from __future__ import annotations

import io

import mtgrules
from mtgrules.decks import load_deck, parse_decklist
from mtgrules.players import GreedyPlayer, HumanPlayer, RandomPlayer


def test_greedy_and_random_finish_a_game() -> None:
    game = mtgrules.new_game([load_deck("green"), load_deck("black")], seed=2)
    players = [GreedyPlayer(), RandomPlayer(5)]
    while not game.is_over:
        action = players[game.actor].choose(game)
        assert action in game.legal_actions()
        game.apply(action)
    assert game.turn > 2


def test_human_player_reads_a_number_and_retries_on_bad_input() -> None:
    game = mtgrules.new_game([load_deck("green"), load_deck("black")], seed=2)
    out = io.StringIO()
    human = HumanPlayer(stdin=io.StringIO("x\n9\n2\n"), stdout=out)
    assert str(human.choose(game)) == "mulligan"
    assert "1. keep hand" in out.getvalue() and "type a number from 1 to 2" in out.getvalue()


def test_decklist_errors_name_the_line() -> None:
    try:
        parse_decklist("4 Forest\nForest four\n", "deck.txt")
    except ValueError as exc:
        assert "deck.txt, line 2" in str(exc)
    else:
        raise AssertionError("a bad decklist line was accepted")


def _greedy_equips(a_cards, attached=None):
    """The actions greedy players choose in the first 12 decisions from A's main phase (the
    Equipment's ability resolves, then A gets priority again with mana left)."""
    from positions import Pos
    pos = Pos(a_cards, attached=attached or {})
    chosen = []
    greedy = GreedyPlayer()
    for _ in range(12):
        action = greedy.choose(pos.game)
        chosen.append(action)
        pos.do(action)
    return pos, chosen


def test_greedy_equips_its_best_creature_once() -> None:
    """702.6a: the greedy player equips its biggest creature, then stops."""
    pos, chosen = _greedy_equips(["Forest", "Forest", "Bonesplitter", "Grizzly Bears", "Craw Wurm"])
    assert pos.game.objects[pos["Bonesplitter"]].attached_to == pos["Craw Wurm"]
    activations = [c for c in chosen if type(c).__name__ == "ActivateAbility"
                   and c.source == pos["Bonesplitter"]]
    assert len(activations) == 1


def test_greedy_does_not_re_equip_the_creature_already_equipped() -> None:
    """701.3b: equipping the creature the Equipment already equips does nothing, so the greedy
    player doesn't pay for it."""
    pos, chosen = _greedy_equips(["Forest", "Forest", "Bonesplitter", "Grizzly Bears", "Craw Wurm"],
                                 attached={"Bonesplitter": "Craw Wurm"})
    assert not any(type(c).__name__ == "ActivateAbility" and c.source == pos["Bonesplitter"]
                   for c in chosen)
    assert pos.game.objects[pos["Bonesplitter"]].attached_to == pos["Craw Wurm"]


def test_greedy_pays_an_equip_sacrifice_with_its_least_creature() -> None:
    """702.6a, 602.2b: "Equip—Sacrifice a creature": the greedy player equips its biggest
    creature and sacrifices the smallest other one, never the creature it equips."""
    pos, chosen = _greedy_equips(["Demonmail Hauberk", "Llanowar Elves", "Grizzly Bears", "Craw Wurm"])
    assert pos.game.objects[pos["Demonmail Hauberk"]].attached_to == pos["Craw Wurm"]
    g = pos.game
    assert [g.objects[o].card.name for o in g.players[0].graveyard] == ["Llanowar Elves"]
    assert pos.chars("Craw Wurm").power == 10


def test_greedy_crews_a_vehicle_to_attack_with_it() -> None:
    """702.122a: the greedy player crews its Vehicle at the beginning of combat, tapping only
    what it needs, and attacks with it."""
    from positions import Pos
    from mtgrules.engine.steps import Step
    pos = Pos(["Sky Skiff", "Llanowar Elves", "Grizzly Bears"])
    greedy = GreedyPlayer()
    crews = 0
    while pos.game.turn == 3 and pos.game.step is not Step.END_OF_COMBAT:
        action = greedy.choose(pos.game)
        if type(action).__name__ == "ActivateAbility" and action.source == pos["Sky Skiff"]:
            crews += 1
        pos.do(action)
    assert crews == 1
    assert pos.game.players[1].life <= 18  # Sky Skiff (2/3 flying) attacked
    assert pos.game.objects[pos["Llanowar Elves"]].tapped  # the weakest creature crewed


def test_a_scripted_terminal_session(monkeypatch, capsys) -> None:
    """The human is asked only where it matters (priority is passed for them when passing is
    all they can do, or the stack is empty outside their stops), sees step names in words and
    identical cards once, sets a stop, and the end of input ends the game cleanly."""
    import sys

    from mtgrules.cli import main
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\nstops\nstop upkeep\n1\n1\n"))
    assert main(["play", "--ai", "human", "--ai", "greedy", "--seed", "1"]) == 130
    out = capsys.readouterr().out
    assert out.rstrip().endswith("game abandoned") and "Traceback" not in out
    assert "turn 1 (your turn), postcombat main phase" in out  # not asked in the steps before
    assert "stop: your precombat main phase" in out and "stopping in your upkeep step" in out
    assert "-- player A's upkeep step --" in out and "== turn 1 ==" in out
    prompts = out.count("act or pass priority")
    assert prompts <= 4, f"asked {prompts} times for priority in a few steps"


def test_identical_choices_are_offered_once() -> None:
    from mtgrules.players.human import _distinct
    from positions import Pos
    pos = Pos(["Forest", "Forest", "Grizzly Bears"], a_hand=["Giant Growth"])
    offered = [(str(action), n) for action, n in _distinct(pos.game, pos.legal())]
    assert ("activate Forest", 2) in offered
