"""The base class of keyword abilities (rule 702).

A subclass sets ``name`` (lowercase), ``rule`` (e.g. "702.9") and ``hooks``: the names of the
extension points it implements, each a method below. ``parse`` recognises the keyword's oracle
line; the default recognises the bare keyword name.
"""
from __future__ import annotations

from typing import NamedTuple

from mtgrules.ir.mana_cost import ManaCost
from mtgrules.ir import KeywordInstance


class OptionalCost(NamedTuple):
    """An optional additional cost a spell's controller may announce as they cast it (rules
    118.8b, 601.2b), as a keyword offers it (hook ``optional_costs``): ``label`` for the log
    ("kicker {2}{R}"), the mana ``cost`` added to the total cost each time it is paid (601.2f),
    and how many times it may be paid (``max_times``; None: any number, as multikicker)."""

    label: str
    cost: ManaCost
    max_times: int | None = 1
    rule: str = "601.2b"


class Keyword:
    name: str = ""
    rule: str = ""
    hooks: tuple[str, ...] = ()
    # the subrule cited in the log when a hook changes what happens, e.g. {"indestructible": "702.12b"}
    subrules: dict[str, str] = {}

    def cite(self, hook: str) -> str:
        """The rule to cite when ``hook`` changes what happens (a subrule, else the keyword's rule)."""
        return self.subrules.get(hook, self.rule)

    # abilities the keyword stands for (e.g. prowess's triggered ability), added by the compiler
    def expand(self, inst: KeywordInstance) -> tuple:
        return ()

    def parse(self, low: str, text: str):
        """Recognise ``low`` (the lowercase line without reminder text)."""
        if low == self.name:
            return (KeywordInstance(self.name),)
        return None


# --- "from [quality]" (protection 702.16a, hexproof from 702.11d) ------------------------------

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
    import re
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
