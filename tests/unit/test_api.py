"""The public API (issue: decisions as data): new_game, actor, legal_actions, apply, copy,
to_json/from_json, log, IllegalAction."""
from __future__ import annotations

import re

import pytest

import mtgrules
from mtgrules import IllegalAction, UnknownCard, UnsupportedCard
from mtgrules.decks import load_deck
from mtgrules.engine import actions as a
from mtgrules.players import RandomPlayer


def mid_game(seed: int = 3, turn: int = 7):
    game = mtgrules.new_game([load_deck("green"), load_deck("black")], seed=seed)
    players = [RandomPlayer(1), RandomPlayer(2)]
    while game.turn < turn and not game.is_over:
        game.apply(players[game.actor].choose(game))
    return game


def finish(game, seed: int):
    players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
    while not game.is_over:
        game.apply(players[game.actor].choose(game))
    return game.winner, game.turn, [str(e) for e in game.log]


def test_new_game_starts_with_the_starting_players_mulligan() -> None:
    game = mtgrules.new_game([["Forest"] * 40, ["Swamp"] * 40], seed=1, starting_player=1)
    assert game.actor == 1
    assert [str(x) for x in game.legal_actions()] == ["keep hand", "mulligan"]
    assert all(len(p.hand) == 7 for p in game.players)
    assert not game.is_over and game.winner is None


def test_unknown_and_unsupported_cards_are_refused() -> None:
    with pytest.raises(UnknownCard, match="Grizzly Bears"):
        mtgrules.new_game([["Grizly Bears"] * 40, ["Swamp"] * 40])
    with pytest.raises(UnsupportedCard, match="Shahrazad"):
        mtgrules.new_game([["Shahrazad"] * 40, ["Swamp"] * 40])


def test_copy_round_trips_and_is_independent() -> None:
    game = mid_game()
    before = game.to_json()
    clone = game.copy()
    assert [str(x) for x in clone.legal_actions()] == [str(x) for x in game.legal_actions()]
    finish(clone, 11)
    assert game.to_json() == before, "playing on a copy changed the original"
    assert finish(game.copy(), 5) == finish(game.copy(), 5)


def test_copy_during_the_mulligans_is_independent() -> None:  # rule 103.5
    game = mtgrules.new_game([load_deck("green"), load_deck("black")], seed=2)
    before = game.to_json()
    clone = game.copy()
    clone.apply(a.Mulligan(True))
    assert game.to_json() == before, "a mulligan decision on a copy changed the original"
    game.apply(a.Mulligan(True))
    assert game.to_json() == clone.to_json()


def test_json_round_trip_gives_the_same_game() -> None:
    game = mid_game()
    text = game.to_json()
    loaded = mtgrules.Game.from_json(text)
    assert loaded.to_json() == text
    assert [str(x) for x in loaded.legal_actions()] == [str(x) for x in game.legal_actions()]
    assert finish(loaded, 5) == finish(game, 5)


def test_json_saves_sets_of_tuples() -> None:
    """Turn-scoped memory holds sets of tuples (e.g. abilities activated once this turn,
    602.5b); saving them must not depend on comparing their encoded forms."""
    game = mid_game()
    game.turn_state.activated_once = frozenset({(12, 0), (9, 1), (12, 1)})
    loaded = mtgrules.Game.from_json(game.to_json())
    assert loaded.turn_state.activated_once == game.turn_state.activated_once
    assert loaded.to_json() == game.to_json()


def test_illegal_action_names_the_rule_and_changes_nothing() -> None:
    game = mid_game()
    before = game.to_json()
    with pytest.raises(IllegalAction) as info:
        game.apply(a.DeclareBlocker(1, 2))
    assert info.value.rule is not None
    assert isinstance(info.value, ValueError)
    assert game.to_json() == before


@pytest.mark.parametrize("make", [lambda g: a.ActivateAbility(-3, 0), lambda g: a.CastSpell(-7),
                                  lambda g: a.ActivateAbility(g.permanents(g.actor)[0].id, -2),
                                  lambda g: a.ChooseTarget(-9), lambda g: a.PlayLand(10**6)])
def test_actions_naming_no_object_or_player_are_refused(make) -> None:  # rule 117.1
    """Ids of no object, refs of no player and negative ability indexes are refused like any
    other action not offered (explaining the refusal must not fail on them)."""
    game = mid_game()
    action = make(game)
    before = game.to_json()
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert info.value.rule is not None
    assert game.to_json() == before


def test_every_event_cites_a_rule() -> None:
    game = mid_game(turn=12)
    assert game.log
    for event in game.log:
        assert event.rule[:1].isdigit(), event
        assert str(event).startswith(event.rule + ": ")


def test_same_seed_same_game() -> None:
    one = finish(mtgrules.new_game([load_deck("green"), load_deck("black")], seed=9), 4)
    two = finish(mtgrules.new_game([load_deck("green"), load_deck("black")], seed=9), 4)
    assert one == two


def test_actions_are_immutable_values_with_readable_str() -> None:
    act = a.CastSpell(12, "Shock")
    assert act == a.CastSpell(12, "Shock") and act != a.CastSpell(12)
    assert str(act) == "cast Shock"
    with pytest.raises(AttributeError):
        act.card = 3  # type: ignore[misc]


def test_a_game_remembering_once_each_turn_activations_saves_and_loads() -> None:  # rule 602.5b
    """The turn's memory holds (permanent, ability) pairs; a set of them saves to JSON in a
    fixed order and loads back."""
    from positions import Pos
    pos = Pos(["Darkthicket Wolf", "Darkthicket Wolf", *["Forest"] * 6])
    for wolf in ("Darkthicket Wolf", "Darkthicket Wolf#2"):
        pos.do(next(x for x in pos.legal() if isinstance(x, a.ActivateAbility) and x.source == pos[wolf]))
        while pos.game.pending.kind != "priority":
            pos.do(pos.legal()[0])
    text = pos.game.to_json()
    loaded = mtgrules.Game.from_json(text)
    assert loaded.to_json() == text == pos.game.copy().to_json()
    assert loaded.legal_actions() == pos.game.legal_actions()



def test_paying_offers_only_mana_abilities_after_which_payment_remains_possible():
    """Rule 601.2g-h: while paying {B}{R} for Terminate with Badlands and a Swamp, tapping
    Badlands for {B} would leave {R} unpayable, so it isn't offered; every activation offered
    can be followed by paying, and the spell is cast."""
    from positions import Pos

    from mtgrules.engine import actions as a

    pos = Pos(["Badlands", "Swamp"], ["Grizzly Bears"], a_hand=["Terminate"])
    g = pos.game
    g.apply(next(x for x in g.legal_actions() if isinstance(x, a.CastSpell)))
    while g.pending.kind != "pay":
        g.apply(next(x for x in g.legal_actions() if getattr(x, "target", None) == pos["Grizzly Bears"]))
    offered = [x for x in g.legal_actions() if isinstance(x, a.ActivateAbility)]
    assert not [x for x in offered if x.source == pos["Badlands"] and x.index == 0], \
        "tapping Badlands for {B} leaves {R} unpayable"
    assert [x for x in offered if x.source == pos["Badlands"] and x.index == 1]
    assert [x for x in offered if x.source == pos["Swamp"]]
    for choice in offered:
        trial = g.copy()
        trial.apply(choice)
        trial.apply(a.PayCost())
        assert [trial.objects[o].card.name for o in trial.stack] == ["Terminate"]


def test_a_painful_mana_ability_is_offered_only_if_it_keeps_the_cost_payable():
    """Rules 601.2g, 605.1a: a Talisman's "{T}: Add {U} or {R}. This artifact deals 1 damage to
    you" is a mana ability too; paying {C} it can't help, so only "{T}: Add {C}" is offered."""
    from positions import Pos

    from mtgrules.engine import actions as a

    pos = Pos(["Talisman of Creativity", "Island"], ["Ornithopter"], a_hand=["Spatial Contortion"])
    g = pos.game
    g.apply(next(x for x in g.legal_actions() if isinstance(x, a.CastSpell)))
    while g.pending.kind != "pay":
        g.apply(g.legal_actions()[0])
    offered = [x for x in g.legal_actions() if isinstance(x, a.ActivateAbility)]
    assert [x.index for x in offered if x.source == pos["Talisman of Creativity"]] == [0]


def test_the_actions_module_has_its_public_name() -> None:
    from mtgrules.actions import CastSpell, PassPriority
    assert PassPriority is a.PassPriority and CastSpell is a.CastSpell
    assert mtgrules.actions.__all__[0] == "Action" and "ChooseTarget" in mtgrules.actions.__all__


def test_an_action_equals_an_offered_one_only_if_every_field_does() -> None:
    game = mid_game()
    while not any(isinstance(x, a.CastSpell) for x in game.legal_actions()) and not game.is_over:
        game.apply(game.legal_actions()[0])
    offered = next(x for x in game.legal_actions() if isinstance(x, a.CastSpell))
    assert a.CastSpell(offered.card, name=offered.name) == offered
    wrong = a.CastSpell(offered.card, name="Not " + offered.name)
    assert wrong != offered
    with pytest.raises(IllegalAction):
        game.apply(wrong)


@pytest.mark.parametrize("decks, seed, message", [
    (["green", "black"], 0, "deck 0 is the string 'green'"),
    ("green", 0, "decks must be a list of decks"),
    ([["Forest"] * 40, ["Forest", 3]], 0, "deck 1 must be a list of card names"),
    ([["Forest"] * 40, ["Forest"] * 40], "abc", "seed must be an int"),
])
def test_new_game_refuses_bad_arguments_saying_which(decks, seed, message) -> None:
    with pytest.raises(ValueError, match=message):
        mtgrules.new_game(decks, seed=seed)


def test_a_damaged_save_raises_one_documented_error() -> None:
    text = mid_game().to_json()
    for damaged, says in [(text[:100], "not JSON"), ("[]", "missing format marker"),
                          (text.replace('"turn":', '"tur":', 1), "the field 'turn' is missing"),
                          (re.sub(r'"step":\d+', '"step":99', text, count=1), "damaged saved game")]:
        with pytest.raises(mtgrules.SavedGameError, match=says):
            mtgrules.Game.from_json(damaged)
