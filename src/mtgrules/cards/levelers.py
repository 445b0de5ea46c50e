"""Reading leveler cards (rule 711): their level symbols, each a static ability.

"LEVEL N1-N2" followed by a power/toughness box and abilities means "As long as this creature
has at least N1 level counters on it, but no more than N2 level counters on it, it has base
power and toughness [P/T] and has [abilities]" (711.2a); "LEVEL N3+" the same with N3 or more
(711.2b). The lines before the first level symbol are the card's own (711.4): its level up
ability (702.87, ``keywords/level_up.py``) and any other. Below N1 the creature has its printed
power and toughness (711.5, 711.6).
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.classes import gained_statics_problem

_LEVEL_SYMBOL = re.compile(r"LEVEL (\d+)(?:-(\d+)|(\+))")
_PT = re.compile(r"(\d+)/(\d+)")


def split_leveler_text(text: str) -> list[tuple[str | None, tuple | None, str]]:
    """The sections of a leveler's text: (level symbol line, (N1, N2 or None, power,
    toughness) or None when the power/toughness box is missing, the section's abilities), the
    first one (the card's own abilities) without a symbol."""
    sections: list = [[None, None, []]]
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        i += 1
        symbol = _LEVEL_SYMBOL.fullmatch(line)
        if symbol is None:
            sections[-1][2].append(lines[i - 1])
            continue
        low, high = int(symbol.group(1)), int(symbol.group(2)) if symbol.group(2) else None
        box = _PT.fullmatch(lines[i].strip()) if i < len(lines) else None
        if box is not None:
            i += 1
            sections.append([line, (low, high, int(box.group(1)), int(box.group(2))), []])
        else:
            sections.append([line, (low, high, None, None), []])
    return [(symbol, levels, "\n".join(body)) for symbol, levels, body in sections]


def level_symbol(levels: tuple, abilities: tuple, keywords: tuple) -> tuple[m.StaticAbility | None, str]:
    """Rules 711.2a-b: the static ability of one level symbol, as (ability, how it was read);
    (None, why not) if it can't be read."""
    low, high, power, toughness = levels
    problem = gained_statics_problem(abilities, f"LEVEL {low}")
    if problem is not None:
        return None, problem
    span = f"{low}-{high}" if high is not None else f"{low}+"
    cond = m.StateCondition("counter", count=low, detail="level", up_to=high,
                            text=f"it has {low} {'to ' + str(high) if high is not None else 'or more'} "
                                 "level counters")
    change = m.Change(abilities=tuple(abilities), keywords=tuple(keywords),
                      base_power=power, base_toughness=toughness)
    text = f"as long as {cond.text}, it has" + (f" base power and toughness {power}/{toughness}"
                                                if power is not None else "") + \
        (" and these abilities" if abilities or keywords else "")
    anthem = m.Anthem(m.Filter(), only_self=True, condition=cond, change=change, text=text)
    rule = "711.2a" if high is not None else "711.2b"
    return m.StaticAbility(anthem, text), f"level symbol {span} ({rule}): {text}"
