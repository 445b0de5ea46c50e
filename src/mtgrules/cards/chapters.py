"""Reading Sagas (rule 714): chapter symbols and the lore counter a Saga enters with.

"I — [Effect]" is a chapter ability (714.2, 714.2b); "I, II — [Effect]" stands for one
chapter ability per numeral (714.2c). An ability word between the chapter symbol and the
effect ("I, II, III — Pain — You draw a card ...") is a label only (207.2c). As a Saga enters,
its controller puts a lore counter on it (714.3a): a replacement effect as it enters, which
the compiler gives every Saga, as it gives basic lands their mana abilities.
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.ir.sagas import ROMAN, chapter_event

_NUMERAL = "(?:" + "|".join(sorted(ROMAN, key=len, reverse=True)) + ")"
_CHAPTER = re.compile(rf"({_NUMERAL}(?:, {_NUMERAL})*) — (?:(?!choose )[a-z' ]+ — )?(.+)")


def read_chapter(low: str) -> tuple[tuple[str, ...], str, str] | None:
    """A chapter line (normalised, lowercase) as (the events of its chapter abilities, the
    effect text, how it was read), or None."""
    hit = _CHAPTER.fullmatch(low)
    if hit is None:
        return None
    numbers = tuple(ROMAN[n] for n in hit.group(1).split(", "))
    rules = "714.2b, 714.2c" if len(numbers) > 1 else "714.2b"
    how = f"chapter ability ({rules}) {', '.join(map(str, numbers))}"
    return tuple(chapter_event(n) for n in numbers), hit.group(2), how


def enters_with_lore(subtypes) -> tuple[m.StaticAbility, str] | None:
    """Rule 714.3a: a Saga (one without read ahead) enters with a lore counter on it, as
    (ability, how it was read); None for a permanent that is not a Saga."""
    if "Saga" not in subtypes:
        return None
    text = "as this saga enters, its controller puts a lore counter on it"
    return (m.StaticAbility(m.EntersWith("lore", 1, text=text), text),
            "714.3a: as a Saga enters, its controller puts a lore counter on it")
