"""Several recipients of the same damage (rule 120.3): "deals 10 damage to target player and
each creature that player controls", "deals 1 damage to each opponent and each creature your
opponents control".

    recipients := recipient ("and" recipient)*
    recipient  := ... (``references.recipient``)
                | ("each" | "all") description ["and" card-type]
                  ("that player controls" | "they control"
                  | "that player or that planeswalker's controller controls")
                  (after a target player, or player or planeswalker: the permanents of that
                   player, or of that planeswalker's controller, as the effect begins, 611.2c)

Each recipient is dealt the amount, by one effect each, in the order written. A later
recipient is read only where the clause then ends ("and you gain 3 life" begins another
clause, and leaves the damage to the first recipient alone).
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.references import recipient
from mtgrules.cards.phrases import TYPE_WORDS

# what may come after the last recipient of a clause
_CLAUSE_ENDS = (",", "and", "then", ".")
# the player a target player, or player or planeswalker, stands for (115.4, 306.7)
_THAT_PLAYER = ("that player or that planeswalker's controller controls", "that player controls",
                "they control")


def joined_recipients(p: Parser, b, first, ends: tuple = _CLAUSE_ENDS) -> list:
    """``first`` and the recipients joined to it by "and" (see the module docstring); ``ends``:
    the words that may follow the last recipient (also "equal", before the amount: "deals
    damage to each creature and each player equal to ...")."""
    out = [first]
    while p.at("and") and p.peek(1) not in (None, "damage") and p.peek(2) != "damage":
        mark, targets, last = p.pos, len(b.targets), (b.last_object, b.last_gone, b.last_group)
        p.pos += 1
        more = _of_that_player(p, b, out[0]) or recipient(p, b)
        if more is None or not (p.done() or p.peek() in ends):
            p.pos = mark
            del b.targets[targets:]
            b.last_object, b.last_gone, b.last_group = last
            break
        out.append(more)
    return out


def _and_type(p: Parser) -> str | None:
    """"and planeswalker" after "each creature", before "they control": the other card type
    of the permanents dealt damage."""
    if p.peek() == "and" and p.peek(1) in TYPE_WORDS and p.peek(2) in ("that", "they"):
        p.pos += 2
        return TYPE_WORDS[p.tokens[p.pos - 1]]
    return None


def _of_that_player(p: Parser, b, first) -> m.EachPermanent | None:
    """"each creature that player controls" after a target player (or player or planeswalker):
    relative to that player, or that planeswalker's controller (611.2c)."""
    if type(first) is not m.TargetRef or b.targets[first.index].players is None:
        return None
    start = p.pos
    if not p.take_any("each", "all"):
        return None
    desc = description(p, "battlefield")
    also = _and_type(p) if desc is not None and desc.filter.controller is None else None
    if desc is not None and (desc.filter.controller in ("that player", "they")
                             or desc.filter.controller is None and p.take_any(*_THAT_PLAYER)):
        flt = dataclasses.replace(desc.filter, controller="you")
        if also is not None:  # "each creature and planeswalker they control": either type
            flt = dataclasses.replace(flt, types=flt.types | {also})
        return m.EachPermanent(flt, m.ControllerOf(first))
    p.pos = start
    return None
