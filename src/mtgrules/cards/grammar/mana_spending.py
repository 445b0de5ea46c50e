"""Restrictions on spending mana (106.6): the sentence after a mana ability's "Add ..." that says
what its mana can be spent on.

    restriction := "spend this mana only to cast" ["a" | "an"] description   (a spell: 112.1)
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.modes import NotUnderstood
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize

_SENTENCE = re.compile(r"(.*?\.)\s*(spend this mana only [^.]*)\.?")


def split_spend_only(text: str) -> tuple[str, m.Filter | None]:
    """``text`` (an ability's effect, lowercase) without its last sentence "Spend this mana only
    to cast <spells>.", and the spells that sentence allows (a filter of spells; None if it
    has no such sentence). Raises ``NotUnderstood`` if the sentence isn't understood."""
    found = _SENTENCE.fullmatch(text)
    if found is None:
        return text, None
    rest, sentence = found.groups()
    p = Parser(tokenize(sentence))
    if not p.take("spend this mana only to cast"):
        raise NotUnderstood(sentence, "only 'spend this mana only to cast <spells>' is supported")
    p.take_any("a", "an")
    desc = description(p)
    if desc is None or desc.filter.zone != "stack" or not p.done():
        raise NotUnderstood(sentence, p.complaint())
    if desc.filter.chosen is not None:  # "... of the chosen type": the choice isn't kept with the mana
        raise NotUnderstood(sentence, "mana restricted to spells of a chosen quality is not supported")
    return rest, desc.filter
