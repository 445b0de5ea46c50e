"""The Vanguard variant (rule 902): vanguard cards read with their modifiers, put into the
command zone by ``new_game(..., vanguards=...)``, setting starting life and hand size, their
abilities working from there; carried by copy() and to_json()."""
from __future__ import annotations

import pytest

from mtgrules import new_game
from mtgrules.actions import Mulligan
from mtgrules.cards.compiler import compile_card
from mtgrules.engine.command_zone import hand_size
from mtgrules.engine.game import Game

DECKS = [["Forest"] * 40, ["Swamp"] * 40]


def _vanguard(text: str, **modifiers) -> dict:
    return {"name": "Test Avatar", "type": "Vanguard", "layout": "vanguard", "text": text, **modifiers}


def test_modifiers_come_from_the_card_data_and_a_card_without_them_is_refused():
    """902.4, 902.5: the ``life`` and ``hand`` fields; without them the card can't be played."""
    card = compile_card(_vanguard("Creatures you control get +1/+0.", life="-3", hand="+2"))
    assert card.unsupported is None, card.unsupported_reason
    assert (card.vanguard.life, card.vanguard.hand) == (-3, 2)
    card = compile_card(_vanguard("Creatures you control get +1/+0."))
    assert card.unsupported == "life modifier: None" and "902.4" in card.unsupported_reason


def test_activated_abilities_function_from_the_command_zone_and_other_statics_are_refused():
    """902.7, 113.6b: an activated ability is marked as working from the command zone; a static
    ability the engine doesn't apply from there leaves the card unsupported, naming the line."""
    card = compile_card(_vanguard("{3}: You gain 1 life.", life="+0", hand="+0"))
    assert card.abilities[0].zone == "command"
    line = "Each creature you control enters with an additional +1/+1 counter on it."
    card = compile_card(_vanguard(line, life="+0", hand="+0"))
    assert card.unsupported == line and "902.7" in card.unsupported_reason


def test_keywords_given_to_spells_and_cards_function_from_the_command_zone():
    """113.6p, 613.1f: "Instant and sorcery spells have rebound." and "Each creature card in
    your hand has cycling {2}." apply from the command zone."""
    for line in ("Instant and sorcery spells have rebound.", "Each creature card in your hand has cycling {2}."):
        card = compile_card(_vanguard(line, life="+0", hand="+0"))
        assert card.unsupported is None, card.unsupported_reason


def test_statics_changing_costs_and_player_rules_function_from_the_command_zone():
    """902.7, 601.2f, 305.2, 402.2: "spells you cast cost {1} less", an additional land play
    and no maximum hand size are applied from the command zone, so such a card is supported."""
    for text in ("Spells you cast cost {1} less to cast.",
                 "You may play an additional land on each of your turns.",
                 "You have no maximum hand size."):
        card = compile_card(_vanguard(text, life="+0", hand="+0"))
        assert card.unsupported is None, (text, card.unsupported_reason)


def test_new_game_starts_with_the_modified_life_and_hand_size():
    """902.3-902.5: each vanguard face up in its owner's command zone; Urza (life +10, hand -1)
    and Maraxus (life +2, hand +1)."""
    game = new_game(DECKS, seed=3, vanguards=["Urza", "Maraxus"])
    a, b = game.players
    assert (a.life, b.life) == (30, 22)
    assert (len(a.hand), len(b.hand)) == (6, 8)
    assert [game.objects[o].card.name for o in a.command] == ["Urza"]
    assert game.objects[a.command[0]].owner == 0  # 902.6
    assert (hand_size(game, 0), hand_size(game, 1)) == (6, 8)


def test_a_mulligan_draws_the_starting_hand_size_again():
    """902.5a: after a mulligan the player draws a new hand of their starting hand size."""
    game = new_game(DECKS, seed=3, vanguards=[None, "Maraxus"])
    game.apply(Mulligan(True))
    game.apply(Mulligan(False))
    game.apply(Mulligan(True))
    assert len(game.players[1].hand) == 8


def test_vanguards_are_kept_by_copies_and_saved_games():
    game = new_game(DECKS, seed=3, vanguards=["Urza", None])
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert [other.objects[o].card.vanguard for o in other.players[0].command] == \
            [game.objects[game.players[0].command[0]].card.vanguard]
        assert other.players[0].life == 30 and hand_size(other, 0) == 6


def test_a_vanguard_card_is_never_in_a_deck_and_only_vanguards_are_given():
    """902.3: given beside the deck, one per player."""
    with pytest.raises(ValueError, match="902.3"):
        new_game([["Forest"] * 39 + ["Urza"], ["Swamp"] * 40])
    with pytest.raises(ValueError, match="902.3"):
        new_game(DECKS, vanguards=["Grizzly Bears", None])
    with pytest.raises(ValueError, match="one vanguard"):
        new_game(DECKS, vanguards=["Urza"])
