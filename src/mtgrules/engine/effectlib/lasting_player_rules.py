"""Rules about players given for a time by a resolving spell or ability (611.2a): "You have no
maximum hand size until your next turn." (402.2), "... hexproof until end of turn" (702.11d),
"... for the rest of the game" (never ended), "Target player can't cast spells this turn." (101.2),
"... until a player planeswalks" (ended by ``planeswalked``, 701.31).
Each is kept in ``game.marks[player_rules.LASTING]`` as (seat, kind, duration, controller), read
by ``player_rules.has_rule`` and ended by ``end_of_turn`` (514.2) or ``turn_began`` (611.2a)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.lasting_marks import drop_ended
from mtgrules.engine.objects import seat_name
from mtgrules.engine.player_rules import LASTING

_TOLD = {"no_max_hand_size": ("402.2", "has no maximum hand size"),
         "hexproof": ("702.11d", "has hexproof"), "shroud": ("702.18d", "has shroud"),
         "cant_cast_spells": ("101.2", "can't cast spells"), "cant_lose": ("104.3", "can't lose the game"),
         "cant_win": ("104.2", "can't win the game")}
_NO_LONGER = {"cant_cast_spells": "may cast spells again", "cant_lose": "may lose the game again",
              "cant_win": "may win the game again"}
_UNTIL = {"end_of_turn": "until end of turn", "your_next_turn": "until {}'s next turn",
          "rest_of_game": "for the rest of the game", "until_planeswalk": "until a player planeswalks"}


@effect(m.PlayerRuleFor)
def _player_rule_for(game, res, e: m.PlayerRuleFor, offset) -> bool:
    controller = res.item.controller
    seats = [-1 - r for r in resolve_ref(game, res, e.who, offset) if r < 0 and not game.players[-1 - r].lost]
    if not seats:
        return True
    game.marks[LASTING] = game.marks.get(LASTING, ()) + tuple((s, e.kind, e.duration, controller) for s in seats)
    rule, told = _TOLD[e.kind]
    until = _UNTIL[e.duration].format(f"player {seat_name(controller)}")
    for seat in seats:
        game.event("611.2a", f"player {seat_name(seat)} {told} {until} ({rule})")
    return True


def _end(game, ended) -> None:
    drop_ended(game, LASTING, ended, lambda x: f"player {seat_name(x[0])} "
                                               f"{_NO_LONGER.get(x[1]) or 'no longer ' + _TOLD[x[1]][1]}")


def end_of_turn(game) -> None:
    """Rule 514.2: the rules given "until end of turn" end in the cleanup step."""
    if LASTING in game.marks:
        _end(game, lambda x: x[2] == "end_of_turn")


def turn_began(game, active: int) -> None:
    """Rule 611.2a: the rules given "until your next turn" end as that player's turn begins."""
    if LASTING in game.marks:
        _end(game, lambda x: x[2] == "your_next_turn" and x[3] == active)


def planeswalked(game) -> None:
    """Rule 611.2a: the rules given "until a player planeswalks" end as a player planeswalks
    (701.31)."""
    if LASTING in game.marks:
        _end(game, lambda x: x[2] == "until_planeswalk")
