"""Keywords that stand for abilities written out in rules English (rule 702.1).

Many keyword abilities are defined by their rule as an ability in ordinary oracle text
(702.130a: "Afflict N" means "Whenever this creature becomes blocked, defending player loses N
life."). A keyword of this kind gives that text (``meaning_lines``, with ``{n}`` for its number
and ``{cost}`` for its cost: "Reinforce 2—{2}{W}" has the parameter "2—{2}{W}") and the oracle
grammar reads it as it reads a card's line, so the keyword plays exactly as the text its rule
gives, and a new form the grammar learns serves such keywords too. A text the grammar doesn't
read is an error when the keyword is expanded (a test compiles every keyword of this kind).
"""
from __future__ import annotations

import re
from functools import lru_cache

from mtgrules.engine.keyword_rules import Keyword


_ONE_COUNTER = re.compile(r"\b1 ([+-]\d/[+-]\d) counters")


@lru_cache(maxsize=None)
def _read(text: str, label: str) -> tuple:
    """The abilities of one line of rules English (the compiler's reading of a card's line),
    each labelled ``label`` for ``cards show`` and the log."""
    from dataclasses import replace
    from mtgrules.cards.compiler import normalise, read_ability
    read, _ = read_ability(normalise("\x00", text), text)
    abilities = read if isinstance(read, tuple) else (read,)
    return tuple(replace(a, text=label) for a in abilities)


class SpelledOut(Keyword):
    """A keyword whose meaning is ``meaning_lines``: abilities in rules English; ``example``:
    how it is printed on a card, when that is more than its name (and a number)."""

    meaning_lines: tuple[str, ...] = ()
    example: str = ""

    def _lines(self, inst) -> tuple[str, ...]:
        n, _, cost = (inst.param or "").partition("—")
        lines = (line.replace("{n}", n).replace("{cost}", cost) for line in self.meaning_lines)
        return tuple(_ONE_COUNTER.sub(r"a \1 counter", line) for line in lines)

    def meaning(self, inst) -> str:
        return " ".join(self._lines(inst))

    def expand(self, inst) -> tuple:
        label = f"{inst} ({self.rule}a)"
        return tuple(a for line in self._lines(inst) for a in _read(line, label))
