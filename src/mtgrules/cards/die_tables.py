"""Results tables of die rolls (rule 706.3): the lines "1—9 | Scry 1." after a line that rolls a
die belong to that roll (706.3b: one ability); each row is read as an effect of its own and
added to the table of the last "Roll a d20" of the spell or ability before it."""
from __future__ import annotations

import dataclasses
import re

from mtgrules import ir as m
from mtgrules.cards.describe import describe_mode

_ROW = re.compile(r"(\d+)(?:\s*[—–-]\s*(\d+))?\s*\|\s*(.+)")


def read_row(low: str) -> tuple[int, int, str] | None:
    """"10—19 | scry 2." -> (10, 19, "scry 2."); "20 | ..." -> (20, 20, ...); else None."""
    hit = _ROW.fullmatch(low)
    if hit is None:
        return None
    low_end = int(hit.group(1))
    return low_end, int(hit.group(2) or low_end), hit.group(3)


def _with_row(mode: m.Mode, row: tuple) -> m.Mode | None:
    """``mode`` with ``row`` added to the table of its last die roll, or None if it has none."""
    effects = list(mode.effects)
    for i in range(len(effects) - 1, -1, -1):
        if type(effects[i]) is m.RollDie:
            roll = effects[i]
            effects[i] = dataclasses.replace(roll, table=roll.table + (row,))
            return dataclasses.replace(mode, effects=tuple(effects))
    return None


def attach_row(is_spell: bool, spell_modes: list, abilities: list, low_end: int, high_end: int,
               row_mode: m.Mode) -> str | None:
    """Add the row to the die roll of the spell's last mode (an instant or sorcery) or of the
    last ability; how it was read, or None if there is no roll to add it to or the row has
    targets of its own (not supported: they would be chosen before the roll, 601.2c)."""
    if row_mode.targets:
        return None
    row = (low_end, high_end, row_mode.effects)
    if is_spell:
        new = _with_row(spell_modes[-1], row) if spell_modes else None
        if new is None:
            return None
        spell_modes[-1] = new
    else:
        last = abilities[-1] if abilities else None
        new = _with_row(last.mode, row) if hasattr(last, "mode") else None
        if new is None:
            return None
        abilities[-1] = dataclasses.replace(last, mode=new)
    results = str(low_end) if low_end == high_end else f"{low_end}-{high_end}"
    return f"results table row (706.3): on a result of {results}, {describe_mode(row_mode)}"
