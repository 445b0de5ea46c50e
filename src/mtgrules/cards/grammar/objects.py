"""Object descriptions (rules 109, 115, 205): "nonblack creature", "tapped artifact or
enchantment an opponent controls", "creature token with flying", "creature card with mana
value 3 or less in your graveyard", "other Elves you control".

    description := prefix* nouns suffix*
    prefix      := "other" | "non"-word | color | "colorless" | "multicolored" | "tapped"
                   | ("enchanted" | "equipped") before a plural noun or after an article
                   | "untapped" | "face-down" | "face-up" | "attacking"
                   | "blocking" | "attacking or blocking" | supertype | "token" | "nontoken"
                   | "historic"                                                     (700.6)
                   | "stickered"                                                    (123.4)
                   | "modified"                                                     (700.9)
                   | "kicked" before "spell(s)"                                     (702.33d)
    nouns       := noun ("," noun)* [","] ("or" | "and/or") noun     (one of these)
                 | plural-noun ("," noun)* [","] "and" noun           (all of these)
    noun        := card type | subtype [card type] | "permanent" | "card" | "spell"
                   | any of them plural, optionally followed by "token(s)"
                   | "token" | "tokens"                 (a permanent that's a token, 111.1)
    suffix      := "you control" | "you don't control" | "an opponent controls"
                   | "that player controls" | "that opponent controls" | "they control"
                     (a trigger event's player, ``cards/that_player.py``; or the opponent of
                      "for each opponent", ``grammar/for_each_opponent.py``)
                   | "your opponents control" | "with" keyword | "without" keyword
                   | "with" ("power" | "toughness" | "mana value") (N | "X") ("or less" | "or greater")
                   | "with mana value equal to the number of" [kind] "counters on cardname"
                                                   (a bound counted as it resolves, 608.2h)
                   | ("in" | "from") ("your" | "a" | "that player's") "graveyard"
                   | ("in" | "from") "all graveyards"
                   | "in your hand"
                   | "from" ("your graveyard" | "a graveyard" | "exile" | "your hand" | "their
                     hand" | "anywhere other than" ("your" | "their") "hand")   (spells, 601.2a)
                   | "that targets" ("a" | "an" | "one or more") description (spells, 115.1)
                   | "that was dealt damage this turn"
                   | "that entered this turn"                  (400.7: as the object it is now)
                   | ["that's"] "blocking" ("it" | "cardname")      (509.1g: ``cards/blocking_it.py``)
                   | "with lesser power" | "with power less than cardname's power"  (the source's)
                   | "that are enchanted" | "that's enchanted" | "that are equipped" | "that's equipped"
                   | "with" ["a" | "an" | "one or more"] [kind] ("counter" | "counters") "on" ("it" | "them")
                   | "of the chosen type" | "of the chosen creature type" | "of the chosen color"
                   | "of that type" (after "Choose a creature type.")
                   | "except for" plural-type-or-"tokens" ("and" ...)*  ("except for lands and tokens")
                   | "named" NAME ("or" NAME)*                           (201.2)
                   | "with the chosen name"          (a hidden agenda's, 702.106d)
                   | ("that's" | "that are") "one or more colors"          (105.2)
                   | ("that's" | "that are") colors   ("that are white, blue, and/or black")
                   | "that's" ("a" | "an") subtype ("," subtype)* [","] ("or" | "and/or") subtype
                                                      (one of these creature types, 205.3m)

Each part narrows one field of :class:`mtgrules.ir.Filter`; a new quality is one more entry
here and one more test in the engine's matchers.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.ir.filters import CHOSEN_NAME
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.keyword_syntax import SYNTAX
from mtgrules.cards.phrases import COLOR_WORDS, TYPE_WORDS
from mtgrules.cards.type_line import CREATURE_TYPE_WORDS, INVARIANT_PLURALS

# card types, singular and plural ("creatures", "sorceries")
_TYPES = {**TYPE_WORDS, **{w + "s": t for w, t in TYPE_WORDS.items() if w != "sorcery"},
          "sorceries": "Sorcery"}
# subtypes other than creature types that object descriptions use (205.3g-k)
_OTHER_SUBTYPES = {w.lower(): w for w in (
    "Plains Island Swamp Mountain Forest Desert Gate Cave Sphere Town Lair Locus Urza's "
    "Equipment Aura Vehicle Treasure Food Clue Blood Fortification Curse Saga Shrine Cartouche "
    "Rune Background Role Class Case Room Shard Map Powerstone Gold Incubator Junk Attraction "
    "Contraption Arcane Lesson Trap Adventure").split()}
# planeswalker types (205.3j; not "Will", an English word too): "each Garruk you control"
_OTHER_SUBTYPES.update({w.lower(): w for w in (
    "Ajani Aminatou Angrath Arlinn Ashiok Bahamut Basri Bolas Calix Chandra Comet Dack Dakkon "
    "Daretti Davriel Dihada Domri Dovin Ellywick Elminster Elspeth Estrid Freyalise Garruk Gideon "
    "Grist Guff Huatli Jace Jared Jaya Jeska Kaito Karn Kasmina Kaya Kiora Koth Liliana Lolth "
    "Lukka Minsc Mordenkainen Nahiri Narset Niko Nissa Nixilis Oko Quintorius Ral Rowan Saheeli "
    "Samut Sarkhan Serra Sivitri Sorin Szat Tamiyo Tasha Teferi Teyo Tezzeret Tibalt Tyvar Ugin "
    "Venser Vivien Vraska Vronos Windgrace Wrenn Xenagos Yanggu Yanling Zariel").split()})
_SUBTYPES = {**CREATURE_TYPE_WORDS, **_OTHER_SUBTYPES,
             **{w + "s": t for w, t in _OTHER_SUBTYPES.items() if not w.endswith("s")},
             "plains": "Plains", "auras": "Aura", "equipment": "Equipment"}
_SUPERTYPES = {"legendary": "Legendary", "basic": "Basic", "snow": "Snow"}
_NOUNS = {"permanent": None, "permanents": None, "card": None, "cards": None,
          "spell": None, "spells": None}
_PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle")
# "enchanted creatures", "equipped creatures": those with an Aura / Equipment attached; a
# singular "enchanted creature" is the one the source is attached to (``references``)
_ATTACHED_BY = {"enchanted": "Aura", "equipped": "Equipment"}
_PLURAL_HOSTS = ("creatures", "permanents", "artifacts", "lands")
_ARTICLES = ("a", "an", "another", "target", "each")  # "an equipped creature you control"
_COMPARED = {"power": "power", "toughness": "toughness", "mana value": "mana value"}


class Description:
    """What an object description says: the filter and whether its noun was plural (``either``:
    a noun spelt alike in both numbers, "Merfolk", whose number the words around it tell)."""

    __slots__ = ("filter", "plural", "single", "either")

    def __init__(self, flt: m.Filter, plural: bool, single: bool = False, either: bool = False) -> None:
        self.filter = flt
        self.plural = plural
        self.single = single  # "target cards from a single graveyard": all in one graveyard
        self.either = either

    def may_be_plural(self) -> bool:
        """Whether the description may name several objects ("creatures", "Merfolk")."""
        return self.plural or self.either


@rule
def description(p: Parser, zone: str = "battlefield", *, single: bool = False) -> Description | None:
    """An object description (see the module docstring); ``zone``: where objects are unless a
    suffix says otherwise ("card in your graveyard"); ``single``: the suffix "from a single
    graveyard" may end it (the several targets of one word "target")."""
    fields: dict = {"zone": zone}
    sets: dict[str, set] = {k: set() for k in ("types", "not_types", "not_colors", "subtypes",
                                                "colors", "supertypes", "not_supertypes",
                                                "not_subtypes", "all_types", "or_subtypes")}
    while _prefix(p, fields, sets):
        if p.at(",") and (p.peek(1) or "").startswith("non"):  # "nonartifact, nonblack creature"
            p.pos += 1
    if p.peek() in ("token", "tokens"):  # "a token you control": a permanent that's a token (111.1)
        nouns = p.next() == "tokens", "permanent"
    else:
        nouns = _nouns(p, fields, sets)
    if nouns is None:
        return None
    plural, noun_kind = nouns
    either = not plural and noun_kind == "typed" and p.tokens[p.pos - 1] in INVARIANT_PLURALS
    if noun_kind == "permanent" and p.tokens[p.pos - 1] in ("token", "tokens"):
        fields["token"] = True
    elif p.take_any("token", "tokens"):
        fields["token"] = True
        plural = plural or p.tokens[p.pos - 1] == "tokens"
    if noun_kind == "spell":  # its suffixes may say where it was cast from (601.2a)
        fields["spell"] = True
    while _suffix(p, fields, sets):
        pass
    one_graveyard = single and plural and bool(p.take("from a single graveyard"))
    if one_graveyard:
        fields["zone"] = "graveyard"
    if noun_kind == "card" and fields["zone"] == "battlefield":
        p.miss("a zone for the card ('in your graveyard')")
        return None
    if noun_kind == "spell":
        fields["zone"], fields["spell"] = "stack", True
    for key, values in sets.items():
        fields[key] = frozenset(values)
    return Description(m.Filter(**fields), plural, one_graveyard, either and not plural)


# where a name in a description ends (a name with one of these words or a comma isn't read)
_NAME_ENDS = (",", ".", "or", "and", "and/or", "with", "from", "that", "into", "onto", "in", "to",
              "on", "you", "this", "from", "isn't", "is", "are", "among")


# what follows a found card's name in a search: "named Toothy, Imaginary Friend, reveal it"
_AFTER_FOUND = ("reveal", "put")


def _epithet(p: Parser) -> list[str]:
    """A legendary name's part after its comma ("rocksteady, mutant marauder"), read where the
    next instruction follows it (", reveal it", ", put it ..."), so a list's comma isn't
    taken for a name's; the tokens taken (the comma included), or none."""
    end = p.pos + 1
    if p.peek() != "," or p.peek(1) in _AFTER_FOUND:
        return []
    while end < len(p.tokens) and p.tokens[end] not in _NAME_ENDS:
        end += 1
    if end == p.pos + 1 or end + 1 >= len(p.tokens) or p.tokens[end] != "," \
            or p.tokens[end + 1] not in _AFTER_FOUND:
        return []
    taken = list(p.tokens[p.pos:end])
    p.pos = end
    return taken


def _named(p: Parser, fields: dict) -> bool:
    """"named Nissa's Chosen", "named Heart-Piercer Bow or Vial of Dragonfire" (201.2): the
    names, in lower case as the text has them."""
    start = p.pos
    p.pos += 1
    names: list[str] = []
    while True:
        words = []
        while p.peek() is not None and p.peek() not in _NAME_ENDS:
            words.append(p.next())
        if not words or "cardname" in words:  # its own name: the card's name isn't kept here
            p.pos = start
            p.miss("a card name")
            return False
        words += _epithet(p)
        names.append(" ".join(words).replace(" ,", ","))
        if not (p.at("or") and p.peek(1) not in ("a", "an")) or not p.take("or"):
            break
    fields["names"] = frozenset(names)
    return True


def _prefix(p: Parser, fields: dict, sets: dict) -> bool:
    word = p.peek()
    if word is None:
        return False
    if word in ("other", "another") and "another" not in fields:
        fields["another"] = True
    elif word in COLOR_WORDS:
        if not _color_list(p, sets):
            return False
        return True
    elif word.startswith("non") and _non(word[3:].lstrip("-"), fields, sets):
        pass
    elif word == "colorless":  # 105.2c: no color at all
        sets["not_colors"].update(COLOR_WORDS.values())
    elif word == "multicolored":  # 105.2a: two or more colors
        fields["min_colors"] = 2
    elif word == "kicked" and p.peek(1) in ("spell", "spells"):  # 702.33d
        fields["kicked"] = True
    elif word in ("tapped", "untapped"):
        fields["tapped"] = word == "tapped"
    elif word in ("face-down", "face-up"):  # rule 708
        fields["face_down"] = word == "face-down"
    elif word in _SUPERTYPES:
        sets["supertypes"].add(_SUPERTYPES[word])
    elif word == "historic":  # 700.6: an artifact, a legendary or a Saga
        fields["historic"] = True
    elif word == "stickered":  # 123.4: with a sticker on it now
        fields["stickered"] = True
    elif word == "modified":  # 700.9: counters, Equipment, or its controller's Auras
        fields["modified"] = True
    elif word in _ATTACHED_BY and "attached_by" not in fields and (
            p.peek(1) in _PLURAL_HOSTS or p.pos and p.tokens[p.pos - 1] in _ARTICLES):
        fields["attached_by"] = _ATTACHED_BY[word]  # "equipped creatures you control" (301.5)
    elif word == "unblocked":  # rule 509.1h: only an attacking creature is unblocked
        if p.peek(1) == "attacking":
            p.pos += 1
        fields["in_combat"] = "unblocked attacking"
    elif word in ("attacking", "blocking"):
        if p.at("attacking", "or", "blocking"):
            p.pos += 2
            word = "attacking or blocking"
        fields["in_combat"] = word
    else:
        p.miss("an object description")
        return False
    p.pos += 1
    return True


def _color_list(p: Parser, sets: dict) -> bool:
    """"red", "white or blue", "red and/or green", "green, white, or blue", "white, blue,
    and/or black" before a noun (105.2: any of them)."""
    start = p.pos
    colors = [COLOR_WORDS[p.next()]]
    while (joint := _color_joint(p)) and p.peek(joint) in COLOR_WORDS:
        p.pos += joint
        colors.append(COLOR_WORDS[p.next()])
    if p.peek() in ("or", ",") and p.peek(1) not in COLOR_WORDS:
        p.pos = start
        return False
    sets["colors"].update(colors)
    return True


#: what joins the colors (or creature types) of a list: "or", ",", ", or", "and/or", ", and/or"
#: (tokenized "and / or")
_COLOR_JOINTS = (("and", "/", "or"), (",", "and", "/", "or"), (",", "or"), ("or",), (",",))


def _color_joint(p: Parser) -> int:
    """The number of tokens of the joint of a color list at ``p`` ("blue, black, and/or red"),
    0 if there is none."""
    for joint in _COLOR_JOINTS:
        if all(p.peek(k) == word for k, word in enumerate(joint)):
            return len(joint)
    return 0


def _subtype_list(p: Parser, sets: dict) -> bool:
    """"that's a Cleric, Rogue, Warrior, and/or Wizard" after a noun: one of these creature
    types (205.3m)."""
    start = p.pos
    if p.take_any("that's a", "that's an") is None:
        return False
    found = []
    while p.peek() in CREATURE_TYPE_WORDS:
        found.append(CREATURE_TYPE_WORDS[p.next()])
        joint = _color_joint(p)
        if not joint or p.peek(joint) not in CREATURE_TYPE_WORDS:
            break
        p.pos += joint
    if not found:
        p.pos = start
        return False
    sets["subtypes"].update(found)
    return True


def _non(word: str, fields: dict, sets: dict) -> bool:
    """"nonblack", "nonland", "non-Human", "nontoken", "nonbasic", "nonlegendary"."""
    if word in COLOR_WORDS:
        sets["not_colors"].add(COLOR_WORDS[word])
    elif word in TYPE_WORDS:
        sets["not_types"].add(TYPE_WORDS[word])
    elif word == "token":
        fields["token"] = False
    elif word in _SUPERTYPES:
        sets["not_supertypes"].add(_SUPERTYPES[word])
    elif word in _SUBTYPES:
        sets["not_subtypes"].add(_SUBTYPES[word])
    else:
        return False
    return True


def _nouns(p: Parser, fields: dict, sets: dict) -> tuple[bool, str] | None:
    """One noun or a list of alternatives ("artifact, creature, or enchantment"): (plural,
    'card' / 'spell' / 'permanent' / 'typed')."""
    start = p.pos
    kinds: list[str] = []
    plural = False
    before = len(sets["types"]), len(sets["subtypes"])
    alone: list[str] = []  # what each noun named alone: 'type', 'subtype' or 'both'
    while True:
        counts = len(sets["types"]), len(sets["subtypes"])
        noun = _noun(p, sets)
        if noun is not None:
            added = (len(sets["types"]) > counts[0], len(sets["subtypes"]) > counts[1])
            alone.append("both" if all(added) else "type" if added[0] else "subtype" if added[1]
                         else "none")
        if noun is None:
            p.pos = start if not kinds else p.pos
            if not kinds:
                return None
            break
        kinds.append(noun[1])
        plural = plural or noun[0]
        mark = p.pos
        # "artifacts and enchantments", "artifacts, creatures, and lands": plural nouns joined
        # by "and" are all of them, the same group as "or" makes of a singular noun
        # so are "instant and sorcery cards": a type and a plural noun after "and"
        joins = ("or", "and/or", "and / or", "and") if plural or p.at("and") and p.peek(1) in _TYPES \
            and p.peek(2) in ("cards", "spells") else ("or", "and/or", "and / or")
        if p.take(","):
            p.take_any(*joins)
            if _noun_ahead(p):
                continue
            p.pos = mark
            break
        if p.take_any(*joins) and _noun_ahead(p):
            continue
        p.pos = mark
        break
    if len(kinds) > 1 and before == (0, 0) and set(alone) == {"type", "subtype"} \
            and "card" not in kinds[:-1] and len(set(kinds) - {"typed"}) <= 1 \
            and not sets["all_types"]:
        # "instant, sorcery, or Wizard spell", "artifact or Vehicle": a card type, or one of
        # the subtypes, passes (``Filter.or_subtypes``, 205.3)
        sets["or_subtypes"].update(sets["subtypes"])
        sets["subtypes"].clear()
    if len(kinds) > 1 and ("card" in kinds[:-1] or len(set(kinds) - {"typed"}) > 1
                           or sets["types"] and sets["subtypes"] or sets["all_types"]):
        # "creature or Vehicle" is one condition or the other across two fields, which a
        # Filter (all conditions together) can't say
        p.refuse("a card type or a subtype, not both")
        p.pos = start
        return None
    # "instant or sorcery spell", "creature or land card": of either type
    named = set(kinds) - {"typed"}
    return plural, named.pop() if len(named) == 1 else "typed"


def _noun_ahead(p: Parser) -> bool:
    word = p.peek()
    return word is not None and (word in _TYPES or word in _SUBTYPES or word in _NOUNS)


def _noun(p: Parser, sets: dict) -> tuple[bool, str] | None:
    word = p.peek()
    if word is None:
        p.miss("a card type")
        return None
    if word in ("permanent", "permanents") and p.peek(1) in ("card", "cards"):
        p.pos += 2  # "permanent card": an artifact, creature, ... card (110.4a)
        sets["types"].update(_PERMANENT_TYPES)
        return p.tokens[p.pos - 1] == "cards", "card"
    if word in _NOUNS:
        p.pos += 1
        kind = word.rstrip("s")
        return word.endswith("s"), "permanent" if kind == "permanent" else kind
    if word in _SUBTYPES and not (word in _TYPES and word not in CREATURE_TYPE_WORDS):
        p.pos += 1
        sets["subtypes"].add(_SUBTYPES[word])
        after = p.peek()
        if after in _TYPES:  # "Elf creature", "Goblin creatures", "Dragon creature cards"
            p.pos += 1
            sets["types"].add(_TYPES[after])
            then = p.peek()
            if then in ("card", "cards", "spell", "spells"):
                p.pos += 1
                return then.endswith("s"), then.rstrip("s")
            return after.endswith("s"), "typed"
        if after in ("permanent", "permanents") and p.peek(1) in ("card", "cards"):
            p.pos += 2  # "Rebel permanent card"
            sets["types"].update(_PERMANENT_TYPES)
            return p.tokens[p.pos - 1] == "cards", "card"
        if after in ("card", "cards", "spell", "spells", "permanent", "permanents"):
            p.pos += 1
            return after.endswith("s"), after.rstrip("s") if after[0] != "p" else "permanent"
        return word != _SUBTYPES[word].lower(), "typed"
    if word in _TYPES:
        p.pos += 1
        after = p.peek()
        if after in _TYPES and word == _TYPES[word].lower() and after not in CREATURE_TYPE_WORDS:
            sets["all_types"].add(_TYPES[word])  # "artifact creature": both types (205.2a)
            word = after
            p.pos += 1
            after = p.peek()
        sets["types"].add(_TYPES[word])
        if after in ("card", "cards", "spell", "spells"):  # "creature card", "instant spell"
            p.pos += 1
            return after.endswith("s"), after.rstrip("s")
        if after == "permanent" or after == "permanents":
            p.pos += 1
            return after.endswith("s"), "permanent"
        return word != _TYPES[word].lower(), "typed"
    p.miss("a card type")
    return None


def _except_for(p: Parser, fields: dict, sets: dict) -> bool:
    """"except for lands and tokens": none of these card types, and not a token (111.1)."""
    start = p.pos
    p.pos += 2
    kinds: list[str] = []
    while True:
        word = p.peek()
        if word == "tokens" and "token" not in fields:
            kinds.append("token")
        elif word in _TYPES and word.endswith("s") and word != _TYPES[word].lower():
            kinds.append(_TYPES[word])
        else:
            break
        p.pos += 1
        if not p.take_any("and", ","):
            break
    if not kinds or p.tokens[p.pos - 1] in ("and", ","):
        p.pos = start
        return False
    for kind in kinds:
        if kind == "token":
            fields["token"] = False
        else:
            sets["not_types"].add(kind)
    return True


def _suffix(p: Parser, fields: dict, sets: dict) -> bool:
    if p.at("except", "for"):
        return _except_for(p, fields, sets)
    if "names" not in fields and p.at("named"):
        return _named(p, fields)
    if "names" not in fields and p.take_any("with the chosen name"):
        fields["names"] = frozenset({CHOSEN_NAME})  # a hidden agenda's (702.106d)
        return True
    if "min_colors" not in fields and p.take_any("that's one or more colors", "that are one or more colors"):
        fields["min_colors"] = 1  # a colored object (105.2)
        return True
    said = 1 if p.peek() == "that's" else 2 if p.at("that", "are") else 0
    if said and not sets["colors"] and p.peek(said) in COLOR_WORDS:
        start = p.pos  # "creatures you control that are white, blue, and/or black" (105.2)
        p.pos += said
        if _color_list(p, sets):
            return True
        p.pos = start
    if "controller" not in fields:
        who = p.take_any("you control", "you don't control", "an opponent controls",
                         "your opponents control", "you own", "defending player controls",
                         "that player controls", "that opponent controls", "they control")
        if who is not None:
            if who == "you own":
                fields["owner_you"] = True
            elif who == "defending player controls":  # the source's defending player (506.2)
                fields["controller"] = "defending"
            elif who == "that player controls":  # a trigger event's player (``that_player``)
                fields["controller"] = "that player"
            elif who == "that opponent controls":  # an event's or a "for each opponent" one
                fields["controller"] = "that opponent"
            elif who == "they control":  # the player named before (``that_player``)
                fields["controller"] = "they"
            else:
                fields["controller"] = "you" if who == "you control" else "opponent"
            return True
    if p.peek() in ("with", "without") and p.peek(1) in SYNTAX \
            and "with_keyword" not in fields and "without_keyword" not in fields:
        key = "with_keyword" if p.next() == "with" else "without_keyword"
        fields[key] = p.next()
        if key == "without_keyword" and p.peek() == "or" and p.peek(1) in SYNTAX:
            p.pos += 1  # "without flying or islandwalk": neither (702.1)
            fields["without_any"] = (fields.pop(key), p.next())
        return True
    if "lesser" not in fields and p.take_any("with lesser power", "with power less than cardname's power"):
        fields["lesser"] = "power"  # than the source's (702.134a)
        return True
    if "with_counter" not in fields:
        counter = _with_counter(p)
        if counter is not None:
            fields["with_counter"] = counter
            return True
    if p.at("with", "mana", "value", "equal", "to"):
        bound = _counters_on_source(p)
        if bound is not None:
            fields["compare"] = fields.get("compare", ()) + (("mana value", "==", bound),)
            return True
    if p.at("with"):
        start = p.pos
        p.pos += 1
        stat = p.take_any(*_COMPARED)
        number = p.next() if stat else None
        if number is not None and (number.isdigit() or number == "x"):
            op = p.take_any("or less", "or greater")
            if op is not None or stat == "mana value":  # X: the spell's, or given by "where X
                # is" (ir/bounds.py); "with mana value X": exactly that (202.3)
                bound = (stat, "==" if op is None else "<=" if op == "or less" else ">=",
                         "X" if number == "x" else int(number))
                fields["compare"] = fields.get("compare", ()) + (bound,)
                return True
        p.pos = start
        p.miss("'with' and a quality")
        return False
    if "chosen" not in fields:  # linked to "As this permanent enters, choose ..." (607.2d)
        chosen = p.take_any("of the chosen type", "of the chosen creature type", "of the chosen color",
                            "of that type")
        if chosen is not None:
            fields["chosen"] = "color" if chosen.endswith("color") else "creature type"
            return True
    if "attached_by" not in fields:  # "creatures you control that are enchanted" (303.4)
        state = p.take_any("that are enchanted", "that's enchanted", "that are equipped", "that's equipped")
        if state is not None:
            fields["attached_by"] = _ATTACHED_BY[state.split()[-1]]
            return True
    if "not_attached_by" not in fields:  # "target creature that isn't enchanted" (303.4)
        state = p.take_any("that aren't enchanted", "that isn't enchanted", "that aren't equipped",
                           "that isn't equipped")
        if state is not None:
            fields["not_attached_by"] = _ATTACHED_BY[state.split()[-1]]
            return True
    if not sets["subtypes"] and _subtype_list(p, sets):  # "that's a Cleric, Rogue, and/or Wizard"
        return True
    if "blocking_what" not in fields:  # "each creature blocking it" (509.1g)
        start = p.pos
        p.take("that's")
        what = p.take_any("blocking it", "blocking cardname")
        if what is not None:
            fields["blocking_what"] = "it" if what == "blocking it" else "source"
            return True
        p.pos = start
    if p.take("that was dealt damage this turn"):
        fields["damaged_this_turn"] = True
        return True
    if p.take("that attacked this turn"):  # 508.1: declared as attackers this turn
        fields["attacked_this_turn"] = True
        return True
    if fields["zone"] == "battlefield" and p.take("that entered this turn"):
        fields["entered_this_turn"] = True
        return True
    if fields["zone"] == "battlefield" and "controller" not in fields \
            and p.take("on the battlefield"):  # "each creature on the battlefield": anyone's
        return True
    if fields.get("spell"):
        return _cast_from(p, fields)
    place = p.take_any("in your graveyard", "from your graveyard", "in a graveyard",
                       "from a graveyard", "in all graveyards", "from all graveyards",
                       "in your hand", "from your hand")
    if place is None and "controller" not in fields \
            and p.take_any("in that player's graveyard", "from that player's graveyard"):
        fields["zone"] = "graveyard"  # the graveyard of a trigger event's player or of "for
        fields["controller"] = "that player"  # each opponent" (404.2: its owner's)
        return True
    if place is not None:
        fields["zone"] = place.split()[-1].rstrip("s")
        fields["owner_you"] = fields.get("owner_you", False) or "your" in place
        return True
    return False


# where a spell was cast from (601.2a): "a spell from your graveyard", "... from exile", "...
# from anywhere other than your hand" (its caster's: "their hand")
_CAST_FROM = {"from your graveyard": "graveyard", "from a graveyard": "graveyard",
              "from exile": "exile", "from your hand": "hand", "from their hand": "hand",
              "from anywhere other than your hand": "not_hand",
              "from anywhere other than their hand": "not_hand"}


def _cast_from(p: Parser, fields: dict) -> bool:
    if "targeting" not in fields and p.at("that", "targets"):
        return _targeting(p, fields)
    if "cast_from" in fields:
        return False
    place = p.take_any(*_CAST_FROM)
    if place is None:
        return False
    fields["cast_from"] = _CAST_FROM[place]
    fields["owner_you"] = fields.get("owner_you", False) or place == "from your graveyard"
    return True


def _targeting(p: Parser, fields: dict) -> bool:
    """"[a spell] that targets a creature you control", "... that targets one or more
    permanents" (115.1): one of its targets passes the description."""
    start = p.pos
    p.take("that targets")
    several = p.take("one or more")
    if not several and not p.take_any("a", "an"):
        p.pos = start
        return False
    desc = description(p)
    if desc is None or desc.plural != several or desc.filter.zone != "battlefield":
        p.pos = start
        return False
    fields["targeting"] = desc.filter
    return True


@rule
def _counters_on_source(p: Parser) -> m.CountOf | None:
    """"with mana value equal to the number of charge counters on cardname": a bound counted
    as the spell or ability resolves, on the source as it last existed if it has left the
    battlefield (608.2h, ``ir/bounds.py``)."""
    start = p.pos
    if not p.take("with mana value equal to the number of"):
        return None
    kind = ""
    if p.peek(1) == "counters" and (p.peek() in ("+1/+1", "-1/-1") or (p.peek() or "").isalpha()):
        kind = p.next()
    if not p.take("counters on cardname"):
        return None
    return m.CountOf("counters", detail=kind,
                     text=" ".join(p.tokens[start + 5:p.pos - 1]) + " this object")


def _with_counter(p: Parser) -> str | None:
    """"with a +1/+1 counter on it", "with counters on them", "with one or more level
    counters on it" (122.1): the counter's kind ('' for any). Looked at ahead, so that other
    "with" phrases are reported as they were (the parser's furthest point)."""
    i = p.pos + 1
    words = p.tokens
    if p.peek() != "with":
        return None
    for article in (("a",), ("an",), ("one", "or", "more")):
        if words[i:i + len(article)] == article:
            i += len(article)
            break
    kind = ""
    if i < len(words) and words[i] not in ("counter", "counters"):
        kind = words[i]
        i += 1
    if kind in ("no", "any") or i >= len(words) or words[i] not in ("counter", "counters") \
            or words[i + 1:i + 3] not in (("on", "it"), ("on", "them")):
        return None
    p.pos = i + 3
    return kind
