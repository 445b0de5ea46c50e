"""Choices made as a permanent enters (614.1c, 614.12a) and the abilities linked to them
(607.2d): offered through legal_actions(), refused otherwise, carried by copy() and to_json(),
and refused by the compiler when an ability refers to a choice the card doesn't make."""
from __future__ import annotations

import pytest
from inline_cards import custom

from mtgrules.engine.actions import ChooseColor, ChooseValue
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone
from mtgrules.errors import IllegalAction
from mtgrules.scenario.loader import parse_scenario
from mtgrules.scenario.position import build_game

POSITION = """
name: t
start:
  turn: 3
  step: precombat_main
  A:
    battlefield: [Llanowar Elves, Raging Goblin]
    graveyard: [CARD]
expect: {}
"""


def _enter(card: str):
    game, _ = build_game(parse_scenario(POSITION.replace("CARD", card)))
    (oid,) = game.players[0].graveyard
    game.move(oid, Zone.BATTLEFIELD)
    return game


def test_creature_type_is_offered_and_kept_by_copies_and_saves() -> None:
    """614.12a: the choice is asked before the permanent enters, among every creature type
    (205.3m); a copy or a saved game at the choice goes on alike; the choice stays on the
    permanent and its linked anthem uses it (607.2d)."""
    game = _enter("Rally the Ranks")
    assert game.pending.kind == "replacement_option" and game.actor == 0
    legal = game.legal_actions()
    assert all(type(a) is ChooseValue and a.kind == "creature type" for a in legal)
    assert {"Elf", "Goblin", "Time Lord"} <= {a.value for a in legal}
    with pytest.raises(IllegalAction):
        game.apply(ChooseValue("creature type", "Wastes"))
    saved, copy = Game.from_json(game.to_json()), game.copy()
    assert saved.legal_actions() == legal and copy.legal_actions() == legal
    game.apply(ChooseValue("creature type", "Elf"))
    saved.apply(ChooseValue("creature type", "Elf"))
    copy.apply(ChooseValue("creature type", "Goblin"))
    elves, goblin = game.battlefield[0], game.battlefield[1]
    assert game.chars(elves).power == 2 and game.chars(goblin).power == 1
    assert copy.chars(elves).power == 1 and copy.chars(goblin).power == 2
    assert game.to_json() == saved.to_json()
    again = Game.from_json(game.to_json())
    assert again.chars(elves).power == 2 and again.copy().chars(elves).power == 2


def test_color_choice_offers_the_five_colors() -> None:
    """105.4: one of the five colors, offered as ChooseColor; the mana ability then adds that
    color (607.2d)."""
    game = _enter("Sol Grail")
    assert list(game.legal_actions()) == [ChooseColor(c) for c in "WUBRG"]
    game.apply(ChooseColor("R"))
    grail = game.battlefield[-1]
    assert game.objects[grail].chosen == (("color", "R"),)
    assert "614.12a: player A chooses red (color) as Sol Grail enters" in [str(e) for e in game.log]


SHRINE = """
cards:
  - name: Grey Shrine Test
    manaCost: "{1}"
    type: Artifact
    text: "As this artifact enters, choose a color other than black.\\n{T}: Add one mana of the chosen color."
"""


def test_a_color_other_than_one_is_not_offered() -> None:
    """"Choose a color other than black": black is not offered."""
    game, _ = build_game(parse_scenario(POSITION.replace("CARD", "Grey Shrine Test") + SHRINE))
    (oid,) = game.players[0].graveyard
    game.move(oid, Zone.BATTLEFIELD)
    assert [a.color for a in game.legal_actions()] == ["W", "U", "R", "G"]


def test_reference_without_a_choice_is_refused() -> None:
    """607.2d: "the chosen type" of a card that chooses none refers to nothing: unsupported."""
    c = custom("Unlinked Test", "Creatures you control of the chosen type get +1/+1.",
               type_line="Enchantment", power=None, supported=False)
    assert "607.2d" in c.unsupported_reason
    c = custom("Wrong Kind Test", "As this enchantment enters, choose a color.\n"
                                  "Creatures you control of the chosen type get +1/+1.",
               type_line="Enchantment", power=None, supported=False)
    assert "creature type" in c.unsupported_reason


def test_look_back_trigger_with_a_chosen_type_is_refused() -> None:
    """603.10a: a dies trigger would need the choice of a source that may have left."""
    c = custom("Mourner Test", "As this creature enters, choose a creature type.\n"
                               "Whenever a creature of the chosen type dies, you gain 1 life.",
               supported=False)
    assert "603.10a" in c.unsupported_reason


def test_greedy_player_chooses_its_own_creatures_type() -> None:
    """The greedy AI picks the creature type most of its creatures have for an anthem, and its
    opponents' for a permanent that shrinks the chosen type."""
    from mtgrules.players.greedy import GreedyPlayer
    elves = POSITION.replace("CARD", "Rally the Ranks").replace("[Llanowar Elves, Raging Goblin]",
                                                               "[Llanowar Elves, Elvish Mystic, Raging Goblin]")
    game, _ = build_game(parse_scenario(elves))
    (oid,) = game.players[0].graveyard
    game.move(oid, Zone.BATTLEFIELD)
    assert GreedyPlayer().choose(game) in (ChooseValue("creature type", "Elf"),
                                          ChooseValue("creature type", "Druid"))
    plague = POSITION.replace("CARD", "Engineered Plague").replace(
        "expect: {}", "  B:\n    battlefield: [Goblin Piker]\nexpect: {}")
    game, _ = build_game(parse_scenario(plague))
    (oid,) = game.players[0].graveyard
    game.move(oid, Zone.BATTLEFIELD)
    assert GreedyPlayer().choose(game) in (ChooseValue("creature type", "Goblin"),
                                          ChooseValue("creature type", "Warrior"))
