"""Small pieces of oracle English shared by the compiler: numbers, object descriptions, targets.

Text reaching here is lowercase, with the card's own name replaced by ``cardname``.
"""
from __future__ import annotations

import re

from mtgrules.cards.keyword_syntax import SYNTAX
from mtgrules.ir import Filter, TargetSpec

_WORDS = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
          "fifteen sixteen seventeen eighteen nineteen twenty").split()
NUMBERS: dict[str, int | str] = {"a": 1, "an": 1, "x": "X", **{w: i + 1 for i, w in enumerate(_WORDS)}}
NUMBER = "(" + "|".join(sorted(NUMBERS, key=len, reverse=True)) + r"|\d+)"

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
TYPE_WORDS = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
              "land": "Land", "planeswalker": "Planeswalker", "battle": "Battle",
              "instant": "Instant", "sorcery": "Sorcery"}


def number(word: str) -> int | str:
    """"two" -> 2, "3" -> 3, "x" -> 'X' (rule 107.3)."""
    if word in NUMBERS:
        return NUMBERS[word]
    return int(word)


def object_filter(text: str) -> Filter | None:
    """An object description such as "nonblack creature", "artifact or enchantment",
    "creature you control", "creature card in your graveyard"; None if not understood."""
    words = text.strip()
    with_kw = re.fullmatch(r"(.+?) (with|without) ([a-z]+)((?: you control| you don't control"
                           r"| an opponent controls)?)", words)
    if with_kw:  # "creature with flying", "creature without flying" (702.1)
        import dataclasses
        inner = object_filter(with_kw.group(1) + with_kw.group(4))
        if inner is None or inner.zone != "battlefield" or with_kw.group(3) not in SYNTAX:
            return None
        field = "with_keyword" if with_kw.group(2) == "with" else "without_keyword"
        return dataclasses.replace(inner, **{field: with_kw.group(3)})
    status = re.match(r"(attacking or blocking|attacking|blocking) (.+)", words)
    if status:  # "attacking or blocking creature" (rules 508.1k, 509.1g)
        import dataclasses
        inner = object_filter(status.group(2))
        if inner is None or inner.zone != "battlefield":
            return None
        return dataclasses.replace(inner, in_combat=status.group(1))
    zone = "battlefield"
    owner_you = False
    controller = None
    for suffix, z, own, ctl in (
        (" card from your graveyard", "graveyard", True, None),
        (" card in your graveyard", "graveyard", True, None),
        (" card from a graveyard", "graveyard", False, None),
        (" card in a graveyard", "graveyard", False, None),
        (" you control", "battlefield", False, "you"),
        (" you don't control", "battlefield", False, "opponent"),
        (" an opponent controls", "battlefield", False, "opponent"),
    ):
        if words.endswith(suffix):
            words = words[: -len(suffix)]
            zone, owner_you, controller = z, own, ctl
            break
    another = False
    if words.startswith("another "):
        another = True
        words = words[len("another "):]
    if words.startswith("other "):
        another = True
        words = words[len("other "):]
    not_colors: set[str] = set()
    not_types: set[str] = set()
    types: set[str] = set()
    subtypes: set[str] = set()
    tokens = words.split(" ")
    core = []
    for tok in tokens:
        if tok.startswith("non") and tok[3:].lstrip("-") in COLOR_WORDS:
            not_colors.add(COLOR_WORDS[tok[3:].lstrip("-")])
        elif tok.startswith("non") and tok[3:].lstrip("-") in TYPE_WORDS:
            not_types.add(TYPE_WORDS[tok[3:].lstrip("-")])
        else:
            core.append(tok)
    phrase = " ".join(core)
    if phrase in ("permanent", "card") or (phrase == "card" and zone != "battlefield"):
        pass
    else:
        parts = re.split(r" or |, or |, ", phrase)
        for part in parts:
            if part in TYPE_WORDS:
                types.add(TYPE_WORDS[part])
                continue
            sub = _creature_type_part(part)  # "elf", "elf creature", "elves" (205.3m)
            if sub is None:
                return None
            subtypes.add(sub[0])
            if sub[1]:
                types.add(sub[1])
        if subtypes and len(subtypes) != len(parts):
            return None  # "artifact or Elf": a type or a subtype, which a Filter can't say
    if zone == "battlefield" and not types and not subtypes and phrase != "permanent":
        return None
    return Filter(types=frozenset(types), not_types=frozenset(not_types), subtypes=frozenset(subtypes),
                  not_colors=frozenset(not_colors), controller=controller, zone=zone,
                  owner_you=owner_you, another=another)


def _creature_type_part(part: str) -> tuple[str, str | None] | None:
    """"elf" / "elves" -> ('Elf', None); "elf creature" -> ('Elf', 'Creature') (rule 205.3m:
    a creature type names objects with that subtype), or None."""
    from mtgrules.cards.type_line import CREATURE_TYPE_WORDS
    words = part.split(" ")
    card_type = None
    if len(words) == 2 and words[1] in TYPE_WORDS:
        card_type = TYPE_WORDS[words[1]]
        words = words[:1]
    if len(words) != 1 or words[0] not in CREATURE_TYPE_WORDS:
        return None
    return CREATURE_TYPE_WORDS[words[0]], card_type


def target_spec(text: str) -> TargetSpec | None:
    """The thing after the word "target" (rule 115.1): "any target" is handled by the caller.
    E.g. "creature", "player", "opponent", "nonblack creature", "creature or player"."""
    t = text.strip()
    if t == "player":
        return TargetSpec("target player", None, "any")
    if t == "opponent":
        return TargetSpec("target opponent", None, "opponent")
    players = None
    for suffix in (" or player", " or opponent"):
        if t.endswith(suffix):
            players = "any" if suffix == " or player" else "opponent"
            t = t[: -len(suffix)]
    if t.startswith("player or "):
        players = "any"
        t = t[len("player or "):]
    flt = object_filter(t)
    if flt is None:
        return None
    return TargetSpec(f"target {text.strip()}", flt, players)


ANY_TARGET = TargetSpec("any target", Filter(types=frozenset({"Creature", "Planeswalker", "Battle"})), "any")
