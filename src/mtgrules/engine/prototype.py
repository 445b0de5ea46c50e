"""Prototype cards cast prototyped (rules 702.160, 718).

702.160a: a player who casts a spell with prototype may cast it "prototyped": the alternative
set of its power, toughness and mana cost characteristics is then used (718.3). The keyword's
parameter holds them as printed ("{1}{U}{U} — 2/1"). Cast so, offered as
``CastSpell(card, alternative="prototype")``, the spell's ``card`` is the prototyped form of
the card (``prototyped``) and ``whole_card`` the card itself: both the spell and the permanent
it becomes have only the prototype mana cost, power and toughness, and the colors of that
cost (718.3b); they are what is evaluated to see whether it can be cast (718.3a), and the
prototype mana cost is the spell's mana cost, paid as such (it isn't an alternative cost).
In every other zone the card has its normal characteristics (718.4): the permanent's
``whole_card`` is what leaves the battlefield. Copies of the spell or the permanent copy the
prototyped form (718.3c-d). Its other characteristics are unchanged (718.5).
"""
from __future__ import annotations

import dataclasses
import re

from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost

ALTERNATIVE = "prototype"

_PARAM = re.compile(r"((?:\{[^}]+\})+) — (\d+)/(\d+)")


def characteristics(card):
    """The prototype mana cost, power and toughness of ``card`` (702.160a), or None if it has
    no prototype ability."""
    for inst in card.keywords:
        if inst.name == ALTERNATIVE:
            found = _PARAM.fullmatch(inst.param or "")
            if found is None:
                return None
            try:
                cost = parse_mana_cost(found.group(1))
            except ManaCostError:
                return None
            return cost, int(found.group(2)), int(found.group(3))
    return None


def prototyped(card):
    """``card`` cast prototyped: its prototype mana cost, power and toughness, and the colors of
    that cost in place of those of its normal mana cost (718.3b; a color indicator's stay,
    718.5); ``prototype_of`` names the card it is the prototyped form of."""
    cost, power, toughness = characteristics(card)
    normal = card.mana_cost.colors if card.mana_cost is not None else frozenset()
    return dataclasses.replace(card, mana_cost=cost, power=power, toughness=toughness,
                               colors=(card.colors - normal) | cost.colors, prototype_of=card)


def why_not(card) -> tuple[str, str] | None:
    """Why ``card`` can't be cast prototyped at all: it has no prototype ability (702.160a)."""
    if characteristics(card) is None:
        return "702.160a", f"{card.name} has no prototype"
    return None
