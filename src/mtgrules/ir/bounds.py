"""Bounds in object descriptions that are amounts rather than numbers: "a creature card with
mana value X or less", "... with mana value X or less, where X is the number of attacking
creatures you control". Such a bound is a value of the game, fixed once the spell or ability
has it: the X announced as it was cast (107.3, 601.2b, before its targets are chosen,
601.2c), or a count determined as it resolves (608.2h). ``Filter.compare`` then holds the
amount in place of a number until the engine replaces it (:func:`bind_bounds`).
"""
from __future__ import annotations

import dataclasses

from mtgrules.ir.filters import Filter


def dynamic_bounds(value) -> list:
    """Every bound of ``value`` (a record, a tuple of them, or anything else) that is not yet a
    number, in the order met."""
    found: list = []
    _walk(value, lambda n: found.append(n) or n)
    return found


def bind_bounds(value, fix):
    """``value`` with each bound ``n`` that is not a number replaced by ``fix(n)`` (``value``
    itself, unchanged, where there is none)."""
    return _walk(value, fix)


def without_bounds(value):
    """``value`` with the bounds that are not yet numbers left out: what could qualify for some
    value of them (the targets a spell could have before its X is announced, 601.2c)."""
    return _walk(value, lambda n: _NONE)


_NONE = object()  # a bound left out


def _walk(value, fix):
    kind = type(value)
    if kind is Filter:
        if all(type(n) is int for _, _, n in value.compare):
            return value
        bounds = ((stat, op, n if type(n) is int else fix(n)) for stat, op, n in value.compare)
        return dataclasses.replace(value, compare=tuple(b for b in bounds if b[2] is not _NONE))
    if kind is tuple:
        items = tuple(_walk(v, fix) for v in value)
        return value if all(a is b for a, b in zip(items, value)) else items
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        return value
    changes = {}
    for f in dataclasses.fields(value):
        if not f.init:
            continue
        old = getattr(value, f.name)
        new = _walk(old, fix)
        if new is not old:
            changes[f.name] = new
    return dataclasses.replace(value, **changes) if changes else value
