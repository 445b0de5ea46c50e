"""Oracle text as tokens: the alphabet of the grammar.

Text reaching the grammar is lowercase with the card's own name (and "this creature", "this
spell", ...) already replaced by ``cardname`` (rule 201.5). A token is a word (with its
apostrophes and hyphens: "owner's", "can't", "non-aura"), a number, a power/toughness change
("+1/+1", "-2/-0", "+x/+0"), a mana or other symbol in braces ("{2}{g}", rule 107.4), or one
punctuation mark.
"""
from __future__ import annotations

import re

_TOKEN = re.compile(r"(?:\{[^}]+\})+|[+-−]?(?:\d+|x)/[+-−]?(?:\d+|x)|\d+|[a-z][a-z0-9'-]*|[^\s\w]")


def tokenize(text: str) -> tuple[str, ...]:
    """The tokens of ``text`` ("a": "target creature gets +1/+1." -> ('target', 'creature',
    'gets', '+1/+1', '.'))."""
    return tuple(_TOKEN.findall(text.replace("’", "'").replace("−", "-")))
