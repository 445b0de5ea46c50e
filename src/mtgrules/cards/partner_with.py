"""Partner with [name] (rule 702.124i), which represents two abilities: a partner ability of
deck construction ("You may designate two legendary creature cards as your commander rather
than one if each has a 'partner with [name]' ability with the other's name"), with no effect in
the games this engine plays, and a triggered ability: "When this permanent enters, target
player may search their library for a card named [name], reveal it, put it into their hand,
then shuffle." The triggered ability is read by the card grammar from that text."""
from __future__ import annotations

import re

_PARTNER_WITH = re.compile(r"partner with ([^()]+)")

#: 702.124i's second ability, for the partner's name.
TRIGGER = ("when cardname enters, target player may search their library for a card named {}, "
           "reveal it, put it into their hand, then shuffle.")


def partner_trigger(low: str, line: str) -> str | None:
    """The triggered ability of a "Partner with [name]" line (``low`` normalised, ``line`` as
    printed), as text; None if ``low`` isn't one. A line whose reminder text says no card is
    searched for is a different ability (an Un-set "Partner with Knight"), and the partner's
    name must not be this card's own (``cardname``)."""
    hit = _PARTNER_WITH.fullmatch(low)
    if hit is None or "cardname" in hit.group(1) or "don't search" in line.lower():
        return None
    return TRIGGER.format(hit.group(1))
