"""Exiling the top cards of your library to play them (rules 406.3, 601.3, 116.2a, 611.2a),
two sentences read together as one effect:

    run        := "exile" top ". " permission
    top        := "the top" ("card" | amount "cards") "of your library" [", where x is" count]
    permission := duration "," "you may" verb those | "you may" verb those duration
    duration   := "this turn" | "until end of turn" | "until the end of your next turn"
    verb       := "play" | "cast"
    those      := "that card" | "it" (one card) | "those cards" | "them" (several)

The model is :class:`mtgrules.ir.ExileTopToPlay`; the permission is kept by the engine
(``engine/exile_play.py``). The permission is also a sentence of its own wherever an earlier
instruction exiled the top cards of your library ("exile the top card of your library", which
``effects.py`` reads): ``play_permission``, modelled as :class:`mtgrules.ir.PlayExiled`.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.grammar.top_cards import top_of

_DURATIONS = (("this turn", "turn"), ("until end of turn", "turn"),
              ("until the end of your next turn", "next_turn"))


def read_exile_to_play(sentences: list[str], k: int, b) -> tuple[list, int] | None:
    """The effect of ``sentences[k]`` and the one after it if they are that run, and the number
    of sentences read (2); None otherwise (``b`` then unchanged)."""
    if not sentences[k].startswith("exile the top ") or k + 1 >= len(sentences):
        return None
    mark = len(b.targets)
    p = Parser(tokenize(sentences[k]))
    p.take("exile")
    found = top_of(p, b)
    if found is None or not p.done() or type(found[1]) is not m.You:
        del b.targets[mark:]
        return None
    n = found[0]
    permission = _permission(Parser(tokenize(sentences[k + 1])), n == 1)
    if permission is None:
        return None
    b.last_object, b.last_gone = None, True  # the cards are exiled: "it" names none of them
    until, cast_only = permission
    return [m.ExileTopToPlay(n, until, cast_only)], 2


def play_permission(p: Parser, b) -> list | None:
    """"You may play that card this turn." / "Until the end of your next turn, you may cast
    those cards." as a sentence (or the effects of an "if" or "otherwise" clause) after an
    instruction that exiled the top cards of your library, which it names (``m.Revealed``):
    the permission of 601.3 for the duration (611.2a); None (nothing consumed) otherwise."""
    if type(b.last_object) is not m.Revealed or b.last_gone \
            or b.revealed not in ("exiled one", "exiled"):
        return None
    start = p.pos
    permission = _permission(p, b.revealed == "exiled one")
    if permission is None:
        p.pos = start
        return None
    until, cast_only = permission
    return [m.PlayExiled(m.Revealed(), until, cast_only)]


def _duration(p: Parser) -> str | None:
    for words, until in _DURATIONS:
        if p.take(words):
            return until
    return None


def _permission(p: Parser, one: bool) -> tuple[str, bool] | None:
    """(duration, cast only) of "You may play that card this turn." and its word orders."""
    until = _duration(p)
    if until is not None and not p.take(","):
        return None
    verb = p.take("you may") and p.take_any("play", "cast")
    if not verb or not p.take_any(*(("that card", "it") if one else ("those cards", "them"))):
        return None
    if until is None:
        until = _duration(p)
    if until is None or not p.done():
        return None
    return until, verb == "cast"
