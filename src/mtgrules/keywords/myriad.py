"""Myriad (rule 702.116).

702.116a: "Whenever this creature attacks, for each opponent other than defending player, you may
create a token that's a copy of this creature that's tapped and attacking that player or a
planeswalker they control. If one or more tokens are created this way, exile the tokens at end
of combat." The tokens are put onto the battlefield attacking (508.4): they never "attacked".
With two players there is no such opponent, and myriad does nothing. 702.116b: each instance
triggers separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

_MEANING = ("Whenever this creature attacks, for each opponent other than defending player, you may "
            "create a token that's a copy of this creature that's tapped and attacking that player "
            "or a planeswalker they control. If one or more tokens are created this way, exile the "
            "tokens at end of combat.")


class Myriad(Keyword):
    name = "myriad"
    rule = "702.116"

    def meaning(self, inst):
        return _MEANING

    def expand(self, inst):
        return (m.TriggeredAbility("attacks", m.Mode((), (m.MyriadCopies(),), text=_MEANING),
                                   f"Myriad ({self.rule}a)"),)


register(Myriad())
