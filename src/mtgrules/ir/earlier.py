"""What an earlier step of the same spell or ability used or did, named again later in its
text (rule 608.2h: information is determined once, as the effect applies): the objects
sacrificed to pay its costs, and amounts made of two amounts."""
from __future__ import annotations

from mtgrules.records import record


@record
class Sacrificed:
    """"The sacrificed creature": the object sacrificed to pay a cost of the spell or ability
    ("Sacrifice a creature: ...", "As an additional cost to cast this spell, sacrifice a
    creature", 601.2h, 602.2b). It is gone; its power, toughness and controller are read as it
    last existed on the battlefield (608.2h, 113.7a)."""


@record
class Plus:
    """"1 plus the number of creatures you control": the sum of two amounts (608.2h), each
    determined as the effect applies."""

    first: object
    second: object


@record
class ManaValueOf:
    """"Its mana value", "the sacrificed artifact's mana value" (202.3): like ``PowerOf``, the
    mana value of what ``what`` names, as it is or as it last existed (608.2h)."""

    what: object
