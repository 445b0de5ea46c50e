""""Create a token that's a copy of target creature you control" (rules 707.2, 111.1): the token's
characteristics are the copiable values of the object copied as the effect resolves (its
printed values as modified by other copy effects, and its face-down status; not counters or
other effects, 707.2). The token then enters as any permanent does: its own "enters tapped",
"enters with counters" and enters triggers apply (614.1c, 603.6a)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effectlib.copies import with_exceptions
from mtgrules.engine.effects import amount, effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.engine.replacement import enters_with


@effect(m.CreateTokenCopy)
def _create_token_copy(game, res, e: m.CreateTokenCopy, offset) -> bool:
    controller = res.item.controller
    originals = [o for o in resolve_ref(game, res, e.what, offset)
                 if o >= 0 and o in game.objects and game.objects[o].zone is Zone.BATTLEFIELD]
    n = amount(game, res, e.count, offset)
    values = [game.chars(o).copiable for o in originals]  # 707.2: taken as the effect resolves
    if not originals and type(e.what) is m.This and res.item.ability is not None:
        # "a copy of it" (squad 702.157a, offspring 702.175a) after its source has left the
        # battlefield: its values as it last existed there (608.2h), those of its card
        originals, values = [res.item.source], [res.item.card]
    for original, copiable in zip(originals, values):
        if e.exceptions is not None:  # 707.9a-b: part of the token's copiable values
            copiable = with_exceptions(copiable, e.exceptions)
        for _ in range(n):
            oid = game.make_permanent(copiable, controller, controller, token=True, tapped=e.tapped)
            res.created += (oid,)
            tapped = "tapped " if e.tapped else ""
            game.event("707.2", f"player {seat_name(controller)} creates a {tapped}token that's a "
                                f"copy of {game.name(original)}")
            enters_with(game, oid)  # 614.1c, 616.1b: how it enters; its enters triggers (603.6a)
    return True
