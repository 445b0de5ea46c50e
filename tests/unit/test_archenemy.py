"""The Archenemy variant (rule 904) and scheme cards (314): setup (904.3-904.6, 904.12), setting
a scheme in motion as the archenemy's precombat main phase begins (904.9, 701.32), face-up
schemes functioning from the command zone (904.8), non-ongoing schemes going back to the bottom
of the scheme deck (904.10), and the state carried by copy() and to_json()."""
from __future__ import annotations

import pytest

import mtgrules
from mtgrules.actions import PassPriority
from mtgrules.cards.database import default_database
from mtgrules.engine import archenemy
from mtgrules.engine.game import Game

from positions import keep_opening_hands, to_main

SCHEMES = ["Look Skyward and Despair", "Roots of All Evil", "The Iron Guardian Stirs",
           "Delight in the Hunt", "Evil Comes to Fruition", "Kneel Before My Legions",
           "This World Belongs to Me", "Tooth, Claw, and Tail", "Pay Tribute to Me",
           "There Is No Refuge"] * 2


def _game(seed: int = 3, schemes=(SCHEMES, None), players: int = 2) -> Game:
    game = mtgrules.new_game([["Forest"] * 40] * players, seed=seed, starting_player=1,
                             scheme_decks=list(schemes))
    return keep_opening_hands(game)


def test_scheme_cards_compile_with_their_trigger_event():
    """904.9: "When you set this scheme in motion" ("this scheme" names the card, 314.7);
    701.33: "abandon this scheme"."""
    db = default_database()
    card = db.get("Look Skyward and Despair")
    assert card.unsupported is None, card.unsupported_reason
    assert card.abilities[0].event == "set_in_motion_self"
    shake = db.get("The Very Soil Shall Shake")
    assert shake.unsupported is None, shake.unsupported_reason
    assert type(shake.abilities[-1].mode.effects[0]) is mtgrules.ir.Abandon


def test_schemes_with_abilities_not_applied_from_the_command_zone_stay_refused():
    """314.4: the card is refused naming the line, not played without it."""
    card = default_database().get("I Am Untouchable")
    assert card.unsupported is not None


def test_the_archenemy_starts_with_40_life_and_takes_the_first_turn():
    """904.5, 904.6: rather than the player chosen to start."""
    game = _game()
    assert game.starting_player == 0 and game.active == 0
    assert [p.life for p in game.players] == [40, 20]
    assert len(archenemy.scheme_deck(game, 0)) == 20 and not archenemy.is_archenemy(game, 1)


def test_scheme_decks_are_checked():
    """904.3: at least twenty scheme cards, no more than two of a name; 314.2: none in a
    library; 904.2: two players with one archenemy, or every player one (904.12)."""
    decks = [["Forest"] * 40, ["Swamp"] * 40]
    with pytest.raises(ValueError, match="904.3"):
        mtgrules.new_game(decks, scheme_decks=[SCHEMES[:19], None])
    with pytest.raises(ValueError, match="904.3"):
        mtgrules.new_game(decks, scheme_decks=[SCHEMES[:1] * 3 + SCHEMES[3:], None])
    with pytest.raises(ValueError, match="314.2"):
        mtgrules.new_game([["Forest"] * 39 + ["Roots of All Evil"], ["Swamp"] * 40],
                          scheme_decks=[SCHEMES, None])
    with pytest.raises(ValueError, match="904.2"):
        mtgrules.new_game(decks * 2, scheme_decks=[SCHEMES, None, None, None])


def test_the_top_scheme_is_set_in_motion_and_then_goes_to_the_bottom():
    """904.9: immediately after the archenemy's precombat main phase begins; 904.10: once no
    ability of a scheme waits or is on the stack, the non-ongoing scheme goes to the bottom."""
    game = _game()
    top = archenemy.scheme_deck(game, 0)[0]
    to_main(game)
    assert game.turn == 1 and game.active == 0
    assert archenemy.face_up(game) == () and archenemy.scheme_deck(game, 0)[-1] == top
    assert any(e.rule == "701.32b" for e in game.log) and any(e.rule == "904.10" for e in game.log)
    assert game.battlefield  # its ability made at least one token


def test_only_the_archenemy_sets_schemes_in_motion():
    game = _game()
    to_main(game)
    while game.active == 0:
        game.apply(PassPriority() if game.pending.kind == "priority" else game.legal_actions()[0])
    to_main(game)
    assert game.active == 1 and sum(e.rule == "701.32b" for e in game.log) == 1


def test_supervillain_rumble_gives_every_player_a_scheme_deck():
    """904.12: a free-for-all, each player an archenemy; the starting player as chosen."""
    game = _game(schemes=(SCHEMES, SCHEMES, SCHEMES), players=3)
    assert game.starting_player == 1
    assert [p.life for p in game.players] == [40, 40, 40]
    to_main(game)
    assert len(archenemy.scheme_deck(game, 1)) == 20 and any(e.rule == "701.32b" for e in game.log)


def test_copy_and_json_carry_the_scheme_decks_and_the_face_up_schemes():
    game = _game(schemes=(["The Very Soil Shall Shake"] + SCHEMES[:19], None))
    game.marks[archenemy.DECK + "0"] = tuple(sorted(archenemy.scheme_deck(game, 0),
                                                    key=lambda o: game.objects[o].card.name != "The Very Soil Shall Shake"))
    to_main(game)
    ongoing = archenemy.face_up(game)
    assert len(ongoing) == 1 and game.objects[ongoing[0]].card.name == "The Very Soil Shall Shake"
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert archenemy.face_up(other) == ongoing
        assert archenemy.scheme_deck(other, 0) == archenemy.scheme_deck(game, 0)
        archenemy.abandon(other, ongoing[0])  # 701.33b
        assert archenemy.face_up(other) == () and archenemy.scheme_deck(other, 0)[-1] == ongoing[0]
    assert archenemy.face_up(game) == ongoing  # the original is unchanged


def test_choosing_others_hurts_each_other_opponent_but_the_chooser():
    """608.2d, 102.2: in Supervillain Rumble, "each of your other opponents" is each opponent of
    the archenemy but the one who chose (The Fate of the Flammable)."""
    from mtgrules.actions import ChooseValue
    deck = ["The Fate of the Flammable"] + SCHEMES[:19]
    game = _game(schemes=(SCHEMES, deck, SCHEMES), players=3)
    game.marks[archenemy.DECK + "1"] = tuple(sorted(archenemy.scheme_deck(game, 1),
                                                    key=lambda o: game.objects[o].card.name != deck[0]))
    asked = []
    while not any(e.rule == "904.10" for e in game.log):
        kind = game.pending.kind
        if kind == "self_or_others":
            asked.append(game.pending.player)
            game.apply(ChooseValue("self or others", "others"))
        elif kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    target = asked[0]
    other = ({0, 2} - {target}).pop()
    assert target in (0, 2)
    assert game.players[target].life == 40 and game.players[other].life == 37
    assert game.players[1].life == 40


def test_copy_and_json_carry_a_rule_about_a_player_given_until_their_next_turn():
    """611.2a, 402.2: Your Puny Minds Cannot Fathom's "no maximum hand size until your next
    turn" is kept with the game and ends as its controller's next turn begins."""
    from mtgrules.engine import player_rules
    game = _game(schemes=(["Your Puny Minds Cannot Fathom"] + SCHEMES[:19], None))
    game.marks[archenemy.DECK + "0"] = tuple(sorted(archenemy.scheme_deck(game, 0),
                                                    key=lambda o: game.objects[o].card.name != "Your Puny Minds Cannot Fathom"))
    to_main(game)
    assert player_rules.has_rule(game, 0, "no_max_hand_size")
    assert not player_rules.has_rule(game, 1, "no_max_hand_size")
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert player_rules.has_rule(other, 0, "no_max_hand_size")
        while other.active == 0:
            other.apply(PassPriority() if other.pending.kind == "priority" else other.legal_actions()[0])
        assert player_rules.has_rule(other, 0, "no_max_hand_size")  # through the opponent's turn
        while other.active == 1:
            other.apply(PassPriority() if other.pending.kind == "priority" else other.legal_actions()[0])
        assert not player_rules.has_rule(other, 0, "no_max_hand_size")
    assert player_rules.has_rule(game, 0, "no_max_hand_size")  # the original is unchanged


def _rumble_with_top(deck_top: str, seat: int = 1) -> Game:
    """A Supervillain Rumble of three (904.12) whose starting player ``seat`` has ``deck_top``
    on top of their scheme deck."""
    deck = [deck_top] + SCHEMES[:19]
    decks = [SCHEMES] * 3
    decks[seat] = deck
    game = _game(schemes=tuple(decks), players=3)
    key = archenemy.DECK + str(seat)
    game.marks[key] = tuple(sorted(archenemy.scheme_deck(game, seat),
                                   key=lambda o: game.objects[o].card.name != deck_top))
    return game


def _until_turned_down(game: Game, answer) -> list:
    """Play until a non-ongoing scheme goes back to the bottom (904.10), answering each
    "choose_opponent" decision with ``answer(options)``; the options offered each time."""
    offered = []
    while not any(e.rule == "904.10" for e in game.log):
        kind = game.pending.kind
        if kind == "choose_opponent":
            options = game.legal_actions()
            offered.append([o.object for o in options])
            game.apply(answer(options))
        elif kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    return offered


def test_an_opponent_with_the_highest_life_total_is_chosen_among_those_tied():
    """608.2d, 119.1: The Mighty Will Fall offers only the opponents whose life total is the
    greatest among the archenemy's opponents; the one chosen loses 7 life."""
    game = _rumble_with_top("The Mighty Will Fall")
    game.players[2].life = 45
    game.players[0].life = 45
    offered = _until_turned_down(game, lambda options: next(o for o in options if o.object == -1))
    assert sorted(offered[0]) == [-3, -1] and len(offered) == 1  # seats 0 and 2 (player refs)
    assert [p.life for p in game.players] == [38, 40, 45]


def test_a_single_opponent_with_the_highest_life_total_is_chosen_without_asking():
    game = _rumble_with_top("The Mighty Will Fall")
    game.players[0].life = 41
    offered = _until_turned_down(game, lambda options: options[0])
    assert offered == []
    assert [p.life for p in game.players] == [34, 40, 40]
    assert any(e.rule == "608.2d" and "chooses player" in e.text for e in game.log)


def test_each_opponents_life_total_becomes_the_lowest_among_them():
    """119.5, 608.2h: Mortal Flesh Is Weak in a Supervillain Rumble - the lowest life total
    among the archenemy's opponents, determined once; each opponent loses the difference."""
    game = _rumble_with_top("Mortal Flesh Is Weak")
    game.players[0].life = 25
    game.players[1].life = 12  # the archenemy's own life total is not among its opponents'
    _until_turned_down(game, lambda options: options[0])
    assert [p.life for p in game.players] == [25, 12, 25]
    assert any(e.rule == "119.5" and "player C's life total becomes 25" in e.text for e in game.log)


def test_the_archenemy_starting_life_total_is_40_and_copies_keep_it():
    """103.4, 904.5: conditions on a starting life total read 40 for the archenemy, 20 for the
    others, also in a copy and a saved game."""
    from mtgrules.engine.starting_life import starting_life
    game = _game()
    for other in (game, game.copy(), Game.from_json(game.to_json())):
        assert [starting_life(other, seat) for seat in (0, 1)] == [40, 20]


def test_damage_to_each_opponent_counts_each_ones_hand():
    """608.2h: Know Naught but Fire deals each opponent damage equal to the number of cards in
    that player's own hand, each amount determined before any damage is dealt."""
    from mtgrules.engine.objects import Zone
    game = _rumble_with_top("Know Naught but Fire")
    for oid in game.players[2].hand[:4]:  # player C keeps three cards
        game.move(oid, Zone.LIBRARY)
    sizes = {seat: len(game.players[seat].hand) for seat in (0, 2)}
    assert sizes[0] != sizes[2]
    _until_turned_down(game, lambda options: options[0])
    assert game.players[0].life == 40 - sizes[0] and game.players[2].life == 40 - sizes[2]
    assert game.players[1].life == 40
