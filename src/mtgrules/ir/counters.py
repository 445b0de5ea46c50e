"""Kinds of counters with rules of their own that the card model names (rule 122.1)."""
from __future__ import annotations

# Rule 122.1b: the keywords a keyword counter can be; a permanent with one has that keyword
# (613.1f, layer 6). The kind of counter is the keyword's name ("first strike").
KEYWORD_COUNTERS = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
    "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
    "vigilance",
})

# Rule 122.1c: shield counters protect the permanent from destruction and damage.
SHIELD = "shield"
