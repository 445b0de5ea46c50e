"""A compiled card: printed characteristics and abilities."""
from __future__ import annotations

from dataclasses import field

from mtgrules.ir.abilities import AdditionalCost, KeywordInstance, SpellAbility
from mtgrules.ir.effects import TokenSpec
from mtgrules.ir.emblems import EmblemSpec
from mtgrules.ir.vanguard import VanguardModifiers
from mtgrules.ir.mana_cost import ManaCost, parse_mana_cost
from mtgrules.records import record


@record
class CardDef:
    """A card as the engine knows it: printed characteristics and compiled abilities.

    ``unsupported`` holds the first line the compiler could not understand (the card is then
    refused by games and scenarios); ``lines`` pairs each line of text with how it was read.

    A card with several faces or halves (``layout`` other than ``"normal"``: ``"transform"``,
    ``"modal_dfc"``, ``"split"``, ``"adventure"``, ``"flip"``, ``"meld"``, ...) lists them in
    ``faces``, front (or left, or normal) face first, each a ``CardDef`` of its own with that
    face's characteristics and abilities (712.8). The card's own fields are its characteristics
    in zones other than the battlefield and the stack: a double-faced card's front face
    (712.8a), an adventurer card's normal characteristics (715.4), a split card's two halves
    combined (709.4). ``front_mana_cost`` is set on the back face of a nonmodal double-faced
    card: its mana value is that of its front face's mana cost (202.3b, 712.8e). ``face_of`` is
    set on each face: the name of the whole card it is a face of.
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
    layout: str = "normal"
    faces: tuple[CardDef, ...] = ()
    defense: int | None = None  # battles (310.4)
    front_mana_cost: ManaCost | None = None
    face_of: str | None = field(default=None, compare=False)
    # the spell as cast for its overload cost: its text with "each" for "target" (702.96b)
    overloaded: SpellAbility | None = None
    emblem: EmblemSpec | None = None  # set on the definitions of emblems (rule 114)
    vanguard: VanguardModifiers | None = None  # set on vanguard cards (rule 902)
    # a conspiracy's hidden or double agenda (702.106a, 702.106f): how many names it chooses;
    # once chosen at the start of the game, the names (``engine/conspiracies``)
    agenda: int = 0
    agenda_names: tuple[str, ...] = ()
    # set on a prototype card cast prototyped: the card itself (718.3b, 718.4)
    prototype_of: CardDef | None = field(default=None, compare=False, repr=False)
    mana_value: int = field(init=False, default=0, compare=False)  # rule 202.3, derived

    def __post_init__(self) -> None:
        cost = self.mana_cost if self.mana_cost is not None else self.front_mana_cost
        if cost is not None:
            object.__setattr__(self, "mana_value", cost.mana_value)

    def face_up(self, transformed: bool) -> CardDef:
        """The characteristics of this card as a permanent: its back face if ``transformed``
        (712.8e), else its front face, which are the card's own (712.8d)."""
        return self.faces[1] if transformed else self

    @property
    def can_transform(self) -> bool:
        """Rules 712.9-712.10, 712.4c: a double-faced card other than a meld card, whose back
        face is not an instant or sorcery face."""
        return (self.layout in TRANSFORMING_LAYOUTS and len(self.faces) > 1
                and self.faces[1].types.isdisjoint(("Instant", "Sorcery")))

    def keyword_cost(self, keyword: str) -> ManaCost | None:
        """The mana cost written after keyword ``keyword`` on this card ("Dash {2}{R}"): an
        alternative cost (118.9: bestow, dash, evoke, madness, overload), or None if the card
        hasn't that keyword."""
        for inst in self.keywords:
            if inst.name == keyword:
                return parse_mana_cost(inst.param)
        return None

    @property
    def is_permanent_card(self) -> bool:
        """Rule 110.4: artifact, battle, creature, enchantment, land and planeswalker cards."""
        return not self.types.isdisjoint(PERMANENT_TYPES)


#: Layouts of double-faced cards that can transform or convert (712.2, 712.3; not meld, 712.4c).
TRANSFORMING_LAYOUTS = frozenset({"transform", "modal_dfc"})

PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})
