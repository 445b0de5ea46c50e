"""The top cards of a library looked at or revealed and sorted (rules 701.20a, 701.20e, 401.4):
what the grammar reads from each form, what it refuses, and the decisions kept as data (copy and
JSON in the middle of choosing)."""
from __future__ import annotations

import pytest

import mtgrules
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.players import RandomPlayer

CREATURE_CARD = m.Filter(types=frozenset({"Creature"}), zone="library")


def effects(text: str) -> tuple:
    cost = "{X}" if " X " in text else "{1}"  # an X the effect uses comes from the cost (107.3a)
    card = compile_card({"name": "Test Spell", "manaCost": cost, "type": "Sorcery", "text": text})
    assert card.unsupported is None, card.unsupported_reason
    return card.spell.modes[0].effects


@pytest.mark.parametrize("text, expected", [
    ("Look at the top four cards of your library. Put one of them into your hand and the rest on "
     "the bottom of your library in any order.", m.TakeFromTop(m.You(), 4, 1, rest="bottom")),
    ("Look at the top two cards of your library. Put one of them into your hand and the other "
     "into your graveyard.", m.TakeFromTop(m.You(), 2, 1, rest="graveyard")),
    ("Look at the top five cards of your library. You may reveal a creature card from among them "
     "and put it into your hand. Put the rest on the bottom of your library in a random order.",
     m.TakeFromTop(m.You(), 5, 1, True, CREATURE_CARD, True, rest="bottom random")),
    ("Look at the top six cards of your library. You may put a creature card from among them "
     "onto the battlefield tapped. Put the rest on the bottom of your library in any order.",
     m.TakeFromTop(m.You(), 6, 1, True, CREATURE_CARD, to="battlefield", tapped=True, rest="bottom")),
    ("Look at the top X cards of your library. Put up to two of them into your hand and the rest "
     "into your graveyard.", m.TakeFromTop(m.You(), "X", 2, True, rest="graveyard")),
    ("Reveal the top four cards of your library. Put all creature cards revealed this way into "
     "your hand and the rest into your graveyard.",
     m.TakeFromTop(m.You(), 4, None, False, CREATURE_CARD, rest="graveyard", revealed=True)),
    ("Look at the top three cards of your library, then put them back in any order.",
     m.TakeFromTop(m.You(), 3, 0, rest="top")),
    ("Reveal the top card of your library. If it's a creature card, put it into your hand. "
     "Otherwise, put it into your graveyard.",
     m.TakeFromTop(m.You(), 1, 1, False, CREATURE_CARD, rest="graveyard", revealed=True)),
    ("Reveal cards from the top of your library until you reveal a creature card. Put that card "
     "into your hand and the rest on the bottom of your library in a random order.",
     m.RevealUntil(CREATURE_CARD, rest="bottom random")),
])
def test_forms_compile(text: str, expected) -> None:
    assert effects(text)[0] == expected


def test_following_sentences_are_read_on() -> None:
    found = effects("Look at the top three cards of your library, then put them back in any "
                    "order. You may shuffle. Draw a card.")
    assert found[1] == m.May((m.Shuffle(m.You()),), "shuffle") and found[2] == m.Draw(m.You(), 1)


@pytest.mark.parametrize("text", [
    # a card type and a description of its own for each card: not in the model
    "Look at the top four cards of your library. You may reveal a Warrior card and/or an "
    "Equipment card from among them and put them into your hand. Put the rest on the bottom of "
    "your library in a random order.",
    # another player's cards into your hand
    "Look at the top three cards of target player's library. Put one of them into your hand and "
    "the rest into your graveyard.",
    "Look at the top four cards of your library. Exile one of them face down.",
])
def test_other_forms_are_refused(text: str) -> None:
    card = compile_card({"name": "Test Spell", "manaCost": "{1}", "type": "Sorcery", "text": text})
    assert card.unsupported is not None


@pytest.mark.parametrize("deck, kind", [
    (["Impulse"] * 20 + ["Island"] * 20, "top_take"),
    (["Impulse"] * 20 + ["Island"] * 20, "top_order"),
    (["Commune with Nature", "Grizzly Bears"] * 10 + ["Forest"] * 20, "top_take"),
])
def test_decisions_are_data(deck: list[str], kind: str) -> None:
    game = mtgrules.new_game([deck, deck], seed=3)
    players = [RandomPlayer(3), RandomPlayer(4)]
    for _ in range(20_000):
        if game.is_over:
            pytest.skip(f"no {kind} decision came up")
        if game.pending is not None and game.pending.kind == kind:
            break
        game.apply(players[game.actor].choose(game))
    text = game.to_json()
    assert mtgrules.Game.from_json(text).to_json() == text
    copy = game.copy()
    action = game.legal_actions()[-1]
    game.apply(action)
    copy.apply(action)
    assert copy.to_json() == game.to_json()


def test_where_x_is_counts_as_it_resolves() -> None:
    (take,) = effects("Look at the top X cards of your library, where X is the number of lands "
                      "you control. Put one of them into your hand and the rest into your graveyard.")
    assert type(take.count) is m.CountOf and take.rest == "graveyard"


@pytest.mark.parametrize("text, expected", [
    ("Return target creature card from your graveyard to the battlefield tapped.",
     m.PutOntoBattlefield(m.TargetRef(0), False, True)),
    ("Put target creature card from a graveyard onto the battlefield under your control.",
     m.PutOntoBattlefield(m.TargetRef(0), True, False)),
    ("Put target creature on top of its owner's library.", m.PutInLibrary(m.TargetRef(0))),
    ("Put target card from your graveyard on the bottom of your library.",
     m.PutInLibrary(m.TargetRef(0), True)),
])
def test_moves_compile(text: str, expected) -> None:
    assert effects(text) == (expected,)


@pytest.mark.parametrize("text", [
    # several cards put into a library at once are ordered by their owner (401.4): not read
    "Put up to two target creature cards from your graveyard on top of your library.",
    # a permanent can't be "returned to the battlefield" from the battlefield
    "Return target creature to the battlefield.",
    # "your library" is only for cards of your own
    "Put target creature on top of your library.",
])
def test_moves_refused(text: str) -> None:
    card = compile_card({"name": "Test Spell", "manaCost": "{1}", "type": "Sorcery", "text": text})
    assert card.unsupported is not None


def test_search_for_a_named_card_compiles() -> None:
    text = ("You may search your library and/or graveyard for a card named Ajani, Inspiring "
            "Leader, reveal it, and put it into your hand. If you search your library this way, "
            "shuffle.")
    (may,) = effects(text)
    assert may.effects == (m.SearchNamed("ajani, inspiring leader"),)
    # without the sentence about shuffling it is not this search
    card = compile_card({"name": "Test Spell", "manaCost": "{1}", "type": "Sorcery",
                         "text": text.split(" If you")[0]})
    assert card.unsupported is not None


def test_search_for_a_named_card_is_data() -> None:
    deck = ["Goldmane Griffin", "Ajani, Inspiring Leader"] * 10 + ["Plains"] * 20
    game = mtgrules.new_game([deck, deck], seed=5)
    players = [RandomPlayer(5), RandomPlayer(6)]
    for _ in range(20_000):
        if game.is_over:
            pytest.skip("no search came up")
        if game.pending is not None and game.pending.kind in ("named_zones", "named_find"):
            break
        game.apply(players[game.actor].choose(game))
    text = game.to_json()
    assert mtgrules.Game.from_json(text).to_json() == text


def test_a_look_alone() -> None:
    (look,) = effects("Look at the top card of target player's library.")
    assert look == m.TakeFromTop(m.TargetRef(0), 1, 0)
