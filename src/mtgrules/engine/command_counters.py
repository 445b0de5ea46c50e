"""Counters on the face-up cards of the command zone (rule 122.1): a plane or phenomenon (311,
312, 901.7) or a scheme (314, 904.8) whose abilities put counters on itself ("put a flame
counter on Naar Isle, then Naar Isle deals damage to you equal to the number of flame counters
on it").

Card objects of the command zone are shared by every copy of a game and never change, so their
counters are kept in ``game.marks[COUNTERS]``: ((object id, kind, count), ...). An object that
is turned face down or put into the command zone again becomes a new object, with no counters
(311.6, 312.6, 400.9, 400.10, 901.7a): ``forget``.
"""
from __future__ import annotations

from mtgrules.engine import command_zone
from mtgrules.engine.objects import Zone

#: ``game.marks`` key: ((object id, counter kind, count), ...) of the command zone's objects
COUNTERS = "command_counters"
#: ``game.marks`` key: the same, of the objects that have left the command zone, as they last
#: existed there (608.2h: "When you planeswalk away from ~, it deals damage equal to the number
#: of counters on it" resolves once it is gone)
LAST_KNOWN = "command_counters_last_known"


def counters_on(game, oid: int) -> dict[str, int]:
    """The counters on object ``oid`` (122.1), by kind: a permanent's own, a face-up card's of
    the command zone; none for any other object (a card in a hand or library has none)."""
    obj = game.objects.get(oid)
    if obj is None:  # gone: as it last existed in the command zone, if it was there (608.2h)
        return {kind: n for holder, kind, n in game.marks.get(LAST_KNOWN, ()) if holder == oid}
    own = getattr(obj, "counters", None)
    if own is not None:
        return own
    if obj.zone is not Zone.COMMAND:
        return {}
    return {kind: n for holder, kind, n in game.marks.get(COUNTERS, ()) if holder == oid}


def holds_counters(game, oid: int) -> bool:
    """Whether ``oid`` is a card of the command zone that counters can be put on: one whose
    abilities function there (a face-up plane, phenomenon or scheme, 901.7, 904.8; an emblem
    or a vanguard card, 114.4, 902.7)."""
    obj = game.objects.get(oid)
    return obj is not None and obj.zone is Zone.COMMAND and oid in command_zone.functioning(game)


def _set(game, oid: int, kind: str, n: int) -> None:
    rest = tuple(entry for entry in game.marks.get(COUNTERS, ()) if entry[:2] != (oid, kind))
    game.marks[COUNTERS] = rest + (((oid, kind, n),) if n > 0 else ())
    game.changed()  # "when Aretopolis has ten or more scroll counters on it" (603.8)


def put(game, oid: int, kind: str, n: int, rule: str = "122.1") -> None:
    """Put ``n`` counters of ``kind`` on the command zone's card ``oid`` (122.1)."""
    if n <= 0 or not holds_counters(game, oid):
        return
    now = counters_on(game, oid).get(kind, 0) + n
    _set(game, oid, kind, now)
    game.event(rule, f"{n} {kind} counter{'s' if n != 1 else ''} put on {game.name(oid)} "
                     f"(in the command zone: {now})")


def remove(game, oid: int, kind: str, n: int) -> int:
    """Remove up to ``n`` counters of ``kind`` from the command zone's card ``oid`` (122.1);
    how many were."""
    have = counters_on(game, oid).get(kind, 0)
    n = min(n, have)
    if n > 0:
        _set(game, oid, kind, have - n)
        game.event("122.1", f"{n} {kind} counter{'s' if n != 1 else ''} "
                            f"{'are' if n != 1 else 'is'} removed from {game.name(oid)}")
    return n


def forget(game, oid: int) -> None:
    """The card ``oid`` of the command zone becomes a new object (turned face down, 311.6,
    400.9, 901.7a, or taken out of the zone): the counters it had stay with no object, known
    as it last existed (608.2h) while its id names no object."""
    kept = game.marks.get(COUNTERS)
    if kept and any(entry[0] == oid for entry in kept):
        game.marks[COUNTERS] = tuple(entry for entry in kept if entry[0] != oid)
        game.marks[LAST_KNOWN] = tuple(entry for entry in kept if entry[0] == oid)  # the latest only
        game.changed()
