"""Stickers (rule 123), ticket counters (122.1, 107.17) and sticker kicker (702.33h): the sheets
read from the card data, the sheets a game is played with, the choice offered in
legal_actions() while the spell is cast, and the state a copy and a saved game carry."""
from __future__ import annotations

import pytest

import mtgrules
from mtgrules import IllegalAction
from mtgrules.cards.keyword_syntax import optional_costs, parse_keyword_line
from mtgrules.cards.stickers import NotASheet, sticker_sheet
from mtgrules.engine import actions as a
from mtgrules.engine import stickers

from inline_cards import custom
from test_kicker import begin, position
from positions import apply_built


def test_a_sheet_has_name_ability_and_power_toughness_stickers() -> None:
    sheet = sticker_sheet("Contortionist Otter Storm")
    assert [(s.kind, s.text, s.tickets) for s in sheet] == [
        ("name", "Contortionist", 0), ("name", "Otter", 0), ("name", "Storm", 0),
        ("ability", "{T}: Target creature gains haste until end of turn.", 2),
        ("ability", "Deathtouch, lifelink", 4), ("pt", "5/1", 2), ("pt", "3/5", 3)]
    assert [k.name for k in sheet[4].keywords] == ["deathtouch", "lifelink"]
    assert (sheet[5].power, sheet[5].toughness) == (5, 1)
    unread = sticker_sheet("Eldrazi Guacamole Tightrope")[4]
    assert unread.text.startswith("You may cast this card from your graveyard by paying 2 life") \
        and unread.unsupported  # not offered: not read
    with pytest.raises(NotASheet):
        sticker_sheet("Grizzly Bears")


def test_sticker_kicker_line() -> None:
    (inst,) = parse_keyword_line("Sticker kicker {1} (You may pay an additional {1} ...)")
    assert str(inst) == "Sticker kicker {1}"
    bear = custom("Sticky Bear", "Sticker kicker {1}")
    (cost,) = optional_costs(bear)
    assert cost.kicks and cost.sticker and str(cost.cost) == "{1}"


def test_new_game_takes_each_players_sheets() -> None:
    deck = ["Forest"] * 40
    game = mtgrules.new_game([deck, deck], stickers=[["contortionist otter storm"], []])
    assert game.players[0].sticker_sheets == ("Contortionist Otter Storm",)
    assert mtgrules.Game.from_json(game.to_json()).players[0].sticker_sheets == ("Contortionist Otter Storm",)
    with pytest.raises(ValueError, match="123.2a"):
        mtgrules.new_game([deck, deck], stickers=[["Contortionist Otter Storm"] * 2, []])
    with pytest.raises(ValueError, match="not a sticker sheet"):
        mtgrules.new_game([deck, deck], stickers=[["Forest"], []])


def test_the_sticker_is_chosen_through_legal_actions() -> None:
    custom("Sticky Bear", "Sticker kicker {1}")
    g, oid = position(["Forest"] * 3, "Sticky Bear")
    g.players[0].sticker_sheets = ("Contortionist Otter Storm",)
    g.players[0].tickets = 1
    begin(g, oid)
    apply_built(g, a.ChooseYesNo(True))
    assert g.pending.kind == "sticker"
    offered = {(x.sheet, x.index) for x in g.legal_actions() if isinstance(x, a.ChooseSticker)}
    # 123.3c: with the ticket counter the cost gives, 2 tickets: names (0), haste (2), 5/1 (2)
    assert offered == {(0, 0), (0, 1), (0, 2), (0, 3), (0, 5)}
    assert a.ChooseYesNo(False) in g.legal_actions()
    before = g.to_json()
    with pytest.raises(IllegalAction, match="123.3"):
        apply_built(g, a.ChooseSticker(0, 6))  # 3/5 costs 3 tickets
    assert g.to_json() == before
    copy = g.copy()
    again = mtgrules.Game.from_json(before)
    apply_built(g, a.ChooseSticker(0, 5, "5/1"))
    while g.pending.kind != "priority":
        g.apply(g.legal_actions()[0])
    spell = g.objects[g.stack[-1]]
    assert [e[:2] for e in spell.stickers] == [(0, 5)] and g.players[0].tickets == 0
    assert copy.pending.kind == "sticker" and again.pending.kind == "sticker"
    assert copy.players[0].tickets == 1 and not copy.objects[copy.casting.item].stickers


def test_name_sticker_position_and_name() -> None:
    """123.6b-c: the word goes after the chosen number of words, or at the end if fewer."""
    custom("Sticky Bear", "Sticker kicker {1}")
    g, oid = position(["Forest"] * 3, "Sticky Bear")
    g.players[0].sticker_sheets = ("Contortionist Otter Storm",)
    begin(g, oid)
    apply_built(g, a.ChooseYesNo(True))
    apply_built(g, a.ChooseSticker(0, 1, "Otter"))
    assert g.pending.kind == "sticker_position"
    assert list(g.legal_actions()) == [a.ChooseX(0), a.ChooseX(1), a.ChooseX(2)]
    apply_built(g, a.ChooseX(1))
    while g.pending.kind != "priority":
        g.apply(g.legal_actions()[0])
    spell = g.stack[-1]
    assert g.name(spell) == "Sticky Otter Bear"
    assert stickers.in_use(g, 0) == {(0, 1)}
    assert stickers.options(g, 1, spell) == []  # 123.3b: not on an object they don't own


def test_greedy_player_takes_the_costliest_sticker_it_can_pay() -> None:
    from mtgrules.players import GreedyPlayer
    custom("Sticky Bear", "Sticker kicker {1}")
    g, oid = position(["Forest"] * 3, "Sticky Bear")
    g.players[0].sticker_sheets = ("Contortionist Otter Storm",)
    g.players[0].tickets = 1
    begin(g, oid)
    apply_built(g, a.ChooseYesNo(True))
    choice = GreedyPlayer().choose(g)
    assert isinstance(choice, a.ChooseSticker) and choice.index in (3, 5)  # 2 tickets each
