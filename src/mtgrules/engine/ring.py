"""The Ring and Ring-bearers (rule 701.54), as the layers and combat see them.

A player the Ring has tempted has an emblem named The Ring (701.54c) and at most one
Ring-bearer, a designation (701.54b) kept in ``game.marks``: ``RING + seat`` holds (the emblem's
id, how many times the Ring has tempted that player), ``BEARER + seat`` the Ring-bearer's id. A
creature stays its controller's Ring-bearer until another creature becomes their Ring-bearer or
another player gains control of it (701.54a); a permanent that leaves the battlefield is a new
object (400.7) and no Ring-bearer. The emblem's static ability "Your Ring-bearer is legendary
and can't be blocked by creatures with greater power" is applied here (layer 4, with the
emblem's timestamp, 613.7a, 613.7d; and as a blocking restriction, 509.1b); its triggered
abilities are in ``effectlib/ring.py``."""
from __future__ import annotations

from mtgrules.engine.objects import seat_name
from mtgrules.engine.greater_power import greater_power_blocks
from mtgrules.ir.continuous import Change

RING = "the ring:"
BEARER = "ring-bearer:"

_LEGENDARY = Change(add_supertypes=frozenset({"Legendary"}))


def tempted(game, seat: int) -> int:
    """How many times the Ring has tempted ``seat`` (0: never, so they have no Ring)."""
    ring = game.marks.get(RING + str(seat))
    return ring[1] if ring is not None else 0


def ring_emblem(game, seat: int) -> int | None:
    """The id of ``seat``'s emblem named The Ring, or None."""
    ring = game.marks.get(RING + str(seat))
    return ring[0] if ring is not None else None


def ring_bearer(game, seat: int) -> int | None:
    """``seat``'s Ring-bearer: a permanent on the battlefield with the designation (701.54e)."""
    oid = game.marks.get(BEARER + str(seat))
    if oid is None or oid not in game.objects or oid not in game.battlefield:
        return None
    return oid


def bearer_effects(game, permanent: str) -> list:
    """The layer-4 effects making each Ring-bearer legendary (701.54c), at the timestamps of
    their Rings (613.7a); none while no player has a Ring."""
    from mtgrules.engine.layers import ContinuousEffect
    if not game.marks:
        return []
    out = []
    for seat in range(len(game.players)):
        oid = ring_bearer(game, seat)
        if oid is not None:
            emblem = game.objects[ring_emblem(game, seat)]
            out.append(ContinuousEffect(emblem.card.emblem.timestamp, (oid,), _LEGENDARY, emblem.id,
                                        permanent))
    return out


def control_changed(game, oid: int, before: int) -> bool:
    """Permanent ``oid`` came under another player's control: it stops being the Ring-bearer of
    ``before`` (701.54a). Whether it was one."""
    key = BEARER + str(before)
    if game.marks.get(key) != oid:
        return False
    del game.marks[key]
    game.event("701.54a", f"{game.objects[oid].card.name} is no longer player "
                          f"{seat_name(before)}'s Ring-bearer: another player gained control of it")
    return True


def bearer_evasion(game, blocker: int, attacker: int) -> tuple[str, str] | None:
    """701.54c: a Ring-bearer can't be blocked by creatures with greater power."""
    seat = game.controller(attacker)
    if ring_bearer(game, seat) != attacker:
        return None
    return greater_power_blocks(game, attacker, blocker, "701.54c", "a Ring-bearer")
