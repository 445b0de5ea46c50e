"""Keyword abilities given to cards in a hand or a graveyard by a static ability (rules 604.1,
611.3, 613.1f), read as one line of one or two sentences:

    line    := ["during your turn, "] subject ("has" | "have") keyword [cost] ["." costs]
    subject := ["each"] <object description> ("card" | "cards")
               "in" ("your graveyard" | "graveyards" | "your hand" | "each player's hand")
               ["that's" <suffix of the description>]
    costs   := ("its" | "the") keyword "cost is equal to" ("its" | "the card's") "mana cost"
               ["plus" <costs other than mana>]

The description is the grammar's (``objects.description``), read in the zone the subject
names; "instant and sorcery cards" are the cards of either type (like "instant or sorcery
card"). The keywords are those that work from that zone: cycling from a hand (702.29a);
embalm, encore, escape, flashback, retrace, scavenge and unearth from a graveyard (702.128a,
702.141a, 702.138a, 702.34a, 702.81a, 702.97a, 702.84a). The model is
:class:`mtgrules.ir.ZoneKeywords`; the engine gives the keyword to each such card
(``engine/zone_grants.py``).
"""
from __future__ import annotations

import dataclasses
import re

from mtgrules import ir as m
from mtgrules.cards.describe import describe_filter
from mtgrules.cards.grammar.costs import read_graveyard_exile
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.modes import NotUnderstood
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost

#: the keywords a static ability may give to cards in each zone, and whether each has a cost
KEYWORDS = {"graveyard": {"embalm": True, "encore": True, "escape": True, "flashback": True,
                          "retrace": False, "scavenge": True, "unearth": True},
            "hand": {"cycling": True}}
#: the zone of each subject's ending, and whether only the ability controller's cards (404.2, 402.1)
_WHERE = {"your graveyard": ("graveyard", True), "graveyards": ("graveyard", False),
          "your hand": ("hand", True), "each player's hand": ("hand", False)}
_LINE = re.compile(r"(?:(during your turn), )?(?:each )?(.*?)\bcards? in (your graveyard|graveyards|your hand"
                   r"|each player's hand)( that's [^.]+?)? (?:has|have) ([a-z-]+)((?: ?\{[^}]+\})*)"
                   r"(?:\. (?:its|the) ([a-z-]+) cost is equal to (?:its|the card's) mana cost(?: plus (.+?))?)?\.?")
_YOUR_TURN = m.StateCondition("your_turn", text="it's your turn")
#: the keywords a static ability may give to spells ("Instant and sorcery spells have rebound.",
#: an ``Anthem`` about spells), which the engine reads from a spell as it would a printed one
#: (``engine/spell_grants.py``)
SPELL_KEYWORDS = frozenset({"cascade", "convoke", "demonstrate", "rebound", "split second", "storm"})
#: those of them that matter only to a spell that was cast, given to "spells you cast" (a copy
#: of a spell isn't cast, 707.10)
_CAST_KEYWORDS = frozenset({"cascade", "convoke", "demonstrate", "rebound", "storm"})
_SPELLS_CAST = re.compile(r"(.+? spells?) (you|players) cast( from your hand)? (?:have|has) ([a-z ]+?)"
                          r"(?: ?\{[^}]+\})*\.?")


def read_zone_keywords(low: str) -> m.ZoneKeywords | None:
    """The effect of the line ``low`` if it gives a keyword to cards in a hand or graveyard;
    None if it isn't such a line; :class:`NotUnderstood` if it is one the grammar doesn't cover."""
    if " in " not in low or " ha" not in low:  # no "... card(s) in <zone> has / have ..."
        return None
    hit = _LINE.fullmatch(low.strip())
    if hit is None:
        return None
    turn, words, where, suffix, keyword, cost, named, plus = hit.groups()
    cost = cost.strip()
    zone, yours = _WHERE[where]
    costed = KEYWORDS[zone].get(keyword)
    if costed is None:
        raise NotUnderstood(low, f"{keyword} given to cards in a {zone} is not supported")
    p = Parser(tokenize((words.replace(" and ", " or ") + "card" + (suffix or "")).strip()))
    found = description(p, zone=zone)
    if found is None or not p.done():
        raise NotUnderstood(low, p.complaint() if found is None else "not understood: " + words)
    flt = dataclasses.replace(found.filter, zone=zone, owner_you=yours)
    own = named is not None
    if own and named != keyword:
        raise NotUnderstood(low, f"the cost of {named} given with {keyword}")
    if costed != (own or bool(cost)) or own and cost:
        raise NotUnderstood(low, f"{keyword} given without its cost" if costed else
                                 f"{keyword} has no cost")
    if cost:
        try:
            parsed = parse_mana_cost(cost.upper())
        except ManaCostError:
            raise NotUnderstood(low, f"the cost {cost}") from None
        if parsed.x:
            raise NotUnderstood(low, "a cost with X given to cards")
    if plus and (keyword != "escape" or read_graveyard_exile(plus) is None):
        raise NotUnderstood(low, f"the cost 'plus {plus}'")
    return m.ZoneKeywords(flt, keyword, cost.upper() if cost else None, own, (plus or "").capitalize(),
                          _YOUR_TURN if turn else None, low)


def read_spell_keywords(low: str) -> m.Anthem | None:
    """"<spells> you cast [from your hand] have <keyword>", "<spells> players cast have
    <keyword>" (613.1f): an ``Anthem`` about spells (the stack) giving them a keyword; None if
    the line isn't one; :class:`NotUnderstood` if it is one the grammar doesn't cover."""
    if " cast " not in low:
        return None
    hit = _SPELLS_CAST.fullmatch(low.strip())
    if hit is None:
        return None
    words, who, from_hand, keyword = hit.groups()
    if keyword not in _CAST_KEYWORDS:
        raise NotUnderstood(low, f"{keyword} given to spells cast is not supported")
    p = Parser(tokenize(words.replace(" and ", " or ")))
    found = description(p, zone="stack")
    if found is None or not p.done() or not found.filter.spell:
        raise NotUnderstood(low, p.complaint() if found is None else "not understood: " + words)
    flt = dataclasses.replace(found.filter, controller="you" if who == "you" else None,
                              cast_from="hand" if from_hand else None)
    return m.Anthem(flt, keywords=(m.KeywordInstance(keyword),), text=low)


def describe_zone_keywords(e: m.ZoneKeywords) -> str:
    """The effect in rules English, from the model."""
    who = describe_filter(e.affects, "card")
    if e.affects.zone == "graveyard" and not e.affects.owner_you:
        who = who.replace(" in a graveyard", " in any graveyard")
    elif e.affects.zone == "hand" and not e.affects.owner_you:
        who = who.replace(" in a hand", " in any player's hand")
    cost = f" {e.cost}" if e.cost else ""
    if e.own_mana_cost:
        cost = ", its cost equal to the card's mana cost" + (f" plus {e.plus[0].lower()}{e.plus[1:]}"
                                                              if e.plus else "")
    during = f"as long as {e.condition.text}, " if e.condition is not None else ""
    return f"{during}each {who} has {e.keyword}{cost} (613.1f)"
