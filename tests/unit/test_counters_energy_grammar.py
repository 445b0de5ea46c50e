"""The grammar of counters (122.1, 614.1c, 701.34) and energy (107.14), and the snapshot of
energy counters."""
from __future__ import annotations

import pytest

from mtgrules import ir as m
from mtgrules.cards.grammar import read_sentence
from mtgrules.cards.grammar.counters import read_enters_with, read_remove_cost
from mtgrules.cards.grammar.energy import read_energy_cost
from mtgrules.cards.modes import ModeBuilder, NotUnderstood


def test_counters_put_on_groups_and_targets_and_removed():
    b = ModeBuilder()
    effects = read_sentence("put a +1/+1 counter on each creature you control and a loyalty counter "
                            "on each other planeswalker you control", b)
    assert [(type(e.what), e.kind, e.count) for e in effects] == [
        (m.EachPermanent, "+1/+1", 1), (m.EachPermanent, "loyalty", 1)]
    b = ModeBuilder()
    [put] = read_sentence("put two +1/+1 counters on each of up to two target creatures", b)
    assert put.count == 2 and put.what == m.TargetRef(0, 2)
    [remove] = read_sentence("remove a charge counter from target artifact", ModeBuilder())
    assert type(remove) is m.RemoveCounters and remove.kind == "charge"
    assert read_sentence("proliferate twice", ModeBuilder()) == [m.Proliferate(2)]


@pytest.mark.parametrize("text", ["put a time counter on target permanent",  # 702.62, 702.63
                                  "put a finality counter on target creature",  # 122.1h
                                  "put a defense counter on target creature"])  # 122.1g
def test_counters_with_rules_of_their_own_are_refused(text):
    with pytest.raises(NotUnderstood):
        read_sentence(text, ModeBuilder())


@pytest.mark.parametrize("text, kind", [("put a shield counter on target creature", "shield"),
                                        ("put a flying counter on target creature", "flying"),
                                        ("put a first strike counter on target creature",
                                         "first strike"),
                                        ("put a double strike counter on target creature",
                                         "double strike")])
def test_keyword_and_shield_counters_are_read(text, kind):  # 122.1b-c
    [put] = read_sentence(text, ModeBuilder())
    assert type(put) is m.PutCounters and put.kind == kind and put.count == 1


def test_entering_with_counters():  # 614.1c
    assert [(e.kind, e.count) for e in read_enters_with(
        "cardname enters with x +1/+1 counters on it", ModeBuilder())] == [("+1/+1", "X")]
    [each] = read_enters_with("cardname enters with a +1/+1 counter on it for each creature card "
                              "in your graveyard", ModeBuilder())
    assert type(each.count) is m.Scaled and each.count.amount.kind == "graveyard"
    [x] = read_enters_with("cardname enters with x charge counters on it, where x is the number "
                           "of lands you control", ModeBuilder())
    assert x.kind == "charge" and type(x.count) is m.CountOf
    [shield] = read_enters_with("cardname enters with a shield counter on it", ModeBuilder())
    assert (shield.kind, shield.count) == ("shield", 1)  # 122.1c


def test_costs_of_counters_and_energy():  # 118.3, 107.14
    assert read_remove_cost("remove two +1/+1 counters from cardname") == ("+1/+1", 2)
    assert read_remove_cost("remove a +1/+1 counter from a creature you control") is None
    assert read_energy_cost("pay {e}{e}{e}") == 3
    assert read_energy_cost("pay eight {e}") == 8


def test_energy_sentences():
    [get] = read_sentence("you get {e}{e}", ModeBuilder())
    assert get == m.GetEnergy(m.You(), 2)
    [may] = read_sentence("you may pay {e}{e}", ModeBuilder())
    assert may.effects == (m.PayEnergy(2),)


def test_energy_is_copied_and_saved():  # player state through copy() and to_json()/from_json()
    import mtgrules
    game = mtgrules.new_game([["Forest"] * 40, ["Swamp"] * 40], seed=1)
    game.players[0].energy = 5
    assert game.copy().players[0].energy == 5
    assert mtgrules.Game.from_json(game.to_json()).players[0].energy == 5


def test_keyword_actions_read_as_verbs():  # 701.44, 701.50, 701.39, 701.47, 701.36
    assert read_sentence("cardname explores", ModeBuilder()) == [m.Explore(m.This())]
    b = ModeBuilder()
    [connive] = read_sentence("target creature you control connives", b)
    assert connive == m.Connive(m.TargetRef(0)) and len(b.targets) == 1
    assert read_sentence("bolster 2", ModeBuilder()) == [m.Bolster(2)]
    assert read_sentence("amass zombies 2", ModeBuilder()) == [m.Amass("Zombie", 2)]
    assert read_sentence("populate", ModeBuilder()) == [m.Populate()]
    with pytest.raises(NotUnderstood):
        read_sentence("amass 2", ModeBuilder())  # 701.47d: the errata names the subtype


def test_the_monarch_and_its_sourceless_trigger_are_copied_and_saved():  # 724.1-724.2
    import mtgrules
    from mtgrules.engine.effectlib import monarch
    game = mtgrules.new_game([["Forest"] * 40, ["Swamp"] * 40], seed=1)
    monarch.become_monarch(game, 1)
    monarch._inherent(game, "step:end", (1, -2))
    assert monarch.monarch(game.copy()) == 1 and len(game.copy().triggers) == 1
    loaded = mtgrules.Game.from_json(game.to_json())
    assert monarch.monarch(loaded) == 1
    assert loaded.to_json() == game.to_json()


def test_coin_flips_come_from_the_seed_and_both_outcomes_happen():  # 705.1-705.2
    from mtgrules.engine.rng import Rng
    outcomes = {Rng(seed).below(2) for seed in range(20)}
    assert outcomes == {0, 1}
    [flip] = read_sentence("flip a coin", ModeBuilder())
    assert flip == m.FlipCoin()


def test_a_die_roll_gets_its_results_table_from_the_lines_after_it():  # 706.3
    from mtgrules.cards.compiler import compile_card
    card = compile_card({"name": "Roller", "type": "Sorcery", "manaCost": "{1}",
                         "text": "Roll a d20.\n1—9 | You gain 1 life.\n10—20 | Draw a card."})
    assert card.unsupported is None
    [roll] = card.spell.modes[0].effects
    assert roll.sides == 20 and [(lo, hi) for lo, hi, _ in roll.table] == [(1, 9), (10, 20)]
    stray = compile_card({"name": "Stray", "type": "Sorcery", "manaCost": "{1}",
                          "text": "Draw a card.\n1—9 | You gain 1 life."})
    assert stray.unsupported is not None  # a row with no roll before it


def test_others_entering_with_counters():  # 614.1c
    from mtgrules.cards.grammar.counters import read_others_enter_with
    each = read_others_enter_with("each other warrior creature you control enters with an "
                                  "additional +1/+1 counter on it")
    assert each.kind == "+1/+1" and each.count == 1 and each.filter.another \
        and each.filter.subtypes == frozenset({"Warrior"}) and each.filter.controller == "you"
    two = read_others_enter_with("colorless creatures you control enter with two additional "
                                 "+1/+1 counters on them")
    assert two.count == 2 and not two.filter.another \
        and two.filter.not_colors == frozenset("WUBRG")  # colorless: none of the five (105.2c)
    flying = read_others_enter_with("face-down creatures you control enter with a flying "
                                    "counter on them")
    assert flying.kind == "flying" and flying.filter.face_down is True
    # the singular needs "each", the plural doesn't take it
    assert read_others_enter_with("each creatures you control enter with a +1/+1 counter on "
                                  "them") is None
    assert read_others_enter_with("creature you control enters with a +1/+1 counter on it") is None


def test_entering_with_a_choice_of_counters():  # 614.1c, 614.12a
    from mtgrules.cards.grammar.counters import read_enters_with_choice
    choice = read_enters_with_choice("cardname enters with your choice of a flying counter or a "
                                     "first strike counter on it")
    assert choice.choices == (("flying", 1), ("first strike", 1))
    assert read_enters_with_choice("cardname enters with your choice of a flying counter on it") \
        is None  # one counter is no choice


def test_tokens_and_counters_doubled_by_an_effect():  # 614.1a
    from mtgrules.cards.grammar.counters import read_counters_replaced
    from mtgrules.cards.grammar.create import read_tokens_replaced
    lives = read_tokens_replaced("if one or more tokens would be created under your control, "
                                 "twice that many of those tokens are created instead")
    assert (lives.factor, lives.you, lives.types) == (2, True, frozenset())
    season = read_tokens_replaced("if an effect would create one or more tokens under your "
                                  "control, it creates twice that many of those tokens instead")
    assert (season.factor, season.you) == (2, True)
    vigor = read_tokens_replaced("if one or more tokens would be created, twice that many of "
                                 "those tokens are created instead")
    assert vigor.you is False
    ojer = read_tokens_replaced("if one or more creature tokens would be created under your "
                                "control, three times that many of those tokens are created instead")
    assert (ojer.factor, ojer.types) == (3, frozenset({"Creature"}))
    counters = read_counters_replaced("if an effect would put one or more counters on a permanent "
                                      "you control, it puts twice that many of those counters on "
                                      "that permanent instead")
    assert (counters.kind, counters.factor, counters.plus) == (None, 2, 0) \
        and counters.filter.controller == "you"
