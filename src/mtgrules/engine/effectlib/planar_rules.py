"""Rules of the planar die that a resolving ability gives for a time (611.2a,
``m.LastingPlanarRule``): "each blank roll of the planar die is a {CHAOS} roll until a player
planeswalks away from a plane" (Chaotic Aether: 901.9a-b), "until your next turn, if a player
would planeswalk as a result of rolling the planar die, chaos ensues instead" (Fixed Point in
Time: a replacement effect on the planeswalk of the planeswalking ability, 614.1a, 901.8).

Each is kept in ``game.marks[LASTING]`` as (kind, duration, controller), read by ``has`` (from
``engine/planechase``), and ended by ``end_of_turn`` (514.2), ``turn_began`` (611.2a: "until
your next turn") or ``planeswalked_away_from_plane`` (901.11b: not from a phenomenon)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect
from mtgrules.engine.lasting_marks import drop_ended
from mtgrules.engine.objects import seat_name
from mtgrules.engine.planechase import PLANAR_RULES as LASTING

_TOLD = {"blank_rolls_chaos": "each blank roll of the planar die is a chaos roll",
         "die_planeswalk_chaos": "if a player would planeswalk as a result of rolling the planar die, "
                                 "chaos ensues instead"}
_UNTIL = {"end_of_turn": "until end of turn", "your_next_turn": "until player {}'s next turn",
          "planeswalk_away_from_plane": "until a player planeswalks away from a plane"}


def has(game, kind: str) -> bool:
    """Whether a rule of ``kind`` applies now."""
    return any(x[0] == kind for x in game.marks.get(LASTING, ()))


@effect(m.LastingPlanarRule)
def _lasting_planar_rule(game, res, e: m.LastingPlanarRule, offset) -> bool:
    controller = res.item.controller
    game.marks[LASTING] = game.marks.get(LASTING, ()) + ((e.kind, e.duration, controller),)
    game.event("611.2a", f"{_TOLD[e.kind]} {_UNTIL[e.duration].format(seat_name(controller))}")
    return True


def _end(game, ended) -> None:
    drop_ended(game, LASTING, ended, lambda x: f"no longer: {_TOLD[x[0]]}")


def end_of_turn(game) -> None:
    """Rule 514.2: the rules given "until end of turn" end in the cleanup step."""
    if LASTING in game.marks:
        _end(game, lambda x: x[1] == "end_of_turn")


def turn_began(game, active: int) -> None:
    """Rule 611.2a: the rules given "until your next turn" end as that player's turn begins."""
    if LASTING in game.marks:
        _end(game, lambda x: x[1] == "your_next_turn" and x[2] == active)


def planeswalked_away_from_plane(game) -> None:
    """Rule 901.11b: a player planeswalked away from a plane (not a phenomenon): the rules given
    "until a player planeswalks away from a plane" end."""
    if LASTING in game.marks:
        _end(game, lambda x: x[1] == "planeswalk_away_from_plane")
