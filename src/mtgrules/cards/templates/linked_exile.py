"""Linked abilities (rule 607.2a): "When this enchantment leaves the battlefield, return the
exiled card to the battlefield under its owner's control." (Oblivion Ring, Fiend Hunter,
Journey to Nowhere), "... return the exiled card to its owner's hand." (Tidehollow Sculler):
"the exiled card" is what the other abilities of the same object exiled."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.sentences import NotUnderstood, clause


_OWNERS = r"(?:its owner's|their owner's|their owners')"


@clause(rf"return the exiled cards? to the battlefield under {_OWNERS} control")
def _return_to_battlefield(hit, b) -> list:
    """Rule 607.2a: under its owner's control (110.2)."""
    return [m.PutOntoBattlefield(_linked(b, hit))]


@clause(rf"(?:return|put) the exiled cards? (?:to|into) {_OWNERS} hands?")
def _return_to_hand(hit, b) -> list:
    return [m.ReturnToHand(_linked(b, hit))]


def _linked(b, hit) -> m.ExiledBy:
    """"The exiled card" of another ability; after an exile in this same ability it would be
    the card that exile moved (400.7j), which this doesn't read."""
    if b.last_gone or b.targets:
        raise NotUnderstood(hit.group(0))
    return m.ExiledBy()
