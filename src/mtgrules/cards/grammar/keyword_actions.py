"""Keyword actions (rule 701) that are verbs of their own.

    object-action := ("explores" | "explore") ["again"]   (701.44a, after an object subject)
                   | ("connives" | "connive")             (701.50a)
                   | ("phases out" | "phase out") ["until a player planeswalks"]  (702.26b, 611.2a)
                   | ("endures" | "endure") amount        (701.63a; "endures x, where x is ...")
    player-action := ("become" | "becomes") "the monarch" (724.1, after a player subject)
                   | ("manifests" | "cloaks") "the top card of their library"
                   | "manifests dread"                    (701.40a, 701.58a, 701.62a)
    action        := "bolster" amount                     (701.39a)
                   | "populate"                           (701.36a)
                   | "clash with an opponent"             (701.30b; "If you win, ..." after it is
                                                           read with the sentences, 701.30d)
                   | "flip a coin"                        (705; "If you win / lose the flip, ...")
                   | "roll a" ("d" N | N "-sided die")    (706.1a; its results table, 706.3, is
                                                           read by the compiler from the lines after)
                   | "amass" subtype-plural amount        (701.47a: "amass orcs 2")
                   | "adapt" amount                       (701.46a)
                   | "discover" amount                    (701.57a)
                   | "incubate" amount                    (701.53a)
                   | ("manifest" | "cloak") "the top card of your library"
                   | "manifest dread"                     (701.40a, 701.58a, 701.62a)
                   | "the ring tempts you"                (701.54a)
                   | "learn"                              (701.48a)
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
    """"it explores", "target creature you control connives", "it endures 2": the action of
    object ``what``; "target creature phases out" (702.26b)."""
    if p.take_any("phases out", "phase out"):  # "until a player planeswalks" (611.2a, 701.31)
        return [m.PhaseOut(what, bool(p.take("until a player planeswalks")))]
    if p.take_any("endures", "endure"):  # 701.63a
        n = amount(p)
        return None if n is None else [m.Endure(what, n)]
    build = p.lookup(_OBJECT_ACTIONS, "a keyword action ('explores', 'connives', 'endures')")
    if build is None:
        return None
    p.take("again")  # "it explores, then it explores again": once more
    return [build(what)]


def player_action(p: Parser, who) -> list | None:
    """"you become the monarch" (724.1), "its controller manifests dread" (701.62a): the
    action of player ``who``."""
    face_down = _face_down(p, "manifests", "cloaks", "their", who)
    if face_down is not None:
        return face_down
    if p.take_any("become the monarch", "becomes the monarch") is None:
        return None
    return [m.BecomeMonarch(who)]


def _face_down(p: Parser, manifest: str, cloak: str, whose: str, who) -> list | None:
    """"manifest dread", "manifest / cloak the top card of your library" (701.62a, 701.40a,
    701.58a), with the verb and possessive of the subject."""
    if p.take(f"{manifest} dread"):
        return [m.Manifest(who, dread=True)]
    verb = p.take_any(manifest, cloak)
    if verb is None:
        return None
    if p.take(f"the top card of {whose} library"):
        return [m.Manifest(who, cloak=verb == cloak)]
    p.pos -= 1
    return None


#: the designation monstrosity gives (701.37b), a mark of the game
MONSTROUS = "monstrous"
NOT_MONSTROUS = m.StateCondition("marked", detail=MONSTROUS, negate=True, text="this permanent isn't monstrous")


def monstrosity(n) -> list:
    """Rule 701.37a: "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1
    counters on it and it becomes monstrous" (701.37b: a designation; "when ... becomes
    monstrous" triggers, 701.37c)."""
    return [m.Conditional(NOT_MONSTROUS, (m.PutCounters(m.This(), "+1/+1", n),
                                          m.Designate(m.This(), MONSTROUS, "701.37b")),
                          f"monstrosity {n}")]


NO_PLUS_ONE_COUNTERS = m.StateCondition("counter", detail="+1/+1", negate=True,
                                        text="this permanent has no +1/+1 counters on it")


def adapt(n) -> list:
    """Rule 701.46a: "Adapt N" means "If this permanent has no +1/+1 counters on it, put N
    +1/+1 counters on it" (checked as the ability resolves, 608.2c)."""
    return [m.Conditional(NO_PLUS_ONE_COUNTERS, (m.PutCounters(m.This(), "+1/+1", n),), f"adapt {n}")]


def action(p: Parser) -> list | None:
    """"bolster 2", "amass zombies 2" (the controller does it)."""
    start = p.pos
    face_down = _face_down(p, "manifest", "cloak", "your", m.You())
    if face_down is not None:
        return face_down
    if p.take("populate"):
        return [m.Populate()]
    if p.take("the ring tempts you"):
        return [m.RingTempts()]
    if p.take("learn"):
        return [m.Learn()]
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
    if p.take("monstrosity"):
        n = amount(p)
        if n is not None:
            return monstrosity(n)
    if p.take("adapt"):
        n = amount(p)
        if n is not None:
            return adapt(n)
    if p.take("discover"):
        n = amount(p)
        if n is not None:
            return [m.Discover(n)]
    if p.take("incubate"):
        n = amount(p)
        if n is not None:
            return [m.Incubate(n)]
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
