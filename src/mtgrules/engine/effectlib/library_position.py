""""... puts it on their choice of the top or bottom of their library" (400.7, 608.2d): the
player who chooses is asked, as the effect happens, where the object goes."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.actions import ChooseValue
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name

_POSITIONS = ("top", "bottom")


def _movable(game, oid: int) -> bool:
    obj = game.objects.get(oid) if oid >= 0 else None
    return obj is not None and obj.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD)


@effect(m.PutTopOrBottom)
def _put_top_or_bottom(game, res, e: m.PutTopOrBottom, offset) -> bool:
    named = [oid for oid in resolve_ref(game, res, e.what, offset) if _movable(game, oid)]
    if not named:
        return True
    oid = named[0]
    chooser = game.objects[oid].owner if e.by_owner else res.item.controller
    game.ask("top_or_bottom", chooser, f"put {game.name(oid)} on the top or bottom of its "
                                       "owner's library?", (oid,))
    return False


def _legal(game, decision) -> list:
    return [ChooseValue("library position", where) for where in _POSITIONS]


def _perform(game, decision, action: ChooseValue) -> None:
    res = game.resolving
    res.queue.pop(0)
    oid = decision.data[0]
    if not _movable(game, oid):
        return
    bottom = action.value == "bottom"
    game.event("608.2d", f"player {seat_name(decision.player)} chooses the {action.value} of the "
                         "library")
    game.event("400.7", f"{game.name(oid)} is put {'on the bottom' if bottom else 'on top'} of its "
                        "owner's library")
    game.move(oid, Zone.LIBRARY, to_bottom=bottom)


handler("top_or_bottom", _legal, _perform)
