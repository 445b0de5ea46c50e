"""The library: scry (rule 701.22), surveil (701.25) and searching (701.23) with its shuffle
(701.24).

* ``scry N`` / ``surveil N`` (the controller does it)
* ``search your library for <a | an | one | two | three | up to N> [<quality>] card(s)
  [named cardname], [reveal it|them,] put it|them <onto the battlefield [tapped] | into your
  hand | into your graveyard>, then shuffle`` and ``..., then shuffle and put that card on top``.
  Qualities: a card type ("creature", "basic land", "instant or sorcery"), basic land types
  ("forest", "basic plains", "forest or plains").
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.phrases import NUMBER, TYPE_WORDS, number
from mtgrules.cards.sentences import NotUnderstood, clause

_BASIC_TYPES = {"plains": "Plains", "island": "Island", "swamp": "Swamp", "mountain": "Mountain",
                "forest": "Forest"}


@clause(rf"(scry|surveil) {NUMBER}")
def _scry(hit, b) -> list:
    """"Scry 2" (701.22a), "Surveil 1" (701.25a)."""
    return [m.LookAtTop(m.You(), number(hit.group(2)), hit.group(1) == "surveil")]


_COUNT = r"(a|an|one|two|three|four|five|up to (?:one|two|three|four|five))"
_PRONOUN = r"(?:it|them|that card|those cards)"
_SEARCH = (rf"search your library for {_COUNT} (?:([a-z ,]+?) )?cards?( named cardname)?"
           rf"(, reveal {_PRONOUN})?"
           rf"(?:, put {_PRONOUN} (onto the battlefield(?: tapped)?|into your hand|into your graveyard))?"
           r",? then shuffle( and put that card on top)?")


def quality(text: str | None) -> tuple[m.Filter | None, bool]:
    """A searched-for card description -> (filter, basic); raises NotUnderstood."""
    if text is None:
        return None, False
    basic = False
    if text.startswith("basic "):
        basic, text = True, text[len("basic "):]
    parts = re.split(r",? or |, ", text)
    types = {TYPE_WORDS[p] for p in parts if p in TYPE_WORDS}
    subtypes = {_BASIC_TYPES[p] for p in parts if p in _BASIC_TYPES}
    if len(types) + len(subtypes) != len(parts) or (types and subtypes):
        raise NotUnderstood(text)
    if "permanent" in parts:
        raise NotUnderstood(text)
    return m.Filter(types=frozenset(types), subtypes=frozenset(subtypes), zone="library"), basic


@clause(_SEARCH)
def _search(hit, b) -> list:
    """Rule 701.23: search a library, then shuffle it (701.24)."""
    count, desc, named, reveal, dest, on_top = hit.groups()
    if bool(dest) == bool(on_top):
        raise NotUnderstood(hit.group(0))
    up_to = count.startswith("up to ")
    n = number(count[len("up to "):] if up_to else count)
    flt, basic = quality(desc)
    if named and desc is not None:
        raise NotUnderstood(hit.group(0))
    to = "top" if on_top else {"into your hand": "hand", "into your graveyard": "graveyard"}.get(
        dest, "battlefield")
    return [m.Search(n, flt, up_to, basic, bool(named), to, bool(dest and dest.endswith("tapped")),
                     bool(reveal), hit.group(0))]
