"""A rule about players for a time (611.2a), after the player:

    player-rule-for := ("have" | "has") ("no maximum hand size" | "hexproof" | "shroud")
                       "until end of turn"        (402.2, 702.11d, 702.18d)
                     | "can't cast spells this turn"                (101.2)

"until your next turn" reads as "until end of turn" and is then given its own duration
(``cards/durations``: "You have no maximum hand size until your next turn.")."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.parser import Parser

_KINDS = (("no maximum hand size", "no_max_hand_size"), ("hexproof", "hexproof"), ("shroud", "shroud"))


def player_rule_for(p: Parser, who) -> list | None:
    """After the player: the rule they have until end of turn, or None."""
    start = p.pos
    if p.take("can't cast spells this turn"):  # 101.2: a "can't" overriding the rules
        return [m.PlayerRuleFor(who, "cant_cast_spells")]
    if p.take_any("have", "has"):
        for words, kind in _KINDS:
            if p.take(words) and p.take("until end of turn"):
                return [m.PlayerRuleFor(who, kind)]
    p.pos = start
    return None
