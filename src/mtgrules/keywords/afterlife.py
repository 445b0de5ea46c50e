"""Afterlife (rule 702.135).

702.135a: "Afterlife N" means "When this permanent is put into a graveyard from the battlefield,
create N 1/1 white and black Spirit creature tokens with flying" — the triggered ability this
keyword stands for (``expand``; the event 'put_into_graveyard', 700.4). 702.135b: each instance
triggers separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

SPIRIT = m.TokenSpec("Spirit Token", 1, 1, frozenset({"W", "B"}), frozenset({"Creature"}), ("Spirit",),
                     (m.KeywordInstance("flying"),))


def _tokens(inst) -> str:
    n = int(inst.param)
    return f"{n} 1/1 white and black Spirit creature token{'s' if n != 1 else ''} with flying"


class Afterlife(Keyword):
    name = "afterlife"
    rule = "702.135"
    numbered = True

    def meaning(self, inst):
        return f"when this permanent is put into a graveyard from the battlefield, create {_tokens(inst)}"

    def expand(self, inst):
        n = int(inst.param)
        mode = m.Mode((), (m.CreateToken(n, SPIRIT),), f"create {_tokens(inst)}")
        return (m.TriggeredAbility("put_into_graveyard", mode, f"Afterlife {n} (702.135a)"),)


register(Afterlife())
