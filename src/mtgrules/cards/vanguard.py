"""Reading a vanguard card (rule 902): its life and hand modifiers (902.4, 902.5) from the card
data's ``life`` and ``hand`` fields (MTGJSON's, signed numbers such as "+2" or "-1"), and its
abilities, which function from the command zone (902.7): each must be one the engine applies
there (``cards/command_zone.py``); its activated abilities are marked as functioning there.
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.command_zone import in_command_zone, why_not_from_command_zone

_SIGNED = re.compile(r"[+-]?\d+")


class VanguardRefused(Exception):
    """The vanguard card can't be played: ``line`` (the data field or text line) and why."""

    def __init__(self, line: str, reason: str) -> None:
        super().__init__(line, reason)
        self.line, self.reason = line, reason


def modifiers(raw: dict) -> m.VanguardModifiers:
    """The card's life and hand modifiers (902.4, 902.5); VanguardRefused if the data lacks
    them (a vanguard card can't be played without knowing them)."""
    values = {}
    for key, rule in (("life", "902.4"), ("hand", "902.5")):
        value = raw.get(key)
        if value is None or not _SIGNED.fullmatch(str(value).strip()):
            raise VanguardRefused(f"{key} modifier: {value}", f"the card data gives no {key} "
                                  f"modifier for this vanguard card (rule {rule})")
        values[key] = int(str(value).strip())
    return m.VanguardModifiers(**values)


def command_zone_abilities(abilities: tuple, lines: tuple) -> tuple:
    """The abilities as they function from the command zone (902.7): activated abilities
    marked so; VanguardRefused naming the line of one the engine doesn't apply there."""
    out = []
    for ability in abilities:
        why = why_not_from_command_zone(ability, activated=True)
        if why is not None:
            raise VanguardRefused(_line_of(ability, lines), f"a vanguard card with {why}, 902.7")
        out.append(in_command_zone(ability) if type(ability) is m.ActivatedAbility else ability)
    return tuple(out)


def _line_of(ability, lines: tuple) -> str:
    """The card's line an ability was read from (for the refusal message)."""
    said = (getattr(ability, "text", "") or "").lower().rstrip(".")
    found = [line for line, _ in lines if said and said in line.lower()]
    return found[0] if found else lines[0][0] if len(lines) == 1 else said or type(ability).__name__
