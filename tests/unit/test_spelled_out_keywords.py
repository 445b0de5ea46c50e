"""Keywords defined by rules English (``keywords/spelled_out.py``): the grammar reads the text
each one stands for (rule 702.1), and the abilities carry the keyword's name and rule."""
from __future__ import annotations

import pytest

import mtgrules  # noqa: F401  (registers the keywords)
from mtgrules import ir as m
from mtgrules.cards.keyword_syntax import parse_keyword
from mtgrules.engine.keyword_rules import KEYWORDS
from mtgrules.keywords.spelled_out import SpelledOut

SPELLED_OUT = sorted(name for name, kw in KEYWORDS.items() if isinstance(kw, SpelledOut))


def test_there_are_spelled_out_keywords():
    assert {"afflict", "living weapon"} <= set(SPELLED_OUT)


@pytest.mark.parametrize("name", SPELLED_OUT)
def test_meaning_is_read_by_the_grammar(name):
    kw = KEYWORDS[name]
    (inst,) = parse_keyword(kw.example or (f"{name} 2" if kw.numbered else name))
    assert inst.name == name
    abilities = kw.expand(inst)
    assert len(abilities) >= len(kw.meaning_lines)
    for ability in abilities:
        assert ability.text == f"{inst} ({kw.rule}a)"


def test_afflict_is_a_becomes_blocked_trigger_with_its_number():
    (ability,) = KEYWORDS["afflict"].expand(m.KeywordInstance("afflict", "3"))
    assert type(ability) is m.TriggeredAbility and ability.event == "becomes_blocked"
    (lose,) = ability.mode.effects
    assert type(lose) is m.LoseLife and lose.amount == 3 and type(lose.who) is m.DefendingPlayer
