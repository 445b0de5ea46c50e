"""Costs other than mana (rules 118, 601.2b, 602.1a): the parts of an activated ability's cost
and additional costs to cast a spell.

    cost-part := "sacrifice" amount description           (701.21a: permanents you control)
               | "tap" amount "untapped" description       (701.26a: permanents you control)
               | "discard" amount ("card" | "cards" | description in a hand)  (701.9a)
               | "discard" amount ("card" | "cards") "at random"   (701.9b; a spell's only)
               | "pay" N "life"                            (119.4)
               | "remove" "a" kind "counter from" ("a" | "an") description "you control"
                                                   (118.3: from a permanent with one, chosen)

    additional-cost := cost-part                            (a spell's "As an additional cost
                                                             to cast this spell, ...", 601.2b;
                                                             its amount may be X: "pay X life",
                                                             "discard X cards", "exile X cards
                                                             from your graveyard", announced as
                                                             the spell is cast)
               | "behold" amount description ["and exile it"]  (701.4a: a card in your hand
                                                             or a permanent you control)
               | "exile" amount description ("from your graveyard" | "from your hand")
                                                             (406: cards you own; also "from
                                                             your graveyard" in an activated
                                                             ability's cost)
               | "exile" amount description "you control"          (permanents you control)
               | "return" amount description "you control" "to its owner's hand"
               | "reveal" amount description "from your hand"     (701.20a; not the spell)
               | "collect evidence" N        (701.59a; an activated ability's cost, or the
                                             optional cost of keywords/collect_evidence.py)
               | option ("or" option)+                  (one of them, chosen as it is cast)
    option := additional-cost | "pay" mana

    unless-cost := cost-part | "exile" amount description "you control"
                   (after "sacrifice it unless you": 118.12; champion, 702.72a)
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost
from mtgrules.cards.grammar.amounts import amount
from mtgrules.cards.grammar.counters import counters
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.tokens import tokenize


def read_cost_part(text: str) -> m.AdditionalCost | None:
    """``text`` (lowercase, the card's name as ``cardname``) as one cost part, or None."""
    p = Parser(tokenize(text))
    cost = cost_part(p)
    return cost if cost is not None and p.done() else None


@rule
def cost_part(p: Parser, x: bool = False) -> m.AdditionalCost | None:
    """One cost part; ``x``: a spell's additional cost, whose amount may be X ("pay X life",
    "discard X cards": the X announced as it is cast, 601.2b) and whose cards may be discarded
    at random ("discard a card at random", 701.9b: kind 'discard_random')."""
    start = p.pos
    for verb, kind in (("sacrifice", "sacrifice"), ("tap", "tap")):
        if p.take(verb):
            n = 1 if p.at("another") else _count(p, x)  # "another creature": not the source
            if n is None or kind == "tap" and not p.take("untapped"):
                return None
            desc = description(p)
            if desc is None or desc.plural != (n != 1) or desc.filter.zone != "battlefield" \
                    or desc.filter.controller == "opponent":
                return None
            flt = dataclasses.replace(desc.filter, controller="you")
            return _cost(kind, n, flt, p, start)
    if p.take("discard"):
        n = _count(p, x)
        if n is None:
            return None
        if p.take_any("cards", "card"):  # "at random": a spell's only (701.9b, no one chooses)
            return _cost("discard_random" if x and p.take("at random") else "discard", n, None, p, start)
        desc = description(p, "hand")  # "discard a land card" (retrace, 702.81a)
        if desc is None or desc.plural != (n != 1) or desc.filter.zone != "hand":
            return None
        return _cost("discard", n, desc.filter, p, start)
    if p.take("pay"):
        n = p.next()
        if n is None or not (n.isdigit() or x and n == "x") or not p.take("life"):
            return None
        return _cost("life", "X" if n == "x" else int(n), None, p, start)
    if p.take("remove"):
        return _remove_from_chosen(p, start)
    p.miss("a cost")
    return None


def _count(p: Parser, x: bool) -> int | str | None:
    """How many objects a cost part names: a number, or X where ``x`` allows it."""
    n = amount(p)
    return n if type(n) is int or x and n == "X" else None


def _cost(kind: str, n: int | str, flt, p: Parser, start: int) -> m.AdditionalCost:
    """The cost part read from ``start``: ``n`` of them, or X (count 0 until announced)."""
    text = " ".join(p.tokens[start:p.pos])
    if n == "X":
        return m.AdditionalCost(kind, 0, flt, text.replace(" x ", " X "), x=True)
    return m.AdditionalCost(kind, n, flt, text)


def evidence_cost(n: int) -> m.AdditionalCost:
    """Collecting evidence ``n`` (701.59a: exiling cards from your graveyard with total mana
    value ``n`` or greater): kind 'evidence', its ``count`` the total to reach."""
    return m.AdditionalCost("evidence", n, m.Filter(zone="graveyard"),
                            f"collect evidence {n} (exile cards with total mana value {n} or "
                            f"greater from your graveyard)")


def read_evidence(text: str) -> m.AdditionalCost | None:
    """"Collect evidence 3" as part of an activated ability's cost (602.1a, 701.59a), or None."""
    p = Parser(tokenize(text))
    if not p.take("collect evidence"):
        return None
    n = p.next()
    return evidence_cost(int(n)) if n is not None and n.isdigit() and p.done() else None


def read_graveyard_exile(text: str) -> m.AdditionalCost | None:
    """"Exile a creature card from your graveyard" as part of an activated ability's cost
    (602.1a, 601.2h: cards of its controller's graveyard, chosen as the cost is paid), or
    None."""
    p = Parser(tokenize(text))
    if not p.at("exile"):
        return None
    cost = _moving_cost(p)
    return cost if cost is not None and p.done() and cost.filter.zone == "graveyard" else None
def _remove_from_chosen(p: Parser, start: int) -> m.AdditionalCost | None:
    """After "remove": "a +1/+1 counter from a creature you control" (118.3, 122.1): one
    counter of that kind from a permanent of yours chosen as the cost is paid, which must have
    one (the source's own counters: ``counters.read_remove_cost``)."""
    what = counters(p)
    if what is None or what[1] != 1 or not p.take("from") or not p.take_any("a", "an"):
        return None
    desc = description(p)
    if desc is None or desc.plural or desc.filter.zone != "battlefield" \
            or desc.filter.controller != "you" or desc.filter.with_counter is not None:
        return None
    flt = dataclasses.replace(desc.filter, with_counter=what[0])
    return m.AdditionalCost("remove", 1, flt, " ".join(p.tokens[start:p.pos]))


def read_unless_cost(text: str) -> m.AdditionalCost | None:
    """The cost of "sacrifice it unless you <cost>" other than paying (118.12): a cost part,
    or exiling a permanent you control ("unless you exile another creature you control",
    champion 702.72a)."""
    p = Parser(tokenize(text))
    cost = cost_part(p) or _moving_cost(p)
    ok = cost is not None and p.done() and (cost.kind != "exile" or cost.filter.zone == "battlefield")
    return cost if ok and cost.kind in ("sacrifice", "discard", "life", "exile") else None


def read_additional_cost(text: str) -> m.AdditionalCost | None:
    """A spell's additional cost (601.2b): a cost part, or exiling, returning or revealing
    objects (the kinds only a spell's own cost uses: echo and kicker read ``read_cost_part``),
    or a choice of two or more of these and mana ("sacrifice a creature or pay {3}")."""
    p = Parser(tokenize(text))
    cost = cost_part(p, True) or _moving_cost(p, True)  # "pay X life": X announced (601.2b)
    if cost is None or not p.done():
        p.pos = 0
        cost = _cost_choice(p)
    return cost if cost is not None and p.done() else None


@rule
def _cost_choice(p: Parser) -> m.AdditionalCost | None:
    options = [_cost_option(p)]
    while options[-1] is not None and p.take("or"):
        options.append(_cost_option(p))
    if None in options:
        return None
    if len(options) == 1:
        option = options[0]
        return option.extra[0] if option.mana is None else None  # mana alone: not a choice
    return m.AdditionalCost("choice", 1, None, " or ".join(o.text for o in options), tuple(options))


@rule
def _cost_option(p: Parser) -> m.CostOption | None:
    start = p.pos
    if p.take("pay") and p.peek() is not None and p.peek().startswith("{"):
        try:
            mana = parse_mana_cost(p.next().upper())
        except ManaCostError:
            return None
        if mana.x:
            return None
        return m.CostOption(mana, (), f"pay {mana}")
    p.pos = start
    cost = cost_part(p) or _moving_cost(p) or _behold(p)
    return m.CostOption(None, (cost,), cost.text) if cost is not None else None


@rule
def _behold(p: Parser) -> m.AdditionalCost | None:
    """"behold a Dragon", "behold an Elf and exile it" (701.4a: reveal such a card from your
    hand or choose such a permanent you control; exiling the one beheld): kinds 'behold' and
    'behold_exile', the filter describing a permanent you control."""
    start = p.pos
    if not p.take("behold"):
        return None
    n = amount(p)
    if n is None or type(n) is not int:
        return None
    desc = description(p)
    if desc is None or desc.plural != (n > 1) or desc.filter.zone != "battlefield" \
            or desc.filter.controller is not None or desc.filter.another:
        return None
    kind = "behold_exile" if p.take("and exile " + ("them" if n > 1 else "it")) else "behold"
    flt = dataclasses.replace(desc.filter, controller="you")
    return m.AdditionalCost(kind, n, flt, " ".join(p.tokens[start:p.pos]))


_MOVES = {"exile": ("graveyard", "battlefield", "hand"), "return": ("battlefield",), "reveal": ("hand",)}


@rule
def _moving_cost(p: Parser, x: bool = False) -> m.AdditionalCost | None:
    start = p.pos
    verb = p.take_any(*_MOVES)
    if verb is None:
        return None
    n = 1 if p.at("another") else _count(p, x)  # "exile another Goblin you control" (champion)
    if n is None:
        return None
    desc = description(p)
    if desc is None or desc.plural != (n != 1) or desc.filter.zone not in _MOVES[verb]:
        return None
    flt = desc.filter
    if flt.zone == "battlefield":
        if flt.controller != "you":
            return None
        if verb == "return" and not p.take_any("to its owner's hand", "to their owners' hands",
                                                 "to their owner's hand"):
            return None
    elif not flt.owner_you:
        return None
    return _cost(verb, n, flt, p, start)


def keyword_costs(param: str) -> tuple | None:
    """(ManaCost or None, costs other than mana) of a keyword's cost as printed: mana
    ("{3}{G}{G}"; no X) or, after a dash, costs other than mana ("—Discard a card.", "—Pay 1
    life"); None if a part isn't understood or is a tap."""
    if not param.startswith("—"):
        try:
            cost = parse_mana_cost(param.upper())
        except ManaCostError:
            return None
        return None if cost.x else (cost, ())
    extra = []
    for part in param[1:].strip().rstrip(".").split(", "):
        cost = read_cost_part(part.strip().lower())
        if cost is None or cost.kind == "tap":
            return None
        extra.append(cost)
    return None, tuple(extra)
