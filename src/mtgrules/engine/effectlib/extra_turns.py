"""Extra turns (rule 500.7): the turns to come are kept in ``game.marks`` under ``EXTRA_TURNS``
(the seats whose extra turns wait, the next one last), so copies and saved games carry them.
Skipped turns (614.10) likewise, under ``SKIPPED_TURNS``: a seat once for each turn of that
player that won't happen."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import seat_name

EXTRA_TURNS = "extra_turns"
SKIPPED_TURNS = "skipped_turns"


@effect(m.ExtraTurn)
def _extra_turn(game, res, e: m.ExtraTurn, offset) -> bool:
    for ref in resolve_ref(game, res, e.who, offset):  # several: one at a time (500.7)
        if ref < 0 and not game.players[-1 - ref].lost:
            game.marks[EXTRA_TURNS] = game.marks.get(EXTRA_TURNS, ()) + (-1 - ref,)
            game.event("500.7", f"player {seat_name(-1 - ref)} will take an extra turn after this one")
    return True


def next_extra_turn(game) -> int | None:
    """Rule 500.7: the seat whose extra turn comes next (the most recently created first), taken
    off the list; None if there is none (a player who has left the game takes none, 800.4)."""
    turns = game.marks.get(EXTRA_TURNS)
    while turns:
        seat, turns = turns[-1], turns[:-1]
        if turns:
            game.marks[EXTRA_TURNS] = turns
        else:
            del game.marks[EXTRA_TURNS]
        if not game.players[seat].lost:
            return seat
    return None


@effect(m.SkipTurns)
def _skip_turns(game, res, e: m.SkipTurns, offset) -> bool:
    for ref in resolve_ref(game, res, e.who, offset):
        if ref < 0:
            game.marks[SKIPPED_TURNS] = game.marks.get(SKIPPED_TURNS, ()) + (-1 - ref,) * e.count
            game.event("614.10", f"player {seat_name(-1 - ref)} will skip their next "
                                 + ("turn" if e.count == 1 else f"{e.count} turns"))
    return True


def skips_turn(game, seat: int) -> bool:
    """Rule 614.10: whether the turn ``seat`` would begin now is skipped, using up one skip."""
    skipped = game.marks.get(SKIPPED_TURNS)
    if not skipped or seat not in skipped:
        return False
    rest = list(skipped)
    rest.remove(seat)
    if rest:
        game.marks[SKIPPED_TURNS] = tuple(rest)
    else:
        del game.marks[SKIPPED_TURNS]
    game.event("614.10", f"player {seat_name(seat)} skips their turn")
    return True
