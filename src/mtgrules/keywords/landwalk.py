"""Landwalk (rule 702.14): "[type]walk", e.g. swampwalk, forestwalk, "nonbasic landwalk",
"snow swampwalk", "legendary landwalk" (702.14a).

702.14c: a creature with landwalk can't be blocked as long as the defending player controls at
least one land with the specified land type (islandwalk), with the specified type or supertype
(artifact landwalk), without it (nonbasic landwalk), or with both a supertype and a land type
(snow swampwalk). 702.14d: landwalk abilities don't cancel one another. 702.14e: several
instances of the same landwalk are redundant.

Each kind of landwalk is its own keyword name ("swampwalk", "snow forestwalk"), registered the
first time it is read, so that it prints as written and two kinds are separate abilities.
"""
from __future__ import annotations

import re

from mtgrules.ir import KeywordInstance
from mtgrules.engine.keyword_rules import KEYWORDS, Keyword, register
from mtgrules.engine.evasion_rules import landwalk_ignored
from mtgrules.engine.objects import seat_name

_SUPERTYPES = {"snow": "Snow", "legendary": "Legendary", "basic": "Basic"}
# rule 205.3i: the land types ("urza's" and "power-plant" never appear in a landwalk)
_LAND_TYPES = frozenset({"cave", "desert", "forest", "gate", "island", "lair", "locus", "mine",
                         "mountain", "plains", "planet", "sphere", "swamp", "tower", "town"})
_CARD_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment"}
_LANDWALK = re.compile(r"(?:(non)?(snow|legendary|basic|artifact|creature|enchantment) )?([a-z]+)walk")


class Landwalk(Keyword):
    rule = "702.14"

    def __init__(self, name: str = "landwalk", qualifier: str | None = None,
                 land_type: str | None = None) -> None:
        self.name = name
        self.qualifier = qualifier      # "snow", "nonbasic", "legendary", "artifact" or None
        self.land_type = land_type      # "Swamp", ... or None for "landwalk"

    def parse(self, low: str, text: str):
        hit = _LANDWALK.fullmatch(low) if low.endswith("walk") else None
        if not hit:
            return None
        negate, qualifier, kind = hit.groups()
        if kind == "land":
            if qualifier is None:
                return None
            land_type = None
        elif kind in _LAND_TYPES:
            land_type = kind.capitalize()
        else:
            return None
        name = low
        if name not in KEYWORDS:
            register(Landwalk(name, (negate or "") + qualifier if qualifier else None, land_type))
        return (KeywordInstance(name),)

    def _qualifies(self, c) -> bool:
        if "Land" not in c.types:
            return False
        if self.land_type is not None and self.land_type not in c.subtypes:
            return False
        q = self.qualifier
        if q is None:
            return True
        negate = q.startswith("non")
        word = q[3:] if negate else q
        has = _SUPERTYPES[word] in c.supertypes if word in _SUPERTYPES else _CARD_TYPES[word] in c.types
        return has != negate

    def evasion(self, game, attacker: int, blocker: int, inst):
        if landwalk_ignored(game, self.name) is not None:
            return None  # "can be blocked as though they didn't have <landwalk>" (604.1)
        defender = game.chars(blocker).controller
        for oid in game.battlefield:
            c = game.chars(oid)
            if c.controller == defender and self._qualifies(c):
                return "702.14c", (f"{game.name(attacker)} can't be blocked ({self.name}): player "
                                   f"{seat_name(defender)} controls {c.name}")
        return None


# the generic parser, and the basic land types' landwalks known from the start
register(Landwalk())
for _basic in ("plains", "island", "swamp", "mountain", "forest"):
    register(Landwalk(f"{_basic}walk", None, _basic.capitalize()))
