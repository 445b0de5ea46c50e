"""A permanent becoming a creature, and power and toughness switched (rules 205.1, 611.2,
613.1d-f, 613.4b, 613.4d): "Until end of turn, this land becomes a 3/3 green and white Elemental
creature with vigilance. It's still a land.", "Target artifact becomes a 4/4 artifact creature",
"switch target creature's power and toughness until end of turn".

    becomes   := ("become" | "becomes") ("a" | "an") ["legendary"] P/T colors? creature-type* "artifact"?
                 ("creature" | "creatures" without the article) ["with" keywords]
                 | ("become" | "becomes") ("an" | "") "artifact" ("creature" | "creatures")
                   "with base power and toughness" P/T ["with" keywords]
                 ["in addition to its other types" | "that's still" ("a" | "an") type] [duration]
                 | ("become" | "becomes") "the" ("color" | "color or colors" | "creature type"
                                               | "basic land type")
                   "of your choice" ["in addition to its other types"] [duration]   (608.2d)
    also      := ("become" | "becomes" | "is") ("a" | "an") colors? creature-type+
                 "in addition to its other" ("types" | "colors and types")  (205.1b, 105.3)
                 ["and gains" keywords] [duration]
               | ("become" | "becomes") ["a" | "an"] colors? creature-type+ ["creature" |
                 "creatures"] "with base power and toughness" P/T ([","] ["and"] (keywords | "loses all abilities" | "gains"
                 keywords))* [duration]           (its creature types and colors replaced, 205.1a)
    added     := ("becomes" ("an artifact" | "an enchantment") "in addition to its other types"
                 | "become" ("artifacts" | "enchantments") "in addition to their other types")
                 [duration]                                (a card type added, 205.1b)
    switch    := "switch" possessive "power and toughness" duration
    has-base  := base-part ([","] ["and"] base-part)* duration    (613.4b, 613.1f; a resolving
                                                                   spell's change to an object)
    base-part := ("has" | "have") "base power and toughness" N/N
                 | ("has" | "have") ("base power" | "base toughness") N
                 | ("loses" | "lose") "all abilities" | ("gains" | "gain") keywords (after another)
    duration  := "until end of turn"         (or "Until end of turn, ..." before the sentence;
                                              with no duration the effect lasts for good, 611.2a)
    still     := ("it's" | "they're") "still" ("a" | "an")? type     (the next sentence, 205.1b:
                                                                      the prior types are kept)

How the types change follows 205.1a-b: a new card type replaces the object's card types, and its
creature types replace the old ones; an "artifact creature" keeps the prior card types and
subtypes (its creature types are replaced when it names some); "in addition to its other types"
and "it's still a land" keep every prior type and subtype.
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.references import objects
from mtgrules.cards.phrases import COLOR_WORDS, TYPE_WORDS
from mtgrules.cards.type_line import CREATURE_TYPE_WORDS


@rule
def becomes(p: Parser, b, what, keywords) -> list | None:
    """After "become(s)": the ApplyChange making ``what`` a creature (``keywords`` reads the
    abilities after "with", as for "gains")."""
    start = p.pos - 1
    if p.take("the"):
        return _chosen(p, b, what, start)
    plural = not p.take_any("a", "an")  # "all lands become 2/2 creatures"
    legendary = not plural and bool(p.take("legendary"))  # "a legendary 4/4 red Dragon creature"
    pt = _base_pt(p)
    if legendary and pt is None:
        return None
    if pt is None and p.peek() in _ADDED_TYPES:  # "become artifacts in addition to their other types"
        added = _added_types(p, b, what, start, plural)
        if added is not None:
            return added
    if pt is None and not plural and not p.at("artifact"):
        return also(p, b, what, keywords, start)  # "becomes an Angel in addition to ..."
    if pt is None and not p.at("artifact"):  # "... with base power and toughness 5/5" below,
        return also(p, b, what, keywords, start)  # "become green Elk creatures with base ..."
    colors = _colors(p)
    subtypes = []
    while p.peek() in CREATURE_TYPE_WORDS and p.peek() not in ("artifact", "creature"):
        subtypes.append(CREATURE_TYPE_WORDS[p.next()])
    artifact = bool(p.take("artifact"))
    if not p.take("creatures" if plural else "creature"):
        p.miss("'creatures'" if plural else "'creature'")
        return None
    if pt is None:  # "becomes an artifact creature with base power and toughness 5/5"
        if not p.take("with base power and toughness"):
            return None
        pt = _base_pt(p)
        if pt is None:
            return None
    gained: tuple = ((), ())
    if p.take("with"):
        ahead = p.tokens[p.pos:]
        stop = "in" if "addition" in ahead and ahead.index("addition") > 0 \
            and ahead[ahead.index("addition") - 1] == "in" else "that's" if "that's" in ahead else "until"
        gained = keywords(p, b, stop=stop)
        if gained is None:
            return None
    change = m.Change(colors=colors, base_power=pt[0], base_toughness=pt[1],
                      keywords=gained[0], abilities=gained[1],
                      supertypes=frozenset({"Legendary"}) if legendary else None)
    if p.take("in addition to its other types") or _still(p):  # 205.1b
        types = {"Artifact", "Creature"} if artifact else {"Creature"}
        change = keep_prior_types(dataclasses.replace(
            change, types=frozenset(types), creature_types=tuple(subtypes)))
    elif artifact:  # 205.1b: an "[creature types] artifact creature" keeps its other types
        change = dataclasses.replace(change, add_types=frozenset({"Artifact", "Creature"}),
                                     creature_types=tuple(subtypes) or None)
    else:  # 205.1a: the new card type replaces the others, the creature types likewise
        change = dataclasses.replace(change, types=frozenset({"Creature"}),
                                     creature_types=tuple(subtypes) or None)
    duration = _duration(p, b)
    if duration is None:
        return None
    text = " ".join(p.tokens[start:p.pos])
    return [m.ApplyChange(what, change, duration, text)]


# card types a permanent may become in addition to its other types, by their words
_ADDED_TYPES = {"artifact": "Artifact", "artifacts": "Artifact",
                "enchantment": "Enchantment", "enchantments": "Enchantment"}


@rule
def _added_types(p: Parser, b, what, start: int, plural: bool) -> list | None:
    """After "becomes a" / "become": "an artifact in addition to its other types", "artifacts
    in addition to their other types" [duration] (205.1b: a card type added, the others kept)."""
    word = p.next()
    if (word.endswith("s") != plural) or not p.take(
            "in addition to their other types" if plural else "in addition to its other types"):
        return None
    duration = _duration(p, b)
    if duration is None:
        return None
    change = m.Change(add_types=frozenset({_ADDED_TYPES[word]}))
    return [m.ApplyChange(what, change, duration, " ".join(p.tokens[start:p.pos]))]


def _still(p: Parser) -> bool:
    """"that's still a planeswalker", "that's still a land" (205.1b: the prior types are kept)."""
    if p.at("that's", "still") and p.peek(2) in ("a", "an") and p.peek(3) in TYPE_WORDS:
        p.pos += 4
        return True
    return False


def also(p: Parser, b, what, keywords, start: int) -> list | None:
    """After "becomes a" / "is a": creature types (and colors) it has in addition to its
    others, "It becomes an Angel in addition to its other types and gains flying", "That
    creature is a black Zombie in addition to its other colors and types" (205.1b, 105.3);
    with no duration, for good (611.2a)."""
    colors = _colors(p) or frozenset()
    subtypes = []
    while p.peek() in CREATURE_TYPE_WORDS and p.peek() not in ("artifact", "creature"):
        subtypes.append(CREATURE_TYPE_WORDS[p.next()])
    creature = subtypes and p.take_any("creature", "creatures") is not None  # 205.1a
    if subtypes and p.take("with base power and toughness"):
        return _form(p, b, what, keywords, start, colors, subtypes, creature)
    if creature:
        return None
    if not subtypes or not p.take("in addition to its other " + ("colors and types" if colors else "types")):
        p.miss("creature types 'in addition to its other types'")
        return None
    change = m.Change(add_colors=colors, add_subtypes=tuple(subtypes))
    if p.at("and", "gains"):
        p.pos += 2
        gained = keywords(p, b, stop="until")
        if gained is None:
            return None
        change = dataclasses.replace(change, keywords=gained[0], abilities=gained[1])
    duration = _duration(p, b)
    if duration is None:
        return None
    return [m.ApplyChange(what, change, duration, " ".join(p.tokens[start:p.pos]))]


def _form(p: Parser, b, what, keywords, start: int, colors, subtypes: list,
          creature: bool) -> list | None:
    """After "becomes a [colors] <creature types> [creature] with base power and toughness":
    "4/4, flying, and haste", "4/4, loses all abilities, and gains flying", "4/4 and gains
    flying" [duration]. Its creature types are replaced by those (205.1a: "It loses all other
    creature types"), and with "creature" its card types by creature; its colors by those named
    (105.3); its base power and toughness set (layer 7b, 613.4b); abilities lost or gained
    (layer 6, 613.1f)."""
    pt = _base_pt(p)
    if pt is None:
        return None
    fields: dict = {"creature_types": tuple(subtypes), "base_power": pt[0], "base_toughness": pt[1]}
    if creature:
        fields["types"] = frozenset({"Creature"})
    if colors:
        fields["colors"] = colors
    with_more = True  # "with base power and toughness 4/4, flying, and haste"
    while True:
        mark = p.pos
        p.take(",")
        p.take("and")
        if p.take_any(*_LOSES):
            if "lose_all_abilities" in fields or not p.take("all abilities"):
                return None
            fields["lose_all_abilities"] = True
        elif p.take_any(*_GAINS) or with_more and p.pos > mark and not p.at("until"):
            if "keywords" in fields:
                return None
            gained = keywords(p, b, stop="until")
            if gained is None:
                return None
            fields["keywords"], fields["abilities"] = gained
        else:
            p.pos = mark
            break
        with_more = False
    duration = _duration(p, b)
    if duration is None:
        return None
    return [m.ApplyChange(what, m.Change(**fields), duration, " ".join(p.tokens[start:p.pos]))]


_CHOSEN = ("color", "creature type", "basic land type")


def _chosen(p: Parser, b, what, start: int) -> list | None:
    """After "become(s) the": "color of your choice", "creature type of your choice [in
    addition to its other types]", "basic land type of your choice" (608.2d)."""
    kind = p.take_any("color or colors", *_CHOSEN)
    if kind is None or not p.take("of your choice"):
        return None
    kind = "colors" if kind == "color or colors" else kind
    added = bool(p.take("in addition to its other types"))  # 205.1b
    if added and kind in ("color", "colors"):
        return None
    duration = _duration(p, b)
    if duration is None:
        return None
    return [m.BecomesChosen(what, kind, duration, added, " ".join(p.tokens[start:p.pos]))]


def keep_prior_types(change: m.Change) -> m.Change:
    """``change`` made to keep the object's prior card types and subtypes (205.1b: "in addition
    to its other types", "it's still a land"): its card and creature types are added."""
    return dataclasses.replace(
        change, types=None, creature_types=None,
        add_types=change.add_types | (change.types or frozenset()),
        add_subtypes=change.add_subtypes + (change.creature_types or ()))


@rule
def switch(p: Parser, b) -> list | None:
    """After "switch": "target creature's power and toughness until end of turn" (613.4d)."""
    start = p.pos - 1
    end = p.pos
    while end < len(p.tokens) and not p.tokens[end].endswith("'s"):
        end += 1
    if end >= len(p.tokens) or p.tokens[end + 1:end + 4] != ("power", "and", "toughness"):
        p.miss("a possessive and 'power and toughness'")
        return None
    owner = Parser(p.tokens[p.pos:end] + (p.tokens[end][:-2],))
    found = objects(owner, b)
    if found is None or not owner.done():
        p.miss("an object")
        return None
    p.pos = end + 4
    duration = _duration(p, b)
    if duration is None:
        return None
    text = " ".join(p.tokens[start:p.pos])
    return [m.ApplyChange(found[0], m.Change(switch=True), duration, text)]


_HAS = ("has", "have")
_LOSES = ("loses", "lose")
_GAINS = ("gains", "gain")


@rule
def has_base(p: Parser, b, what, keywords) -> list | None:
    """At "has base power and toughness 0/1 until end of turn", "loses all abilities and has
    base power and toughness 1/1 until end of turn", "has base power 3 until end of turn": the
    ApplyChange setting ``what``'s base power and/or toughness (layer 7b, 613.4b) and taking
    away or giving it abilities (layer 6, 613.1f) (``keywords`` reads those after "gains")."""
    start = p.pos
    fields: dict = {}
    while True:
        if not _base_part(p, b, fields, keywords):
            p.pos = start
            return None
        mark = p.pos
        p.take(",")
        p.take("and")
        if p.peek() not in _HAS + _LOSES + _GAINS:
            p.pos = mark
            break
    duration = _duration(p, b)
    if duration is None:
        return None
    return [m.ApplyChange(what, m.Change(**fields), duration, " ".join(p.tokens[start:p.pos]))]


def _base_part(p: Parser, b, fields: dict, keywords) -> bool:
    """One part of ``has_base`` into ``fields`` (the Change's); False if none is there."""
    if p.take_any(*_LOSES):
        if "lose_all_abilities" in fields or not p.take("all abilities"):
            return False
        fields["lose_all_abilities"] = True
        return True
    if p.take_any(*_GAINS):  # after another part: "gains trample" alone is the verb "gain"'s
        if "keywords" in fields or not fields:
            return False
        gained = keywords(p, b, stop="until")
        if gained is None:
            return False
        fields["keywords"], fields["abilities"] = gained
        return True
    if not p.take_any(*_HAS) or not p.take("base"):
        return False
    stat = p.take_any("power and toughness", "power", "toughness")
    if stat is None or "base_power" in fields or "base_toughness" in fields:
        return False
    if stat == "power and toughness":
        pt = _base_pt(p)
        if pt is None:
            return False
        fields["base_power"], fields["base_toughness"] = pt
        return True
    value = p.peek() or ""
    if not value.isdigit():
        p.miss("a number")
        return False
    p.pos += 1
    fields["base_" + stat] = int(value)
    return True


def _duration(p: Parser, b) -> str | None:
    """"until end of turn" (or said before the sentence), else for good (611.2a)."""
    if p.take("until end of turn") or b.until_end_of_turn:
        return "end_of_turn"
    if p.at("until"):
        p.miss("'until end of turn'")
        return None
    return "permanent"


def _base_pt(p: Parser) -> tuple[int, int] | None:
    """"3/3": the base power and toughness it gets (613.4b)."""
    word = p.peek() or ""
    parts = word.split("/")
    if len(parts) != 2 or not all(x.isdigit() for x in parts):
        p.miss("a power and toughness like 3/3")
        return None
    p.pos += 1
    return int(parts[0]), int(parts[1])


def _colors(p: Parser) -> frozenset[str] | None:
    """"green and white", "colorless": its new colors (613.1e), or None if none are named."""
    if p.take("colorless"):
        return frozenset()
    colors = set()
    while p.peek() in COLOR_WORDS:
        colors.add(COLOR_WORDS[p.next()])
        if p.peek() in (",", "and") and p.peek(1) in COLOR_WORDS:
            p.pos += 1
    return frozenset(colors) or None
