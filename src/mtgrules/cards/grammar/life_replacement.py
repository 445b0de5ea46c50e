"""Replacement effects on life gain (rules 614.1a, 119.3):

    life-gain := "if" who "would gain life ," subject outcome "instead"
    who       := "you" | "an opponent" | "a player"
    subject   := "you" (after "you") | "that player"
    outcome   := ("gain" | "gains") "twice that much life"
               | ("gain" | "gains") "that much life plus" N
               | ("lose" | "loses") "that much life"
               | ("gain" | "gains") "no life"
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import amount
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize

_WHO = {"you": "you", "an opponent": "opponent", "a player": "any"}


def read_life_gain_replaced(text: str) -> m.LifeGainReplaced | None:
    """"if you would gain life, you gain that much life plus 1 instead" as a
    ``LifeGainReplaced``, or None if the line isn't one."""
    p = Parser(tokenize(text))
    if not p.take("if"):
        return None
    who = p.take_any(*_WHO)
    if who is None or not p.take("would gain life") or not p.take(","):
        return None
    if not p.take("you" if who == "you" else "that player"):
        return None
    ending = "" if who == "you" else "s"
    how, n = None, 0
    if p.take("gain" + ending):
        if p.take("twice that much life"):
            how = "twice"
        elif p.take("no life"):
            how = "none"
        elif p.take("that much life plus"):
            found = amount(p)
            if type(found) is int and found > 0:
                how, n = "plus", found
    elif p.take("lose" + ending) and p.take("that much life"):
        how = "lose"
    if how is None or not p.take("instead") or not p.done():
        return None
    return m.LifeGainReplaced(_WHO[who], how, n, text)
