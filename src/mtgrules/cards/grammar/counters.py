"""Counters (rule 122) in effects and costs, proliferate (701.34), and a permanent entering with
counters (614.1c).

    counters    := amount kind ("counter" | "counters")
    kind        := "+1/+1" | "-1/-1" | word            (a counter with no rules of its own:
                                                        charge, oil, spore; lore counters of
                                                        Sagas, 714.2; level counters, 711.2;
                                                        keyword counters, 122.1b ("flying",
                                                        "first strike"); shield, 122.1c; stun,
                                                        122.1d; not the others of 122.1e-i
                                                        or time counters)
    put         := "put" put-counters "on" ["each of"] objects ("and" put-counters "on" objects)*
    put-counters:= (counters | "that many" kind "counters") (("," | "and" | ", and") ...)*
                                                       (several kinds on the same objects; "that
                                                        many": the trigger event's amount)
                 | "put its" [kind] "counters on" objects     (the source's; as it last existed
                                                               once it has left, 122.8)
    remove      := "remove" counters "from" objects
    move        := "move" counters "from" object "onto" object   (cardname or one target, 122.5)
    proliferate := "proliferate" ["twice"]
    poison      := "get(s)" amount "poison" ("counter" | "counters")   (a player verb, 122.1f)
    distribute  := "distribute" counters "among" how-many "target" description   (601.2d,
                                                                  ``division``)
    put-event   := "one or more" [kind] "counters are put on" ("cardname" | ["a" | "an" |
                   "one or more"] ["another"] description)      (a trigger event, 122.6)
                 | "you put one or more" [kind] "counters on" (the same)   (the player who put
                                                   them: the controller of the effect, 609.3)
    double      := "double the number of" (kind "counters" | "each kind of counter") "on" objects
                                                                              (701.10e)
    enters      := ("cardname enters" ["tapped"] | "cardname escapes") "with" groups
                   [", where x is" count] [("if" | "unless") condition]
                                                      (702.138c escapes: if it escaped)
    groups      := group (("and" | "plus") group)*    (amounts of a kind added up)
    group       := entering ("," ["and"] entering)* "on" ("it" | "him" | "her") [for-each]
                 | "a number of" kind "counters on it equal to" count
    entering    := ["twice"] amount ["additional"] kind ("counter" | "counters")
    others      := ("each" description "enters" | description "enter") "with" amount
                   ["additional"] kind ("counter" | "counters") ("on it" | "on them") [for-each]
                                                       (614.1c, other permanents entering)
    choice      := "cardname enters with your choice of" counters ("," counters)* ["," ] "or"
                   counters "on it"                 (614.1c, 614.12a: chosen as it enters)
    cost-part   := "remove" counters "from cardname"      (118.3: only counters it has)
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import amount, count, for_each, that_much
from mtgrules.cards.grammar.conditions import condition, cost_paid_mark
from mtgrules.cards.grammar.division import among
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.references import distinct_targets, objects
from mtgrules.cards.grammar.tokens import tokenize

# counters whose rules the engine doesn't give them (122.1e-i: defense, finality, poison, rad
# counters; time counters of suspend and vanishing, 702.62-63); keyword and shield counters
# (122.1b-c) are read
_WITH_RULES = frozenset({
    "defense", "finality", "poison", "rad", "time", "energy", "experience",
    "ticket", "a", "an", "any", "each", "all", "that", "those", "the", "of",
})


def _kind(p: Parser) -> str | None:
    """The kind of counter named before "counter(s)" (the word "counter" not consumed):
    "+1/+1", "charge", a keyword ("flying", "first strike", 122.1b), "shield" (122.1c)."""
    word = p.peek()
    if word in ("first", "double") and p.peek(1) == "strike":
        if p.peek(2) in ("counter", "counters"):
            p.pos += 2
            return f"{word} strike"
    if word is None or p.peek(1) not in ("counter", "counters"):
        p.miss("a kind of counter")
        return None
    if word in ("+1/+1", "-1/-1") or word.isalpha() and word not in _WITH_RULES:
        p.pos += 1
        return word
    p.refuse(f"{word} counters, which have rules of their own")
    return None


@rule
def counters(p: Parser) -> tuple[str, object] | None:
    """"a +1/+1 counter", "two charge counters", "x +1/+1 counters" -> (kind, amount)."""
    n = amount(p)
    kind = _kind(p) if n is not None else None
    if kind is None or not p.take_any("counters", "counter"):
        return None
    return kind, n


@rule
def put(p: Parser, b) -> list | None:
    """After "put": counters on objects, "and" more counters on other objects (122.1)."""
    if p.at("its"):
        return _its_counters(p, b)
    effects: list = []
    first = None  # the first target, which "another target" / "a third target" differ from
    while True:
        kinds = _counters_list(p, b)
        if kinds is None or not p.take("on"):
            return None
        p.take("each of")  # "on each of up to two target creatures": each target
        third = first is not None and p.take("a third")  # "... on a third target creature"
        if third and not p.at("target"):
            return None
        found = objects(p, b)
        if found is None:
            return None
        if first is None:
            first = found[0]
        elif third or _is_another(b, found[0]):
            if not distinct_targets(b, first, found[0]):
                return None
            if third:  # its words, for the description
                spec = b.targets[found[0].index]
                b.targets[found[0].index] = dataclasses.replace(spec, text="a third " + spec.text)
        effects += [m.PutCounters(found[0], kind, n) for kind, n in kinds]
        joined = 1 if p.at("and") else 2 if p.at(",", "and") else 1 if p.at(",") else 0
        if not (joined and _counters_ahead(p, joined)):
            return effects
        p.pos += joined


def _is_another(b, ref) -> bool:
    """Whether ``ref`` is a single target read as "another target ..." (115.3)."""
    if type(ref) is not m.TargetRef or ref.count != 1:
        return False
    spec = b.targets[ref.index]
    return spec.objects is not None and spec.objects.another


@rule
def _put_counters(p: Parser, b) -> tuple[str, object] | None:
    """"two +1/+1 counters", or "that many +1/+1 counters" in a triggered ability whose event
    has an amount (the damage dealt, the life gained: 603.2, 608.2h)."""
    what = counters(p)
    if what is not None:
        return what
    n = that_much(p, b)
    kind = _kind(p) if n is not None else None
    if kind is None or not p.take("counters"):
        return None
    return kind, n


def _counters_list(p: Parser, b) -> list | None:
    """"a deathtouch counter and a lifelink counter", "a flying counter, a first strike
    counter, and a lifelink counter": the kinds put on the same objects, each its own event
    (122.1, 122.6)."""
    found = []
    while True:
        what = _put_counters(p, b)
        if what is None:
            return None
        found.append(what)
        if p.at("on"):
            return found
        p.take(",")
        if not p.take("and") and not _counters_ahead(p, 0):
            return None


def _its_counters(p: Parser, b) -> list | None:
    """After "put": "its counters on target creature you control", "its +1/+1 counters on ..."
    where "its" is the source (moved from it; once it has left the battlefield, as many as it
    had, 122.8)."""
    if type(b.last_object) is not m.This:
        p.miss("counters")
        return None
    p.pos += 1
    kind = ""
    if p.peek(1) == "counters" and (p.peek() in ("+1/+1", "-1/-1")):
        kind = p.next()
    if not p.take("counters on"):
        return None
    found = objects(p, b)
    if found is None or type(found[0]) is not m.TargetRef:  # to one target
        return None
    return [m.PutCountersOfSource(found[0], kind)]


def _counters_ahead(p: Parser, skip: int) -> bool:
    """Whether counters are named next after ``skip`` tokens ("and a loyalty counter on ...")."""
    q = Parser(p.tokens)
    q.pos = p.pos + skip
    return counters(q) is not None


@rule
def remove(p: Parser, b) -> list | None:
    """After "remove": "a +1/+1 counter from target creature" (122.1)."""
    what = counters(p)
    if what is None or not p.take("from"):
        return None
    found = objects(p, b)
    return None if found is None else [m.RemoveCounters(found[0], what[0], what[1])]


@rule
def move(p: Parser, b) -> list | None:
    """After "move": "a +1/+1 counter from cardname onto target creature", "... from target
    creature you control onto cardname" (122.5: removed from one permanent and put onto
    another; if either can't be done, neither is)."""
    what = counters(p)
    if what is None or type(what[1]) is not int or not p.take("from"):
        return None
    source = objects(p, b)
    if source is None or type(source[0]) not in _ONE_OBJECT or not p.take("onto"):
        return None
    to = objects(p, b)
    if to is None or type(to[0]) not in _ONE_OBJECT:
        return None
    return [m.MoveCounters(source[0], to[0], what[0], what[1])]


# the references "move" takes: the source itself, or one target (122.5)
_ONE_OBJECT = (m.This, m.TargetRef)


@rule
def distribute(p: Parser, b) -> list | None:
    """After "distribute": "three +1/+1 counters among one, two, or three target creatures you
    control" (601.2d: divided as it is cast, each target getting at least one)."""
    what = counters(p)
    if what is None or type(what[1]) is not int or not p.take("among"):
        return None
    to = among(p, b, what[1], players=False)
    return None if to is None else [m.DistributeCounters(what[1], to, what[0])]


@rule
def double(p: Parser, b) -> list | None:
    """After "double the number of": "+1/+1 counters on target creature", "each kind of counter
    on target permanent" (701.10e)."""
    if p.take("each kind of counter"):
        kind = None
    else:
        kind = _kind(p)
        if kind is None or not p.take("counters"):
            return None
    if not p.take("on"):
        return None
    p.take("each of")  # "on each of those creatures": each of them
    found = objects(p, b)
    return None if found is None else [m.DoubleCounters(found[0], kind)]


@rule
def poison(p: Parser, who) -> list | None:
    """After "get(s)": "a poison counter", "two poison counters" that ``who`` gets (122.1f)."""
    n = amount(p)
    if n is None or not p.take("poison") or not p.take_any("counters", "counter"):
        return None
    return [m.GetPoison(who, n)]


# the kinds of counters a trigger on counters being put may name ('' for any kind), the
# events of engine/trigger_events.py
PUT_EVENT_KINDS = ("+1/+1", "-1/-1", "loyalty", "")
# each kind as trigger events name it: without '+', which joins the events of "when X or Y"
# (603.2)
_EVENT_KIND_NAMES = {"+1/+1": "p1p1", "-1/-1": "m1m1", "loyalty": "loyalty", "": ""}


def event_kind_name(kind: str) -> str:
    """The kind of counter ``kind`` as a trigger event's name has it ("p1p1" for "+1/+1")."""
    return _EVENT_KIND_NAMES[kind]


def event_kind(name: str) -> str:
    """The kind of counter of a trigger event's name (``event_kind_name`` undone)."""
    return next(kind for kind, n in _EVENT_KIND_NAMES.items() if n == name)


@rule
def put_event(p: Parser) -> tuple[str, object] | None:
    """A trigger event "one or more +1/+1 counters are put on cardname" / "... on a creature
    you control" / "... on one or more humans you control" (122.6: also as it enters), as
    (event, the description of what they are put on or None for the source)."""
    if not p.take("one or more"):
        return None
    return _counters_put(p, "counters are put on", "counters_put_on", "counters_put_on_self")


@rule
def put_by_you_event(p: Parser) -> tuple[str, object] | None:
    """A trigger event "you put one or more +1/+1 counters on a creature you control" / "... on
    cardname" / "... on one or more other humans you control" (122.6, 603.2: each permanent
    given counters is one event; also counters it enters with), as (event, the description of
    what they are put on or None for the source)."""
    if not p.take("you put one or more"):
        return None
    return _counters_put(p, "counters on", "counters_by_you", "counters_by_you_on_self")


def _counters_put(p: Parser, verb: str, event: str, on_self: str) -> tuple[str, object] | None:
    """The rest of a counters-put trigger event after "one or more": the kind of counter (any
    if none is named), ``verb``, then cardname (the event ``on_self``) or a description of
    permanents, "another" included (the event ``event``)."""
    kind = ""
    if p.peek(1) == "counters":
        kind = p.next()
    if kind not in PUT_EVENT_KINDS or not p.take(verb):
        return None
    if p.take("cardname"):
        return f"{on_self}:{event_kind_name(kind)}", None
    another = bool(p.take("another"))
    if not another:
        p.take_any("a", "an", "one or more")
    desc = description(p)
    if desc is None or desc.filter.zone != "battlefield":
        return None
    flt = dataclasses.replace(desc.filter, another=True) if another else desc.filter
    return f"{event}:{event_kind_name(kind)}", flt


def proliferate(p: Parser) -> list | None:
    """After "proliferate": nothing, or "twice" (701.34a)."""
    return [m.Proliferate(2 if p.take("twice") else 1)]


def read_remove_cost(text: str) -> tuple[str, int | str] | None:
    """A cost part "remove a +1/+1 counter from cardname" as (kind, count), or None; "remove X
    storage counters" / "remove any number of storage counters" as (kind, "X"): a number the
    player chooses as the ability is activated (107.3, 601.2b), at most as many as there are
    (118.3)."""
    p = Parser(tokenize(text))
    if not p.take("remove"):
        return None
    if p.take("any number of"):
        kind = _kind(p)
        what = (kind, "X") if kind is not None and p.take("counters") else None
    else:
        what = counters(p)
    if what is None or type(what[1]) is not int and what[1] != "X" or not p.take("from cardname") \
            or not p.done():
        return None
    return what


def enters_with_complaint(text: str) -> str:
    """Where the grammar stopped reading a line ``read_enters_with`` doesn't read."""
    from mtgrules.cards.modes import ModeBuilder
    p = Parser(tokenize(text))
    _enters_with(p, text, ModeBuilder())
    return p.complaint()


def read_enters_with(text: str, b) -> list | None:
    """"cardname enters with two +1/+1 counters on it", "... with x +1/+1 counters on it",
    "... with a +1/+1 counter on it for each other ooze you control", "... with x charge
    counters on it, where x is ...", "... with a number of +1/+1 counters on it equal to the
    amount of mana spent to cast it", "... with a +1/+1 counter on it plus an additional +1/+1
    counter on it for each other creature you control", "cardname enters tapped with two charge
    counters on it", "if <condition>, cardname enters with ..." (the condition judged as it
    enters): the EntersWith effects (614.1c), one per kind, after EntersTapped if it enters
    tapped; None if ``text`` is not that."""
    return _enters_with(Parser(tokenize(text)), text, b)


def _enters_with(p: Parser, text: str, b) -> list | None:
    first = None
    if p.take("if"):  # "If at least three white mana was spent to cast this spell, ..." (adamant)
        first = condition(p)
        if first is None or not p.take(","):
            return None
    escaped = first is None and bool(p.take("cardname escapes"))  # 702.138c: "If this
    if escaped:                                        # permanent escaped, it enters with ..."
        first = m.StateCondition("marked", detail=cost_paid_mark("escape"), text="it escaped")
        tapped = []
    elif not p.take("cardname enters"):
        return None
    else:
        tapped = [m.EntersTapped(text)] if p.take("tapped") else []
    if not p.take("with"):
        return None
    found = _entering_groups(p, b)
    if found is None:
        return None
    if p.take(", where x is"):
        x = count(p, b)
        if x is None or not _counted_as_it_enters(x):  # counted as it enters, relative to it
            return None
        found = [(kind, _x_is(n, x)) for kind, n in found]
    cond = first
    word = p.take_any("if", "unless") if first is None else None
    if word is not None:  # "... if you attacked this turn" (raid): as it enters, 614.1c
        cond = condition(p)
        if cond is None:
            return None
        if word == "unless":
            cond = dataclasses.replace(cond, negate=not cond.negate, text=f"not {cond.text}")
    if not p.done():
        p.miss("the end of the sentence")
        return None
    return tapped + [m.EntersWith(kind, n, (), cond, text) for kind, n in found]


def _entering_groups(p: Parser, b) -> list | None:
    """The counters a permanent enters with, as (kind, amount) pairs, one per kind, the
    amounts of a kind named twice added up (614.1c):

        groups  := group (("and" | "plus") group)*
        group   := entering ("," ["and"] entering)* "on" self [for-each]
                 | "a number of" kind "counters on" self "equal to" count
        entering:= ["twice"] amount ["additional"] kind ("counter" | "counters")
        self    := "it" | "him" | "her"
    """
    found: dict[str, object] = {}
    while True:
        group = _entering_group(p, b)
        if group is None:
            return None
        for kind, n in group:
            found[kind] = n if kind not in found else m.Plus(found[kind], n)
        back = p.pos
        if not (p.take_any("and", "plus") and _entering_ahead(p)):
            p.pos = back
            return list(found.items())


_ON_SELF = ("on it", "on him", "on her")


def _entering_ahead(p: Parser) -> bool:
    """Whether more counters it enters with come next ("and a +1/+1 counter on it for each
    ...", "plus an additional +1/+1 counter on it ...")."""
    q = Parser(p.tokens)
    q.pos = p.pos
    return q.take("a number of") or _entering_counters(q) is not None


@rule
def _entering_group(p: Parser, b) -> list | None:
    if p.take("a number of"):
        kind = _kind(p)
        if kind is None or not p.take("counters") or not p.take_any(*_ON_SELF) \
                or not p.take("equal to"):
            return None
        n = count(p, b)
        return [(kind, n)] if n is not None and _counted_as_it_enters(n) else None
    group = []
    while True:
        what = _entering_counters(p)
        if what is None:
            return None
        group.append(what)
        if p.take_any(*_ON_SELF):
            break
        p.take(",")
        p.take("and")
    if p.at("for", "each"):
        per = for_each(p, b)
        if per is None or len(group) != 1 or type(group[0][1]) is not int \
                or not _counted_as_it_enters(per):
            return None
        group = [(group[0][0], m.Scaled(group[0][1], per))]
    return group


@rule
def _entering_counters(p: Parser) -> tuple[str, object] | None:
    """"two +1/+1 counters", "twice x +1/+1 counters", "an additional +1/+1 counter"."""
    twice = bool(p.take("twice"))
    n = amount(p)
    if n is None:
        return None
    p.take("additional")
    kind = _kind(p)
    if kind is None or not p.take_any("counters", "counter"):
        return None
    return kind, m.Scaled(2, n) if twice else n


def _counted_as_it_enters(n) -> bool:
    """Whether amount ``n`` is one the engine counts as the permanent enters, relative to it
    and its controller (``effectlib.counters.entering_count``): numbers, the X of its spell,
    counts of the game, sums and multiples of them."""
    kind = type(n)
    if kind is m.Scaled:
        return _counted_as_it_enters(n.amount)
    if kind is m.Plus:
        return _counted_as_it_enters(n.first) and _counted_as_it_enters(n.second)
    return kind is int or kind is m.CountOf or n == "X"


def _x_is(n, x):
    """Amount ``n`` with its X replaced by ``x`` ("where X is ...")."""
    if n == "X":
        return x
    if type(n) is m.Scaled:
        return m.Scaled(n.factor, _x_is(n.amount, x))
    if type(n) is m.Plus:
        return m.Plus(_x_is(n.first, x), _x_is(n.second, x))
    return n


@rule
def others_enter_with(p: Parser) -> m.OthersEnterWith | None:
    """"each other warrior creature you control enters with an additional +1/+1 counter on it",
    "colorless creatures you control enter with two additional +1/+1 counters on them",
    "face-down creatures you control enter with a flying counter on them", "... for each ..."
    (614.1c)."""
    each = bool(p.take("each"))
    desc = description(p)
    if desc is None or desc.filter.zone != "battlefield" or desc.plural == each:
        return None
    if not p.take("enters with" if each else "enter with"):
        return None
    n = amount(p)
    if type(n) is not int:
        return None
    p.take("additional")
    kind = _kind(p)
    if kind is None or not p.take_any("counters", "counter") \
            or not p.take("on it" if each else "on them"):
        return None
    if p.at("for", "each"):
        per = for_each(p)
        if per is None:
            return None
        n = m.Scaled(n, per)
    return m.OthersEnterWith(desc.filter, kind, n)


def read_others_enter_with(text: str) -> m.OthersEnterWith | None:
    """A static line ``others_enter_with`` reads to its end, or None."""
    p = Parser(tokenize(text))
    found = others_enter_with(p)
    if found is None or not p.done():
        return None
    return dataclasses.replace(found, text=text)


@rule
def entering_counters(p: Parser) -> tuple | None:
    """"with a +1/+1 counter on it", "with an additional +1/+1 counter on it", "with two +1/+1
    counters and a flying counter on it" after a permanent put onto the battlefield: (kind,
    count) pairs it enters with (122.6)."""
    if not p.take("with"):
        return None
    found = []
    while True:
        n = amount(p)
        if type(n) is not int:
            return None
        p.take("additional")
        kind = _kind(p)
        if kind is None or not p.take_any("counters", "counter"):
            return None
        found.append((kind, n))
        if p.take("on it"):
            return tuple(found)
        p.take(",")
        if not p.take("and") and not _counters_ahead(p, 0):
            return None


def read_enters_with_choice(text: str) -> m.EntersWithChoice | None:
    """"cardname enters with your choice of a deathtouch counter or a lifelink counter on it"
    (614.1c, 614.12a), or None."""
    p = Parser(tokenize(text))
    if not p.take("cardname enters with your choice of"):
        return None
    choices = []
    while True:
        what = counters(p)
        if what is None or type(what[1]) is not int:
            return None
        choices.append(what)
        if p.take("on it"):
            break
        p.take(",")
        if not p.take("or") and not _counters_ahead(p, 0):
            return None
    if not p.done() or len(choices) < 2:
        return None
    return m.EntersWithChoice(tuple(choices), text)


_HOW_MANY_INSTEAD = (("twice that many", 2, 0), ("three times that many", 3, 0),
                     ("that many plus one", 1, 1), ("that many plus two", 1, 2))


def read_counters_replaced(text: str) -> m.CountersReplaced | None:
    """"if one or more +1/+1 counters would be put on a creature you control, that many plus one
    +1/+1 counters are put on it instead", "... twice that many ...", "if one or more counters
    would be put on an artifact or creature you control, that many plus one of each of those
    kinds of counters are put on that permanent instead" (614.1a), or None."""
    p = Parser(tokenize(text))
    if p.take("if an effect would put one or more"):  # Doubling Season
        return _effect_counters_replaced(p, text)
    if not p.take("if one or more"):
        return None
    kind = p.next() if p.peek(1) == "counters" and p.peek() in ("+1/+1", "-1/-1") else None
    if not p.take("counters would be put on"):
        return None
    p.take_any("a", "an")
    desc = description(p)
    if desc is None or desc.filter.zone != "battlefield" or not p.take(","):
        return None
    how = next(((f, plus) for words, f, plus in _HOW_MANY_INSTEAD if p.take(words)), None)
    if how is None:
        return None
    if kind is None:
        if not p.take("of each of those kinds of counters are put on"):
            return None
    elif not (p.take(kind) and p.take("counters are put on")):
        return None
    if not p.take_any("it", "that creature", "that permanent") or not p.take("instead") \
            or not p.done():
        return None
    return m.CountersReplaced(desc.filter, kind, how[0], how[1], text)


def _effect_counters_replaced(p: Parser, text: str) -> m.CountersReplaced | None:
    """After "if an effect would put one or more": "counters on a permanent you control, it puts
    twice that many of those counters on that permanent instead" (614.1a; entering with
    counters is also an effect putting them, 614.1c)."""
    if not p.take("counters on"):
        return None
    p.take_any("a", "an")
    desc = description(p)
    if desc is None or desc.filter.zone != "battlefield" or not p.take(", it puts"):
        return None
    how = next(((f, plus) for words, f, plus in _HOW_MANY_INSTEAD if p.take(words)), None)
    if how is None or not p.take("of those counters on") \
            or not p.take_any("that permanent", "that creature", "it") \
            or not p.take("instead") or not p.done():
        return None
    return m.CountersReplaced(desc.filter, None, how[0], how[1], text)
