"""Rewriting the filters (or other records) inside a part of the card model (a mode, an
ability): the model's records are immutable, so a changed filter makes new records up to the
root, and parts with no change are kept as they are."""
from __future__ import annotations

import dataclasses
from typing import Callable

from mtgrules.ir.filters import Filter
from mtgrules.records import init_field_names


def filters_in(value) -> list[Filter]:
    """Every filter inside ``value`` (a record, or a tuple of them)."""
    found: list[Filter] = []
    replace_filters(value, lambda flt: found.append(flt) or flt)
    return found


def replace_filters(value, change: Callable[[Filter], Filter]):
    """``value`` with every filter inside it replaced by ``change(filter)``."""
    return replace_records(value, Filter, change)


def replace_records(value, kind: type, change: Callable):
    """``value`` with every record of type ``kind`` inside it replaced by ``change(record)``
    (not looked into further)."""
    if type(value) is kind:
        return change(value)
    if type(value) is tuple:
        items = tuple(replace_records(v, kind, change) for v in value)
        return value if all(a is b for a, b in zip(items, value)) else items
    changed = {}
    for name in init_field_names(value):
        old = getattr(value, name)
        new = replace_records(old, kind, change)
        if new is not old:
            changed[name] = new
    return dataclasses.replace(value, **changed) if changed else value
