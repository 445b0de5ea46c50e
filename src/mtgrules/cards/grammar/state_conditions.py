"""Conditions on permanents, cards and counts that static abilities ask about (rules 611.3a,
700.5, 122.1, 205.2a), part of the grammar's conditions (``conditions.condition``):

    condition := subject ("is" | "isn't") ["a" | "an"] quality
               | "it's" ["not"] ["a" | "an"] quality
               | "there are" N "or more" ("card types" | "mana values")
                 "among cards in your graveyard"                          (delirium, 205.2a)
               | ("there's" | "there is") ("a" | "an") description "in your graveyard"
               | "your devotion to" color ["and" color] ("is less than" N | "is" N "or greater")
               | "an opponent has" N "or more poison counters"             (122.1f)
               | "you've cast" N "or more spells this turn"
               | "you've cast" ("a" | "an" | "another") description "this turn"  (a spell, 601.2i)
               | "you weren't the starting player"                                      (103.1)
               | "you've drawn" N "or more cards this turn"
               | description "have total power" N "or greater"         (formidable: 207.2c, 208.1)
               | "cardname is" ["not"] "monstrous"                                      (701.37b)
               | "cardname entered this turn"
               | ("a" | "an" | N "or more") description "entered [the battlefield] under your
                 control this turn"                                           (celebration)
               | "an opponent had" ("a" | "an" | N "or more") description "enter the
                 battlefield under their control this turn"          (a trap's: Whiplash Trap)
               | ("a" | "an" | N "or more" | "exactly" N) description ("is" | "are") "attacking"
                                                                         (506.4, 508.1: now)
               | "cardname is attached to a creature"
               | "there are" N "or more" kind "counters on cardname"                      (122.1)
               | "cardname has" ("a" | "no" | N "or more") [kind] ("counter" | "counters") "on it"
               | "you're the monarch" | "there is no monarch"                              (724)
               | "you" ["don't"] "control a ring-bearer" | "cardname" ("is" | "isn't") "your
                 ring-bearer"                                                         (701.54e)
               | "an opponent has" N "or more cards in their graveyard"
               | "you have more cards in hand than each opponent"
    subject   := "cardname" | "enchanted" noun | "equipped" noun
    quality   := description | "tapped" | "untapped" | "attacking" | "blocking" | color ...
                 (the words before a noun, alone: "is untapped", "is red")

Each becomes a :class:`mtgrules.ir.StateCondition` read by ``engine/conditions.py``: 'is' (the
source, or with ``detail`` 'attached' the permanent it is attached to, matches ``filter``),
'graveyard_types' / 'graveyard_mana_values' (how many card types / mana values among the cards
in the controller's graveyard), 'devotion' (``detail``: the colors), 'poison' (some opponent's
poison counters), 'spells_this_turn' / 'drawn_this_turn' (the controller's, this turn),
'spells_cast_matching' (spells the controller cast this turn matching ``filter``),
'not_starting_player', 'total_power' (the power of the permanents matching ``filter``, added up), 'marked' (the
source has the designation ``detail``: monstrous), 'entered_this_turn' (the source entered the
battlefield this turn), 'permanents_entered' (how many permanents matching ``filter``, as they
entered, entered under the controller's control this turn; detail 'opponent': under some
opponent's), 'attacking_count' (how many attacking creatures match ``filter`` now), 'opponent_graveyard' (the cards in
some opponent's graveyard), 'more_cards_in_hand' (the controller has more cards in hand than
each opponent), 'ring_bearer' (the controller has a Ring-bearer; with ``detail`` 'self', the
source is it, 701.54e).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import amount
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.keyword_actions import MONSTROUS
from mtgrules.cards.phrases import COLOR_WORDS

_SUBJECTS = {"cardname": "", "enchanted creature": "attached", "equipped creature": "attached",
             "enchanted permanent": "attached", "enchanted land": "attached",
             "enchanted artifact": "attached"}


def _number(p: Parser) -> int | None:
    n = amount(p) if p.peek() not in ("a", "an", "x") else None
    return n if type(n) is int else None


@rule
def state_of(p: Parser):
    """One of the conditions of the module docstring, as the tuple ``conditions._condition``
    returns (kind, count, filter, at most, negate[, detail]); None if none comes next."""
    subject = p.take_any(*_SUBJECTS)
    if subject == "cardname" and p.take("is attached to a creature"):  # 301.5, 303.4
        return "is", 1, m.Filter(types=frozenset({"Creature"})), False, False, "attached"
    if subject == "cardname" and p.take("entered this turn"):
        return "entered_this_turn", 1, None, False, False, ""
    if subject == "cardname" and p.take_any("is your ring-bearer", "isn't your ring-bearer"):
        return "ring_bearer", 1, None, False, p.tokens[p.pos - 3] == "isn't", "self"  # 701.54e
    if subject == "cardname" and p.take_any("is monstrous", "isn't monstrous"):  # 701.37b
        return "marked", 1, None, False, p.tokens[p.pos - 2] == "isn't", MONSTROUS
    if subject == "cardname" and p.take("has"):
        return _has_counters(p)
    if subject is not None:
        negate = p.take_any("is", "isn't") == "isn't"
        if p.tokens[p.pos - 1] not in ("is", "isn't"):
            return None
        flt = quality(p)
        return None if flt is None else ("is", 1, flt, False, negate, _SUBJECTS[subject])
    if p.take("it's"):  # the source itself ("as long as it's untapped")
        negate = p.take("not")
        flt = quality(p)
        return None if flt is None else ("is", 1, flt, False, negate, "")
    if p.take("you're the monarch"):  # 724.1
        return "monarch", 1, None, False, False, ""
    if p.take_any("there is no monarch", "there's no monarch"):  # 724.1: no player is
        return "no_monarch", 1, None, False, False, ""
    if p.take_any("you control a ring-bearer", "you don't control a ring-bearer"):  # 701.54e
        return "ring_bearer", 1, None, False, p.tokens[p.pos - 4] == "don't", ""
    counters = _counters_on_self(p)
    if counters is not None:
        return counters
    if p.take("there are"):
        n = _number(p)
        what = p.take_any("or more card types among cards in your graveyard",
                          "or more mana values among cards in your graveyard") if n else None
        if what is None:
            return None
        kind = "graveyard_types" if "card types" in what else "graveyard_mana_values"
        return kind, n, None, False, False, ""
    if p.take_any("there's", "there is") and p.take_any("a", "an"):
        desc = description(p, "graveyard")
        if desc is None or desc.filter.zone != "graveyard" or not desc.filter.owner_you:
            return None
        return "graveyard", 1, desc.filter, False, False, ""
    if p.take("your devotion to"):
        return _devotion(p)
    if p.take("an opponent has"):
        n = _number(p)
        what = p.take_any("or more poison counters", "or more cards in their graveyard") if n else None
        if what is None:
            return None
        return ("poison" if "poison" in what else "opponent_graveyard"), n, None, False, False, ""
    if p.take("you have more cards in hand than each opponent"):
        return "more_cards_in_hand", 1, None, False, False, ""
    entered = _entered(p)
    if entered is not None:
        return entered
    attacking = _attacking(p)
    if attacking is not None:
        return attacking
    if p.take("you weren't the starting player"):
        return "not_starting_player", 1, None, False, False, ""
    cast = _cast_this_turn(p)
    if cast is not None:
        return cast
    did = p.take_any("you've cast", "you've drawn")
    if did is not None:
        n = _number(p)
        what = "or more spells this turn" if did == "you've cast" else "or more cards this turn"
        if n is None or not p.take(what):
            return None
        return ("spells_this_turn" if did == "you've cast" else "drawn_this_turn"), n, None, False, False, ""
    return _total_power(p)


@rule
def _cast_this_turn(p: Parser):
    """"you've cast another spell this turn", "you've cast an instant or sorcery spell this
    turn", "you cast a spell this turn" (601.2i: spells the controller cast this turn matching a
    description; "another": not the spell the condition is of)."""
    if not p.take_any("you've cast", "you cast") or not (p.take_any("a", "an") or p.at("another")):
        return None
    desc = description(p)
    if desc is None or desc.plural or not desc.filter.spell or not p.take("this turn"):
        return None
    return "spells_cast_matching", 1, desc.filter, False, False, ""


@rule
def _has_counters(p: Parser):
    """After "cardname has": "three or more +1/+1 counters on it", "a counter on it", "no
    shell counters on it" (122.1; no kind: counters of any kind)."""
    if p.take_any("a", "an"):
        n, at_most, one = 1, False, True
    elif p.take("no"):
        n, at_most, one = 0, True, False
    else:
        n, at_most, one = _number(p), False, False
        if n is None or not p.take("or more"):
            return None
    kind = p.peek() or ""
    if kind in ("+1/+1", "-1/-1") or kind.isalpha() and kind not in ("counter", "counters"):
        p.pos += 1
    else:
        kind = ""
    if not (p.take("counter" if one else "counters") and p.take_any("on it", "on him", "on her")):
        return None
    return "counter", n, None, at_most, False, kind


@rule
def _counters_on_self(p: Parser):
    """"there are three or more brick counters on cardname" (122.1)."""
    if not p.take("there are"):
        return None
    n = _number(p)
    if n is None or not p.take("or more"):
        return None
    kind = p.next() or ""
    if not (kind in ("+1/+1", "-1/-1") or kind.isalpha()) or not p.take("counters on cardname"):
        return None
    return "counter", n, None, False, False, kind


@rule
def _entered(p: Parser):
    """"two or more nonland permanents entered the battlefield under your control this turn"
    (celebration), "an artifact entered the battlefield under your control this turn"; "an
    opponent had two or more creatures enter the battlefield under their control this turn"
    (detail 'opponent': under the control of some opponent)."""
    opponent = p.take("an opponent had")
    one = p.take_any("a", "an")
    n = 1 if one else _number(p)
    if n is None or not one and not p.take("or more"):
        return None
    desc = description(p)
    if desc is None or desc.may_be_plural() != (not one) and not desc.either:
        return None
    if opponent:
        if not p.take("enter the battlefield under their control this turn"):
            return None
    elif not p.take_any("entered the battlefield under your control this turn",
                        "entered under your control this turn"):
        return None
    return "permanents_entered", n, desc.filter, False, False, "opponent" if opponent else ""


@rule
def _attacking(p: Parser):
    """"four or more creatures are attacking", "exactly one creature is attacking", "a black
    creature with flying is attacking" (the creatures attacking now, 506.4; detail 'exactly':
    that many and no more)."""
    exactly = p.take("exactly")
    one = not exactly and p.take_any("a", "an")
    n = 1 if one else _number(p)
    if n is None or not (one or exactly) and not p.take("or more"):
        return None
    desc = description(p)
    if desc is None or desc.filter.zone != "battlefield" or desc.filter.in_combat is not None \
            or not p.take_any("is attacking", "are attacking"):
        return None
    return "attacking_count", n, desc.filter, False, False, "exactly" if exactly else ""


@rule
def _total_power(p: Parser):
    """"creatures you control have total power 8 or greater" (formidable: 207.2c, 208.1)."""
    desc = description(p)
    if desc is None or not desc.may_be_plural() or not p.take("have total power"):
        return None
    n = _number(p)
    if n is None or not p.take_any("or greater", "or more"):
        return None
    return "total_power", n, desc.filter, False, False, ""


def _devotion(p: Parser):
    """"your devotion to black and red is less than seven" (700.5a: symbols of either color,
    each counted once)."""
    colors = []
    while p.peek() in COLOR_WORDS:
        colors.append(COLOR_WORDS[p.next()])
        if not p.take("and"):
            break
    if not colors:
        return None
    detail = "".join(colors)
    if p.take("is less than"):
        n = _number(p)
        return None if n is None else ("devotion", n - 1, None, True, False, detail)
    if p.take("is"):
        n = _number(p)
        if n is not None and p.take_any("or greater", "or more"):
            return "devotion", n, None, False, False, detail
    return None


@rule
def quality(p: Parser) -> m.Filter | None:
    """What a permanent is said to be: "a creature", "a Human", "legendary", "untapped",
    "attacking", "red" (the words a description puts before its noun, alone)."""
    p.take_any("a", "an")
    desc = description(p)
    if desc is not None:
        return desc.filter
    end = p.pos
    while end < len(p.tokens) and p.tokens[end] not in (",", ".", "and", "as"):
        end += 1
    if end == p.pos:
        return None
    inner = Parser(p.tokens[p.pos:end] + ("permanent",))
    desc = description(inner)
    if desc is None or not inner.done():
        return None
    p.pos = end
    return desc.filter
