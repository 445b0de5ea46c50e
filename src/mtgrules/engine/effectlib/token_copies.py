""""Create a token that's a copy of target creature you control" (rules 707.2, 111.1): the token's
characteristics are the copiable values of the object copied as the effect resolves (its
printed values as modified by other copy effects, and its face-down status; not counters or
other effects, 707.2). The token then enters as any permanent does: its own "enters tapped",
"enters with counters" and enters triggers apply (614.1c, 603.6a).

"A copy of this card" from an ability that functions in a graveyard (embalm 702.128a,
eternalize 702.129a) copies the card itself, whose copiable values are its printed ones: as it
last existed there if it was exiled to pay the cost (113.7a, 608.2h)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effectlib.copies import with_exceptions
from mtgrules.engine.effects import amount, effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.engine.replacement import enters_with


@effect(m.CreateTokenCopy)
def _create_token_copy(game, res, e: m.CreateTokenCopy, offset) -> bool:
    controller = res.item.controller
    n = amount(game, res, e.count, offset)
    for original, copiable in _originals(game, res, e.what, offset):
        if e.exceptions is not None:  # 707.9a-b: part of the token's copiable values
            copiable = with_exceptions(copiable, e.exceptions)
        for _ in range(n):
            oid = game.make_permanent(copiable, controller, controller, token=True, tapped=e.tapped)
            res.created += (oid,)
            tapped = "tapped " if e.tapped else ""
            game.event("707.2", f"player {seat_name(controller)} creates a {tapped}token that's a "
                                f"copy of {copiable.name if original is None else game.name(original)}")
            enters_with(game, oid)  # 614.1c, 616.1b: how it enters; its enters triggers (603.6a)
    return True


def _originals(game, res, what, offset: int) -> list:
    """(object or None, its copiable values) for each object ``what`` names: a permanent's as
    the effect resolves (707.2); the source card of an ability that functions outside the
    battlefield, as it last existed there (113.7a)."""
    ability = res.item.ability
    if type(what) is m.This and ability is not None and ability.zone:
        return [(None, res.item.card)]
    return [(o, game.chars(o).copiable) for o in resolve_ref(game, res, what, offset)
            if o >= 0 and o in game.objects and game.objects[o].zone is Zone.BATTLEFIELD]
