"""Who and what an effect names: players (rule 102), objects (109) and targets (115).

    player    := "you" | "each player" | "each opponent" | "target player" | "target opponent"
                 | a word the trigger defines ("that player"; "they": the event's player)
                 | "that player"                  (the mode's earlier target player, 608.2c)
                 | "each of your other opponents" (each opponent but the earlier target player)
                 | possessor ("controller" | "owner")        ("that creature's controller", 608.2h)
    objects   := "cardname" | "him" | "her" | "it" | a word the trigger defines ("that creature")
                 | "each of" ("those" | "the chosen") plural-noun  (the targets of "for each
                   opponent, ...", 608.2c)
                 | "enchanted creature" | "equipped creature" | "enchanted permanent"
                 | [how-many] ["another" | "other"] "target" description
                   ["or player" | "or planeswalker"]
    how-many  := ["each of"] ("up to" N | N)                   (N targets, 601.2c, 115.3)
    same-name := target ("and all other" | "and each other") description
                 "with the same name as that" noun  (one group: those with the target's name, 201.2)
                 | ("each" | "all") description                        (a group, 611.2c)
    recipient := "any target" | player | objects | objects "and each player"
               | "each of" ["up to"] N "targets"          (N instances of any target, 115.3)
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import amount, possessor
from mtgrules.cards.grammar.objects import Description, description
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.modes import LEFT
from mtgrules.cards.phrases import ANY_TARGET

_PLAYER_TARGETS = {"player": "any", "opponent": "opponent"}


@rule
def player(p: Parser, b) -> object | None:
    """A player reference (see the module docstring); targets are added to ``b``'s mode."""
    if "that player" not in b.refs and p.at("that", "player") and p.peek(2) != "or":
        named = last_player_target(b)  # "... target player's hand to that player" (608.2c)
        if named is not None:
            p.pos += 2
            return named
    if p.at("each", "of", "your", "other", "opponents"):  # 102.2: but the one named before
        named = last_player_target(b)
        if named is None:
            p.refuse("'your other opponents' with no opponent named before")
            return None
        p.pos += 5
        return m.OtherOpponents(named)
    if p.at("they") and type(b.refs.get("they")) is m.EventObject and b.last_group is None:
        p.pos += 1  # the trigger event's player: "whenever an opponent draws a card, they ...",
        # "at the beginning of your opponents' end step, if they ..." (not objects named before)
        return b.refs["they"]
    word = p.take_any("you", "each player", "each opponent", "target player", "target opponent",
                      "defending player",
                      *sorted(k for k in b.refs if k.endswith(("player", "opponent"))))
    if word is None:
        start = p.pos
        whose = possessor(p, b)  # "its controller", "that creature's controller" (608.2h)
        its = p.tokens[start] == "its"
        if whose is not None and (not its or b.last_object is not None):
            if p.take("controller"):
                return m.ControllerOf(whose)
            if its and p.at("owner"):
                if type(b.last_object) is m.AttachedTo:
                    p.pos = start
                    p.refuse("the owner of the enchanted creature (not its controller)")
                    return None
                p.take("owner")
                return m.ControllerOf(whose)
        p.pos = start
        p.miss("a player")
        return None
    if word in b.refs:
        if word == "that player":  # after "target player": that one, not the event's (608.2c)
            named = last_player_target(b)
            if named is not None:
                return named
        value = b.refs[word]
        return value
    if word == "you":
        return m.You()
    if word == "each player":
        return m.EachPlayer()
    if word == "each opponent":
        return m.EachOpponent()
    if word == "defending player":
        return m.DefendingPlayer()
    kind = word.split()[1]
    said = p.pos
    also = _or_permanents(p)  # "target opponent or planeswalker", "... or battle" (115.4, 310.5)
    if also:
        text = " ".join((word, *p.tokens[said:p.pos])).replace(" ,", ",")
        return b.target(m.TargetSpec(text, m.Filter(types=also), _PLAYER_TARGETS[kind]))
    return b.target(m.TargetSpec(word, None, _PLAYER_TARGETS[kind]))


# the permanents that may be targeted beside a player: "target opponent or planeswalker",
# "target player or battle", "target opponent, battle, or planeswalker" (115.4, 306.7, 310.5)
_OR_PERMANENTS = (", battle , or planeswalker", ", planeswalker , or battle", "or planeswalker",
                  "or battle")


def _or_permanents(p: Parser) -> frozenset:
    """The permanent types "or planeswalker", "or battle", ", battle, or planeswalker" add to
    a player target, consumed; empty if none follows."""
    words = p.take_any(*_OR_PERMANENTS)
    if words is None:
        return frozenset()
    return frozenset(t for t in ("Planeswalker", "Battle") if t.lower() in words)


def last_player_target(b) -> m.TargetRef | None:
    """The last target of the mode that only a player can be ("target player"), if any."""
    for i in range(len(b.targets) - 1, -1, -1):
        spec = b.targets[i]
        if spec.objects is None and spec.players is not None:
            return m.TargetRef(i)
    return None


@rule
def objects(p: Parser, b, *, zone: str = "battlefield") -> tuple[object, Description | None] | None:
    """An object reference and, for targets and groups, its description."""
    start = p.pos
    if p.take("cardname"):
        b.last_object = m.This()  # "this creature gains indestructible ... tap it": it is this one
        return m.This(), None
    if p.take_any("him", "her"):  # the card itself, as its text calls a character (201.5)
        b.last_object = m.This()
        return m.This(), None
    if p.take("it"):
        if b.last_object is None or b.last_gone:
            p.pos = start
            p.miss("something 'it' can stand for")
            return None
        return b.last_object, None
    for word, value in b.refs.items():
        if (word.startswith(("that ", "those ", "the ")) or word == "them") and p.take(word):
            if b.refs.get(LEFT) and value == b.refs.get("it"):  # gone: only what it last was
                p.pos = start
                p.miss("an object still where the trigger event left it")
                return None
            return value, None
    if p.take_any("enchanted creature", "equipped creature", "enchanted permanent"):
        b.last_object, b.last_gone = m.AttachedTo(), False  # 303.4m, 301.5f
        return m.AttachedTo(), None
    earlier = _earlier(p, b)
    if earlier is not None:
        return earlier, None
    if p.at("each", "of") and m.EachTarget() in (b.last_group, getattr(b.last_group, "what", None)) \
            and not b.last_gone \
            and _each_of_those(p):  # "each of those creatures", "each of the chosen creatures"
        return b.last_group, None
    each_of = p.take("each of")  # "1 damage to each of up to two target creatures"
    said = p.pos  # where the target's own words begin
    count, optional = _how_many(p)
    if count in ("X", "any"):  # "up to X target creatures", "any number of target creatures" (601.2c)
        if b.last_times is not None or not p.take("target"):
            p.pos = start
            return None
        desc = description(p, zone, single=True)
        if desc is None or not desc.may_be_plural():
            p.pos = start
            return None
        text = " ".join(p.tokens[said:p.pos]).replace(" ,", ",").replace("up to x ", "up to X ", 1)
        spec = m.TargetSpec(text, desc.filter, None, len(b.targets) + 1, True, single_graveyard=desc.single)
        b.target(spec)
        b.last_times = count
        b.last_object, b.last_gone, b.last_group = m.EachTarget(), False, None
        return b.last_object, Description(desc.filter, True)
    if each_of and count == 1:
        p.pos = start
        return None
    another = bool(p.take_any("another", "other"))
    if p.take("target"):
        desc = description(p, zone, single=count > 1)
        if desc is None or (not desc.may_be_plural() if count > 1 else desc.plural):
            p.pos = start
            return None
        flt = desc.filter if not another else dataclasses.replace(desc.filter, another=True)
        players = None
        if p.take("or player"):
            players = "any"
        elif p.take("or opponent"):  # "another target battle or opponent" (115.4, 310.5)
            players = "opponent"
        elif p.take("or planeswalker") and not flt.types - {"Creature"}:
            flt = dataclasses.replace(flt, types=flt.types | {"Planeswalker"})
        elif p.take("or battle") and not flt.types - {"Creature", "Planeswalker"}:
            flt = dataclasses.replace(flt, types=flt.types | {"Battle"})
        text = " ".join(p.tokens[said:p.pos]).replace(" ,", ",")
        group = len(b.targets) + 1 if count > 1 else 0
        spec = m.TargetSpec(text, flt, players, group, optional, single_graveyard=desc.single)
        return _declare_targets(b, spec, count), Description(flt, count > 1)
    if another or count != 1 or optional:
        p.pos = start
        return None
    if p.take_any("each", "all"):
        desc = description(p, zone)
        if desc is None:
            p.pos = start
            return None
        if zone == "battlefield":
            b.last_group = m.EachPermanent(desc.filter)
        if desc.filter.controller is None and zone == "battlefield" \
                and p.peek() in ("target", "that", "each", "its") and "controls" in p.tokens[p.pos:p.pos + 4]:
            # "all creatures target opponent controls": relative to that player (611.2c)
            mark = p.pos
            who = player(p, b)
            if who is not None and p.take("controls"):
                flt = dataclasses.replace(desc.filter, controller="you")
                b.last_group = m.EachPermanent(flt, who)
                return b.last_group, Description(flt, desc.plural)
            p.pos = mark
        return m.EachPermanent(desc.filter), desc
    p.miss("an object")
    return None


_THAT = {"that": ("creature", "permanent", "land", "artifact", "enchantment", "planeswalker"),
         "those": ("creatures", "permanents", "lands", "artifacts")}


def _earlier(p: Parser, b) -> object | None:
    """"That creature", "those creatures", "they": the target an earlier clause of the mode
    named (608.2c), while it is still the same object; "that token": the tokens just created; "those creatures" after a group ("put a
    +1/+1 counter on each creature you control. Those creatures gain ...") that group."""
    if b.last_group is not None and p.peek() == "those" and p.peek(1) in _THAT["those"] \
            and not b.last_gone:
        p.pos += 2
        return b.last_group
    if b.last_group is not None and p.peek() in ("them", "they") and not b.last_gone \
            and b.last_object is None:  # "Gain control of all creatures ... Untap them."
        p.pos += 1
        return b.last_group
    last = b.last_object
    if b.revealed == "there" and p.take_any("that card", "the revealed card", "the card"):
        b.last_object, b.last_gone = m.Revealed(), False
        return b.last_object  # the card revealed from the top of the library (701.20a)
    if type(last) is m.Revealed and not b.last_gone and p.take_any(
            *(("that card", "the exiled card") if b.revealed == "exiled one"
              else ("those cards", "the exiled cards", "them") if b.revealed == "exiled" else ())):
        return last  # the cards exiled from the top of the library (406.3)
    if type(last) is m.Created and not b.last_gone \
            and p.take_any("that token", "the token", "those tokens", "the tokens", "they"):
        return last  # the tokens the effect just created (111.1)
    if type(last) is m.This and b.last_target is not None:
        last = b.last_target  # "that creature" isn't the source just named (608.2c)
    if type(last) is m.Moved and not b.last_gone and p.peek() == "that" \
            and p.peek(1) in _THAT["that"]:  # the permanent a returned card became (400.7j)
        p.pos += 2
        return last
    if type(last) is not m.TargetRef or b.last_gone:
        return None
    word = p.peek()
    nouns = _THAT.get(word)
    if nouns is not None and p.peek(1) in nouns and (word == "those") == (last.count > 1):
        p.pos += 2
        if p.tokens[p.pos - 1] == "creature" and p.at("or", "planeswalker"):
            p.pos += 2  # "that creature or planeswalker": the one "target creature or planeswalker" named
        return last
    if p.at("the", "chosen") and p.peek(2) in _THAT["that" if last.count == 1 else "those"]:
        p.pos += 3  # "Choose target creature. ... destroy the chosen creature" (115.1)
        return last
    if word == "they" and last.count > 1:
        p.pos += 1
        return last
    return None


def _each_of_those(p: Parser) -> bool:
    """"each of those creatures" / "each of the chosen creatures" (the targets named before,
    608.2c, 115.1), consumed; False (nothing consumed) if it isn't that."""
    start = p.pos
    p.pos += 2
    if (p.take("those") or p.take("the chosen")) and p.take_any(*_THAT["those"]):
        return True
    p.pos = start
    return False


# the nouns "that ..." may name a target by in "with the same name as that creature" (201.2)
_NAMED_NOUNS = ("creature", "permanent", "artifact", "enchantment", "land", "planeswalker")


@rule
def with_its_name(p: Parser, b, first) -> tuple[m.EachPermanent, Description] | None:
    """After a single target ``first``: "and all other creatures / each other creature with the
    same name as that creature" — the group of the permanents so described that have the
    target's name, the target among them (201.2), as one object reference."""
    if type(first) is not m.TargetRef or first.count != 1 or b.targets[first.index].objects is None:
        return None
    if not (p.take("and all other") or p.take("and each other")):
        return None
    desc = description(p)
    if desc is None or not p.take("with the same name as that") or p.take_any(*_NAMED_NOUNS) is None:
        return None
    flt = dataclasses.replace(desc.filter, same_name_as=first.index)
    group = m.EachPermanent(flt)
    b.last_object, b.last_gone, b.last_group = None, False, group
    return group, Description(flt, True)


def _how_many(p: Parser) -> tuple[int | str, bool]:
    """How many targets one word "target" names (601.2c): "up to two" (optional), "two",
    "one or two" (one required, and one more optional, 115.3), "up to X" ("X", the spell's or
    ability's announced X, 107.3), "any number of" ("any", 115.1d); (1, False) if not said."""
    start = p.pos
    up_to = p.take("up to")
    if up_to and p.at("x", "target"):
        p.pos += 1
        return "X", True
    if not up_to and p.at("any", "number", "of", "target"):
        p.pos += 3
        return "any", True
    n = amount(p)
    if n is None or type(n) is not int or n < 1 or (n == 1 and not up_to):
        p.pos = start
        return 1, False
    if not up_to and n == 1:
        p.pos = start
        return 1, False
    if not p.at("target") and not p.at("other", "target") and not p.at("another", "target"):
        p.pos = start
        return 1, False
    return n, up_to


def _each_of_targets(p: Parser, b) -> m.TargetRef | None:
    """"each of [up to] N targets": N instances of "any target" from one word "target", no
    object or player chosen twice (115.3), optional ones with "up to" (601.2c)."""
    start = p.pos
    p.pos += 2
    up_to = p.take("up to")
    n = amount(p)
    if type(n) is not int or n < 2 or not p.take("targets"):
        p.pos = start
        return None
    text = " ".join(p.tokens[start + 2:p.pos])
    spec = dataclasses.replace(ANY_TARGET, text=text, group=len(b.targets) + 1, optional=up_to)
    return _declare_targets(b, spec, n)


def _declare_targets(b, spec: m.TargetSpec, count: int) -> m.TargetRef:
    """``count`` targets of ``spec`` (115.1), named next as "it" / "them" (608.2c)."""
    first = b.target(spec)
    for _ in range(count - 1):
        b.target(spec)
    ref = m.TargetRef(first.index, count)
    b.last_object, b.last_gone, b.last_group = ref, False, None
    b.last_target = ref
    return ref


def distinct_targets(b, first: m.TargetRef, later: m.TargetRef) -> bool:
    """"Target creature, another target creature, and a third target creature": ``later`` is
    none of the targets of ``first``'s group (115.3), all of them now one group whose objects
    differ; "another" is not about the source. False if either names several targets."""
    if type(first) is not m.TargetRef or type(later) is not m.TargetRef \
            or first.count != 1 or later.count != 1:
        return False
    group = b.targets[first.index].group or first.index + 1
    b.targets[first.index] = dataclasses.replace(b.targets[first.index], group=group)
    spec = b.targets[later.index]
    objects = spec.objects if spec.objects is None else dataclasses.replace(spec.objects, another=False)
    b.targets[later.index] = dataclasses.replace(spec, group=group, objects=objects)
    return True


def other_than_first(b, first: m.TargetRef, other: m.TargetRef) -> None:
    """"Target creature ... another target creature": "another" says the second target is other
    than the first (115.3), not other than the source; ``other``'s specification is marked so
    (``TargetSpec.other_than``). Nothing changes where the second isn't "another"."""
    spec = b.targets[other.index]
    if spec.objects is None or not spec.objects.another:
        return
    b.targets[other.index] = dataclasses.replace(
        spec, objects=dataclasses.replace(spec.objects, another=False), other_than=first.index)


@rule
def recipient(p: Parser, b) -> object | None:
    """Who or what is dealt damage (rule 120.1)."""
    if p.take("any target"):
        return b.target(ANY_TARGET)
    if p.take("any other target"):  # 115.4; "other": not this object (115.3)
        return b.target(dataclasses.replace(ANY_TARGET, text="any other target",
                                            objects=dataclasses.replace(ANY_TARGET.objects, another=True)))
    if p.at("each", "of"):
        many = _each_of_targets(p, b)
        if many is not None:
            return many
    who = player(p, b)
    if who is not None:
        return who
    found = objects(p, b)
    return None if found is None else found[0]
