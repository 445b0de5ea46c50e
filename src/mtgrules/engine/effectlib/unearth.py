"""Unearth's effect (rule 702.84a): "Return this card from your graveyard to the battlefield. It
gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield,
exile it instead of putting it anywhere else."

The card returns only if it is still the card in the graveyard the ability was activated from
(400.7: a card that left and came back is a new object). Haste is a continuous effect of the
resolved ability with no duration (611.2a, layer 6). "Exile it at the beginning of the next end
step" is a delayed triggered ability (603.7, ``effectlib/delayed.py``): it is not an ability of
the permanent, so it triggers even if the permanent has lost its abilities; its controller is
the unearth ability's (603.7d), and it names the permanent the card became (603.7c). "If it would leave the battlefield, exile it instead" is a replacement effect from the
resolved ability (614.1a), kept on the permanent's id in ``game.marks`` and applied as the move
happens (``exiled_instead``): whatever other replacement effects did to the move, it ends in
exile. Neither applies to a new object the permanent becomes (400.7).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import layers
from mtgrules.engine.effectlib.delayed import Waiting
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import Zone

UNEARTHED = "unearth"  # permanents to exile instead if they would leave the battlefield
_HASTE = m.Change(keywords=(m.KeywordInstance("haste"),))


@effect(m.Unearth)
def _unearth(game, res, e: m.Unearth, offset) -> bool:
    card = res.item.source
    obj = game.objects.get(card)
    if obj is None or obj.zone is not Zone.GRAVEYARD:
        return True  # rule 400.7: the card left the graveyard; nothing returns
    game.event("702.84a", f"{obj.card.name} is returned from its owner's graveyard to the battlefield")
    new = game.move(card, Zone.BATTLEFIELD, controller=res.item.controller)
    if new is None or new not in game.objects:
        return True
    layers.begin_effect(game, (new,), _HASTE, card, "indefinite")
    game.marks[UNEARTHED] = game.marks.get(UNEARTHED, frozenset()) | {new}
    game.delayed += (Waiting("end", (m.Exile(m.Bound((new,))),), "exile it",
                             res.item.controller, new, obj.card),)
    game.event("702.84a", f"{game.name(new)} gains haste; it will be exiled at the beginning of the "
                          "next end step")
    return True


def exiled_instead(game, oid: int) -> bool:
    """Rule 702.84a: whether permanent ``oid``, about to leave the battlefield, was unearthed
    and so goes to exile instead (the mark ends with the permanent, 400.7)."""
    marked = game.marks.get(UNEARTHED)
    if not marked or oid not in marked:
        return False
    rest = marked - {oid}
    if rest:
        game.marks[UNEARTHED] = rest
    else:
        del game.marks[UNEARTHED]
    return True
