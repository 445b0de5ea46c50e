"""Triggered mana abilities (605.1b) in rules English."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.describe import _with_article, describe_filter


def describe_mana_trigger(e: m.TappedForManaAdds) -> str:
    """"whenever a Forest you control is tapped for mana (106.12a), the player who tapped it
    adds an additional {G}; it doesn't use the stack (605.4a)"."""
    what = "the enchanted land" if e.tapped is None else _with_article(describe_filter(e.tapped))
    mana = "".join("{" + s + "}" for s in e.symbols)
    return (f"whenever {what} is tapped for mana (106.12a), its controller adds an additional "
            f"{mana}; this resolves at once, not on the stack (605.4a)")
