"""Devoid (702.114), changeling (702.73), infect (702.90), wither (702.80), toxic (702.164) and
exalted (702.83): recognition of the lines, the characteristic-defining abilities applied to the
card definition (604.3), creature-type words in object descriptions (205.3m), and the damage
results hook (120.3b, 120.3d)."""
from __future__ import annotations

from mtgrules.cards.compiler import compile_card
from mtgrules.ir import KeywordInstance
from mtgrules.cards.phrases import object_filter, target_spec
from mtgrules.engine import hooks
from mtgrules.engine.damage import DamageSource
from mtgrules.cards.keyword_syntax import parse_keyword_line


def _card(text: str, cost: str = "{1}{B}", type_line: str = "Creature — Eldrazi Drone"):
    return compile_card({"name": "Test Card", "manaCost": cost, "type": type_line,
                         "power": "2", "toughness": "2", "text": text})


def test_devoid_card_is_colorless():
    card = _card("Devoid (This card has no color.)")
    assert card.unsupported is None
    assert card.colors == frozenset()
    assert _card("Flying").colors == frozenset({"B"})


def test_changeling_has_every_creature_type_first_printed_ones():
    card = _card("Changeling", type_line="Creature — Shapeshifter")
    assert card.subtypes[0] == "Shapeshifter"
    assert {"Elf", "Goblin", "Time Lord", "Zubera"} <= set(card.subtypes)
    assert len(card.subtypes) == len(set(card.subtypes))


def test_creature_type_words_in_object_filters():
    flt = object_filter("elves you control")
    assert flt.subtypes == frozenset({"Elf"}) and flt.controller == "you"
    assert object_filter("other goblin creature").subtypes == frozenset({"Goblin"})
    assert object_filter("goblin or elf creature").subtypes == frozenset({"Goblin", "Elf"})
    assert object_filter("artifact or goblin") is None
    assert object_filter("frobnicator") is None
    spec = target_spec("zombie")
    assert spec.objects.subtypes == frozenset({"Zombie"})
    assert spec.objects.accepts(frozenset({"Creature"}), frozenset(), ("Zombie",))
    assert not spec.objects.accepts(frozenset({"Creature"}), frozenset(), ("Elf",))


def test_keyword_lines():
    assert parse_keyword_line("Toxic 2 (Players dealt combat damage ...)") == (KeywordInstance("toxic", "2"),)
    assert parse_keyword_line("Infect") == (KeywordInstance("infect"),)
    assert parse_keyword_line("Haste, wither") == (KeywordInstance("haste"), KeywordInstance("wither"))
    assert parse_keyword_line("Exalted") == (KeywordInstance("exalted"),)
    assert parse_keyword_line("Toxic") is None


def test_damage_as_counters_rules():
    def src(*names):
        return DamageSource(1, "X", 0, frozenset(), tuple(KeywordInstance(n) for n in names),
                            frozenset({"Creature"}))
    assert hooks.damage_as_counters(src("infect"), True) == "702.90b"
    assert hooks.damage_as_counters(src("infect"), False) == "702.90c"
    assert hooks.damage_as_counters(src("wither"), True) is None
    assert hooks.damage_as_counters(src("wither"), False) == "702.80a"
    assert hooks.damage_as_counters(src("lifelink"), False) is None
