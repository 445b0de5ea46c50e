"""Qualities in "protection from [quality]" and "hexproof from [quality]" (rules 702.16a,
702.11d): colors, card types, creature types, "everything"."""
from __future__ import annotations

import re

_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPE_WORDS = {"artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment",
               "instants": "Instant", "sorceries": "Sorcery", "lands": "Land",
               "planeswalkers": "Planeswalker", "battles": "Battle"}
_COLOR_SETS = {"multicolored": lambda cs: len(cs) >= 2, "monocolored": lambda cs: len(cs) == 1,
               "colorless": lambda cs: not cs, "all colors": bool, "each color": bool}


def split_qualities(text: str) -> list[str] | None:
    """"white and from blue" / "vampires, from werewolves, and from zombies" /
    "artifacts, creatures, and enchantments" -> the qualities (rules 702.11f, 702.16g), each
    one recognised by :func:`quality_test`, or None."""
    parts = [p for p in re.split(r",\s*(?:and\s+)?(?:from\s+)?|\s+and\s+(?:from\s+)?", text.strip()) if p]
    if not parts or any(quality_test(p) is None for p in parts):
        return None
    return parts


def _singular(word: str) -> str:
    if word.endswith("ves"):
        return word[:-3] + "f"          # elves, werewolves
    if word.endswith("s"):
        return word[:-1]
    return word


def quality_test(quality: str):
    """A test ``(colors, types, subtypes) -> bool`` saying whether an object has ``quality``
    (lowercase: a color, "multicolored", a plural card type or creature type, "everything"),
    or None if the quality is not understood."""
    q = quality.strip().lower()
    if q in _COLOR_WORDS:
        color = _COLOR_WORDS[q]
        return lambda colors, types, subtypes: color in colors
    if q in _COLOR_SETS:
        pred = _COLOR_SETS[q]
        return lambda colors, types, subtypes: pred(colors)
    if q == "everything":  # 702.16j
        return lambda colors, types, subtypes: True
    if q in _TYPE_WORDS:
        card_type = _TYPE_WORDS[q]
        return lambda colors, types, subtypes: card_type in types
    if q.isalpha() and q.endswith("s"):  # a creature type, e.g. "goblins" (702.16a)
        sub = _singular(q).capitalize()
        return lambda colors, types, subtypes: sub in subtypes
    return None


def has_quality(quality: str, colors, types, subtypes) -> bool:
    test = quality_test(quality)
    return bool(test and test(colors, types, subtypes))
