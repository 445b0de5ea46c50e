"""Additional phases (rule 500.8).

    added      := "after this" ["main"] "phase ," there "an additional combat phase"
                  ["followed by an additional main phase"]
                | there "an additional combat phase after this" ["main"] "phase"
                  ["followed by an additional main phase"]
    there      := "there is" | "there's"

"After this main phase" adds nothing outside a main phase (``AdditionalCombat.main_only``).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.parser import Parser, rule

_COMBAT = "an additional combat phase"
_THEN_MAIN = "followed by an additional main phase"


@rule
def additional_combat(p: Parser) -> list | None:
    """"After this phase, there is an additional combat phase", "there is an additional combat
    phase after this phase followed by an additional main phase", "after this main phase, ..."."""
    if p.take("after this"):
        main_only = p.take("main")
        if not p.take("phase ,") or not p.take_any("there is", "there's") or not p.take(_COMBAT):
            return None
    else:
        if not p.take_any("there is", "there's") or not p.take(_COMBAT) or not p.take("after this"):
            return None
        main_only = p.take("main")
        if not p.take("phase"):
            return None
    return [m.AdditionalCombat(then_main=p.take(_THEN_MAIN), main_only=main_only)]
