"""Effects on turns and the untap step: extra turns (rule 500.7), kept in ``game.marks`` under
``EXTRA_TURNS`` (the seats of the turns to come, the next one last); "it doesn't untap during
its controller's next untap step" (502.3): the permanents waiting for that untap step are kept
under ``MARK`` (a frozenset of ids: a permanent that leaves the battlefield is a new object,
400.7, and no longer held)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name

MARK = "doesnt_untap_next"
EXTRA_TURNS = "extra_turns"


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


@effect(m.DoesntUntapNext)
def _doesnt_untap_next(game, res, e: m.DoesntUntapNext, offset) -> bool:
    held = frozenset(o for o in resolve_ref(game, res, e.what, offset)
                     if o >= 0 and o in game.objects and game.objects[o].zone is Zone.BATTLEFIELD)
    if held:
        game.marks[MARK] = game.marks.get(MARK, frozenset()) | held
        game.event("502.3", f"{', '.join(game.name(o) for o in sorted(held))} won't untap during "
                            "its controller's next untap step")
    return True


def held_this_untap_step(game, active: int) -> frozenset:
    """Rule 502.3: the permanents ``active`` controls that this untap step keeps tapped; their
    effects end now (it was their controller's next untap step), and ids of objects no longer
    on the battlefield are dropped."""
    held = game.marks.get(MARK)
    if not held:
        return frozenset()
    now = frozenset(o for o in held if o in game.objects and game.objects[o].zone is Zone.BATTLEFIELD
                    and game.chars(o).controller == active)
    rest = frozenset(o for o in held if o not in now and o in game.objects
                     and game.objects[o].zone is Zone.BATTLEFIELD)
    if rest:
        game.marks[MARK] = rest
    else:
        del game.marks[MARK]
    return now
