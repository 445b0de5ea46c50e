"""Goad (rule 701.15): a designation a creature has until the next turn of the player who goaded
it (701.15a), kept in ``game.marks`` under ``goaded:<seat>`` as the set of creatures that player
goaded, so a creature goaded by several players has each requirement (701.15c) and goading it
twice adds none (701.15d). A goaded creature attacks each combat if able, and a player other
than those who goaded it if able (701.15b): the declaration of attackers offers it only such a
player while one can be attacked (508.1d)."""
from __future__ import annotations

from mtgrules.engine.objects import ref_player, seat_name

_KEY = "goaded:"


def goad(game, oid: int, seat: int) -> None:
    """Rule 701.15a: player ``seat`` goads creature ``oid`` (again: no effect, 701.15d)."""
    key = f"{_KEY}{seat}"
    marked = game.marks.get(key, frozenset())
    if oid in marked:
        return
    game.marks[key] = frozenset(o for o in marked if o in game.objects) | {oid}
    game.changed()
    game.event("701.15a", f"{game.name(oid)} is goaded by player {seat_name(seat)} until their next turn")


def goaders(game, oid: int) -> list[int]:
    """The seats of the players who goaded ``oid`` (none if it isn't goaded)."""
    if not game.marks:
        return []
    return [int(key[len(_KEY):]) for key, marked in game.marks.items()
            if key.startswith(_KEY) and oid in marked]


def turn_began(game, seat: int) -> None:
    """Rule 701.15a: the creatures player ``seat`` goaded are goaded no longer."""
    if game.marks.pop(f"{_KEY}{seat}", None) is not None:
        game.event("701.15a", f"creatures goaded by player {seat_name(seat)} are no longer goaded by them")


def allowed_defenders(game, oid: int, defenders: list[int]) -> list[int]:
    """Rule 701.15b: of ``defenders`` (the player refs and planeswalkers goaded creature ``oid``
    can attack), those it may be declared attacking: the players other than those who goaded
    it, if there is one; else any."""
    goading = goaders(game, oid)
    if not goading:
        return defenders
    others = [d for d in defenders if d < 0 and ref_player(d) not in goading]
    return others or defenders
