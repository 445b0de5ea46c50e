"""Revealing a card as a permanent enters (614.1c, 701.20a):

    reveal := "as cardname enters, you may reveal" ("a" | "an") description "from your hand"
              ". if you don't, cardname enters tapped"

The description is of a card in its controller's hand ("a Forest or Plains card", "a Giant
card"); the model is :class:`mtgrules.ir.RevealOrEnterTapped`.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize


def read_entry_reveal(low: str) -> m.RevealOrEnterTapped | None:
    """The replacement effect a normalised line states, or None if it isn't this form."""
    if not low.startswith("as cardname enters, you may reveal "):
        return None
    p = Parser(tokenize(low))
    if not (p.take("as cardname enters , you may reveal") and p.take_any("a", "an")):
        return None
    desc = description(p, "hand")
    if desc is None or desc.plural or desc.filter.zone != "hand" or p.tokens[p.pos - 3:p.pos] != (
            "from", "your", "hand"):
        return None
    if not (p.take(". if you don't , cardname enters tapped") and (p.done() or p.take(".") and p.done())):
        return None
    return m.RevealOrEnterTapped(desc.filter, low)
