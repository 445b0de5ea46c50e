"""Cards in exile that an effect lets a player play (rules 601.3, 116.2a, 406.3a): "Exile the
top card of your library. Until the end of your next turn, you may play that card."

The permission is a continuous effect of the resolved spell or ability lasting as it says
(611.2a): "this turn" ends with the turn (514.2), "until the end of your next turn" with the
next turn of the player who got it. Kept in ``game.marks`` (copied and saved with the game),
one set of card ids by player, duration and kind:

- ``exile_play:<seat>:turn`` / ``exile_play:<seat>:next``: the player may play the card:
  cast it (its timing, costs and faces as from a hand), or play it as their land for the turn
  (116.2a: lands played count against the one land a turn, 305.2);
- ``exile_cast:<seat>:turn`` / ``exile_cast:<seat>:next``: the player may only cast it.

A card that leaves exile is a new object (400.7): the permission ends with it, and is dropped
as the card is cast or played.
"""
from __future__ import annotations

#: Durations: this turn, or until the end of the player's next turn.
TURN, NEXT_TURN = "turn", "next"
_KINDS = ("exile_play", "exile_cast")


def _key(kind: str, seat: int, until: str) -> str:
    return f"{kind}:{seat}:{until}"


def grant(game, seat: int, oids, until: str, cast_only: bool) -> None:
    """``seat`` may play (or only cast) the exiled cards ``oids`` for the duration ``until``."""
    key = _key(_KINDS[cast_only], seat, NEXT_TURN if until == "next_turn" else TURN)
    game.marks[key] = game.marks.get(key, frozenset()) | frozenset(oids)


def _marked(game, seat: int, kinds=_KINDS) -> frozenset:
    marks = game.marks
    if not marks:
        return frozenset()
    out = frozenset()
    for kind in kinds:
        for until in (TURN, NEXT_TURN):
            out |= marks.get(_key(kind, seat, until), frozenset())
    return out


def may_cast(game, seat: int, oid: int) -> bool:
    """Whether ``seat`` may cast the exiled card ``oid`` by such a permission (601.3)."""
    return oid in _marked(game, seat)


def may_play_land(game, seat: int, oid: int) -> bool:
    """Whether ``seat`` may play the exiled land card ``oid`` (116.2a): "play", not "cast"."""
    return oid in _marked(game, seat, _KINDS[:1])


def exiled_playable(game, seat: int) -> tuple:
    """Ids of the exiled cards ``seat`` has a permission to play or cast, in exile order."""
    marked = _marked(game, seat)
    if not marked:
        return ()
    return tuple(oid for p in game.players for oid in p.exile if oid in marked)


def used(game, seat: int, oid: int) -> None:
    """The card leaves exile as it is cast or played (400.7): its permission is dropped."""
    for kind in _KINDS:
        for until in (TURN, NEXT_TURN):
            key = _key(kind, seat, until)
            held = game.marks.get(key)
            if held and oid in held:
                rest = held - {oid}
                if rest:
                    game.marks[key] = rest
                else:
                    del game.marks[key]


def turn_began(game, seat: int) -> None:
    """Rule 611.2a: as ``seat``'s turn begins, their permissions "until the end of your next
    turn" become permissions for this turn."""
    if not game.marks:
        return
    for kind in _KINDS:
        held = game.marks.pop(_key(kind, seat, NEXT_TURN), None)
        if held:
            key = _key(kind, seat, TURN)
            game.marks[key] = game.marks.get(key, frozenset()) | held


def turn_ended(game) -> bool:
    """Rule 514.2 (611.2a): permissions for this turn end in the cleanup step; whether any did."""
    if not game.marks:
        return False
    ending = [k for k in game.marks if k.startswith(_KINDS) and k.endswith(":" + TURN)]
    for key in ending:
        del game.marks[key]
    return bool(ending)
