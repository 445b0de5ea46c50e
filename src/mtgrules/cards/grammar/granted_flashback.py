"""Flashback given to a card in a graveyard until end of turn (rules 702.34a, 611.2a), two
sentences read together as one effect:

    run  := objects "gains flashback until end of turn"
            ". the flashback cost is equal to" ("its" | "that card's") "mana cost"

``objects``: a target card in a graveyard ("target instant or sorcery card in your
graveyard"). The model is :class:`mtgrules.ir.GainFlashback`; the engine keeps the grant for the
turn (``engine/flashback.py``).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.references import objects
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.modes import NotUnderstood

_GAINS = " gains flashback until end of turn"
_COSTS = ("the flashback cost is equal to its mana cost",
          "the flashback cost is equal to that card's mana cost")


def read_granted_flashback(sentences: list[str], k: int, b) -> tuple[list, int] | None:
    """The effect of ``sentences[k]`` and the one after it if they are that run, and the number
    of sentences read (2); None if ``sentences[k]`` doesn't give flashback;
    :class:`NotUnderstood` if it does in a way the grammar doesn't cover (``b`` then unchanged)."""
    if not sentences[k].endswith(_GAINS):
        return None
    if k + 1 >= len(sentences) or sentences[k + 1] not in _COSTS:
        raise NotUnderstood(sentences[k], "flashback granted without its cost ('The flashback cost is "
                                          "equal to its mana cost.')")
    mark, last, gone = len(b.targets), b.last_object, b.last_gone
    p = Parser(tokenize(sentences[k][:-len(_GAINS)]))
    found = objects(p, b, zone="graveyard")
    if found is None or not p.done() or type(found[0]) is not m.TargetRef or found[1] is None \
            or found[1].filter.zone != "graveyard":
        del b.targets[mark:]
        b.last_object, b.last_gone = last, gone
        raise NotUnderstood(sentences[k], p.complaint() if found is None else
                            "flashback given to something other than target cards in a graveyard")
    return [m.GainFlashback(found[0])], 2
