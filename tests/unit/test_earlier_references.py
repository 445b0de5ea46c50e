"""References to what an earlier step of the same spell or ability used or did (608.2h): the
object sacrificed to pay a cost, "that creature's controller", "itself", and amounts made of
amounts ("twice ...", "3 plus ...", "the life lost this way")."""
from __future__ import annotations

import pytest

from mtgrules import ir as m
from mtgrules.cards.grammar import read_sentence
from mtgrules.cards.grammar.amounts import sacrificed_refs
from mtgrules.cards.modes import ModeBuilder, NotUnderstood

_SACRIFICE = (m.AdditionalCost("sacrifice", 1, m.Filter(types=frozenset({"Creature"}))),)


def test_the_sacrificed_creature_needs_a_cost_that_sacrifices_it():  # 601.2h
    b = ModeBuilder(sacrificed_refs(_SACRIFICE))
    assert read_sentence("you gain life equal to the sacrificed creature's toughness", b) == [
        m.GainLife(m.You(), m.ToughnessOf(m.Sacrificed()))]
    with pytest.raises(NotUnderstood) as refused:
        read_sentence("you gain life equal to the sacrificed creature's toughness", ModeBuilder())
    assert "a cost that sacrifices it" in refused.value.reason
    two = (m.AdditionalCost("sacrifice", 2, None),)
    assert sacrificed_refs(two) is None  # "the sacrificed creature" of two: which one?


def test_its_after_the_sacrificed_creature_is_that_creature():  # 608.2c
    b = ModeBuilder(sacrificed_refs(_SACRIFICE))
    effects = read_sentence("you draw cards equal to the sacrificed creature's power, then you "
                            "gain life equal to its toughness", b)
    assert effects == [m.Draw(m.You(), m.PowerOf(m.Sacrificed())),
                       m.GainLife(m.You(), m.ToughnessOf(m.Sacrificed()))]


def test_more_damage_from_the_same_source_and_that_creatures_controller():  # 120.3
    b = ModeBuilder()
    effects = read_sentence("cardname deals 4 damage to target creature and 2 damage to that "
                            "creature's controller", b)
    assert effects == [m.DealDamage(4, m.TargetRef(0)),
                       m.DealDamage(2, m.ControllerOf(m.TargetRef(0)))]
    effects = read_sentence("cardname deals 2 damage to any target and 3 damage to itself", ModeBuilder())
    assert effects[1] == m.DealDamage(3, m.This())


def test_itself_is_only_one_object_dealing_damage():
    b = ModeBuilder()
    assert read_sentence("target creature deals damage to itself equal to its power", b) == [
        m.DealDamage(m.PowerOf(m.TargetRef(0)), m.TargetRef(0), m.TargetRef(0))]
    with pytest.raises(NotUnderstood):  # each creature dealing damage to itself: not one source
        read_sentence("each creature deals damage to itself equal to its power", ModeBuilder())


def test_amounts_compose():  # 608.2h
    b = ModeBuilder()
    [e] = read_sentence("cardname deals x damage to target creature, where x is 3 plus the "
                        "number of artifacts you control", b)
    assert type(e.amount) is m.Plus and e.amount.first == 3
    [e] = read_sentence("draw cards equal to twice the number of creatures you control", ModeBuilder())
    assert type(e.count) is m.Scaled and e.count.factor == 2
    [_, gain] = read_sentence("each opponent loses 1 life and you gain life equal to the life "
                              "lost this way", ModeBuilder())
    assert gain == m.GainLife(m.You(), m.ThatMuch())


def test_that_noun_is_the_last_target_called_so():  # 608.2c
    b = ModeBuilder()
    read_sentence("destroy target plains or island", b)
    assert read_sentence("cardname deals 3 damage to that land's controller", b) == [
        m.DealDamage(3, m.ControllerOf(m.TargetRef(0)))]
    b = ModeBuilder()
    read_sentence("cardname deals 3 damage to target player or planeswalker", b)
    assert read_sentence("that player or that planeswalker's controller discards two cards", b) == [
        m.Discard(m.ControllerOf(m.TargetRef(0)), 2)]
    with pytest.raises(NotUnderstood):  # no creature was targeted: "that creature" names nothing
        read_sentence("that creature's controller loses 2 life", ModeBuilder())


def test_mana_value_of_what_was_sacrificed():  # 202.3, 608.2h
    b = ModeBuilder(sacrificed_refs(_SACRIFICE))
    assert read_sentence("cardname deals damage equal to the sacrificed artifact's mana value "
                         "to any target", b) == [
        m.DealDamage(m.ManaValueOf(m.Sacrificed()), m.TargetRef(0))]


def test_you_and_another_player_each():  # 608.2c
    b = ModeBuilder()
    assert read_sentence("you and target opponent each draw three cards", b) == [
        m.Draw(m.You(), 3), m.Draw(m.TargetRef(0), 3)]
    b = ModeBuilder()
    with pytest.raises(NotUnderstood):  # what follows would be said of whom?
        read_sentence("you and target opponent each draw a card and lose 1 life", b)
    assert b.targets == []


def test_each_of_up_to_two_targets():  # 601.2c
    b = ModeBuilder()
    assert read_sentence("cardname deals 1 damage to each of up to two target creatures", b) == [
        m.DealDamage(1, m.TargetRef(0, 2))]
    assert [t.optional for t in b.targets] == [True, True]
