"""Reading delayed triggered abilities that last a while (rule 603.7b) into the card model:

    lasting := ("until end of turn" | "until your next turn") "," ability
             | "whenever" event "this turn ," effects
    ability := "whenever" event "," effects            (as a card's triggered ability is read)

"Whenever a creature attacks this turn, put a +1/+1 counter on it.", "Until end of turn,
whenever a creature you control deals combat damage to a player, put a loyalty counter on
Dovin." The ability inside is read as a card's line would be (its own targets, chosen each time
it triggers; "cardname" is the source, the same as that of the spell or ability creating it,
603.7d-e); one that names objects of the creating effect ("whenever that creature deals
damage this turn") is not read.
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.describe import describe_mode, describe_trigger, describes
from mtgrules.cards.emblems import ABILITY_READER
from mtgrules.cards.modes import ModeBuilder, NotUnderstood

_UNTIL = re.compile(r"until (end of turn|your next turn), (whenever .+)")
_DURATIONS = {"end of turn": "end_of_turn", "your next turn": "your_next_turn"}
_THIS_TURN = re.compile(r"(whenever [^,]+?) this turn, (.+)")
_GRANTED = re.compile(r"\bgranted\d+\b")


def read_delayed_whenever(s: str, b: ModeBuilder) -> list | None:
    """The effect of sentence ``s`` if it creates a delayed triggered ability lasting a while;
    None if it doesn't (NotUnderstood if it does, but its ability isn't read)."""
    hit, duration = _UNTIL.fullmatch(s), "end_of_turn"
    if hit is not None:
        duration, text = _DURATIONS[hit.group(1)], hit.group(2)
    else:
        hit = _THIS_TURN.fullmatch(s)
        if hit is None:
            return None
        text = f"{hit.group(1)}, {hit.group(2)}"
    if _GRANTED.search(text):  # an ability in quotation marks, read apart (113.10)
        raise NotUnderstood(s, "a delayed triggered ability with an ability in quotation marks")
    read = ABILITY_READER[0](text + ".")
    if len(read) != 1 or type(read[0]) is not m.TriggeredAbility:
        raise NotUnderstood(s, "a delayed triggered ability that is not one triggered ability")
    return [m.DelayedWhenever(read[0], duration)]


describes(m.DelayedWhenever)(
    lambda e: f"create a delayed triggered ability lasting {m.LASTING[e.duration]} (603.7b), "
              f"on {describe_trigger(e.ability)}: {describe_mode(e.ability.mode)}")
