"""What a static ability says its objects get, have, lose or are (rules 611.3, 613.1): the
predicates after the subject of "Enchanted creature gets +2/+2, has flying, and is an Angel in
addition to its other types.", "Creatures you control get +1/+1 and have trample", "This
creature has base power and toughness 8/8", in any order and number:

    predicates := predicate ([","] ["and"] predicate)* [", where X is" count]
    predicate  := ("gets" | "get") ["an additional"] PT                       (7c, 613.4c)
                | ("gets" | "get") PT "for each" count       (a count not about each object)
                | ("gets" | "get") "+X/+X" | "-X/-0" ...    (X: the count, as layer 7c applies)
                | ("has" | "have") "base power and toughness" N/N            (7b, 613.4b)
                | ("has" | "have") keywords and abilities in quotation marks  (6, 613.1f)
                | ("loses" | "lose") "all abilities" | ("loses" | "lose") keywords   (6)
                | ("is" | "are") ["a" | "an"] color* subtype+ "in addition to"
                  ("its" | "their") "other" ["colors and"] "types"           (4-5, 205.1b)
                | ("is" | "are") ["a" | "an"] card-type+ subtype* "in addition to"
                  ("its" | "their") "other types"                            (4, 205.1b)
                | ("is" | "are") ("every creature type" | "all creature types")  (4, 205.3m)
                | ("is" | "are") color ["and" color]                       (5, 105.2)
                | ("assigns" | "assign") "combat damage equal to" ("its" | "their") "toughness
                  rather than" ("its" | "their") "power"                     (510.1a)
                | "may assign" ("its" | "their") "combat damage as though" ("it" | "they")
                  "weren't blocked"                                          (510.1c)
                | "can't" ("attack" | "block" | "attack or block")    (508.1c, 509.1b)

"You may have this creature assign ..." and "Enchanted creature's controller may have it
assign ..." are read as the creature's predicate "may assign ..." (``may_have_assign``): the
choice is its controller's as its combat damage is assigned.

Each predicate fills its part of one :class:`mtgrules.ir.Change`, so a new predicate is one
more entry here and works for every subject (the permanent itself, the one an Aura or
Equipment is attached to, a group of permanents).
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import count
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.keyword_syntax import parse_keyword_line
from mtgrules.cards.modes import ModeBuilder
from mtgrules.cards.phrases import COLOR_WORDS
from mtgrules.cards.type_line import CREATURE_TYPE_WORDS, CREATURE_TYPES

# a predicate begins with its verb; the one before it may end with ", and"
_SPLIT = re.compile(r"(?<!\bmay),? (?:and )?(?=(?:gets?|has|have|loses?|is|are|assigns?|may assign|can't) )")
_PT = re.compile(r"gets? ([+-]\d+)/([+-]\d+)")
_BASE = re.compile(r"ha(?:s|ve) base power and toughness (\d+)/(\d+)")
_HAS = re.compile(r"ha(?:s|ve) (.+)")
_LOSES = re.compile(r"loses? (.+)")
_PT_X = re.compile(r"gets? ([+-])(x|0)/([+-])(x|0)")
_WHERE = re.compile(r"(.+), where x is (.+)")
_ADDITIONAL = re.compile(r"^(gets?) an additional ")
_PT_EACH = re.compile(r"gets? ([+-]\d+)/([+-]\d+) for each (.+)")
_EVERY_TYPE = re.compile(r"(?:is|are) (?:every creature type|all creature types)")
_COLORED = re.compile(r"(?:is|are) ([a-z]+)(?: and ([a-z]+))?")
_BY_TOUGHNESS = re.compile(r"assigns? combat damage equal to (its|their) toughness rather than \1 power")
_IS = re.compile(r"(?:is|are) (?:an? )?([a-z' -]+?) in addition to (?:its|their) other (?:colors and )?types")
# an attack or block restriction on the objects (508.1c, 509.1b): an effect on them, not an
# ability they have ("Creatures can't block.")
_CANT = re.compile(r"can't (attack or block|attack|block)")
_CANT_KINDS = {"attack": (("cant_attack",), "508.1c"), "block": (("cant_block",), "509.1b"),
               "attack or block": (("cant_attack", "cant_block"), "508.1c, 509.1b")}
_AS_UNBLOCKED = re.compile(r"may assign (?:its|their) combat damage as though (?:it|they) weren't blocked")
# "you may have <creature> assign ...": the sentence whose subject is its controller
_MAY_HAVE = re.compile(r"(.*?)(?:you|(enchanted creature|equipped creature)'s controller) may have "
                       r"(cardname|enchanted creature|equipped creature|it) (assign .+)")


def may_have_assign(low: str) -> str:
    """``low`` with "you may have this creature assign its combat damage ..." (and
    "enchanted creature's controller may have it assign ...") as "this creature may assign
    its combat damage ...", the predicate ``_AS_UNBLOCKED`` reads (510.1c)."""
    hit = _MAY_HAVE.fullmatch(low)
    if hit is None:
        return low
    lead, owner, subject, rest = hit.groups()
    if subject == "it":
        if owner is None:
            return low
        subject = owner
    elif owner is not None and owner != subject:
        return low
    return f"{lead}{subject} may {rest}"


_AS_UNBLOCKED_TOLD = ("may assign its combat damage as though it weren't blocked (its controller "
                      "chooses, 510.1c)")


class Predicates:
    """The parts of a static ability's effect read from its predicates, and how each was
    read (rules English)."""

    __slots__ = ("power", "toughness", "keywords", "change", "told", "per")

    def __init__(self) -> None:
        self.power = self.toughness = 0
        self.per: m.CountOf | None = None  # "+X/+X, where X is ...": the count X is
        self.keywords: tuple = ()
        self.change: dict = {}
        self.told: list[str] = []

    def changed(self) -> m.Change | None:
        """The parts other than +N/+N and keywords, as a Change (None if there are none)."""
        return m.Change(**self.change) if self.change else None


def read_predicates(text: str, quoted: list[str], line: str) -> Predicates | None:
    """``text`` (quotation marks hidden, ``quoted`` their texts) as predicates; None if some
    part of it is not one."""
    from mtgrules.cards.compiler import has_list  # the compiler reads quoted abilities
    out = Predicates()
    text = text.strip()
    where = _WHERE.fullmatch(text)
    if where is not None:
        out.per = static_count(where.group(2))
        if out.per is None:
            return None
        text = where.group(1)
    for part in _SPLIT.split(text):
        part = _ADDITIONAL.sub(r"\1 ", part)  # "gets an additional +2/+2": one more bonus (613.4c)
        hit = _PT_X.fullmatch(part) if out.per is not None else None
        if hit and "x" in (hit.group(2), hit.group(4)) and not (out.power or out.toughness):
            out.power, out.toughness = (int(f"{sign}1") if n == "x" else 0
                                        for sign, n in (hit.group(1, 2), hit.group(3, 4)))
            out.told.append(f"gets {part.split()[1].upper()} where X is {out.per.text} (613.4c)")
            continue
        hit = _PT.fullmatch(part)
        if hit:
            if out.power or out.toughness:
                return None
            out.power, out.toughness = int(hit.group(1)), int(hit.group(2))
            out.told.append(f"gets {out.power:+d}/{out.toughness:+d} (613.4c)")
            continue
        hit = _PT_EACH.fullmatch(part)
        if hit:
            if out.power or out.toughness or out.per is not None:
                return None
            out.per = _each_count(hit.group(3), line)
            if out.per is None:
                return None
            out.power, out.toughness = int(hit.group(1)), int(hit.group(2))
            out.told.append(f"gets {out.power:+d}/{out.toughness:+d} for each {out.per.text} (613.4c)")
            continue
        if _EVERY_TYPE.fullmatch(part):  # as changeling says it (702.73a), as an effect
            out.change["add_subtypes"] = out.change.get("add_subtypes", ()) + CREATURE_TYPES
            out.told.append("is every creature type (205.3m, 613.1d)")
            continue
        hit = _COLORED.fullmatch(part)
        if hit and all(c is None or c in COLOR_WORDS for c in hit.groups()) and "colors" not in out.change:
            out.change["colors"] = frozenset(COLOR_WORDS[c] for c in hit.groups() if c)
            out.told.append(f"is {' and '.join(c for c in hit.groups() if c)} (613.1e, 105.2)")
            continue
        hit = _BASE.fullmatch(part)
        if hit:
            out.change.update(base_power=int(hit.group(1)), base_toughness=int(hit.group(2)))
            out.told.append(f"has base power and toughness {hit.group(1)}/{hit.group(2)} (613.4b)")
            continue
        hit = _LOSES.fullmatch(part)
        if hit:
            if not _loses(hit.group(1), out):
                return None
            continue
        if _BY_TOUGHNESS.fullmatch(part):  # a rule of combat damage for these creatures (510.1a)
            out.change["combat_rules"] = out.change.get("combat_rules", ()) + (m.DAMAGE_BY_TOUGHNESS,)
            out.told.append("assigns combat damage equal to its toughness rather than its power (510.1a)")
            continue
        if _AS_UNBLOCKED.fullmatch(part):  # its controller's choice as damage is assigned (510.1c)
            out.change["combat_rules"] = out.change.get("combat_rules", ()) + (m.DAMAGE_AS_UNBLOCKED,)
            out.told.append(_AS_UNBLOCKED_TOLD)
            continue
        hit = _CANT.fullmatch(part)
        if hit:
            kinds, rule = _CANT_KINDS[hit.group(1)]
            out.change["combat_rules"] = out.change.get("combat_rules", ()) + kinds
            out.told.append(f"can't {hit.group(1)} ({rule})")
            continue
        hit = _IS.fullmatch(part)
        if hit:
            if not _is_also(hit.group(1), out):
                return None
            continue
        hit = _HAS.fullmatch(part)
        if hit:
            has = has_list(hit.group(1), quoted, line)
            if has is None:
                return None
            keywords, (abilities, told) = has
            out.keywords += tuple(keywords)
            if abilities:
                out.change["abilities"] = out.change.get("abilities", ()) + tuple(abilities)
            if keywords:
                out.told.append(f"has {', '.join(map(str, keywords))} (613.1f)")
            out.told.extend(f"has {how}" for _, how in told)
            continue
        return None
    if out.per is not None and not (out.power or out.toughness):
        return None  # "where X is" with no X to give
    return out


def _each_count(text: str, line: str) -> m.CountOf | None:
    """What "for each ..." counts after "gets +1/+1" ("Gate you control", "blessing counter on
    this enchantment"), counted for the ability's source and controller; None for a count about
    each object the ability affects ("Equipment attached to it"), which this doesn't say."""
    from mtgrules.cards.templates.conditional_statics import count_of  # the counts of statics
    from mtgrules.cards.sentences import NotUnderstood
    if re.search(r"\b(?:it|its|them|their)\b", text):
        return None
    try:
        return count_of(text, line)
    except NotUnderstood:
        return None


def static_count(text: str) -> m.CountOf | None:
    """What X is in a static ability ("the number of creature cards in your graveyard"),
    counted each time layer 7c applies (613.4c), or what a characteristic-defining ability's
    power and toughness equal (604.3, 7a); None if the grammar's counts don't read it."""
    p = Parser(tokenize(text))
    found = count(p, ModeBuilder())
    return found if type(found) is m.CountOf and p.done() else None


def _loses(what: str, out: Predicates) -> bool:
    """"loses all abilities", "loses flying" (layer 6, 613.1f)."""
    if what == "all abilities":
        out.change["lose_all_abilities"] = True
        out.told.append("loses all abilities (613.1f)")
        return True
    lost = parse_keyword_line(what.replace(" and ", ", "))
    if not lost:
        return False
    out.change["lose_keywords"] = out.change.get("lose_keywords", ()) + tuple(k.name for k in lost)
    out.told.append(f"loses {', '.join(map(str, lost))} (613.1f)")
    return True


# card types an object may have "in addition to its other types" (205.1b, 613.1d), in either number
_CARD_TYPES = {word: kind for kind in ("Artifact", "Enchantment", "Land", "Creature")
               for word in (kind.lower(), kind.lower() + "s")}
# basic land types, in either number ("Islands in addition to their other types": each gets the
# land type and its mana ability, 305.7)
_LAND_TYPES = {word: kind for kind in ("Plains", "Island", "Swamp", "Mountain", "Forest")
               for word in (kind.lower(), kind.lower().removesuffix("s") + "s")}


def _is_also(words: str, out: Predicates) -> bool:
    """"a white Angel" in "is a white Angel in addition to its other colors and types", the card
    type "enchantments" in "are enchantments in addition to their other types" (layers 4 and 5,
    205.1b, 105.3)."""
    colors, types, subtypes = [], [], []
    for word in words.split():
        if word in COLOR_WORDS and not subtypes and not types:
            colors.append(COLOR_WORDS[word])
        elif word in _CARD_TYPES and not subtypes:
            types.append(_CARD_TYPES[word])
        elif word in CREATURE_TYPE_WORDS:
            subtypes.append(CREATURE_TYPE_WORDS[word])
        elif word in _LAND_TYPES and not colors:
            subtypes.append(_LAND_TYPES[word])
        else:
            return False
    if not subtypes and not types or colors and not subtypes:
        return False
    if colors:
        out.change["add_colors"] = frozenset(colors)
    if types:
        out.change["add_types"] = frozenset(types)
    if subtypes:
        out.change["add_subtypes"] = tuple(subtypes)
    said = words if colors else " ".join(types + subtypes)
    out.told.append(f"is also {said} (613.1d-e, 205.1b)")
    return True
