"""A player's starting life total (rule 103.4): 20, or 20 plus or minus the life modifier of
their vanguard card (103.4b, 902.4), or 40 for an archenemy (904.5, 904.12c). Kept in
``game.marks[STARTING_LIFE_TOTALS]`` ((seat, life) pairs) for the players whose starting life
total isn't 20, so copies and saved games carry it; conditions compare life totals with it
("if that player has less than half their starting life total", 119.1)."""
from __future__ import annotations

#: Rules 103.3-103.4: the starting life total without a variant's change.
STARTING_LIFE = 20
STARTING_LIFE_TOTALS = "starting_life_totals"


def starting_life(game, seat: int) -> int:
    """Player ``seat``'s starting life total (103.4)."""
    return next((life for s, life in game.marks.get(STARTING_LIFE_TOTALS, ()) if s == seat), STARTING_LIFE)


def set_starting_life(game, seat: int, life: int) -> None:
    """Player ``seat`` begins the game with ``life`` (103.4b, 904.5); their life total is it."""
    others = tuple(pair for pair in game.marks.get(STARTING_LIFE_TOTALS, ()) if pair[0] != seat)
    game.marks[STARTING_LIFE_TOTALS] = others + ((seat, life),)
    game.players[seat].life = life
