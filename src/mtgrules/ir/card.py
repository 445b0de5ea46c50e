"""A compiled card: printed characteristics and abilities."""
from __future__ import annotations

from dataclasses import dataclass, field

from mtgrules.ir.abilities import AdditionalCost, KeywordInstance, SpellAbility
from mtgrules.ir.effects import TokenSpec
from mtgrules.ir.mana_cost import ManaCost


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card as the engine knows it: printed characteristics and compiled abilities.

    ``unsupported`` holds the first line the compiler could not understand (the card is then
    refused by games and scenarios); ``lines`` pairs each line of text with how it was read.
    """

    name: str
    mana_cost: ManaCost | None
    supertypes: frozenset[str]
    types: frozenset[str]
    subtypes: tuple[str, ...]
    colors: frozenset[str]
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    text: str = ""
    spell: SpellAbility | None = None
    abilities: tuple = ()
    keywords: tuple[KeywordInstance, ...] = ()
    additional_costs: tuple[AdditionalCost, ...] = ()
    unsupported: str | None = None
    unsupported_reason: str = ""
    lines: tuple[tuple[str, str], ...] = field(default=(), compare=False)
    token: TokenSpec | None = None  # set on the definitions of tokens (rule 111)
    mana_value: int = field(init=False, default=0, compare=False)  # rule 202.3, derived

    def __post_init__(self) -> None:
        if self.mana_cost is not None:
            object.__setattr__(self, "mana_value", self.mana_cost.mana_value)

    @property
    def is_permanent_card(self) -> bool:
        """Rule 110.4: artifact, battle, creature, enchantment, land and planeswalker cards."""
        return not self.types.isdisjoint(PERMANENT_TYPES)


PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})
