"""Replacement effects that modify how a permanent enters the battlefield (rule 614.1c).

"This land enters tapped [unless you control a Forest or a Plains]": the condition is checked
as the land enters (``engine/conditions.py``).

"[This permanent] enters with N counters on it" is a static ability of the card generating a
replacement effect (614.1c, 614.12): the permanent enters with the counters already on it, so
nothing sees it without them. Applied as a permanent spell resolves (608.3), where the spell's
kicked status (702.33d) decides conditions such as "If this creature was kicked, it enters with
three +1/+1 counters on it and with trample" and counts such as "for each time it was kicked".
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.keyword_syntax import times_kicked
from mtgrules.engine import layers


def enters_with(game, oid: int, item=None) -> None:
    """Apply the ``EntersWith`` and ``EntersTapped`` abilities of permanent ``oid`` as it enters:
    from its spell ``item`` (a StackObject) resolving, or otherwise (``item`` None: played as a
    land, put onto the battlefield by an effect; never kicked, X is 0)."""
    perm = game.objects[oid]
    paid, x = (item.optional_paid, item.x) if item is not None else ((), 0)
    kicked = times_kicked(perm.card, paid)
    copied = item.enters_as_copy if item is not None else None
    if copied is not None:  # 614.1c, 707.2: a copy effect in layer 1a
        from mtgrules.engine.effectlib.copies import enter_as_copy
        enter_as_copy(game, oid, copied)
    for ability in (copied or perm.card).abilities:  # its own, or those it copies
        if type(ability) is not m.StaticAbility:
            continue
        e = ability.effect
        if type(e) is m.EntersTapped:
            if e.unless is not None and _unless_holds(game, oid, e.unless):
                game.event("614.1c", f"{perm.card.name} enters untapped: {e.unless.text}")
                continue
            perm.tapped = True
            game.event("614.1c", f"{perm.card.name} enters tapped"
                                 + (f": not {e.unless.text}" if e.unless is not None else ""))
            continue
        if type(e) is not m.EntersWith:
            continue
        if e.condition is not None and not e.condition.holds(kicked, paid):
            continue
        count = e.count
        if type(count) is m.KickedCount:
            count = count.per * kicked
        elif count == "X":
            count = x
        count = int(count)
        if count > 0:
            perm.counters[e.kind] = perm.counters.get(e.kind, 0) + count
            game.event("614.1c", f"{perm.card.name} enters with {count} {e.kind} "
                                 f"counter{'s' if count != 1 else ''} on it")
        if e.keywords:
            layers.begin_effect(game, (oid,), m.Change(keywords=e.keywords), oid, layers.PERMANENT)
            game.event("614.1c", f"{perm.card.name} enters with "
                                 f"{', '.join(str(k) for k in e.keywords)}")
    game.changed()


def _unless_holds(game, oid: int, cond: m.StateCondition) -> bool:
    """"This land enters tapped unless you control a Forest or a Plains" (614.1c): the
    condition is checked once, as the permanent enters; "other lands" leaves it out."""
    from mtgrules.engine import conditions
    table = game.chars_table()
    return conditions.holds(game, table, oid, table[oid].controller, cond)
