"""Effects that set, add or remove characteristics (layers 2, 4, 5, 6, 7b; rules 613.1, 205.1b,
305.7), from a resolving spell or from a static ability:

* "Until end of turn, target creature loses all abilities and becomes a blue Frog with base
  power and toughness 1/1." (Turn to Frog), "... loses all abilities and has base power and
  toughness 0/1." (Ovinize), "It loses all abilities until end of turn.";
* "All creatures lose all abilities and have base power and toughness 1/1." (Humility);
* "Enchanted creature loses all abilities and is a blue Frog creature with base power and
  toughness 1/1." (Frogify), "Enchanted permanent is a colorless Forest land." (Song of the
  Dryads);
* "You control enchanted creature." (Mind Control, Control Magic; "enchanted artifact": Steal
  Artifact) — a control-changing static ability of an Aura (layer 2);
* "Nonbasic lands are Mountains." (Blood Moon: the land types are set, 305.7) and "Each land
  is a Swamp in addition to its other land types." (Urborg, Tomb of Yawgmoth: one is added,
  with its mana ability).

How words set types follows 205.1b: naming a card type sets the card types ("is a blue Frog
creature": it loses its other card types), except "artifact creature" and "in addition to its
other types", which keep them; naming a creature type replaces the creature types; naming a
basic land type sets the land types (305.7).
"""
from __future__ import annotations

import dataclasses
import re

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.describe import describe_change
from mtgrules.cards.phrases import COLOR_WORDS, object_filter
from mtgrules.cards.sentences import NotUnderstood, clause, keywords_in
from mtgrules.cards.templates.control import subject_ref
from mtgrules.cards.type_line import CREATURE_TYPE_WORDS

_CARD_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
               "land": "Land"}
_BASIC_TYPES = {"plains": "Plains", "island": "Island", "swamp": "Swamp", "mountain": "Mountain",
                "forest": "Forest"}
_BASE_PT = r"(?:has|have) base power and toughness (\d+)/(\d+)"
_PART_START = r"(?=(?:loses?|becomes?|is|isn't|are|has|have) )"


def _description(text: str) -> m.Change:
    """"a blue Frog", "a blue Frog creature", "a colorless Forest land", "an artifact creature
    [in addition to its other types]" (205.1b): colors, creature types, land types, card
    types."""
    text = re.sub(r"^an? ", "", text)
    keep = text.endswith(" in addition to its other types")
    if keep:
        text = text[: -len(" in addition to its other types")]
    colors: set[str] | None = None
    creature: list[str] = []
    lands: list[str] = []
    types: list[str] = []
    for word in re.split(r" |, | and ", text):
        if word in COLOR_WORDS or word == "colorless":
            colors = (colors or set()) | ({COLOR_WORDS[word]} if word in COLOR_WORDS else set())
        elif word in _CARD_TYPES:
            types.append(_CARD_TYPES[word])
        elif word in _BASIC_TYPES:
            lands.append(_BASIC_TYPES[word])
        elif word in CREATURE_TYPE_WORDS:
            creature.append(CREATURE_TYPE_WORDS[word])
        else:
            raise NotUnderstood(text)
    change = m.Change(colors=frozenset(colors) if colors is not None else None,
                      creature_types=tuple(creature) or None, land_types=tuple(lands) or None)
    if types:
        if keep or types == ["Artifact", "Creature"]:
            change = dataclasses.replace(change, add_types=frozenset(types))
        else:
            change = dataclasses.replace(change, types=frozenset(types))
    return change


def _merge(a: m.Change, b: m.Change) -> m.Change:
    """The parts of two changes together (parts of one sentence never overlap)."""
    fields = {f: getattr(b, f) for f in m.Change.__dataclass_fields__
              if getattr(b, f) != getattr(m.Change(), f)}
    return dataclasses.replace(a, **fields)


def change_phrase(text: str) -> m.Change:
    """The parts of "loses all abilities and becomes a blue Frog with base power and toughness
    1/1" and the like (singular or plural verbs), as one Change; NotUnderstood otherwise."""
    change = m.Change()
    for part in re.split(rf" and {_PART_START}", text):
        change = _merge(change, _part(part))
    return change


def _part(part: str) -> m.Change:
    if re.fullmatch(r"loses? all abilities", part):
        return m.Change(lose_all_abilities=True)
    hit = re.fullmatch(r"loses? (.+)", part)
    if hit:
        return m.Change(lose_keywords=tuple(k.name for k in keywords_in(hit.group(1))))
    hit = re.fullmatch(r"isn't an? (artifact|creature|enchantment|land|planeswalker)", part)
    if hit:  # "Equipped permanent isn't a planeswalker" (205.1b: that card type is removed)
        return m.Change(remove_types=frozenset({hit.group(1).capitalize()}))
    hit = re.fullmatch(_BASE_PT, part)
    if hit:
        return m.Change(base_power=int(hit.group(1)), base_toughness=int(hit.group(2)))
    # "is a creature with base power and toughness 5/5 in addition to its other types" (Ensoul
    # Artifact): the types are added, then the base power and toughness set
    part = re.sub(r"^((?:becomes?|is|are) .+?)( with base power and toughness \d+/\d+)"
                  r"( in addition to its other types)$", r"\1\3\2", part)
    hit = re.fullmatch(r"(?:becomes?|is|are) (.+?)(?: with base power and toughness (\d+)/(\d+))?", part)
    if hit:
        change = _description(hit.group(1))
        if hit.group(2):
            change = dataclasses.replace(change, base_power=int(hit.group(2)),
                                         base_toughness=int(hit.group(3)))
        return change
    raise NotUnderstood(part)


# --- one-shot: until end of turn --------------------------------------------------------------

@clause(r"until end of turn, (target [a-z ]+?|cardname|that creature|it) "
        r"((?:loses?|becomes?|has) .+)")
def _until_eot_first(hit, b) -> list:
    """"Until end of turn, target creature loses all abilities and becomes ..." (611.2c)."""
    change = change_phrase(hit.group(2))
    return [m.ApplyChange(subject_ref(hit.group(1), b), change, "end_of_turn", hit.group(0))]


@clause(r"(target [a-z ]+?|cardname|that creature|it) ((?:loses?|becomes?) .+) until end of turn")
def _until_eot_last(hit, b) -> list:
    """"It loses all abilities until end of turn." (Merfolk Trickster)."""
    change = change_phrase(hit.group(2))
    return [m.ApplyChange(subject_ref(hit.group(1), b), change, "end_of_turn", hit.group(0))]


# --- static abilities ---------------------------------------------------------------------------

@ability_line(r"all (creatures|artifacts|lands|enchantments|permanents) ((?:lose|have|are) .+)")
def _all_objects(hit, line):
    """"All creatures lose all abilities and have base power and toughness 1/1." (Humility)."""
    flt = object_filter(hit.group(1)[:-1])
    if flt is None:
        raise NotUnderstood(hit.group(1))
    change = change_phrase(hit.group(2))
    anthem = m.Anthem(flt, text=hit.group(0), change=change)
    return m.StaticAbility(anthem, hit.group(0)), f"static ability (604.1): all {hit.group(1)}: " \
                                                  f"{describe_change(change)}"


@ability_line(r"nonbasic lands are (plains|islands|swamps|mountains|forests)")
def _nonbasic_lands_are(hit, line):
    """"Nonbasic lands are Mountains." (Blood Moon; 305.7)."""
    land = _BASIC_TYPES[hit.group(1)[:-1]]
    flt = m.Filter(types=frozenset({"Land"}), not_supertypes=frozenset({"Basic"}))
    change = m.Change(land_types=(land,))
    return m.StaticAbility(m.Anthem(flt, text=hit.group(0), change=change), hit.group(0)), \
        f"static ability (604.1): nonbasic lands: {describe_change(change)}"


@ability_line(r"each land is an? (plains|island|swamp|mountain|forest) in addition to its other "
              r"land types")
def _each_land_also(hit, line):
    """"Each land is a Swamp in addition to its other land types." (Urborg; 305.7)."""
    land = _BASIC_TYPES[hit.group(1)]
    change = m.Change(add_subtypes=(land,))
    anthem = m.Anthem(m.Filter(types=frozenset({"Land"})), text=hit.group(0), change=change)
    return m.StaticAbility(anthem, hit.group(0)), \
        f"static ability (604.1): each land: {describe_change(change)}"


@ability_line(r"(enchanted|equipped) (creature|permanent|artifact|land) ((?:loses|is|isn't) .+?)")
def _enchanted(hit, line):
    """"Enchanted creature loses all abilities and is a blue Frog creature with base power and
    toughness 1/1." (Frogify), "Enchanted permanent is a colorless Forest land." (303.4m),
    "Equipped permanent isn't a planeswalker and is a creature in addition to its other
    types." (Luxior, Giada's Gift; 301.5f)."""
    return _attached(hit.group(2), change_phrase(hit.group(3)), hit.group(0), hit.group(1))


@ability_line(r"you control enchanted (creature|permanent|artifact|land)")
def _control_enchanted(hit, line):
    """"You control enchanted creature." (Mind Control): a control-changing effect of a static
    ability (layer 2, 613.1b), applied to the permanent the Aura is attached to (303.4m)."""
    return _attached(hit.group(1), m.Change(controller="you"), hit.group(0))


def _attached(noun: str, change: m.Change, text: str, which: str = "enchanted"):
    flt = object_filter(noun)
    if flt is None:
        raise NotUnderstood(noun)
    anthem = m.Anthem(dataclasses.replace(flt, attached=True), text=text, change=change)
    source, rule = ("Equipment", "301.5f") if which == "equipped" else ("Aura", "303.4m")
    return m.StaticAbility(anthem, text), (f"static ability (604.1) of the {source}, about the "
                                           f"{which} {noun} ({rule}): {describe_change(change)}")
