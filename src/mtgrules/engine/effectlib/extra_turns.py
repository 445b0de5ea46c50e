"""Extra turns (rule 500.7): the turns to come are kept in ``game.marks`` under ``EXTRA_TURNS``
(the seats whose extra turns wait, the next one last), so copies and saved games carry them.
Skipped turns (614.10) likewise, under ``SKIPPED_TURNS``: a seat once for each turn of that
player that won't happen; and the extra turns whose untap step is skipped ("Take an extra turn
after this one. Skip the untap step of that turn.", 614.10) under ``UNTAP_SKIPPED``: (place in
``EXTRA_TURNS``, source, source's name) of each."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import replacement
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.effectlib.skip import StepSkip
from mtgrules.engine.objects import seat_name
from mtgrules.engine.steps import Step

EXTRA_TURNS = "extra_turns"
SKIPPED_TURNS = "skipped_turns"
UNTAP_SKIPPED = "extra_turns_untap_skipped"


@effect(m.ExtraTurn)
def _extra_turn(game, res, e: m.ExtraTurn, offset) -> bool:
    for ref in resolve_ref(game, res, e.who, offset):  # several: one at a time (500.7)
        if ref < 0 and not game.players[-1 - ref].lost:
            turns = game.marks.get(EXTRA_TURNS, ()) + (-1 - ref,)
            game.marks[EXTRA_TURNS] = turns
            if e.skip_untap:  # "Skip the untap step of that turn." (614.10)
                game.marks[UNTAP_SKIPPED] = game.marks.get(UNTAP_SKIPPED, ()) + (
                    (len(turns) - 1, res.item.source, res.item.card.name),)
            game.event("500.7", f"player {seat_name(-1 - ref)} will take an extra turn after this one"
                                + (", skipping its untap step" if e.skip_untap else ""))
    return True


def next_extra_turn(game) -> tuple[int, tuple | None] | None:
    """Rule 500.7: the seat whose extra turn comes next (the most recently created first), taken
    off the list, with the (source, source's name) of the effect skipping its untap step or
    None; None if there is none (a player who has left the game takes none, 800.4)."""
    turns = game.marks.get(EXTRA_TURNS)
    while turns:
        seat, turns = turns[-1], turns[:-1]
        if turns:
            game.marks[EXTRA_TURNS] = turns
        else:
            del game.marks[EXTRA_TURNS]
        skip = _untap_skip(game, len(turns))
        if not game.players[seat].lost:
            return seat, skip
    return None


def _untap_skip(game, place: int) -> tuple | None:
    """The (source, name) skipping the untap step of the extra turn at ``place`` of
    ``EXTRA_TURNS``, taken off ``UNTAP_SKIPPED``; None if its untap step isn't skipped."""
    records = game.marks.get(UNTAP_SKIPPED)
    found = next((r for r in records or () if r[0] == place), None)
    if found is None:
        return None
    rest = tuple(r for r in records if r is not found)
    if rest:
        game.marks[UNTAP_SKIPPED] = rest
    else:
        del game.marks[UNTAP_SKIPPED]
    return found[1:]


def skip_untap_step(game, seat: int, skip: tuple) -> None:
    """Rule 614.10: the untap step of the extra turn ``seat`` begins now is skipped (``skip``:
    the source and its name): a replacement effect for that player's next untap step, which
    is this turn's."""
    source, name = skip
    replacement.add_effect(game, StepSkip(replacement.new_effect_id(game), source, name, seat,
                                          int(Step.UNTAP)))


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
