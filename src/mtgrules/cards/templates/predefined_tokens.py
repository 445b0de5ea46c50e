"""Predefined tokens (rule 111.10): "create a Treasure token", "create two Food tokens",
"investigate" (701.16a: create a Clue token). Their abilities are given as rules text, compiled
like a card's (``cards/tokens.py``)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.phrases import NUMBER, number
from mtgrules.cards.sentences import clause
from mtgrules.cards.tokens import PREDEFINED


@clause(rf"create {NUMBER} (treasure|food|gold|clue) tokens?")
def _create(hit, b) -> list:
    return [m.CreateToken(number(hit.group(1)), PREDEFINED[hit.group(2)])]


@clause(rf"investigate(?: (twice)| {NUMBER} times)?")
def _investigate(hit, b) -> list:
    """Rule 701.16a: "Investigate" means "Create a Clue token."; "investigate three times",
    "investigate X times": that many Clues."""
    times = 2 if hit.group(1) else number(hit.group(2)) if hit.group(2) else 1
    return [m.CreateToken(times, PREDEFINED["clue"])]
