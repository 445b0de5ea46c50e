"""Scry, surveil and search (rules 701.22, 701.25, 701.23), predefined tokens (111.10) and "it"
for the source of a triggered ability or the object just targeted: the compiled templates, the
decisions kept as data (copy and JSON in the middle of a scry or a search), and token JSON."""
from __future__ import annotations

import pytest

import mtgrules
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.cards.database import default_database
from mtgrules.players import RandomPlayer

DB = default_database()


def spell(text: str, type_line: str = "Sorcery"):
    return compile_card({"name": "Test Spell", "manaCost": "{1}", "type": type_line, "text": text})


def effects(text: str, type_line: str = "Sorcery") -> tuple:
    card = spell(text, type_line)
    assert card.unsupported is None, card.unsupported_reason
    return card.spell.modes[0].effects


def test_scry_and_surveil_compile() -> None:
    assert effects("Scry 2.") == (m.LookAtTop(m.You(), 2),)
    assert effects("Surveil 1, then draw a card.") == (m.LookAtTop(m.You(), 1, True), m.Draw(m.You(), 1))


@pytest.mark.parametrize("text, expected", [
    ("Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
     dict(count=1, basic=True, to="battlefield", tapped=True, types={"Land"})),
    ("Search your library for a card, put that card into your hand, then shuffle.",
     dict(count=1, filter=None, to="hand")),
    ("Search your library for up to two basic land cards, reveal them, put them into your hand, "
     "then shuffle.", dict(count=2, up_to=True, reveal=True, basic=True, to="hand")),
    ("Search your library for a Forest or Plains card, put it onto the battlefield, then shuffle.",
     dict(subtypes={"Forest", "Plains"}, to="battlefield", tapped=False)),
    ("Search your library for a card, then shuffle and put that card on top.", dict(to="top")),
    ("Search your library for a card named Test Spell, reveal it, put it into your hand, then "
     "shuffle.", dict(named_self=True, reveal=True)),
])
def test_search_compiles(text: str, expected: dict) -> None:
    (search,) = effects(text)
    assert type(search) is m.Search
    for key, value in expected.items():
        if key == "types":
            assert search.filter.types == frozenset(value)
        elif key == "subtypes":
            assert search.filter.subtypes == frozenset(value)
        else:
            assert getattr(search, key) == value, key


@pytest.mark.parametrize("text", [
    "Search your library for up to two basic land cards, reveal those cards, put one onto the "
    "battlefield tapped and the other into your hand, then shuffle.",
])
def test_unknown_searches_are_unsupported(text: str) -> None:
    assert spell(text).unsupported is not None


def test_predefined_tokens_have_their_abilities() -> None:
    from mtgrules.cards.tokens import token_card
    (create,) = effects("Create two Treasure tokens.")
    assert create.count == 2
    treasure = token_card(create.token)
    assert treasure.name == "Treasure Token" and treasure.types == {"Artifact"}
    (ability,) = treasure.abilities
    assert ability.is_mana and ability.cost.tap and ability.cost.sacrifice_self
    (clue,) = effects("Investigate.")
    (draw,) = token_card(clue.token).abilities
    assert draw.cost.sacrifice_self and not draw.cost.tap and draw.mode.effects == (m.Draw(m.You(), 1),)
    assert effects("Investigate twice.")[0].count == 2


def test_it_is_the_source_of_a_trigger_naming_it() -> None:
    card = compile_card({"name": "Test Imp", "manaCost": "{2}{R}", "type": "Creature — Imp",
                         "power": "1", "toughness": "1",
                         "text": "When this creature enters, it deals 2 damage to any target.\n"
                                 "Whenever this creature attacks, it gets +1/+0 until end of turn."})
    assert card.unsupported is None
    enters, attacks = card.abilities
    assert type(enters.mode.effects[0]) is m.DealDamage and enters.mode.targets
    assert attacks.mode.effects == (m.ModifyPT(m.This(), 1, 0),)


def test_it_is_the_previous_target_or_not_understood() -> None:
    assert effects("Put a +1/+1 counter on target creature. It gains flying until end of turn.",
                   "Instant")[1].what == m.TargetRef(0)
    assert spell("Draw a card. It gains flying until end of turn.").unsupported is not None
    assert spell("Target player draws a card. It gains flying until end of turn.").unsupported is not None


def play_until(deck: list[str], kind: str, seed: int = 1):
    game = mtgrules.new_game([deck, deck], seed=seed)
    players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
    for _ in range(20_000):
        if game.is_over:
            break
        if game.pending is not None and game.pending.kind == kind:
            return game
        game.apply(players[game.actor].choose(game))
    pytest.skip(f"no {kind} decision came up")


@pytest.mark.parametrize("deck, kind", [
    (["Preordain"] * 20 + ["Island"] * 20, "look_place"),
    (["Preordain"] * 20 + ["Island"] * 20, "look_order"),
    (["Consider"] * 20 + ["Island"] * 20, "look_place"),
    (["Rampant Growth"] * 20 + ["Forest"] * 20, "search"),
    (["Demonic Tutor"] * 20 + ["Swamp"] * 20, "search"),
])
def test_library_decisions_are_data(deck: list[str], kind: str) -> None:
    game = play_until(deck, kind)
    text = game.to_json()
    loaded = mtgrules.Game.from_json(text)
    assert loaded.to_json() == text
    assert [str(x) for x in loaded.legal_actions()] == [str(x) for x in game.legal_actions()]
    clone = game.copy()
    for g in (game, clone, loaded):
        g.apply(g.legal_actions()[-1])
    assert clone.to_json() == game.to_json() == loaded.to_json()


def test_scry_log_hides_the_cards() -> None:
    game = play_until(["Preordain"] * 20 + ["Island"] * 20, "look_place")
    players = [RandomPlayer(3), RandomPlayer(4)]
    while game.resolving is not None and not game.is_over:
        game.apply(players[game.actor].choose(game))
    scry = [e.text for e in game.log if e.rule == "701.22a"]
    assert scry and "Island" not in scry[-1] and "Preordain" not in scry[-1]


def test_a_game_with_tokens_saves_and_loads() -> None:
    deck = ["Thraben Inspector", "Wily Goblin", "Bake into a Pie"] * 7 + ["Plains", "Mountain", "Swamp"] * 7
    game = mtgrules.new_game([deck, deck], seed=2)
    players = [RandomPlayer(5), RandomPlayer(6)]
    while not game.is_over and not any(getattr(game.objects[o].card, "token", None) for o in game.battlefield):
        game.apply(players[game.actor].choose(game))
    text = game.to_json()
    assert mtgrules.Game.from_json(text).to_json() == text


def test_it_is_the_sacrificed_source_of_an_activated_ability() -> None:
    fanatic = DB.get("Mogg Fanatic")
    assert fanatic.unsupported is None
    (ability,) = fanatic.abilities
    assert ability.cost.sacrifice_self and type(ability.mode.effects[0]) is m.DealDamage
    other = compile_card({"name": "Test Rod", "manaCost": "{1}", "type": "Artifact",
                          "text": "{T}: It deals 1 damage to any target."})
    assert other.unsupported is not None  # "it" without a sacrifice cost is not read as the source
