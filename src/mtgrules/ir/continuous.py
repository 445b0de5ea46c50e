"""What a continuous effect does to an object's characteristics (rules 611, 613), one part per
layer: the same value serves effects of static abilities, of resolved spells and abilities, and
of rules (face-down status, 708.2).

A part left at its default changes nothing. Layer codes are those of ``engine/layers.py``:
1a copy 11, 1b face-down 12, 2 control, 3 text, 4 type, 5 color, 6 abilities, 7a-7d 71-74.
"""
from __future__ import annotations

from mtgrules.ir.conditions import CountOf
from mtgrules.records import record

COPY, FACE_DOWN, CONTROL, TEXT, TYPE, COLOR, ABILITY = 11, 12, 2, 3, 4, 5, 6
PT_CDA, PT_SET, PT_MODIFY, PT_SWITCH = 71, 72, 73, 74


@record
class DefinedPT:
    """A characteristic-defining ability's power and toughness (604.3, layer 7a): each the
    number ``count`` counts (None: that one is printed) plus ``plus``, or the controller's life
    total when ``count`` is the string 'life' (Serra Avatar)."""

    power: CountOf | str | None
    toughness: CountOf | str | None
    plus_power: int = 0
    plus_toughness: int = 0


# a creature assigns combat damage equal to its toughness rather than its power (510.1a)
DAMAGE_BY_TOUGHNESS = "damage_by_toughness"
# a blocked creature's controller may have it assign its combat damage as though it weren't
# blocked (510.1c: to the player, planeswalker or battle it attacks)
DAMAGE_AS_UNBLOCKED = "damage_as_unblocked"
# a creature assigns no combat damage ("If you do, this creature assigns no combat damage this
# turn."; 510.1a: it takes part in combat, but none of its damage is assigned)
NO_COMBAT_DAMAGE = "no_combat_damage"


@record
class Change:
    """The parts of a continuous effect, by layer (613.1):

    1a ``copy``: the copiable values (707.2) become those of this card definition;
    2 ``controller``: 'you' (the controller of the effect's source) or a player's seat;
    3 ``name_word``: (position, word): the word is added to the name after that many of its
    words, or at its end if it has fewer (a name sticker, 123.6b-c, 613.1c);
    4 ``types`` set the card types ("is a land": the others are lost), ``add_types`` /
    ``remove_types`` add ("in addition to its other types", "becomes an artifact creature",
    205.1b) or remove ("is no longer a creature"); ``creature_types`` replace all creature types
    ("becomes a Frog", 205.1b); ``land_types`` set the land types (305.7: the land loses the
    abilities of its rules text and gets the basic types' mana abilities); ``add_subtypes`` add;
    ``supertypes`` set the supertypes, ``add_supertypes`` add;
    5 ``colors`` set ("becomes blue", "colorless": empty), ``add_colors`` add;
    6 ``lose_all_abilities``, ``lose_keywords`` (by name), ``keywords`` gained, ``abilities``
    gained (other abilities, e.g. a static ability in quotation marks, 113.1a);
    ``combat_rules``: attack/block rules imposed by a resolved effect ("can't block this turn"),
    and ``DAMAGE_BY_TOUGHNESS`` (510.1a: "assigns combat damage equal to its toughness rather
    than its power", a rule for the object, not an ability of it), ``DAMAGE_AS_UNBLOCKED``
    (510.1c: "may assign its combat damage as though it weren't blocked"), ``NO_COMBAT_DAMAGE``
    ("assigns no combat damage this turn", 510.1a);
    7a ``defined``: a characteristic-defining ability's power/toughness (604.3);
    7b ``base_power`` / ``base_toughness``: set ("has base power and toughness 1/1");
    7c ``power`` / ``toughness``: +N/+N; 7d ``switch``.
    """

    copy: object = None  # a CardDef (ir.card imports this module)
    controller: str | int | None = None
    name_word: tuple | None = None
    types: frozenset[str] | None = None
    add_types: frozenset[str] = frozenset()
    remove_types: frozenset[str] = frozenset()
    creature_types: tuple[str, ...] | None = None
    land_types: tuple[str, ...] | None = None
    add_subtypes: tuple[str, ...] = ()
    supertypes: frozenset[str] | None = None
    colors: frozenset[str] | None = None
    add_colors: frozenset[str] = frozenset()
    lose_all_abilities: bool = False
    lose_keywords: tuple[str, ...] = ()
    keywords: tuple = ()  # of KeywordInstance
    abilities: tuple = ()  # of Ability
    combat_rules: tuple[str, ...] = ()
    defined: DefinedPT | None = None
    base_power: int | None = None
    base_toughness: int | None = None
    power: int = 0
    toughness: int = 0
    switch: bool = False
    add_supertypes: frozenset[str] = frozenset()  # 4: "is legendary" (the Ring-bearer, 701.54c)

    def layers(self) -> tuple[int, ...]:
        """The layers and sublayers this change has a part in, in the order they apply."""
        out = []
        if self.copy is not None:
            out.append(COPY)
        if self.controller is not None:
            out.append(CONTROL)
        if self.name_word is not None:
            out.append(TEXT)
        if (self.types is not None or self.add_types or self.remove_types or self.add_subtypes
                or self.creature_types is not None or self.land_types is not None
                or self.supertypes is not None or self.add_supertypes):
            out.append(TYPE)
        if self.colors is not None or self.add_colors:
            out.append(COLOR)
        if (self.lose_all_abilities or self.lose_keywords or self.keywords or self.abilities
                or self.combat_rules):
            out.append(ABILITY)
        if self.defined is not None:
            out.append(PT_CDA)
        if self.base_power is not None or self.base_toughness is not None:
            out.append(PT_SET)
        if self.power or self.toughness:
            out.append(PT_MODIFY)
        if self.switch:
            out.append(PT_SWITCH)
        return tuple(out)
