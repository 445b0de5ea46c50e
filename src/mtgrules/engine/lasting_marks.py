"""Effects kept for a time in ``game.marks`` as tuples under one key (611.2a: "until end of
turn", "until your next turn", "until a player planeswalks" ...): dropping those whose time has
come, each said in the log once, in the order they were made (the log stays the same from run to
run, as a set's order would not)."""
from __future__ import annotations

from typing import Callable


def drop_ended(game, key: str, ended: Callable[[tuple], bool], told: Callable[[tuple], str]) -> None:
    """Rule 611.2a: the entries of ``game.marks[key]`` for which ``ended(entry)`` holds end:
    ``told(entry)`` is logged for each (identical entries once), and the key goes with the last."""
    entries = game.marks[key]
    kept = tuple(x for x in entries if not ended(x))
    for entry in dict.fromkeys(x for x in entries if ended(x)):
        game.event("611.2a", told(entry))
    if kept:
        game.marks[key] = kept
    else:
        del game.marks[key]
