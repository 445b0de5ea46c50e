"""Prevention of damage (rules 609.7, 615): sentences of resolving spells and abilities, and
static abilities.

    prevent    := "prevent" ("all" | "the next" N) [kind] "damage" dealt "this turn"
                | "prevent the next" N "damage that would be dealt this turn to" how-many
                  "targets , divided as you choose"                    (601.2d, ``division``)
                | "prevent all" [kind] "damage" dealt     (after "until end of turn ,", and so
                                                           "until your next turn ,", 611.2a)
                | "damage can't be prevented this turn"                         (615.12)
                | "prevent all" [kind] "damage" ["that"] sources "would deal" ["to" parties]
                  "this turn"
                | "the next time" source "would deal damage" ["to" parties] "this turn ,"
                  "prevent that damage"                                         (615.8)
                | "the next" N "damage" (dealt | "that" source "would deal to" parties
                  "this turn") "is dealt to" party "instead"                   (614.9)
    dealt      := "that would be dealt" (("to" parties | "to and dealt by" party | "by" sources)
                  in any order, with "this turn" before, between or after them)
    kind       := "combat" | "noncombat"
    parties    := party (("," | "and" | "and/or") party)*
    party      := "players" | "opponents" | "any target" | "target player or planeswalker"
                | player (``references``)
                | "that creature" | "that permanent"         (the object last named, 608.2c)
                | "enchanted creature" | "equipped creature" | objects (``references``)
                | plural description (``objects``)
    sources    := party | "a" [source-description] "source of your choice"
                | [source-description] ("source" | "sources")       ("red sources", "artifact
                                                                      source", "sources you
                                                                      don't control")
    static     := "prevent all" [kind] "damage that would be dealt" ("to" parties | "by" sources
                  | "to and dealt by" party)+                   (no duration: as long as it is
                                                                 on the battlefield, 611.3a)
                | [kind] "damage" ["that would be dealt by" sources] "can't be prevented"
                                                                                (615.12)
                | "if" ("cardname" | ("a" | "an" | "another") source-description "source")
                  "would deal" [kind] "damage to" damaged ", it deals" ("double" | "triple")
                  "that damage" | "that much damage plus" N) ["to that ..."] "instead"
                                                                                (614.1a)
                | "if a" [source-description] "source would deal damage to" damaged ","
                  "prevent" N "of that damage"                                  (615.10)
                | "if" [kind] "damage would be dealt to" parties ", prevent that damage"
                | "all" [kind] "damage that would be dealt to" parties ["by" sources] "is dealt
                  to" ("cardname" | "enchanted creature" | "equipped creature") "instead"
                                                                                (614.9)

"Prevent the next N damage" to one player or object is a shield (``PreventDamage``, 615.7);
"prevent all" is ``PreventAll``; a static ability's effect is ``PreventsDamage``,
``DamageCantBePrevented``, ``DamageReplaced`` or ``DamageRedirected``.
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import amount
from mtgrules.cards.grammar.division import among
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.references import objects, other_than_first, player
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.modes import ModeBuilder
from mtgrules.cards.phrases import ANY_TARGET, target_spec

_KINDS = {"combat": True, "noncombat": False}
_ATTACHED = ("enchanted creature", "equipped creature", "enchanted permanent")


def _kind(p: Parser) -> bool | None:
    word = p.take_any("combat", "noncombat")
    return None if word is None else _KINDS[word]


def _joiner(p: Parser) -> bool:
    """"," / "and" / "and/or" between the parties of a list."""
    start = p.pos
    p.take(",")
    if p.take("and / or") or p.take_any("and", "or"):
        return True
    if p.pos > start:
        return True
    return False


@rule
def _party_item(p: Parser, b, source: bool) -> m.DamageParty | None:
    """One player, object or group dealt damage (or dealing it, if ``source``)."""
    if not source:
        if p.take("players"):
            return m.DamageParty(players="any")
        if p.take_any("opponents", "your opponents"):
            return m.DamageParty(players="opponent")
        if p.take("any target"):
            return m.DamageParty(refs=(b.target(ANY_TARGET),))
        for kind in ("player or planeswalker", "opponent or planeswalker"):
            if p.take("target " + kind):
                return m.DamageParty(refs=(b.target(target_spec(kind)),))
        another = p.take("another")
        if p.take("target creature , planeswalker , or player"):
            flt = m.Filter(types=frozenset({"Creature", "Planeswalker"}), another=bool(another))
            return m.DamageParty(refs=(b.target(m.TargetSpec(
                f"{'another ' if another else ''}target creature, planeswalker, or player", flt, "any")),))
        if another:
            p.pos -= 1
        who = player(p, b)
        if who is not None:
            return m.DamageParty(refs=(who,))
    if p.take_any(*_ATTACHED):
        return m.DamageParty(refs=(m.AttachedTo(),))
    if b.last_object is not None and not b.last_gone and p.take_any("that creature", "that permanent"):
        return m.DamageParty(refs=(b.last_object,))  # the object just named (608.2c)
    if source:
        chosen = _source_of_choice(p)
        if chosen is not None:
            return chosen
    start = p.pos
    found = objects(p, b)
    if found is not None:
        ref, desc = found
        if type(ref) is m.EachPermanent:  # "each creature you control": as it is now, 615.11
            if ref.filter.zone != "battlefield":
                p.pos = start
                return None
        return m.DamageParty(refs=(ref,))
    if source:
        flt = _sources(p, plural=True)
        if flt is not None:
            return m.DamageParty(filter=flt)
    desc = description(p)
    if desc is None or not desc.plural or desc.filter.zone != "battlefield":
        p.pos = start
        return None
    return m.DamageParty(filter=desc.filter)


def _sources(p: Parser, plural: bool) -> m.Filter | None:
    """"red sources", "an artifact source", "sources you don't control", "non-Human sources"
    (609.7): an object description whose noun is "source" (any object), read by reading the
    same words with "permanent" in its place."""
    tokens = p.tokens
    noun = "sources" if plural else "source"
    for end in range(p.pos, min(p.pos + 5, len(tokens))):
        if tokens[end] == noun:
            break
        if tokens[end] in ("source", "sources", "would", "this", "to", "by"):
            return None
    else:
        return None
    sub = Parser(tokens[:end] + ("permanents" if plural else "permanent",) + tokens[end + 1:])
    sub.pos = p.pos
    desc = description(sub)
    if desc is None or sub.pos <= end or desc.filter.zone != "battlefield":
        p.miss("sources")
        return None
    p.pos = sub.pos
    return desc.filter


def _one_source(p: Parser) -> m.Filter | None:
    """"a [red] source" or "a <creature description>": what that one source must be."""
    if not p.take_any("a", "an"):
        return None
    flt = _sources(p, plural=False)
    if flt is None:
        desc = description(p)
        if desc is None or desc.plural:
            return None
        flt = desc.filter
    return flt


@rule
def _source_of_choice(p: Parser) -> m.DamageParty | None:
    """"a source of your choice", "a red source of your choice", "a creature of your choice
    with shadow" (609.7a)."""
    flt = _one_source(p)
    if flt is None or not p.take("of your choice"):
        return None
    return m.DamageParty(filter=flt, chosen=True)


def _parties(p: Parser, b, source: bool) -> m.DamageParty | None:
    """A list of parties as one: "you and creatures you control" (one filter at most)."""
    first = _party_item(p, b, source)
    if first is None:
        return None
    refs, flt, players, chosen = list(first.refs), first.filter, first.players, first.chosen
    while True:
        start = p.pos
        if not _joiner(p):
            break
        more = _party_item(p, b, source)
        if more is None or more.chosen or chosen or (flt is not None and more.filter is not None) \
                or (players is not None and more.players is not None):
            p.pos = start
            break
        refs.extend(more.refs)
        flt = flt if more.filter is None else more.filter
        players = players if more.players is None else more.players
    return m.DamageParty(tuple(refs), flt, players, chosen)


def _dealt(p: Parser, b, this_turn: bool) -> tuple | None:
    """After "that would be dealt": (to, by, both) in any order, with "this turn" somewhere
    if ``this_turn``; ``both``: "to and dealt by X" (two effects, to X and by X)."""
    to = by = None
    both = False
    turn = False
    while not p.done():
        if this_turn and not turn and p.take("this turn"):
            turn = True
        elif to is None and by is None and p.take("to and dealt by"):
            to = by = _parties(p, b, source=False)
            both = True
            if to is None:
                return None
        elif to is None and p.take("to"):
            to = _parties(p, b, source=False)
            if to is None:
                return None
        elif by is None and p.take("by"):
            by = _parties(p, b, source=True)
            if by is None:
                return None
        else:
            break
    if this_turn and not turn:
        p.miss("'this turn'")
        return None
    if to is None and by is None and not this_turn:
        return None
    return to, by, both


def prevent_sentence(p: Parser, b) -> list | None:
    """A prevention sentence of a resolving spell or ability (see the module docstring)."""
    start = p.pos
    if p.take("damage can't be prevented this turn"):
        return [m.StopPrevention()]
    if p.take("the next time"):
        effects = _next_time(p, b)
        if effects is None:
            p.pos = start
        return effects
    if p.take("the next"):
        effects = _next_redirected(p, b)
        if effects is None:
            p.pos = start
        return effects
    if not p.take("prevent"):
        return None
    if p.take("the next"):
        n = amount(p)
        combat = _kind(p)
        if n is None or combat is False or not p.take("damage that would be dealt"):
            p.pos = start
            return None
        if type(n) is int and combat is None and p.take("this turn to"):
            to = among(p, b, n, players=True)  # "any number of targets", 601.2d
            if to is None or not p.take(", divided as you choose"):
                p.pos = start
                return None
            return [m.PreventDividedDamage(n, to)]
        read = _dealt(p, b, this_turn=True)
        if read is None or read[1] is not None or read[2] or not read[0].refs \
                or read[0].filter is not None or read[0].players:
            p.pos = start
            return None
        # "to each creature and each player": a shield on each of them (615.7)
        return [m.PreventDamage(ref, n, bool(combat)) for ref in read[0].refs]
    if not p.take("all"):
        p.pos = start
        return None
    combat = _kind(p)
    if not p.take("damage"):
        p.pos = start
        return None
    if p.take("that would be dealt"):
        read = _dealt(p, b, this_turn=not b.until_end_of_turn)
        if read is None:
            p.pos = start
            return None
        to, by, both = read
        if both:
            return [m.PreventAll(to=to, combat=combat), m.PreventAll(by=to, combat=combat)]
        if b.until_end_of_turn:
            return [m.PreventAll(to, by, combat)]
        if to is None and by is None and combat:
            return [m.PreventAllCombatDamage()]
        if by is None and combat is not False and len(to.refs) == 1 and to.filter is None \
                and to.players is None:  # all damage to one player or object: a shield (615.7)
            return [m.PreventDamage(to.refs[0], None, bool(combat))]
        return [m.PreventAll(to, by, combat)]
    p.take("that")
    by = _parties(p, b, source=True)
    if by is None or not p.take("would deal"):
        p.pos = start
        return None
    to = None
    if p.take("to"):
        to = _parties(p, b, source=False)
    if (p.take("to") and to is None) or not p.take("this turn"):
        p.pos = start
        return None
    return [m.PreventAll(to, by, combat)]


def _next_redirected(p: Parser, b) -> list | None:
    """"The next N damage that would be dealt to <one party> this turn is dealt to <another>
    instead.", "The next N damage that <a source of your choice> would deal to <parties> this
    turn is dealt to <another> instead." (614.9)"""
    n = amount(p)
    if n is None:
        return None
    by = None
    if p.take("damage that would be dealt"):
        read = _dealt(p, b, this_turn=True)
        if read is None or read[1] is not None or read[2]:
            return None
        to = read[0]
    elif p.take("damage that"):
        by = _parties(p, b, source=True)
        if by is None or not by.chosen or not p.take("would deal to"):
            return None
        to = _parties(p, b, source=False)
        if to is None or not p.take("this turn"):
            return None
    else:
        return None
    if not p.take("is dealt to"):
        return None
    into = _party_item(p, b, source=False)
    if into is None or len(into.refs) != 1 or into.filter is not None or into.players \
            or not p.take("instead"):
        return None
    into = into.refs[0]
    if len(to.refs) == 1 and type(to.refs[0]) is m.TargetRef and type(into) is m.TargetRef:
        other_than_first(b, to.refs[0], into)
    return [m.RedirectNextDamage(to, into, n, by)]


def _next_time(p: Parser, b) -> list | None:
    """"The next time a [red] source of your choice would deal damage to you this turn,
    prevent that damage." (609.7a, 615.8)"""
    by = _parties(p, b, source=True)
    if by is None or not p.take("would deal damage"):
        return None
    to = None
    if p.take("to"):
        to = _parties(p, b, source=False)
        if to is None:
            return None
    if not p.take("this turn , prevent that damage"):
        return None
    return [m.PreventAll(to, by, None, next_time=True)]


# --- static abilities -------------------------------------------------------------------------

def read_static_prevention(low: str) -> tuple | None:
    """A static ability's prevention line (see the module docstring) as a tuple of
    ``PreventsDamage``, or None if the line isn't one."""
    p = Parser(tokenize(low.rstrip(".")))
    b = ModeBuilder()
    found = _static(p, b, low.rstrip("."))
    if found is None or not p.done() or b.targets:
        return None
    return tuple(found)


def _static(p: Parser, b, text: str) -> list | None:
    unpreventable = _unpreventable(p, b, text)
    if unpreventable is not None:
        return unpreventable
    if p.take("all"):  # "all damage that would be dealt to you is dealt to cardname instead"
        redirected = _redirected(p, b, text)
        if redirected is not None:
            return redirected
        p.pos -= 1
    if p.take("prevent all"):
        combat = _kind(p)
        if not p.take("damage that would be dealt"):
            return None
        read = _dealt(p, b, this_turn=False)
        if read is None:
            return None
        to, by, both = read
        if both:
            return [m.PreventsDamage(to=to, combat=combat, text=text),
                    m.PreventsDamage(by=to, combat=combat, text=text)]
        return [m.PreventsDamage(to, by, combat, None, text)]
    if p.take("if"):
        for form in (_prevent_some, _replaced):
            found = form(p, b, text)
            if found is not None:
                return found
        combat = _kind(p)
        if not p.take("damage would be dealt to"):
            return None
        to = _parties(p, b, source=False)
        if to is None or not p.take(", prevent that damage"):
            return None
        return [m.PreventsDamage(to, None, combat, None, text)]
    return None


_INTO = {"cardname": m.This(), "enchanted creature": m.AttachedTo(), "equipped creature": m.AttachedTo()}


@rule
def _redirected(p: Parser, b, text: str) -> list | None:
    """"[all] [combat] damage that would be dealt to <parties> [by <sources>] is dealt to
    cardname / enchanted creature / equipped creature instead" (614.9)."""
    combat = _kind(p)
    if not p.take("damage that would be dealt"):
        return None
    read = _dealt(p, b, this_turn=False)
    if read is None or read[0] is None or read[2] or not p.take("is dealt to"):
        return None
    into = p.take_any(*_INTO)
    if into is None or not p.take("instead"):
        return None
    return [m.DamageRedirected(read[0], read[1], combat, _INTO[into], text)]


@rule
def _prevent_some(p: Parser, b, text: str) -> list | None:
    """"[if] a [red] source would deal damage to <parties>, prevent N of that damage" (615.10)."""
    flt = _one_source(p)
    if flt is None:
        return None
    by = m.DamageParty(filter=flt) if flt != m.Filter() else None
    if not p.take("would deal damage to"):
        return None
    to = _damaged(p, b)
    if to is False or not p.take(", prevent"):
        return None
    n = amount(p)
    if type(n) is not int or not p.take("of that damage"):
        return None
    return [m.PreventsDamage(to, by, None, n, text)]


def _unpreventable(p: Parser, b, text: str) -> list | None:
    """"[combat] damage [that would be dealt by <sources>] can't be prevented" (615.12)."""
    start = p.pos
    combat = _kind(p)
    if not p.take("damage"):
        p.pos = start
        return None
    by = None
    if p.take("that would be dealt by"):
        by = _parties(p, b, source=True)
    if not p.take("can't be prevented") or by is not None and by.chosen:
        p.pos = start
        return None
    return [m.DamageCantBePrevented(None, by, combat, text)]


@rule
def _replacement_source(p: Parser, b) -> m.DamageParty | None:
    """"a source you control", "another red source you control", "cardname" before "would
    deal": None for "a source" (any)."""
    if p.take("cardname"):
        return m.DamageParty(refs=(m.This(),))
    if not p.take_any("a", "an", "another"):
        return None
    another = p.tokens[p.pos - 1] == "another"
    flt = _sources(p, plural=False)
    if flt is None:
        return None
    if another:
        flt = dataclasses.replace(flt, another=True)
    return m.DamageParty(filter=flt)


_THAT = ("to that permanent or player", "to that player or permanent", "to that player",
         "to that creature", "to that permanent")


@rule
def _replaced(p: Parser, b, text: str) -> list | None:
    """"[if] <source> would deal [combat] damage to <recipients>, it deals double that damage
    [to that permanent or player] instead" (614.1a)."""
    by = _replacement_source(p, b)
    if by is None or not p.take("would deal"):
        return None
    combat = _kind(p)
    if not p.take("damage to"):
        return None
    to = _damaged(p, b)
    if to is False or not p.take(", it deals"):
        return None
    factor, plus = 1, 0
    word = p.take_any("double that damage", "triple that damage")
    if word is not None:
        factor = 2 if word.startswith("double") else 3
    elif p.take("that much damage plus"):
        plus = amount(p)
        if type(plus) is not int:
            return None
    else:
        return None
    p.take_any(*_THAT)
    if not p.take("instead"):
        return None
    if by == m.DamageParty(filter=m.Filter()):
        by = None
    return [m.DamageReplaced(to, by, combat, factor, plus, text)]


def _damaged(p: Parser, b):
    """Who would be dealt the damage a replacement effect looks at: "a permanent or player"
    (None: anyone), "a player", "an opponent", "a creature", "enchanted player", "you", "an
    opponent or a permanent an opponent controls"; False if not understood."""
    if p.take_any("a permanent or player", "a player or permanent"):
        return None
    refs, flt, players = [], None, None
    while True:
        if p.take("a player"):
            players = "any"
        elif p.take("an opponent") and not p.at("controls"):
            players = "opponent"
        elif p.take_any("enchanted player", "enchanted creature", "equipped creature"):
            refs.append(m.AttachedTo())
        elif p.take("you"):
            refs.append(m.You())
        elif p.take_any("a", "an") and flt is None:
            desc = description(p)
            if desc is None or desc.plural:
                return False
            flt = desc.filter
        else:
            return False
        if not p.take("or"):
            return m.DamageParty(tuple(refs), flt, players)
