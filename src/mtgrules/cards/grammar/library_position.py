"""An object put into its owner's library on top or at the bottom as a player chooses (400.7,
608.2d):

    owner-puts := owner "puts it on their choice of the top or bottom of their library"
    owner      := "the owner of" objects | objects "'s owner" | "its owner"
    you-put    := "put" objects "on your choice of the top or bottom of its owner's library"
                                                                     (``moves.into_library``)

(one permanent, or a card in a graveyard).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.references import objects

_THEIR_CHOICE = "puts it on their choice of the top or bottom of their library"


def owner_puts(p: Parser, b) -> list | None:
    """The effect of "<owner> puts it on their choice of ...", or None (``p`` and ``b`` then
    unchanged)."""
    start, mark = p.pos, len(b.targets)
    ref = _owned(p, b)
    if ref is not None and p.take(_THEIR_CHOICE):
        return [m.PutTopOrBottom(ref)]
    p.pos = start
    del b.targets[mark:]
    return None


def _owned(p: Parser, b):
    """The one object whose owner the words name."""
    if p.take("its owner"):
        last = b.last_object
        return last if not b.last_gone and _one(last, b) else None
    if p.take("the owner of"):
        found = objects(p, b)
        return found[0] if found is not None and _one(found[0], b) else None
    # "target creature's owner": the description ends with a possessive
    end = next((k for k in range(p.pos + 1, len(p.tokens)) if p.tokens[k] == "owner"), None)
    if end is None or not p.tokens[end - 1].endswith("'s"):
        return None
    inner = Parser(tuple(p.tokens[p.pos:end - 1]) + (p.tokens[end - 1][:-2],))
    found = objects(inner, b)
    if found is None or not inner.done() or not _one(found[0], b):
        return None
    p.pos = end + 1
    return found[0]


def _one(ref, b) -> bool:
    """Whether ``ref`` is one target permanent or card in a graveyard (not a spell, whose
    moving is not supported here, nor a player)."""
    if type(ref) is not m.TargetRef or ref.count != 1:
        return False
    spec = b.targets[ref.index]
    return spec.players is None and spec.objects is not None \
        and spec.objects.zone in ("battlefield", "graveyard")
