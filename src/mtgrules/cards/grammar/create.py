"""Creating tokens (rules 111.1, 111.4, 111.10, 701.7): "create two 1/1 white Soldier creature
tokens with flying", "create a tapped Treasure token", "create a 1/1 red Goblin creature token
and a 1/1 white Human creature token".

    create      := ("create" | "creates") tokens ("," tokens)* [","] ["and" tokens]
    tokens      := (amount | "that many") ["tapped" ["and attacking"]] (predefined | creature)
                   ("token" | "tokens")     ("that many": the trigger event's amount, 608.2h)
                   [("that's" | "that are") "tapped and attacking"         (508.4)
                    ["that player" ["or a planeswalker they control"]]]
                   ["that attack(s)" ("that player" | "that opponent")
                    ("each combat" | "this turn") "if able"]               (508.1d)
                 | "a number of" ["tapped"] (predefined | creature) ("token" | "tokens")
                   "equal to" count                                        (608.2h)
                 | amount ["tapped" ["and attacking"]] ("token that's a copy of" | "tokens that
                   are copies of") objects ["and that's tapped and attacking"]   (707.2, 508.4)
    predefined  := "treasure" | "food" | "gold" | "clue" | "powerstone" | ...   (111.10,
                   ``cards/tokens.PREDEFINED``)
    creature    := (P/T | "x/x") colors subtype+ ["artifact" | "enchantment"] "creature"
                                            (X/X: set as it resolves, "where X is ...", 608.2h)
                   ... ["named" NAME] ["with" (keywords | abilities in quotation marks) ("and" ...)*]
                   ["named" NAME]                                 (the name after the keywords)
    named       := colors ("artifact" | "enchantment")+ "token named" NAME
                   ["with" abilities in quotation marks ("and" ...)*]       (111.4: not a creature)
    colors      := "colorless" | color (("," | "and") color)*
    replaced    := "if one or more" ["creature"] "tokens would be created" ["under your control"]
                   "," ("twice" | "three times") "that many of those tokens are created instead"
                 | "if an effect would create one or more" ["creature"] "tokens" ["under your
                   control"] ", it creates" ... "that many of those tokens instead"   (614.1a)
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import amount, count, that_much
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.references import objects, player
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.keyword_syntax import parse_keyword_line
from mtgrules.cards.phrases import COLOR_WORDS
from mtgrules.cards.tokens import PREDEFINED
from mtgrules.cards.type_line import CREATURE_TYPE_WORDS


@rule
def create(p: Parser, b) -> list | None:
    """The CreateToken effects of a "create ..." phrase (the verb already read)."""
    effects = []
    while True:
        effect = _tokens(p, b)
        if effect is None:
            return None
        effects.append(effect)
        start = p.pos
        p.take(",")
        p.take("and")
        if p.pos == start or not _token_ahead(p):
            p.pos = start
            return effects


def _token_ahead(p: Parser) -> bool:
    word = p.peek()
    return word is not None and (word in ("a", "an", "x", "tapped") or word.isdigit()
                                 or word in ("two", "three", "four", "five"))


def with_abilities(effect: m.CreateToken, words: str, b) -> m.CreateToken:
    """``effect`` creating tokens that also have the abilities in quotation marks named by
    ``words`` ("granted0 and granted1", see ``ModeBuilder.granted``), kept as their rules text
    (111.3; compiled as the token's own text, "this token" being the token)."""
    texts = [b.granted[int(w[7:])].text for w in words.split() if w.startswith("granted")]
    spec = effect.token
    text = "\n".join(([spec.text] if spec.text else []) + texts)
    return dataclasses.replace(effect, token=dataclasses.replace(spec, text=text))


@rule
def _tokens(p: Parser, b) -> m.CreateToken | m.CreateTokenCopy | None:
    if p.take("a number of"):  # "... tokens equal to <count>" (608.2h)
        n = _EQUAL_TO
    else:
        n = amount(p)
        if n is None:
            n = that_much(p, b)  # "create that many 1/1 ... tokens": the event's amount (608.2h)
        if n is None:
            return None
    tapped = p.take("tapped")
    attacking = tapped and p.take("and attacking")  # 508.4
    if p.take_any("token that's a copy of", "tokens that are copies of"):  # 707.2
        found = objects(p, b)
        if found is None:
            return None
        exceptions = _exceptions(p, b) if p.at(",", "except") else None
        if p.at(",", "except") and exceptions is None:
            return None
        if not attacking and _tapped_and_attacking(p, "and"):
            tapped = attacking = True
        return m.CreateTokenCopy(n, found[0], tapped, exceptions, attacking)
    word = p.peek()
    if word in PREDEFINED:
        p.pos += 1
        if not _token_word(p):
            return None
        return _counted(p, b, m.CreateToken(n, PREDEFINED[word], tapped))
    variable = p.take("x/x")  # 608.2h: "an X/X ... token, where X is ..."
    spec = _creature(p, variable) if variable or "/" in (p.peek() or "") else _noncreature(p)
    if spec is None:
        return None
    effect = m.CreateToken(n, spec, tapped, "X", "X") if variable else m.CreateToken(n, spec, tapped)
    granted = []
    while p.peek() is not None and p.peek().startswith("granted") and p.peek()[7:].isdigit() \
            and int(p.peek()[7:]) < len(b.granted):  # a quotation of this text, not of an outer one
        granted.append(p.next())  # 'with flying and "..."' (the keywords read by ``_creature``)
        if not (p.peek(1) or "").startswith("granted") or not p.take("and"):
            break
    if attacking or _tapped_and_attacking(p):
        effect = _attacking_whom(p, b, dataclasses.replace(effect, tapped=True, attacking=True))
    elif p.at("that", "attack") or p.at("that", "attacks"):
        effect = _attack_requirement(p, b, effect)
        if effect is None:
            return None
    return _counted(p, b, with_abilities(effect, " ".join(granted), b) if granted else effect)


def _attacking_whom(p: Parser, b, effect: m.CreateToken) -> m.CreateToken:
    """``effect`` with the player its tokens attack if "that player [or a planeswalker they
    control]" follows "tapped and attacking" (508.4: the controller chooses only among those)."""
    start = p.pos
    who = player(p, b) if p.peek() == "that" else None
    if who is None or type(who) is m.TargetRef:
        p.pos = start
        return effect
    walkers = bool(p.take("or a planeswalker they control"))
    return dataclasses.replace(effect, attacks=who, attacks_planeswalkers=walkers)


def _attack_requirement(p: Parser, b, effect: m.CreateToken) -> m.CreateToken | None:
    """"that attacks that player each combat if able" (the tokens' own text, 111.3) or "that
    attack that opponent this turn if able" (until end of turn): a requirement to attack that
    player (508.1d)."""
    p.pos += 2
    who = player(p, b) if p.peek() == "that" else None
    if who is None or type(who) is m.TargetRef:
        p.miss("the player the tokens attack")
        return None
    when = p.take_any("each combat if able", "this turn if able")
    if when is None:
        p.miss("'each combat if able' or 'this turn if able'")
        return None
    return dataclasses.replace(effect, must_attack=who, must_attack_this_turn=when.startswith("this"))


def _tapped_and_attacking(p: Parser, before: str = "") -> bool:
    """"that's tapped and attacking" / "that are tapped and attacking" after a token (508.4),
    after ``before`` ("and that's tapped and attacking" after "a copy of ...")."""
    start = p.pos
    if before and not p.take(before):
        return False
    if p.take_any("that's tapped and attacking", "that are tapped and attacking"):
        return True
    p.pos = start
    return False


# the number of tokens "a number of ... tokens" creates, given by the "equal to" after them
_EQUAL_TO = "a number of"


def _counted(p: Parser, b, effect: m.CreateToken) -> m.CreateToken | None:
    """``effect`` with its number of tokens from "equal to <count>" when it creates "a number
    of" tokens."""
    if effect.count != _EQUAL_TO:
        return effect
    if not p.take("equal to"):
        return None
    n = count(p, b)
    return None if n is None else dataclasses.replace(effect, count=n)


@rule
def _exceptions(p: Parser, b) -> m.EntersAsCopy | None:
    """", except it has haste", ', except it has "..."' (an ability in quotation marks), ", except
    it's an artifact in addition to its other types", ", except they're not legendary":
    exceptions to the copying process, which become part of the token's copiable values
    (707.9a-b), kept as those of an "enter as a copy" ability."""
    p.pos += 2
    fields: dict = {"add_types": frozenset(), "add_subtypes": (), "keywords": (), "abilities": ()}
    has = False
    while True:
        word = p.peek() or ""
        if has and word.startswith("granted") and word[7:].isdigit():  # 'it has haste and "..."'
            fields["abilities"] += (b.granted[int(word[7:])],)
            p.pos += 1
        elif p.take("it has"):
            has = True
            if (p.peek() or "").startswith("granted"):
                continue
            end = p.pos
            while end < len(p.tokens) and p.tokens[end] not in (",", "and"):
                end += 1
            found = parse_keyword_line(" ".join(p.tokens[p.pos:end]))
            if not found:
                p.miss("keyword abilities")
                return None
            fields["keywords"] += tuple(found)
            p.pos = end
        elif p.take_any("it's not legendary", "it isn't legendary", "they're not legendary",
                        "they aren't legendary"):
            has = False
            fields["not_legendary"] = True
        elif p.take("its starting loyalty is"):  # 306.5b
            has = False
            n = amount(p)
            if type(n) is not int:
                return None
            fields["loyalty"] = n
        elif p.take("it's"):
            has = False
            p.take_any("a", "an")
            types, subtypes = set(), []
            while p.peek() in ("artifact", "enchantment", "creature") \
                    or p.peek() in CREATURE_TYPE_WORDS:
                word = p.next()
                if word in ("artifact", "enchantment", "creature"):
                    types.add(word.capitalize())
                else:
                    subtypes.append(CREATURE_TYPE_WORDS[word])
            if not (types or subtypes) or not p.take("in addition to its other types"):
                p.miss("types 'in addition to its other types'")
                return None
            fields["add_types"] |= frozenset(types)
            fields["add_subtypes"] += tuple(subtypes)
        else:
            p.miss("'it has' or \"it's\"")
            return None
        if not p.take("and"):
            return m.EntersAsCopy(m.Filter(), "", **fields)


def _token_word(p: Parser) -> bool:
    return p.take_any("token", "tokens") is not None


def _creature(p: Parser, variable: bool = False) -> m.TokenSpec | None:
    """A creature token's characteristics; with ``variable`` ("x/x" already read) its power
    and toughness are 0 here, set as the effect resolves."""
    pt = "0/0" if variable else p.next() or ""
    if "/" not in pt or not all(x.isdigit() for x in pt.split("/")):
        p.miss("a token's power and toughness")
        return None
    power, toughness = map(int, pt.split("/"))
    colors = _colors(p)
    if colors is None:
        p.miss("a color")
        return None
    subtypes = []
    while p.peek() in CREATURE_TYPE_WORDS and p.peek() not in ("creature", "artifact"):
        subtypes.append(CREATURE_TYPE_WORDS[p.next()])
    types = {"Creature"}
    while p.peek() in ("artifact", "enchantment"):
        types.add(p.next().capitalize())
    if not subtypes or not p.take("creature") or not _token_word(p):
        p.miss("a creature token")
        return None
    named = _name(p)  # "a 0/1 red Kobold creature token named Kobolds of Kher Keep" (111.4)
    if named is None:
        return None
    keywords: tuple = ()
    if p.take("with"):
        end = p.pos
        while end < len(p.tokens) and p.tokens[end] not in (",", '"', "that's", "that", "named") \
                and not p.tokens[end].startswith("granted") \
                and p.tokens[end:end + 2] != ("equal", "to"):
            end += 1
        if end < len(p.tokens) and p.tokens[end].startswith("granted") and p.tokens[end - 1] == "and":
            end -= 1  # 'with flying and "..."'
        text = " ".join(p.tokens[p.pos:end]).replace(" and ", ", ")
        found = parse_keyword_line(text) if text else None
        if text and not found:
            p.miss("keyword abilities")
            return None
        keywords = tuple(found or ())
        p.pos = end
        p.take("and")
        if not named and p.at("named"):  # "... token with flying named Butterfly" (111.4)
            named = _name(p)
            if named is None:
                return None
    name = named or " ".join(subtypes) + " Token"  # 111.4
    return m.TokenSpec(name, power, toughness, frozenset(colors), frozenset(types),
                       tuple(subtypes), keywords)


def _noncreature(p: Parser) -> m.TokenSpec | None:
    """A named token that isn't a creature, its abilities in quotation marks after it: "a
    colorless artifact token named Etherium Cell" (111.4)."""
    start = p.pos
    colors = _colors(p)
    types = set()
    while p.peek() in ("artifact", "enchantment"):
        types.add(p.next().capitalize())
    name = _name(p) if types and colors is not None and _token_word(p) else None
    if not name:
        p.pos = start
        p.miss("a token's power and toughness")
        return None
    p.take("with")  # its abilities in quotation marks follow
    return m.TokenSpec(name, None, None, frozenset(colors), frozenset(types), ())


def _colors(p: Parser) -> set | None:
    """"colorless", or color words ("black and green"); None if neither."""
    if p.take("colorless"):
        return set()
    colors = set()
    while p.peek() in COLOR_WORDS:
        colors.add(COLOR_WORDS[p.next()])
        if p.peek() in (",", "and") and p.peek(1) in COLOR_WORDS:
            p.pos += 1
    return colors or None


# where a token's name ends
_NAME_ENDS = ("with", ",", "that's", "that", "attached", "and", "where", "equal")
# words of a name written in lower case unless first (a token's name is printed in title case)
_MINOR = ("of", "the", "a", "an", "and", "in", "on", "to")


def _name(p: Parser) -> str | None:
    """After "token(s)": "named Etherium Cell", the name written as printed (111.4); "" if
    the token isn't named, None if its name can't be read."""
    if not p.take("named"):
        return ""
    words = []
    while p.peek() is not None and p.peek() not in _NAME_ENDS and not p.peek().startswith("granted"):
        word = p.next()
        if word == "cardname":  # "Kobolds of Kher Keep" on Kher Keep: the name isn't all there
            p.refuse("a token name without the card's own name in it")
            return None
        words.append(word if words and word in _MINOR else word[:1].upper() + word[1:])
    return " ".join(words) or None


_FACTORS = {"twice": 2, "three times": 3}


def read_tokens_replaced(text: str) -> m.TokensReplaced | None:
    """"if one or more tokens would be created under your control, twice that many of those
    tokens are created instead", "if an effect would create one or more tokens under your
    control, it creates twice that many of those tokens instead", "if one or more creature
    tokens would be created, three times that many ..." (614.1a), or None."""
    p = Parser(tokenize(text))
    effect = bool(p.take("if an effect would create one or more"))
    if not effect and not p.take("if one or more"):
        return None
    types = frozenset({"Creature"}) if p.take("creature") else frozenset()
    if not p.take("tokens"):
        return None
    if not effect and not p.take("would be created"):
        return None
    you = bool(p.take("under your control"))
    if not p.take(",") or effect and not p.take("it creates"):
        return None
    factor = p.take_any(*_FACTORS)
    if factor is None or not p.take("that many of those tokens"):
        return None
    if not effect and not p.take("are created"):
        return None
    if not p.take("instead") or not p.done():
        return None
    return m.TokensReplaced(_FACTORS[factor], you, types, text)
