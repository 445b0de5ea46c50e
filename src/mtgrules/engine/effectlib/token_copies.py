""""Create a token that's a copy of target creature you control" (rules 707.2, 111.1): the token's
characteristics are the copiable values of the object copied as the effect resolves (its
printed values as modified by other copy effects, and its face-down status; not counters or
other effects, 707.2). The token then enters as any permanent does: its own "enters tapped",
"enters with counters" and enters triggers apply (614.1c, 603.6a)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effectlib.copies import with_exceptions
from mtgrules.engine.effects import _players, amount, effect, resolve_ref
from mtgrules.engine.objects import Zone
from mtgrules.engine.effectlib.token_creation import create_tokens
from mtgrules.engine.effectlib.attacking import then_attacking


@effect(m.CreateTokenCopy)
def _create_token_copy(game, res, e: m.CreateTokenCopy, offset) -> bool:
    if type(e.who) is m.EachPlayer:  # "each player creates a token that's a copy of the creature they chose"
        originals = resolve_ref(game, res, e.what, offset)
        chosen = [(player, oid, game.chars(oid).copiable) for player, oid in res.chosen_each
                  if oid in originals]  # 707.2: all taken as the effect resolves
        for player, oid, copiable in chosen:
            _copies(game, res, e, offset, player, [oid], [copiable])
        return True
    players = [res.item.controller] if e.who is None else _players(resolve_ref(game, res, e.who, offset))
    if len(players) != 1:  # "its controller": one player, none if it can't be told (608.2b)
        return True
    controller = players[0]
    originals = [o for o in resolve_ref(game, res, e.what, offset)
                 if o >= 0 and o in game.objects and game.objects[o].zone is Zone.BATTLEFIELD]
    values = [game.chars(o).copiable for o in originals]  # 707.2: taken as the effect resolves
    if not originals and type(e.what) is m.This and res.item.ability is not None:
        # "a copy of it" (squad 702.157a, offspring 702.175a) after its source has left the
        # battlefield, "a copy of this card" of a card exiled from a graveyard to pay the cost
        # (embalm 702.128a, eternalize 702.129a): its values as it last existed (608.2h, 113.7a),
        # those of its card
        originals, values = [res.item.source], [res.item.card]
    _copies(game, res, e, offset, controller, originals, values)
    return True


def _copies(game, res, e: m.CreateTokenCopy, offset: int, controller: int, originals: list,
            values: list) -> None:
    """``controller`` creates the tokens copying each of ``originals`` (``values``: their
    copiable values, 707.2), with the exceptions (707.9a-b)."""
    n = amount(game, res, e.count, offset)
    for original, copiable in zip(originals, values):
        if e.exceptions is not None:  # 707.9a-b: part of the token's copiable values
            copiable = with_exceptions(copiable, e.exceptions)
        tapped = "tapped " if e.tapped else ""
        name = game.name(original) if original in game.objects else copiable.name
        created = create_tokens(game, controller, copiable, n, tapped=e.tapped, rule="707.2",
                                what=f"creates a {tapped}token that's a copy of {name}")
        res.created += created
        if e.attacking:  # rule 508.4
            then_attacking(res, created)
