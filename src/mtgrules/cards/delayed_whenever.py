"""Reading delayed triggered abilities that last a while (rule 603.7b) into the card model:

    lasting := ("until end of turn" | "until your next turn") "," ability
             | "whenever" event "this turn ," effects
    ability := "whenever" event "," effects            (as a card's triggered ability is read)
             | mana-trigger                 (a triggered mana ability, 605.1b: ``mana_triggers``)

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
from mtgrules.cards.describe_mana_triggers import describe_mana_trigger
from mtgrules.cards.emblems import ABILITY_READER
from mtgrules.cards.modes import ModeBuilder, NotUnderstood

_UNTIL = re.compile(r"until (end of turn|your next turn), (whenever .+)")
_DURATIONS = {"end of turn": "end_of_turn", "your next turn": "your_next_turn"}
_THIS_TURN = re.compile(r"(whenever [^,]+?) this turn, (.+)")


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
    # abilities in quotation marks were set aside as "grantedN" (113.10): the delayed ability
    # is read whole, with its own quotation marks
    text = re.sub(r"\bgranted(\d+)\b", lambda q: f'"{b.granted[int(q.group(1))].text}"', text)
    read = ABILITY_READER[0](text + ".")
    if len(read) != 1 or not (type(read[0]) is m.TriggeredAbility or _mana_trigger(read[0])):
        raise NotUnderstood(s, "a delayed triggered ability that is not one triggered ability")
    return [m.DelayedWhenever(read[0], duration)]


def _mana_trigger(ability) -> bool:
    """Whether ``ability`` is a triggered mana ability ("whenever a player taps an Island for
    mana, that player adds an additional {U}", 605.1b)."""
    return type(ability) is m.StaticAbility and type(ability.effect) is m.TappedForManaAdds


def _describe(e: m.DelayedWhenever) -> str:
    lasting = f"create a delayed triggered ability lasting {m.LASTING[e.duration]} (603.7b)"
    if _mana_trigger(e.ability):
        return f"{lasting}, a triggered mana ability (605.1b): {describe_mana_trigger(e.ability.effect)}"
    return f"{lasting}, on {describe_trigger(e.ability)}: {describe_mode(e.ability.mode)}"


describes(m.DelayedWhenever)(_describe)
