"""Lines that let a player act with a card from their opening hand (rule 103.6):

    begin   := "if cardname is in your opening hand , you may begin the game with"
               ("it" | "him" | "her") "on the battlefield ."                      (103.6a)
    reveal  := "you may reveal cardname from your opening hand . if you do ," delayed   (103.6b)

where ``delayed`` creates delayed triggered abilities ("at the beginning of the first upkeep,
each opponent loses 3 life"; ``cards/delayed.py``).
"""
from __future__ import annotations

import re
from typing import Callable

from mtgrules import ir as m
from mtgrules.cards.describe import describe_effect

_BEGIN = re.compile(r"if cardname is in your opening hand, you may begin the game with "
                    r"(?:it|him|her|cardname) on the battlefield\.")
_REVEAL = re.compile(r"you may reveal cardname from your opening hand\. if you do, (.+)")


def read_opening_hand(low: str, line: str, mode: Callable[[str, str], m.Mode]):
    """(ability, how it was read) for a line of rule 103.6, or None if ``low`` isn't one.
    ``mode`` reads the revealed card's effect; an effect that isn't the creation of delayed
    triggered abilities is refused (it would otherwise happen before the game begins)."""
    if _BEGIN.fullmatch(low):
        return (m.OpeningHandAction("battlefield", (), line),
                "103.6a: if it is in your opening hand, you may begin the game with it on the "
                "battlefield")
    hit = _REVEAL.fullmatch(low)
    if hit is None:
        return None
    effects = mode(hit.group(1), line)
    if effects is None:
        return None
    then = ", ".join(describe_effect(e) for e in effects)
    return (m.OpeningHandAction("reveal", effects, line),
            f"103.6b: you may reveal it from your opening hand; if you do, {then}")
