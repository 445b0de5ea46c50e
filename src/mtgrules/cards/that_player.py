"""Objects "that player controls" in a triggered ability (603.2, 608.2c): "Whenever this
creature deals combat damage to a player, destroy target artifact that player controls." The
grammar reads the suffix as the controller 'that player' (``grammar/objects.py``); once the
mode is read, it becomes the player the trigger event names at its position in the event's
data ('event:N', known as the ability is put on the stack: ``engine/triggers.py``). Where
"that player" names no player of the event, the text is not understood."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.modes import NotUnderstood
from mtgrules.ir.rewrite import filters_in, replace_filters

#: ``Filter.controller`` as the grammar reads "that player controls".
THAT_PLAYER = "that player"


def bind_that_player(mode: m.Mode, refs: dict) -> m.Mode:
    """``mode`` with its objects "that player controls" controlled by the event's player."""
    if not any(flt.controller == THAT_PLAYER for flt in filters_in(mode)):
        return mode
    who = refs.get(THAT_PLAYER)
    if type(who) is not m.EventObject:
        raise NotUnderstood(mode.text, "'that player controls' where 'that player' is no player "
                                       "of a trigger event")
    bound = f"event:{who.index}"
    return replace_filters(mode, lambda flt: dataclasses.replace(flt, controller=bound)
                           if flt.controller == THAT_PLAYER else flt)
