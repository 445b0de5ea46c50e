"""Phasing (rule 702.26): permanents phasing out and in.

A permanent that phases out stays the same object, with its status, counters and attachments,
but is treated as though it doesn't exist (702.26b): it leaves ``game.battlefield`` and becomes
a ``PhasedOut`` (whose ``zone`` is not the battlefield) without changing zones, so nothing
triggers on it leaving or entering (702.26d); it is removed from combat (506.4). The Auras,
Equipment and Fortifications attached to it phase out with it, indirectly (702.26g-h), and
phase in with it. Who it phased out under, and whether directly, is kept in ``game.marks``.

During each player's untap step, before the active player untaps, their phased-in permanents
with phasing phase out and, at the same time, the permanents that phased out directly under
their control phase in (702.26a).
"""
from __future__ import annotations

from mtgrules.engine.objects import Permanent, PhasedOut

#: ``game.marks`` key: (permanent, the seat it phased out under, phased out directly)
PHASED_OUT = "phased_out"
#: ``game.marks`` key: the permanents that phased out "until a player planeswalks" (611.2a):
#: they don't phase in during an untap step, but as soon as a player planeswalks (701.31)
UNTIL_PLANESWALK = "phased_out_until_planeswalk"


def _attached_to_any(game, hosts: set) -> list[int]:
    """The permanents attached, directly or through others, to any of ``hosts`` (702.26g)."""
    found: list[int] = []
    frontier = set(hosts)
    while frontier:
        more = [oid for oid in game.battlefield
                if game.objects[oid].attached_to in frontier and oid not in hosts and oid not in found]
        found.extend(more)
        frontier = set(more)
    return found


def phase_out(game, oids, until_planeswalk: bool = False) -> None:
    """Rule 702.26b: the permanents ``oids`` phase out directly, what is attached to them
    indirectly (702.26g; both: indirectly, 702.26h). ``until_planeswalk``: "they phase out
    until a player planeswalks" (611.2a): they phase in then, not in an untap step."""
    direct = [oid for oid in dict.fromkeys(oids) if oid in game.battlefield]
    if not direct:
        return
    if until_planeswalk:
        game.marks[UNTIL_PLANESWALK] = game.marks.get(UNTIL_PLANESWALK, frozenset()) | frozenset(direct)
    indirect = _attached_to_any(game, set(direct))
    direct = [oid for oid in direct if oid not in indirect]
    seats = {oid: game.chars(oid).controller for oid in direct + indirect}
    marks = set(game.marks.get(PHASED_OUT, ()))
    for oid in direct + indirect:
        game.event("702.26b", f"{game.name(oid)} phases out"
                              + ("" if oid not in indirect else " (attached to a permanent phasing out)"))
    for oid in direct + indirect:
        game.battlefield.remove(oid)
        game.objects[oid].__class__ = PhasedOut
        if game.combat is not None:
            game.combat.remove(oid)  # 506.4
        marks.add((oid, seats[oid], oid not in indirect))
    game.marks[PHASED_OUT] = frozenset(marks)
    game.changed()


def _phase_in(game, seat: int) -> None:
    """Rule 702.26a: the permanents that phased out directly under ``seat``'s control phase
    in, with those that phased out indirectly attached to them (702.26g); not those that
    phased out until a player planeswalks (611.2a)."""
    held = game.marks.get(UNTIL_PLANESWALK, frozenset())
    _phase_in_these(game, {oid for oid, who, direct in game.marks.get(PHASED_OUT, frozenset())
                           if direct and who == seat and oid not in held})


def planeswalked(game) -> None:
    """A player planeswalked (701.31): the permanents that phased out "until a player
    planeswalks" phase in (611.2a, 702.26c), with what is attached to them (702.26g)."""
    held = game.marks.pop(UNTIL_PLANESWALK, None)
    if held:
        _phase_in_these(game, {oid for oid, _, direct in game.marks.get(PHASED_OUT, frozenset())
                               if direct and oid in held})


def _phase_in_these(game, coming: set) -> None:
    """The permanents ``coming``, phased out directly, phase in with those that phased out
    indirectly attached to them (702.26c, 702.26g)."""
    marks = game.marks.get(PHASED_OUT, frozenset())
    if not coming:
        return
    indirect = {oid: game.objects[oid].attached_to for oid, who, direct in marks if not direct}
    grew = True
    while grew:
        more = {oid for oid, host in indirect.items() if host in coming and oid not in coming}
        coming |= more
        grew = bool(more)
    back = sorted(coming)
    for oid in back:
        perm = game.objects[oid].copy()  # copies of a game share what isn't on the battlefield
        perm.__class__ = Permanent
        game.objects[oid] = perm
        game.battlefield.append(oid)
    left = frozenset(e for e in marks if e[0] not in coming)
    if left:
        game.marks[PHASED_OUT] = left
    else:
        del game.marks[PHASED_OUT]
    game.changed()
    for oid in back:
        game.event("702.26c", f"{game.name(oid)} phases in")


def untap_step(game, seat: int) -> None:
    """Rule 702.26a: phasing in ``seat``'s untap step, before they untap their permanents."""
    going = [oid for oid in game.battlefield
             if game.chars(oid).controller == seat and game.has_keyword(oid, "phasing")]
    if PHASED_OUT in game.marks:
        _phase_in(game, seat)
    if going:
        phase_out(game, going)
