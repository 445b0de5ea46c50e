"""Champion (rule 702.72).

702.72a: "Champion an [object]" means "When this permanent enters, sacrifice it unless you
exile another [object] you control" and "When this permanent leaves the battlefield, return the
exiled card to the battlefield under its owner's control." The two abilities are linked
(607.2a): the card exiled to pay the first is the one the second returns
(``effectlib/sacrifice.py`` remembers it). The keyword's parameter is the object description
as printed ("a creature", "a Goblin or Shaman", "an Elemental"), read by the grammar within the
abilities' text. 702.72b: the exiled permanent is "championed".
"""
from __future__ import annotations

import re

from mtgrules.ir import KeywordInstance
from mtgrules.cards.modes import NotUnderstood
from mtgrules.engine.keyword_rules import register
from mtgrules.keywords.spelled_out import SpelledOut

_LINE = re.compile(r"champion (an? .+)")


class Champion(SpelledOut):
    name = "champion"
    starts = ("champion",)
    rule = "702.72"
    example = "Champion a Goblin"

    def parse(self, low: str, text: str):
        hit = _LINE.fullmatch(low)
        if hit is None:
            return None
        inst = KeywordInstance(self.name, text.strip().rstrip(".").split(" ", 1)[1])
        try:  # a description the grammar doesn't read leaves the line unrecognised
            self.expand(inst)
        except NotUnderstood:
            return None
        return (inst,)

    def _lines(self, inst) -> tuple[str, ...]:
        what = inst.param.split(" ", 1)[1]
        return (f"When this permanent enters, sacrifice it unless you exile another {what} you control.",
                "When this permanent leaves the battlefield, return the exiled card to the "
                "battlefield under its owner's control.")


register(Champion())
