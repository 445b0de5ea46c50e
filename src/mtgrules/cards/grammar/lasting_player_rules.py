"""A rule about players for a time (611.2a), after the player:

    player-rule-for := ("have" | "has") ("no maximum hand size" | "hexproof" | "shroud")
                       "until end of turn"        (402.2, 702.11d, 702.18d)
                     | ("can't cast spells" | "can't lose the game" | "can't win the game")
                       "this turn"                                  (101.2, 104.3, 104.2)
                       ("this turn" left out after "Until end of turn, ...")

"until your next turn" reads as "until end of turn" and is then given its own duration
(``cards/durations``: "You have no maximum hand size until your next turn.")."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.parser import Parser

_KINDS = (("no maximum hand size", "no_max_hand_size"), ("hexproof", "hexproof"), ("shroud", "shroud"))


#: "can't" rules (101.2: a "can't" overrides what the rules allow), this turn
_CANTS = (("can't cast spells", "cant_cast_spells"), ("can't lose the game", "cant_lose"),
          ("can't win the game", "cant_win"))


def player_rule_for(p: Parser, who, prefixed: bool = False) -> list | None:
    """After the player: the rule they have until end of turn, or None; ``prefixed``: the
    sentence began "Until end of turn," (no "this turn" after the rule)."""
    start = p.pos
    for words, kind in _CANTS:
        if p.take(words) and (p.take("this turn") or prefixed):
            return [m.PlayerRuleFor(who, kind)]
        p.pos = start
    if p.take_any("have", "has"):
        for words, kind in _KINDS:
            if p.take(words) and p.take("until end of turn"):
                return [m.PlayerRuleFor(who, kind)]
    p.pos = start
    return None
