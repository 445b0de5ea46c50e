"""The predicates of static abilities (613.1): what "gets", "has", "loses" and "is ... in
addition to its other types" compile to, for every subject; and group subjects read by the
grammar ("each creature you control with a +1/+1 counter on it")."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card


def card(text: str, type_line: str = "Enchantment — Aura"):
    return compile_card({"name": "Test Card", "manaCost": "{1}", "type": type_line, "text": text})


def effect(text: str, **kw):
    c = card(text, **kw)
    assert c.unsupported is None, c.unsupported_reason
    return next(a.effect for a in c.abilities if type(a) is m.StaticAbility and type(a.effect) is m.Anthem)


def test_attached_predicates_in_any_order() -> None:
    a = effect("Enchant creature\nEnchanted creature gets +1/+2, has flying, and is a white Angel in addition "
               "to its other colors and types.")
    assert a.affects.attached and (a.power, a.toughness) == (1, 2) and a.keywords[0].name == "flying"
    assert a.change.add_subtypes == ("Angel",) and a.change.add_colors == frozenset({"W"})
    a = effect("Enchant creature\nEnchanted creature has base power and toughness 0/2.")
    assert (a.change.base_power, a.change.base_toughness) == (0, 2)
    a = effect("Equipped creature gets +2/+4 and loses flying.\nEquip {2}", type_line="Artifact — Equipment")
    assert a.change.lose_keywords == ("flying",) and (a.power, a.toughness) == (2, 4)
    a = effect("Enchant creature\nEnchanted creature gets -3/-0 and loses all abilities.")
    assert a.change.lose_all_abilities


def test_group_subjects_read_by_the_grammar() -> None:
    a = effect("Each creature you control with a +1/+1 counter on it has lifelink.", type_line="Enchantment")
    assert a.affects.with_counter == "+1/+1" and a.affects.controller == "you"
    a = effect("Other creatures you control with flying get +1/+0.", type_line="Enchantment")
    assert a.affects.another and a.affects.with_keyword == "flying" and a.power == 1
    a = effect("Creatures you control with counters on them have trample.", type_line="Enchantment")
    assert a.affects.with_counter == ""


def test_what_is_not_a_predicate_stays_unsupported() -> None:
    assert card("Destroy all creatures with no counters on them.", "Sorcery").unsupported is not None
    assert card("Enchant creature\nEnchanted creature gets +1/+1 and is the monarch.").unsupported is not None
    assert card("Enchant creature\nEnchanted creature gets +1/+1 and is purple.").unsupported is not None
    assert card("Creatures you control get +1/+1 for each Aura attached to it.", "Enchantment").unsupported \
        is not None  # a count about each affected creature


def test_types_colors_and_counted_bonuses() -> None:
    from mtgrules.cards.type_line import CREATURE_TYPES
    a = effect("Enchant creature\nEnchanted creature gets +1/+1 and is every creature type.")
    assert set(a.change.add_subtypes) == set(CREATURE_TYPES) and (a.power, a.toughness) == (1, 1)
    a = effect("Enchant creature\nEnchanted creature gets +3/+1 and is black.")
    assert a.change.colors == frozenset({"B"})
    a = effect("Creatures you control get +0/+1 for each Gate you control and have vigilance.",
               type_line="Enchantment")
    assert (a.power, a.toughness) == (0, 1) and a.per.kind == "permanents" and a.keywords[0].name == "vigilance"
