"""Triggered mana abilities (605.1b) in rules English."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.describe import _amount, _with_article, describe_filter


def describe_mana_trigger(e: m.TappedForManaAdds) -> str:
    """"whenever a Forest is tapped for mana (106.12a), the player who tapped it adds an
    additional {G}; this resolves at once, not on the stack (605.4a)"."""
    what = "the enchanted permanent" if e.tapped is None else _with_article(describe_filter(e.tapped))
    if e.produced:
        mana = "one mana of any type that permanent produced (their choice among those types)"
    elif e.chosen_color:
        mana = "an additional one mana of the color chosen as this entered (607.2d)"
    elif e.any_color:
        mana = f"an additional {e.any_color} mana, each of any color they choose (106.1a)"
    else:
        mana = "an additional " + "".join("{" + s + "}" for s in e.symbols)
        if e.per is not None:
            mana += f" {_amount(e.per)} (counted as it resolves, 608.2h)"
    cond = "" if e.condition is None else f", if {e.condition.text} (603.4)"
    return (f"whenever {what} is tapped for mana and its mana ability produces mana (106.12a){cond}, "
            f"the player who tapped it adds {mana}; this resolves at once, not on the stack (605.4a)")
