"""Speed (rule 702.179): a number a player may have, from 1 to 4, kept in
``game.marks['speed']`` as one number per seat (0: no speed, which counts as 0, 702.179f).

704.5z: a player who controls a permanent with start your engines! and has no speed gets speed
1, a state-based action (``sba_actions``, performed by ``engine/sba.py``). 702.179d: a player
with speed 1 or more has an inherent triggered ability, with no source, that they control:
"Whenever one or more opponents lose life during your turn, if your speed is less than 4, your
speed increases by 1. This ability triggers only once each turn." 702.179e: max speed is 4;
"Max speed — [ability]" (the compiler's ``cards/limited_abilities.max_speed``) is had as long
as its controller has max speed.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import triggers
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import player_ref, seat_name

MARK = "speed"
_TRIGGERED = "speed triggered"  # (turn, seats whose ability triggered this turn)
KEYWORD = "start your engines!"
MAX = 4

_BELOW_MAX = m.StateCondition("speed_below_max", text="your speed is less than 4")
_SPEED_CARD = m.TokenSpec("Speed", 0, 0, frozenset(), frozenset(), ())
_INCREASE = m.TriggeredAbility(
    "lose_life", m.Mode((), (m.IncreaseSpeed(),), "your speed increases by 1"),
    "Whenever one or more opponents lose life during your turn, if your speed is less than 4, "
    "your speed increases by 1. This ability triggers only once each turn.", condition=_BELOW_MAX)


def speed(game, seat: int) -> int:
    """``seat``'s speed (0: none, 702.179f)."""
    speeds = game.marks.get(MARK)
    return speeds[seat] if speeds else 0


def _set(game, seat: int, value: int, rule: str) -> None:
    speeds = list(game.marks.get(MARK) or (0,) * len(game.players))
    speeds[seat] = value
    game.marks[MARK] = tuple(speeds)
    game.changed()  # "as long as you have max speed" (611.3a)
    game.event(rule, f"player {seat_name(seat)}'s speed becomes {value}")


def sba_actions(game, controllers: set[int]) -> list:
    """Rule 704.5z: of the ``controllers`` of permanents with start your engines!, those with no
    speed (as (act, player ref, rule, reason) state-based actions)."""
    return [("speed", player_ref(seat), "704.5z", "they control a permanent with start your engines! "
                                                  "and have no speed")
            for seat in sorted(controllers) if not game.players[seat].lost and not speed(game, seat)]


def perform_sba(game, ref: int, rule: str) -> None:
    _set(game, -1 - ref, 1, rule)


@effect(m.IncreaseSpeed)
def _increase(game, res, e: m.IncreaseSpeed, offset) -> bool:
    seat = res.item.controller
    now = speed(game, seat)
    if now < MAX:  # rule 702.179c: no speed becomes 1
        _set(game, seat, now + 1, "702.179d")
    return True


def _inherent(game, kind: str, data: tuple) -> None:
    """Rule 702.179d: an opponent of the active player lost life during the active player's
    turn: their ability triggers, once each turn, if their speed is 1 to 3."""
    if kind != "lose_life" or MARK not in game.marks:
        return
    seat = game.active
    if data[0] == seat or not 0 < speed(game, seat) < MAX:
        return
    turn, seats = game.marks.get(_TRIGGERED, (0, ()))
    if turn == game.turn and seat in seats:
        return
    game.marks[_TRIGGERED] = (game.turn, (seats if turn == game.turn else ()) + (seat,))
    from mtgrules.cards.tokens import token_card
    source = game.new_id()  # no object: the ability has no source (702.179d)
    game.triggers.append(triggers.PendingTrigger(game.new_id(), source, token_card(_SPEED_CARD),
                                                 _INCREASE, seat, data))


triggers.INHERENT.append(_inherent)
