"""A change of the cost of the next spell cast (rules 601.2f, 601.2i): "The next instant or
sorcery spell you cast this turn costs {1} less to cast."; and of each spell cast this turn:
"Artifact spells you cast this turn cost {2} less to cast." (611.2a).

The effect (``effectlib/next_spell_costs.py``) leaves, in ``game.marks[NEXT_SPELL]``, an entry (player, change, turn, source[, every]): the
change applies as the total cost of each spell of that player matching it is determined
(601.2f) until one such spell becomes cast (601.2i), which uses it up, unless ``every`` ("instant
and sorcery spells you cast this turn cost {3} less to cast": each one this turn); with a turn
(0: any), only during that turn. An X is counted as the effect happens (608.2h).
"""
from __future__ import annotations

from mtgrules.engine.spells_cast import spell_matches

NEXT_SPELL = "next_spell_costs"


def _applies(game, entry, player: int, card) -> bool:
    seat, change, turn = entry[:3]
    return seat == player and (turn == 0 or turn == game.turn) and spell_matches(change.spells, card)


def _every(entry) -> bool:
    """Whether the change is for every such spell this turn (an entry of four, saved before
    such changes existed, is for the next one)."""
    return len(entry) > 4 and entry[4]


def changes_for(game, player: int, card) -> list:
    """(change, controller, source) of the changes waiting for ``player``'s next spell that
    apply to ``card`` cast now (601.2f)."""
    return [(entry[1], entry[0], entry[3]) for entry in game.marks.get(NEXT_SPELL, ())
            if _applies(game, entry, player, card)]


def spell_cast(game, item) -> None:
    """Rule 601.2i: ``item`` became cast; the changes waiting for it are used up, and those of
    an earlier turn dropped."""
    waiting = game.marks.get(NEXT_SPELL)
    if not waiting:
        return
    left = tuple(entry for entry in waiting if entry[2] in (0, game.turn)
                 and (_every(entry) or not _applies(game, entry, item.controller, item.card)))
    if left:
        game.marks[NEXT_SPELL] = left
    else:
        del game.marks[NEXT_SPELL]
