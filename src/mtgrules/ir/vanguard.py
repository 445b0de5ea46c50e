"""Vanguard cards (rule 902) in the card model: the modifiers printed on one."""
from __future__ import annotations

from mtgrules.records import record


@record
class VanguardModifiers:
    """A vanguard card's life modifier (902.4: the starting life total is 20 plus or minus it)
    and hand modifier (902.5, 902.5b: the starting and maximum hand size are seven plus or
    minus it), from the card data's ``life`` and ``hand`` fields."""

    life: int
    hand: int
