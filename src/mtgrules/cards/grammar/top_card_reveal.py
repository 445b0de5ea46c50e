"""A look at the top card of a library that may be revealed if it passes a test (701.20a,
701.20e), as kinship has it (207.2c):

    run   := "you may look at the top card of your library"
             ". if it shares a creature type with cardname, you may reveal it"
             ". if you do," sentence

The card stays where it is; revealing it shows it to every player, and is what the effect
after it depends on. The model: ``May((look, Conditional(top card passes the test,
(May((reveal, what follows)),))))``, the look and the reveal each a
:class:`mtgrules.ir.TakeFromTop` that takes nothing, and the test a ``StateCondition`` of kind
'top_card' (``engine/conditions.py``).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.modes import NotUnderstood

_LOOK = "you may look at the top card of your library"
_SHARES = "shares a creature type with cardname"


def read_top_card_reveal(sentences: list[str], k: int, b) -> tuple[list, int] | None:
    """The effect of the run of sentences beginning at ``sentences[k]`` and how many it took,
    or None if it doesn't begin one; :class:`NotUnderstood` if the test or what follows the
    reveal isn't understood."""
    if sentences[k] != _LOOK or k + 1 >= len(sentences) or not sentences[k + 1].startswith("if it"):
        return None
    p = Parser(tokenize(sentences[k + 1]))
    if not (p.take("if it " + _SHARES + " , you may reveal it") and p.done()):
        raise NotUnderstood(sentences[k + 1], p.complaint())
    if k + 2 >= len(sentences) or not sentences[k + 2].startswith("if you do, "):
        raise NotUnderstood(sentences[k + 1], "a reveal with nothing depending on it")
    from mtgrules.cards.grammar import read_sentence  # the package reads whole sentences
    then = read_sentence(sentences[k + 2][len("if you do, "):], b)
    cond = m.StateCondition("top_card", detail="shares a creature type",
                            text="the top card of your library shares a creature type with this object")
    b.last_object, b.last_gone = None, True  # "it" no longer names the card looked at
    reveal = m.TakeFromTop(m.You(), 1, take=0, revealed=True)
    revealed = m.Conditional(cond, (m.May((reveal, *then), "reveal it"),), cond.text)
    look = m.TakeFromTop(m.You(), 1, take=0)
    return [m.May((look, revealed), "look at the top card of your library")], 3

