"""Sagas' chapter abilities (rule 714.2): triggered abilities whose event is a number of lore
counters reached. A chapter ability is a :class:`TriggeredAbility` whose ``event`` is
``chapter:N`` (714.2b: "When one or more lore counters are put onto this Saga, if the number of
lore counters on it was less than N and became at least N, [effect]")."""
from __future__ import annotations

from mtgrules.ir.abilities import TriggeredAbility

CHAPTER = "chapter:"

#: Roman numerals of chapter symbols (714.2a), as they are written.
ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9,
         "x": 10}

#: The greatest chapter number a chapter ability of the bundled cards has (714.2a).
MAX_CHAPTER = len(ROMAN)


def chapter_event(number: int) -> str:
    """The trigger event of chapter ``number`` (714.2b)."""
    return f"{CHAPTER}{number}"


def chapter_number(ability) -> int | None:
    """The chapter number of a chapter ability (714.2a), None for any other ability."""
    if type(ability) is TriggeredAbility and ability.event.startswith(CHAPTER):
        return int(ability.event[len(CHAPTER):])
    return None


def final_chapter_number(abilities) -> int:
    """Rule 714.2d: the greatest chapter number among the chapter abilities in ``abilities``;
    0 if there are none."""
    return max((n for n in map(chapter_number, abilities) if n is not None), default=0)
