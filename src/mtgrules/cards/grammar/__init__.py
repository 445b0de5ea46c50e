"""The oracle-text grammar: tokens (``tokens``), a backtracking parser that reports where
understanding stopped (``parser``), and the rules that compose — object descriptions
(``objects``), players, objects and targets (``references``), and effect sentences
(``effects``). Each module's docstring gives its rules in a compact grammar notation; a new
form is added where its part of speech lives, and every sentence built from it follows.
"""
from __future__ import annotations

import re

from mtgrules.cards.grammar.effects import sentence
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.modes import ModeBuilder, NotUnderstood


# an ability word before a sentence is only a label (207.2c): "Threshold — If ..."
_ABILITY_WORD = re.compile(r"[a-z' ]+ — (?=if |you |target |each |all |creatures |put |draw |create )")


def read_sentence(text: str, b: ModeBuilder) -> list:
    """The effects of one sentence (without its final period), its targets added to ``b``;
    :class:`NotUnderstood`, saying where understanding stopped, if the grammar doesn't cover
    it (``b`` then unchanged)."""
    p = Parser(tokenize(_ABILITY_WORD.sub("", text, count=1)))
    mark, last, gone = len(b.targets), b.last_object, b.last_gone
    effects = sentence(p, b)
    if effects is None:
        del b.targets[mark:]
        b.last_object, b.last_gone = last, gone
        raise NotUnderstood(text, p.complaint())
    return effects
