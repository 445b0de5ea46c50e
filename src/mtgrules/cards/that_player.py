"""Objects "that player controls" in a triggered ability (603.2, 608.2c): "Whenever this
creature deals combat damage to a player, destroy target artifact that player controls." The
grammar reads the suffix as the controller 'that player' (``grammar/objects.py``); once the
mode is read, it becomes the player the trigger event names at its position in the event's
data ('event:N', known as the ability is put on the stack: ``engine/triggers.py``). Where
"that player" names no player of the event, the text is not understood."""
from __future__ import annotations

import dataclasses
import re

from mtgrules import ir as m
from mtgrules.cards.modes import NotUnderstood
from mtgrules.ir.rewrite import filters_in, replace_filters

#: ``Filter.controller`` as the grammar reads "that player controls", "that opponent controls"
#: and "they control".
THAT_PLAYER, THAT_OPPONENT, THEY = "that player", "that opponent", "they"
# players the text may name besides "that player", whom "they" could then stand for
_OTHER_PLAYERS = re.compile(r"\b(?:target (?:player|opponent)|each (?:player|opponent)|"
                            r"defending player|an opponent|(?:its|their) (?:controller|owner)|"
                            r"that (?:creature|permanent|spell)'s (?:controller|owner)|you)\b")


def bind_that_player(mode: m.Mode, refs: dict) -> m.Mode:
    """``mode`` with its objects "that player controls" controlled by the event's player, and
    "they control" too where "that player" is the only player the text names ("deals damage
    to that player equal to the number of artifacts they control")."""
    words = {flt.controller for flt in filters_in(mode)} & {THAT_PLAYER, THAT_OPPONENT, THEY}
    if not words:
        return mode
    who = refs.get(THAT_OPPONENT if THAT_OPPONENT in words else THAT_PLAYER)
    if type(who) is not m.EventObject:
        raise NotUnderstood(mode.text, f"'{min(words)} control(s)' where 'that player' is no "
                                       "player of a trigger event")
    if THEY in words and ("that player" not in mode.text or _OTHER_PLAYERS.search(mode.text)):
        raise NotUnderstood(mode.text, "'they control' where 'they' could be another player "
                                       "than 'that player'")
    bound = f"event:{who.index}"
    return replace_filters(mode, lambda flt: dataclasses.replace(flt, controller=bound)
                           if flt.controller in words else flt)
