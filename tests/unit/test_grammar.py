"""The oracle-text grammar (mtgrules/cards/grammar): object descriptions compose, sentences
build the card model, and text it doesn't cover is reported by where understanding stopped."""
from __future__ import annotations

import pytest

from mtgrules import ir as m
from mtgrules.cards.grammar import read_sentence
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.modes import ModeBuilder, NotUnderstood


def _describe(text: str) -> m.Filter | None:
    p = Parser(tokenize(text))
    desc = description(p)
    return desc.filter if desc is not None and p.done() else None


def test_tokens():
    assert tokenize("target creature gets +1/+1 until end of turn.") == (
        "target", "creature", "gets", "+1/+1", "until", "end", "of", "turn", ".")
    assert tokenize("{2}{g}, {t}: add {c}") == ("{2}{g}", ",", "{t}", ":", "add", "{c}")
    assert tokenize("its owner's non-aura −1/−1") == ("its", "owner's", "non-aura", "-1/-1")


@pytest.mark.parametrize("text, fields", [
    ("creature", {"types": {"Creature"}}),
    ("nonartifact, nonblack creature", {"types": {"Creature"}, "not_types": {"Artifact"},
                                        "not_colors": {"B"}}),
    ("artifact, creature, or enchantment", {"types": {"Artifact", "Creature", "Enchantment"}}),
    ("tapped creature an opponent controls", {"tapped": True, "controller": "opponent"}),
    ("red or green creature", {"colors": {"R", "G"}}),
    ("legendary creature", {"supertypes": {"Legendary"}}),
    ("nontoken creature", {"token": False}),
    ("creature token with flying", {"token": True, "with_keyword": "flying"}),
    ("creature with power 2 or less", {"compare": (("power", "<=", 2),)}),
    ("permanent with mana value 3 or greater", {"compare": (("mana value", ">=", 3),)}),
    ("other elves you control", {"subtypes": {"Elf"}, "another": True, "controller": "you"}),
    ("non-human creature", {"not_subtypes": {"Human"}}),
    ("creature card in your graveyard", {"zone": "graveyard", "owner_you": True}),
    ("attacking or blocking creature", {"in_combat": "attacking or blocking"}),
])
def test_descriptions_compose(text, fields):
    flt = _describe(text)
    assert flt is not None, text
    for name, value in fields.items():
        got = getattr(flt, name)
        assert (set(got) if isinstance(got, frozenset) else got) == value, (text, name)


@pytest.mark.parametrize("text", ["elf creature or vehicle", "noncreature or dragon spell",
                                  "creature card", "gizmo"])
def test_descriptions_the_model_cannot_say_are_refused(text):
    assert _describe(text) is None


@pytest.mark.parametrize("text, types, or_subtypes", [
    ("creature or vehicle", {"Creature"}, {"Vehicle"}),
    ("instant , sorcery , or wizard spell", {"Instant", "Sorcery"}, {"Wizard"}),
])
def test_card_types_or_subtypes_as_alternatives(text, types, or_subtypes):  # 205.3
    flt = _describe(text)
    assert flt is not None and flt.types == frozenset(types) and not flt.subtypes
    assert flt.or_subtypes == frozenset(or_subtypes)


def test_sentences_build_effects_and_targets():
    b = ModeBuilder()
    effects = read_sentence("each opponent sacrifices two creatures of their choice", b)
    assert effects == [m.Sacrifice(m.EachOpponent(), 2, m.Filter(types=frozenset({"Creature"})))]
    b = ModeBuilder()
    effects = read_sentence("untap target creature. ".rstrip(". "), b)
    assert effects == [m.Tap(m.TargetRef(0), True)] and b.targets[0].text == "target creature"
    effects = read_sentence("it gets +1/+0 and gains first strike until end of turn", b)
    assert [type(e) for e in effects] == [m.ModifyPT, m.GrantKeywords]
    assert effects[0].what == m.TargetRef(0)  # "it": the last object named (608.2c)
    b = ModeBuilder()
    effects = read_sentence("target player draws two cards and loses 2 life", b)
    assert effects == [m.Draw(m.TargetRef(0), 2), m.LoseLife(m.TargetRef(0), 2)]


def test_not_understood_says_where_and_leaves_the_builder_unchanged():
    b = ModeBuilder()
    with pytest.raises(NotUnderstood) as caught:
        read_sentence("destroy target creature with a hat", b)
    reason = caught.value.reason
    assert "from 'a hat'" in reason and "'destroy target creature with'" in reason
    assert "'power'" in reason  # what could have come next
    assert b.targets == [] and b.last_object is None


def test_conditions_make_conditional_effects_and_intervening_ifs():  # 608.2c, 603.4
    b = ModeBuilder()
    effects = read_sentence("if you control three or more artifacts, draw a card", b)
    cond = effects[0].condition
    assert type(effects[0]) is m.Conditional and effects[0].effects == (m.Draw(m.You(), 1),)
    assert (cond.kind, cond.count, cond.at_most) == ("control", 3, False)
    assert cond.filter == m.Filter(types=frozenset({"Artifact"}), controller="you")
    effects = read_sentence("if you control no untapped lands, you gain 2 life", ModeBuilder())
    assert (effects[0].condition.count, effects[0].condition.at_most) == (0, True)
    assert effects[0].condition.filter.tapped is False
    from mtgrules.cards.compiler import compile_card
    card = compile_card({"name": "Test Elder", "manaCost": "{2}{W}", "type": "Creature — Elder",
                         "power": "2", "toughness": "3", "text": "When this creature enters, if "
                         "you control an enchantment, you gain 3 life."})
    ability = card.abilities[0]
    assert ability.condition.kind == "control"  # checked as it triggers and resolves
    assert ability.mode.effects == (m.GainLife(m.You(), 3),)


def test_a_mana_ability_may_do_more_but_is_refused_if_that_cannot_happen_at_once():  # 605.1a
    from mtgrules.cards.compiler import compile_card

    def land(text: str):
        return compile_card({"name": "Test Land", "type": "Land", "text": text})
    painland = land("{T}: Add {W} or {U}. This land deals 1 damage to you.")
    ability = painland.abilities[0]
    assert ability.is_mana and ability.tap_mana is not None
    drawing = land("{T}: Add {G}. Draw a card.").abilities[0]  # 605.3b: both at once
    assert drawing.is_mana and [type(e).__name__ for e in drawing.mode.effects] == ["AddMana", "Draw"]
    assert land("{T}: Add {G}. Create a 1/1 green Saproling creature token."
                ).unsupported is not None  # 605.3b, not built
    assert not land("{T}: Add {G}. Target creature gets +1/+1 until end of turn."
                    ).abilities[0].is_mana  # a target: not a mana ability
