"""Keyword actions (rule 701) that are verbs of their own.

    object-action := ("explores" | "explore") ["again"]   (701.44a, after an object subject)
                   | ("connives" | "connive")             (701.50a)
    player-action := ("become" | "becomes") "the monarch" (724.1, after a player subject)
    action        := "bolster" amount                     (701.39a)
                   | "populate"                           (701.36a)
                   | "clash with an opponent"             (701.30b; "If you win, ..." after it is
                                                           read with the sentences, 701.30d)
                   | "flip a coin"                        (705; "If you win / lose the flip, ...")
                   | "roll a" ("d" N | N "-sided die")    (706.1a; its results table, 706.3, is
                                                           read by the compiler from the lines after)
                   | "amass" subtype-plural amount        (701.47a: "amass orcs 2")
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import amount
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.phrases import NUMBERS
from mtgrules.cards.type_line import CREATURE_TYPE_WORDS

_OBJECT_ACTIONS = {"explores": m.Explore, "explore": m.Explore, "connives": m.Connive,
                   "connive": m.Connive}


def object_action(p: Parser, what) -> list | None:
    """"it explores", "target creature you control connives": the action of object ``what``."""
    build = p.lookup(_OBJECT_ACTIONS, "a keyword action ('explores', 'connives')")
    if build is None:
        return None
    p.take("again")  # "it explores, then it explores again": once more
    return [build(what)]


def player_action(p: Parser, who) -> list | None:
    """"you become the monarch" (724.1): the action of player ``who``."""
    if p.take_any("become the monarch", "becomes the monarch") is None:
        return None
    return [m.BecomeMonarch(who)]


def action(p: Parser) -> list | None:
    """"bolster 2", "amass zombies 2" (the controller does it)."""
    start = p.pos
    if p.take("populate"):
        return [m.Populate()]
    if p.take("clash with an opponent"):
        return [m.Clash()]
    if p.take("flip a coin"):
        return [m.FlipCoin()]
    if p.take("roll a"):
        die = p.next() or ""
        if die[:1] == "d" and die[1:].isdigit() and int(die[1:]) > 0:
            return [m.RollDie(int(die[1:]))]
        sides = NUMBERS.get(die[:-len("-sided")]) if die.endswith("-sided") else None
        if type(sides) is int and p.take("die"):  # "roll a six-sided die" (706.1a)
            return [m.RollDie(sides)]
        p.miss("a die ('d20', 'six-sided die')")
    if p.take("bolster"):
        n = amount(p)
        if n is not None:
            return [m.Bolster(n)]
    elif p.take("amass"):
        word = p.next()
        subtype = CREATURE_TYPE_WORDS.get(word or "")
        n = amount(p) if subtype is not None and word != subtype.lower() else None
        if n is not None:
            return [m.Amass(subtype, n)]
        p.pos -= 1 if word is not None else 0
        p.miss("creature types and a number ('amass zombies 2')")
    p.pos = start
    return None
