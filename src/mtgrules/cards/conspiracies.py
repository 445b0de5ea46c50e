"""Reading a conspiracy card (rule 315): it is never cast nor put in a deck (315.3); its static
and triggered abilities work from the command zone while it is face up (315.5), so each must be
one the engine applies there (``cards/command_zone.py``). Its hidden agenda (702.106a) or double
agenda (702.106f) is read here: the names it secretly chooses are given as the game starts
(``engine/conspiracies``), and "with the chosen name" in its other abilities (a filter naming
``CHOSEN_NAME``) refers to them (702.106d, 607.2d). Abilities that work during the draft (905.2)
have no meaning in a game already built: a card with one is refused, naming it.
"""
from __future__ import annotations

import dataclasses
import re

from mtgrules.ir.filters import CHOSEN_NAME
from mtgrules.ir.rewrite import filters_in, replace_filters

_AGENDA = re.compile(r"(hidden|double) agenda(?: \(.*\))?", re.IGNORECASE)


def split_agenda(text: str) -> tuple[str, int, str | None]:
    """``text`` without its agenda line, how many names the agenda chooses (one for hidden
    agenda, 702.106a; two for double agenda, 702.106f; zero without one) and that line."""
    lines = text.split("\n")
    for index, line in enumerate(lines):
        found = _AGENDA.fullmatch(line.strip())
        if found is not None:
            count = 1 if found.group(1).lower() == "hidden" else 2
            return "\n".join(lines[:index] + lines[index + 1:]), count, line
    return text, 0, None


def agenda_meaning(count: int) -> str:
    """How the agenda line is understood, in rules English."""
    if count == 1:
        return ("hidden agenda (702.106a): it starts the game face down in the command zone with a "
                "card name secretly chosen; its owner may turn it face up any time they have "
                "priority (a special action, 116.2j, 702.106c)")
    return ("double agenda (702.106f): it starts the game face down in the command zone with two "
            "different card names secretly chosen; its owner may turn it face up any time they "
            "have priority (a special action, 116.2j, 702.106c)")


def uses_chosen_name(parts) -> bool:
    """Whether a filter inside ``parts`` names the hidden agenda's chosen name (702.106d)."""
    return any(CHOSEN_NAME in flt.names for flt in filters_in(parts))


def name_chosen(parts, names: tuple[str, ...]):
    """``parts`` with "the chosen name" replaced by the agenda's ``names`` (702.106d)."""
    chosen = frozenset(n.lower() for n in names)
    return replace_filters(parts, lambda flt: dataclasses.replace(
        flt, names=(flt.names - {CHOSEN_NAME}) | chosen) if CHOSEN_NAME in flt.names else flt)
