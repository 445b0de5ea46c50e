"""Day and night (rule 730): designations of the game, checked as the untap step's second
part (502.2, 730.2).

``game.day_night`` is ``None`` (neither, as the game starts, 730.1), ``"day"`` or ``"night"``;
once it is day or night it stays one of them (730.1). ``game.active_spells`` counts the spells
the active player has cast this turn, for the next untap step's check; it is ``None`` while no
whole turn has been seen (the first turn of a game has no previous turn).
"""
from __future__ import annotations

DAY, NIGHT = "day", "night"


def become(game, value: str, rule: str = "730.1") -> None:
    """It becomes day or night (730.1, 730.1a)."""
    if value not in (DAY, NIGHT):
        raise ValueError(f"day_night must be {DAY!r} or {NIGHT!r}, not {value!r}")
    if game.day_night == value:
        return
    before = game.day_night
    game.day_night = value
    game.changed()
    game.event(rule, f"{before} becomes {value}" if before else f"it becomes {value}")
    from mtgrules.engine import hooks
    hooks.day_night_check(game)  # daybound and nightbound permanents transform (702.145b, e)


def spell_cast(game, controller: int) -> None:
    """Count a spell cast by the active player this turn (730.2a-b)."""
    if controller == game.active and game.active_spells is not None:
        game.active_spells += 1


def untap_step_check(game) -> None:
    """Rule 502.2 / 730.2: if it's day and the previous turn's active player cast no spells
    during that turn, it becomes night; if it's night and they cast two or more, it becomes
    day; if it's neither, no check happens (730.2c). Then the count starts for this turn."""
    cast = game.active_spells
    if cast is not None and game.day_night == DAY and cast == 0:
        become(game, NIGHT, "730.2a")
    elif cast is not None and game.day_night == NIGHT and cast >= 2:
        become(game, DAY, "730.2b")
    game.active_spells = 0
