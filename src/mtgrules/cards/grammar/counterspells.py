"""Countering spells (rule 701.6) by any description of them: "counter target red spell",
"counter target spell with mana value 4 or greater", "counter target spell you don't control",
"counter target blue instant spell", "counter target Spirit or Arcane spell".

    counter := "counter" objects ["unless its controller pays" mana]
               (objects: a target spell on the stack, 112.1, or "that spell" of a trigger
               event; "unless": 118.12a)

The activated and triggered abilities that may be countered (113.1) are read by the older
template (``cards/templates/counterspells.py``).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.references import objects
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost


@rule
def counter(p: Parser, b) -> list | None:
    """After "counter": a target spell of any description, and "unless its controller pays
    {N}" (118.12a)."""
    found = objects(p, b, zone="stack")
    # "whenever a player casts a spell, counter that spell": the spell of the trigger event
    event_spell = found is not None and found[0] in (b.refs.get("that spell"),
                                                     b.refs.get("that spell or ability"))
    if found is None or not event_spell and (type(found[0]) is not m.TargetRef
                                             or found[1] is None or not found[1].filter.spell):
        p.miss("a target spell")
        return None
    if not p.take("unless its controller pays"):
        return [m.Counter(found[0])]
    symbols = p.next() or ""
    try:
        cost = parse_mana_cost(symbols.upper())
    except ManaCostError:
        cost = None
    if cost is None or cost.snow or not symbols.startswith("{"):
        p.miss("a mana cost")
        return None
    return [m.CounterUnlessPays(found[0], cost)]
