"""The Planechase variant (rule 901), two players with their own planar decks: setup (901.3,
901.5), the planar die (901.9), planeswalking (701.31, 901.8, 901.11), plane abilities working
from the command zone (901.7), and the state carried by copy() and to_json()."""
from __future__ import annotations

import pytest

import mtgrules
from mtgrules.actions import PassPriority, PlayLand, RollPlanarDie
from mtgrules.cards.database import default_database
from mtgrules.engine import planechase
from mtgrules.engine.game import Game
from mtgrules.errors import IllegalAction

from positions import keep_opening_hands, to_main

PLANES = ["Panopticon", "Academy at Tolaria West", "Goldmeadow", "Spectrox Mines", "Lethe Lake",
          "UNIT Headquarters", "Littjara", "The Fourth Sphere", "Takenuma", "Riptide Island"]


def _game(seed: int = 5) -> Game:
    game = mtgrules.new_game([["Forest"] * 40, ["Swamp"] * 40], seed=seed,
                             planar_decks=[PLANES, PLANES[::-1]])
    return keep_opening_hands(game)


def test_planar_cards_compile_with_their_trigger_events():
    """311.7: "Whenever chaos ensues"; 901.11: "When you planeswalk to cardname"."""
    card = default_database().get("Panopticon")
    assert card.unsupported is None, card.unsupported_reason
    assert [a.event for a in card.abilities][0] == "planeswalk_to_self"
    assert card.abilities[-1].event == "chaos"


def test_phenomena_not_understood_stay_refused():
    """312.5: a phenomenon is read like a plane, refused naming the line not understood."""
    db = default_database()
    assert db.get("Morphic Tide").unsupported.startswith("When you encounter Morphic Tide")


def test_a_plane_putting_counters_on_itself_compiles():
    """122.1, 901.7: "put a flame counter on Naar Isle, then Naar Isle deals damage to you equal
    to the number of flame counters on it": the counters go on the plane itself."""
    card = default_database().get("Naar Isle")
    assert card.unsupported is None, card.unsupported_reason
    put = card.abilities[0].mode.effects[0]
    assert type(put).__name__ == "PutCounters" and put.kind == "flame" and type(put.what).__name__ == "This"


def test_copy_and_json_carry_the_counters_on_the_plane():
    """122.1, 400.7: the counters on the face-up plane are part of the game's state, kept by a
    copy and a saved game, and not shared with the copy."""
    from mtgrules.engine.command_counters import counters_on
    from scenario_prefix import scenario_prefix
    game, _ = scenario_prefix("plane_counters", "flame_counters_grow.scenario.yaml", 1)
    plane = planechase.face_up(game)
    assert counters_on(game, plane) == {"flame": 1}
    copied, saved = game.copy(), Game.from_json(game.to_json())
    assert counters_on(saved, plane) == {"flame": 1}
    from mtgrules.engine import command_counters
    command_counters.put(copied, plane, "flame", 2)
    assert counters_on(copied, plane) == {"flame": 3} and counters_on(game, plane) == {"flame": 1}


def test_a_phenomenon_compiles_with_its_encounter_trigger():
    """312.5: "When you encounter [this phenomenon]"."""
    card = default_database().get("Mutual Epiphany")
    assert card.unsupported is None, card.unsupported_reason
    assert [a.event for a in card.abilities] == ["encounter_self"]


def test_a_face_up_phenomenon_waits_for_its_encounter_ability_then_the_game_planeswalks():
    """704.6f: while the encounter ability is on the stack the phenomenon stays face up, in a
    copy and a saved game too; once it has resolved, the planar controller planeswalks."""
    deck = ["Mutual Epiphany"] + PLANES[1:]
    game = mtgrules.new_game([["Forest"] * 40, ["Swamp"] * 40], seed=5,
                             planar_decks=[deck, deck])
    while game.pending.kind == "mulligan":
        game.apply(game.legal_actions()[0])
    to_main(game)
    key = planechase.DECK + str(game.active)  # the shuffled planar deck, the phenomenon on top
    ids = game.marks[key]
    top = next(i for i in ids if game.objects[i].card.name == "Mutual Epiphany")
    game.marks[key] = (top,) + tuple(i for i in ids if i != top)
    planechase.planeswalk(game, game.active)
    phenomenon = planechase.face_up(game)
    assert game.objects[phenomenon].card.name == "Mutual Epiphany"
    for saved in (game, game.copy(), Game.from_json(game.to_json())):
        assert saved.triggers and planechase.phenomenon_done(saved) is None  # it has triggered
        hands = [len(p.hand) for p in saved.players]
        saved.apply(PassPriority())
        assert saved.stack and planechase.face_up(saved) == phenomenon  # on the stack
        while saved.stack:
            saved.apply(PassPriority())
        assert [len(p.hand) for p in saved.players] == [n + 4 for n in hands]
        assert saved.objects[planechase.face_up(saved)].card.name != "Mutual Epiphany"
        assert any(e.rule == "704.6f" for e in saved.log)


def test_the_starting_plane_is_face_up_in_the_command_zone():
    """901.4-901.5: the decks in the command zone, the starting player's top plane face up."""
    game = _game()
    plane = planechase.face_up(game)
    assert plane is not None and game.objects[plane].card.name in PLANES
    assert len(planechase.planar_deck(game, 0)) == 9 and len(planechase.planar_deck(game, 1)) == 10
    assert any(e.rule == "901.5" for e in game.log)


def test_planar_decks_are_checked():
    """901.3: at least ten planar cards, each with a different name; 311.2: none in a library."""
    with pytest.raises(ValueError, match="901.3"):
        mtgrules.new_game([["Forest"] * 40, ["Swamp"] * 40], planar_decks=[PLANES[:9], PLANES])
    with pytest.raises(ValueError, match="901.3"):
        mtgrules.new_game([["Forest"] * 40, ["Swamp"] * 40], planar_decks=[PLANES[:9] * 2, PLANES])
    with pytest.raises(ValueError, match="311.2"):
        mtgrules.new_game([["Forest"] * 39 + ["Panopticon"], ["Swamp"] * 40],
                          planar_decks=[PLANES, PLANES])


def test_rolling_costs_one_more_each_time_and_only_in_a_main_phase():
    """901.9: a special action of the active player in a main phase with an empty stack,
    costing the number of times they have taken it this turn."""
    game = _game()
    to_main(game)
    assert RollPlanarDie(0) in game.legal_actions()
    game.apply(RollPlanarDie(0))
    assert any(e.rule == "901.9" for e in game.log)
    assert planechase.roll_cost(game) == 1
    assert game.log[-1].rule == "901.9a" and not game.stack  # a blank: A has priority again
    game.apply(next(a for a in game.legal_actions() if type(a) is PlayLand))  # a Forest pays {1}
    assert RollPlanarDie(1) in game.legal_actions()
    game.apply(RollPlanarDie(1))
    assert any(e.rule == "901.9" and "paying {1}" in e.text for e in game.log)
    assert planechase.roll_cost(game) == 2
    if not game.stack:
        assert not any(type(a) is RollPlanarDie for a in game.legal_actions())  # {2}: no mana left
        with pytest.raises(IllegalAction, match="901.9"):
            game.apply(RollPlanarDie(2))


def _roll_until(game: Game, face: str) -> None:
    for _ in range(200):
        to_main(game)
        if any(type(a) is RollPlanarDie for a in game.legal_actions()):
            before = len(game.log)
            game.apply(next(a for a in game.legal_actions() if type(a) is RollPlanarDie))
            if any(face in e.text for e in game.log[before:] if e.rule == "901.9"):
                return
        else:
            game.apply(PassPriority())
    raise AssertionError(f"no {face} rolled")


def test_the_planeswalker_symbol_triggers_planeswalking():
    """901.8, 901.9c, 701.31b: the planeswalking ability goes on the stack and, as it resolves,
    the face-up plane goes to the bottom of its owner's planar deck and the planar
    controller's top card is turned face up; "when you planeswalk to" triggers (901.11)."""
    game = _game()
    _roll_until(game, planechase.PLANESWALKER)
    before = planechase.face_up(game)
    assert game.triggers or game.stack
    while planechase.face_up(game) == before:
        game.apply(PassPriority() if game.pending.kind == "priority" else game.legal_actions()[0])
    rules = [e.rule for e in game.log]
    assert "701.31b" in rules and "901.11" in rules
    new = planechase.face_up(game)
    assert game.objects[new].owner == game.active
    assert before not in game.objects  # turned face down: a new object (311.6)


def test_chaos_triggers_the_face_up_planes_chaos_ability():
    """311.7, 901.9b, 901.7: the chaos ability triggers from the command zone, controlled by
    the planar controller."""
    game = _game(seed=9)
    _roll_until(game, planechase.CHAOS)
    plane = game.objects[planechase.face_up(game)].card.name
    assert game.triggers or game.stack
    assert any(e.rule == "603.3b" and plane in e.text for e in game.log) or game.triggers


def test_copy_and_json_carry_the_planar_decks_and_the_plane():
    game = _game()
    _roll_until(game, planechase.PLANESWALKER)
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert planechase.face_up(other) == planechase.face_up(game)
        assert planechase.planar_deck(other, 0) == planechase.planar_deck(game, 0)
        assert planechase.roll_cost(other) == planechase.roll_cost(game)
        assert other.legal_actions() == game.legal_actions()



def test_copy_and_json_carry_two_face_up_planes():
    """901.11c: after Spatial Merging, Panopticon and Turri Island are both face up, both
    functioning from the command zone (901.7), in a copy and a saved game too."""
    from mtgrules.engine import command_zone
    from scenario_prefix import scenario_prefix
    game, _ = scenario_prefix("phenomena", "spatial_merging_two_planes_face_up.scenario.yaml", 9)
    planes = planechase.face_up_cards(game)
    assert [game.objects[oid].card.name for oid in planes] == ["Panopticon", "Turri Island"]
    assert set(planes) <= set(command_zone.functioning(game))
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert planechase.face_up_cards(other) == planes
        assert command_zone.functioning(other) == command_zone.functioning(game)
        assert [command_zone.controller(other, oid) for oid in planes] == [game.active, game.active]
def test_the_number_of_times_you_have_rolled_the_planar_die_this_turn():
    """901.9: "the number of times you've rolled the planar die this turn" counts the rolls of
    the ability's controller (only the active player rolls)."""
    from mtgrules import ir as m
    from mtgrules.cards.grammar.amounts import count
    from mtgrules.cards.grammar.parser import Parser
    from mtgrules.cards.grammar.tokens import tokenize
    from mtgrules.engine.conditions import count_for_effect
    from scenario_prefix import scenario_prefix
    read = count(Parser(tokenize("the number of times you've rolled the planar die this turn")), None)
    assert read == m.CountOf("planar_rolls", text="the number of times you've rolled the planar die this turn")
    game, _ = scenario_prefix("plane_counters", "new_object_after_planeswalking.scenario.yaml", 1)
    plane = planechase.face_up(game)
    assert [count_for_effect(game, seat, plane, read) for seat in (0, 1)] == [1, 0]


def test_a_rule_about_a_player_until_a_player_planeswalks():
    """611.2a, 701.31: "target player can't cast spells until a player planeswalks" (Eloren
    Wilds' chaos ability) lasts until the next planeswalk, whoever's turn it is."""
    from mtgrules import ir as m
    from mtgrules.cards.compiler import compile_card
    from mtgrules.engine import player_rules
    from scenario_prefix import scenario_prefix
    card = compile_card({"name": "Test Plane", "type": "Plane — Test", "layout": "planar",
                         "text": "Whenever chaos ensues, target player can't cast spells until a "
                                 "player planeswalks."})
    assert card.unsupported is None, card.lines
    rule = card.abilities[0].mode.effects[0]
    assert (type(rule), rule.kind, rule.duration) == (m.PlayerRuleFor, "cant_cast_spells", "until_planeswalk")
    game, _ = scenario_prefix("plane_counters", "new_object_after_planeswalking.scenario.yaml", 1)
    game.marks[player_rules.LASTING] = ((1, "cant_cast_spells", "until_planeswalk", 0),)
    assert player_rules.has_rule(game, 1, "cant_cast_spells")
    planechase.planeswalk(game, game.active)
    assert not player_rules.has_rule(game, 1, "cant_cast_spells")


def test_you_cant_lose_the_game_until_a_player_planeswalks():
    """101.2, 104.3, 704.5a: Celestine Reef's chaos ability, "until a player planeswalks, you
    can't lose the game and your opponents can't win the game": a player with 0 life doesn't
    lose while it lasts, and loses once a player planeswalks (611.2a, 701.31)."""
    from mtgrules import ir as m
    from mtgrules.cards.compiler import compile_card
    from mtgrules.engine import player_rules, sba
    from scenario_prefix import scenario_prefix
    card = compile_card({"name": "Test Plane", "type": "Plane — Test", "layout": "planar",
                         "text": "Whenever chaos ensues, until a player planeswalks, you can't lose "
                                 "the game and your opponents can't win the game."})
    assert card.unsupported is None, card.lines
    rules = [(type(e), type(e.who), e.kind, e.duration) for e in card.abilities[0].mode.effects]
    assert rules == [(m.PlayerRuleFor, m.You, "cant_lose", "until_planeswalk"),
                     (m.PlayerRuleFor, m.EachOpponent, "cant_win", "until_planeswalk")]
    game, _ = scenario_prefix("plane_counters", "new_object_after_planeswalking.scenario.yaml", 1)
    game.marks[player_rules.LASTING] = ((0, "cant_lose", "until_planeswalk", 0),
                                        (1, "cant_win", "until_planeswalk", 0))
    game.players[0].life = 0
    game.sba_due = True
    sba.check(game)
    assert not game.players[0].lost and not game.over
    planechase.planeswalk(game, game.active)
    game.sba_due = True
    sba.check(game)
    assert game.players[0].lost and game.over


def test_the_counters_a_plane_had_as_it_last_existed():
    """608.2h, 400.7: once the plane has gone to the bottom of its planar deck, its id names no
    object, and the counters it had are known as it last existed ("When you planeswalk away
    from Mount Keralia, it deals damage equal to the number of pressure counters on it"); the
    card turned face up again is a new object without them."""
    from mtgrules.engine.command_counters import counters_on
    from scenario_prefix import scenario_prefix
    game, _ = scenario_prefix("plane_counters", "new_object_after_planeswalking.scenario.yaml", 4)
    old = planechase.face_up(game)
    assert counters_on(game, old) == {"scroll": 2}
    planechase.planeswalk(game, game.active)
    new = planechase.face_up(game)
    assert new != old and old not in game.objects
    assert counters_on(game, old) == {"scroll": 2} and counters_on(game, new) == {}
