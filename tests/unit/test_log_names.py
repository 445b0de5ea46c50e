"""The log tells same-named objects apart (201.2a; they are different objects, 109.1): a permanent or
stack object sharing its name with another is named with its id and its controller."""
from __future__ import annotations

import io

from positions import Pos

import mtgrules
from mtgrules.decks import load_deck
from mtgrules.players import GreedyPlayer


def test_two_same_named_creatures_are_told_apart_in_the_log_and_the_choices() -> None:
    pos = Pos(["Swamp", "Swamp", "Swamp"], ["Grizzly Bears", "Grizzly Bears", "Centaur Courser"],
              a_hand=["Murder"])
    first, second = pos["Grizzly Bears"], pos["Grizzly Bears#2"]
    g = pos.game
    assert g.name(first) == f"Grizzly Bears #{first} (B)"
    assert g.name(second) == f"Grizzly Bears #{second} (B)"
    assert g.name(pos["Centaur Courser"]) == "Centaur Courser"  # no other of its name
    pos.do(mtgrules.actions.CastSpell(pos["Murder"]))
    targets = [str(t) for t in g.legal_actions()]
    assert f"target Grizzly Bears #{first} (B)" in targets
    assert f"target Grizzly Bears #{second} (B)" in targets
    pos.do(mtgrules.actions.ChooseTarget(second))
    if g.pending.kind == "pay":
        pos.do(mtgrules.actions.PayCost())
    pos.resolve()
    assert not pos.on_battlefield("Grizzly Bears#2") and pos.on_battlefield("Grizzly Bears")
    assert f"Grizzly Bears #{second} (B) is destroyed" in pos.log()
    assert g.name(first) == "Grizzly Bears"  # alone again: its name is enough


def test_the_board_shown_to_a_human_gives_the_ids_the_log_uses() -> None:
    from mtgrules.players.human import HumanPlayer
    pos = Pos(["Forest", "Forest", "Grizzly Bears"], ["Grizzly Bears"])
    out = io.StringIO()
    HumanPlayer(stdin=io.StringIO(""), stdout=out).show(pos.game)
    shown = out.getvalue()
    assert f"Grizzly Bears 2/2 #{pos['Grizzly Bears']}" in shown
    assert f"Grizzly Bears 2/2 #{pos['Grizzly Bears#2']}" in shown
    assert f"2 Forest (#{pos['Forest']}, #{pos['Forest#2']})" in shown


def test_a_played_game_shows_each_decision_with_who_made_it() -> None:
    from mtgrules.cli import play_game
    out = io.StringIO()
    game, _ = play_game([load_deck("green"), load_deck("green")], [GreedyPlayer(), GreedyPlayer()],
                        seed=3, out=out)
    text = out.getvalue()
    assert "> player A: keep hand" in text and "> player B: " in text
    # both players have Forests and creatures of the same names: the log names them apart
    assert " (A)" in text and " (B)" in text
