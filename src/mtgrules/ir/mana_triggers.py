"""Triggered mana abilities (rule 605.1b): "Whenever enchanted land is tapped for mana, its
controller adds an additional {G}", "Whenever a Forest is tapped for mana, its controller adds
an additional {G}", "Whenever you tap a Swamp for mana, add an additional {B}", "Whenever a
player taps a land for mana, that player adds one mana of any type that land produced"."""
from __future__ import annotations

from mtgrules.ir.conditions import CountOf, StateCondition
from mtgrules.ir.filters import Filter
from mtgrules.records import record


@record
class TappedForManaAdds:
    """Whenever a permanent matching ``tapped`` ("you" relative to the controller of the
    ability's source; None: the permanent the source is attached to, "enchanted land") is
    tapped for mana and its mana ability produces mana (106.12a), the player who tapped it adds
    ``symbols`` too, and ``any_color`` mana each of any color they choose (106.1a); with
    ``produced``, one mana of any type that permanent produced (that player's choice among the
    types its mana ability just produced, 106.12a). A
    triggered mana ability: it doesn't use the stack, it resolves at once after the mana
    ability that triggered it (605.4a)."""

    tapped: Filter | None
    symbols: tuple[str, ...]
    text: str = ""
    produced: bool = False
    any_color: int = 0
    # "an additional {G} for each Elf on the battlefield": ``symbols`` once for each (608.2h)
    per: CountOf | None = None
    # "an additional one mana of the chosen color": of the color chosen as the source entered
    # (607.2d; none if it made no such choice)
    chosen_color: bool = False
    # "while you're the monarch", "if this creature is tapped": it triggers only while this
    # holds (603.4; it resolves at once, 605.4a)
    condition: StateCondition | None = None
