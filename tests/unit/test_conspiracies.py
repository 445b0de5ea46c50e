"""Conspiracy cards (rule 315) and hidden agenda (702.106): set up by ``new_game(conspiracies=)``,
the special action of turning one face up (116.2j), and what copies and saved games keep."""
from __future__ import annotations

import pytest

from mtgrules import new_game
from mtgrules.actions import Mulligan, TurnFaceUp
from mtgrules.cards.database import default_database
from mtgrules.engine import conspiracies
from mtgrules.engine.game import Game
from mtgrules.errors import IllegalAction

DECKS = [["Forest"] * 40, ["Swamp"] * 40]


def _at_priority(**options) -> Game:
    game = new_game(DECKS, seed=3, **options)
    while any(type(a) is Mulligan for a in game.legal_actions()):
        game.apply(Mulligan(True))
    return game


def test_the_agenda_line_is_read_and_the_chosen_name_refers_to_it():
    """702.106a, 702.106d: Immediate Action's agenda chooses one name, Summoner's Bond's
    (double agenda, 702.106f) two; "with the chosen name" is refused without an agenda."""
    card = default_database().get("Immediate Action")
    assert card.unsupported is None and card.agenda == 1
    named = conspiracies.with_names(card, ["Grizzly Bears"])
    assert named.agenda_names == ("Grizzly Bears",)
    assert "grizzly bears" in repr(named.abilities) and "<the chosen name>" not in repr(named.abilities)
    with pytest.raises(ValueError, match="702.106a"):
        conspiracies.with_names(card, [])
    with pytest.raises(ValueError, match="702.106a"):
        conspiracies.with_names(card, ["Grizzly Bears", "Shock"])


def test_a_face_down_conspiracy_is_turned_face_up_only_by_its_owner():
    """116.2j, 702.106c, 315.6: a special action of its owner any time they have priority."""
    game = _at_priority(conspiracies=[[("Immediate Action", "Grizzly Bears"), "Weight Advantage"], []])
    a = game.players[0]
    hidden, shown = a.command
    assert conspiracies.face_down(game, 0) == (hidden,) and conspiracies.face_up(game) == (shown,)
    offered = [x for x in game.legal_actions() if type(x) is TurnFaceUp]
    assert game.actor == 0 and [x.permanent for x in offered] == [hidden]
    game.apply(offered[0])
    assert conspiracies.face_up(game) == (shown, hidden)
    assert not [x for x in game.legal_actions() if type(x) is TurnFaceUp]
    before = game.to_json()
    with pytest.raises(IllegalAction, match="702.106c"):
        game.apply(TurnFaceUp(hidden, "Immediate Action", conspiracies.HIDDEN_AGENDA))
    assert game.to_json() == before


def test_an_opponent_cannot_turn_it_face_up():
    game = _at_priority(conspiracies=[[], [("Iterative Analysis", "Shock")]])
    hidden = game.players[1].command[0]
    assert game.actor == 0
    with pytest.raises(IllegalAction, match="315.6"):
        game.apply(TurnFaceUp(hidden, "Iterative Analysis", conspiracies.HIDDEN_AGENDA))


def test_conspiracies_are_kept_by_copies_and_saved_games():
    game = _at_priority(conspiracies=[[("Immediate Action", "Grizzly Bears")], ["Weight Advantage"]])
    for other in (game.copy(), Game.from_json(game.to_json())):
        hidden = other.players[0].command[0]
        assert other.objects[hidden].card.agenda_names == ("Grizzly Bears",)
        assert other.objects[hidden].card.abilities == game.objects[hidden].card.abilities
        assert conspiracies.face_down(other, 0) == (hidden,)
        assert conspiracies.face_up(other) == conspiracies.face_up(game)


def test_a_conspiracy_is_never_in_a_deck_and_its_names_are_checked():
    """315.3: given beside the deck; 702.106a: as many names as its agenda chooses."""
    with pytest.raises(ValueError, match="315.3"):
        new_game([["Forest"] * 39 + ["Weight Advantage"], ["Swamp"] * 40])
    with pytest.raises(ValueError, match="315.2"):
        new_game(DECKS, conspiracies=[["Grizzly Bears"], []])
    with pytest.raises(ValueError, match="702.106a"):
        new_game(DECKS, conspiracies=[["Immediate Action"], []])
    with pytest.raises(ValueError, match="one list"):
        new_game(DECKS, conspiracies=[[]])
