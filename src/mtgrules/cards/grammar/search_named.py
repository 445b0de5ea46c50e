"""Searching a library and/or graveyard for a card with a given name (rules 701.23a, 201.2):

    search := ["you may"] "search your library and/or graveyard for a card named" NAME
              ", reveal it, and put it into your hand"
              ". if you search(ed) your library this way, shuffle"

The name runs to ", reveal it" (card names may have commas: "Ajani, Mentor of Heroes"). The
model is :class:`mtgrules.ir.SearchNamed`; which zones are searched and the card found are
decisions made as it resolves.
"""
from __future__ import annotations

import re

from mtgrules import ir as m

_SEARCH = re.compile(r"(you may )?search your library and/or graveyard for a card named (.+), "
                     r"reveal it, and put it into your hand")
_SHUFFLE = re.compile(r"if you search(?:ed)? your library this way, shuffle")


def read_search_named(sentences: list[str], k: int) -> tuple[list, int] | None:
    """The effect of ``sentences[k]`` and the one after it if they are this search, and how many
    sentences it took (two); None otherwise."""
    hit = _SEARCH.fullmatch(sentences[k])
    if hit is None or k + 1 >= len(sentences) or not _SHUFFLE.fullmatch(sentences[k + 1]):
        return None
    search = m.SearchNamed(hit.group(2))
    return ([m.May((search,), sentences[k][len("you may "):])] if hit.group(1) else [search]), 2
