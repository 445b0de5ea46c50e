"""Extra turns (rule 500.7): the turns to come are kept in ``game.marks`` under ``EXTRA_TURNS``
(the seats whose extra turns wait, the next one last), so copies and saved games carry them.
Skipped turns (614.10) likewise, under ``SKIPPED_TURNS``: a seat once for each turn of that
player that won't happen; and what the effects creating extra turns said of those turns ("Take
an extra turn after this one. Skip the untap step of that turn.", 614.10; "Schemes can't be set
in motion that turn.", 701.32) under ``THAT_TURN``: (place in ``EXTRA_TURNS``, the rule, source,
source's name) of each. As such a turn begins, its untap step is made skipped (a replacement
effect for the player's next untap step, which is its own), and ``NO_SCHEMES`` holds the turn in
which no scheme can be set in motion (``engine/archenemy.py``)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import replacement
from mtgrules.engine.archenemy import NO_SCHEMES
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.effectlib.skip import StepSkip
from mtgrules.engine.objects import seat_name
from mtgrules.engine.steps import Step

EXTRA_TURNS = "extra_turns"
SKIPPED_TURNS = "skipped_turns"
THAT_TURN = "extra_turns_rules"


@effect(m.ExtraTurn)
def _extra_turn(game, res, e: m.ExtraTurn, offset) -> bool:
    for ref in resolve_ref(game, res, e.who, offset):  # several: one at a time (500.7)
        if ref < 0 and not game.players[-1 - ref].lost:
            turns = game.marks.get(EXTRA_TURNS, ()) + (-1 - ref,)
            game.marks[EXTRA_TURNS] = turns
            if e.that_turn:  # "Skip the untap step of that turn." (614.10) ...
                game.marks[THAT_TURN] = game.marks.get(THAT_TURN, ()) + tuple(
                    (len(turns) - 1, rule, res.item.source, res.item.card.name) for rule in e.that_turn)
            game.event("500.7", f"player {seat_name(-1 - ref)} will take an extra turn after this one"
                                + "".join(f" ({rule})" for rule in e.that_turn))
    return True


def next_extra_turn(game) -> tuple[int, tuple] | None:
    """Rule 500.7: the seat whose extra turn comes next (the most recently created first), taken
    off the list, with the (rule, source, source's name) of what was said of that turn; None if
    there is none (a player who has left the game takes none, 800.4)."""
    turns = game.marks.get(EXTRA_TURNS)
    while turns:
        seat, turns = turns[-1], turns[:-1]
        if turns:
            game.marks[EXTRA_TURNS] = turns
        else:
            del game.marks[EXTRA_TURNS]
        rules = _that_turn(game, len(turns))
        if not game.players[seat].lost:
            return seat, rules
    return None


def _that_turn(game, place: int) -> tuple:
    """The (rule, source, name) said of the extra turn at ``place`` of ``EXTRA_TURNS``, taken
    off ``THAT_TURN``."""
    records = game.marks.get(THAT_TURN)
    if not records:
        return ()
    found = tuple(r[1:] for r in records if r[0] == place)
    rest = tuple(r for r in records if r[0] != place)
    if rest:
        game.marks[THAT_TURN] = rest
    else:
        del game.marks[THAT_TURN]
    return found


def extra_turn_began(game, seat: int, rules: tuple) -> None:
    """The extra turn of ``seat`` begins now, with ``rules`` said of it: its untap step is
    skipped (614.10: a replacement effect for that player's next untap step, which is this
    turn's); no scheme can be set in motion this turn (701.32)."""
    for rule, source, name in rules:
        if rule == "untap skipped":
            replacement.add_effect(game, StepSkip(replacement.new_effect_id(game), source, name, seat,
                                                  int(Step.UNTAP)))
        elif rule == "no schemes set in motion":
            game.marks[NO_SCHEMES] = game.turn
            game.event("701.32", f"schemes can't be set in motion this turn ({name})")


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
