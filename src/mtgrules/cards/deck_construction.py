"""Abilities that work only as a deck is built, before the game begins: "A deck can have any
number of cards named ..." (an exception to 100.2a's limit of four), "This card can be your
commander" (903.3a) and the partner abilities that let two cards be a deck's commanders
(702.124a). They have no effect in the games this engine plays (which doesn't enforce deck
limits), so a line holding one is read as no ability at all, with the rule that says so."""
from __future__ import annotations

import re

_COMMANDER = "cardname can be your commander."
_ANY_NUMBER = re.compile(r"a deck can have (any number|up to (?:\d+|[a-z]+))(?: of)? cards named cardname\.")

# 702.124h partner, 702.124j friends forever (printed "Partner—Friends forever", as the other
# "Partner—[text]" variants whose requirement is that both cards have the same one),
# 702.124k choose a Background, 702.124m Doctor's companion; not "partner with [name]"
# (702.124i), which is also a triggered ability
_PARTNER = re.compile(r"(partner(?:—[a-z' ]+)?|friends forever|choose a background|doctor's companion)")


def read_deck_construction(low: str) -> str | None:
    """How a deck-construction line (``low``, normalised) was read, or None."""
    copies = _ANY_NUMBER.fullmatch(low)
    if copies is not None:
        return (f"100.2a: a deck may hold {copies.group(1).replace('any number', 'any number of')} copies of this card, "
                "not four at most (deck construction, before the game begins; no effect in the games "
                "this engine plays)")
    if low == _COMMANDER:
        return ("903.3a: it may be a Commander deck's commander (deck construction, before "
                "the game begins; no effect in the games this engine plays)")
    hit = _PARTNER.fullmatch(low)
    if hit is None:
        return None
    return (f"702.124a: {hit.group(1)}, a partner ability: two cards may be a Commander deck's "
            "commanders (deck construction, before the game begins; no effect in the games this "
            "engine plays)")
