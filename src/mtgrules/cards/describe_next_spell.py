"""The description of a change of the cost of the next spell cast (601.2f, 601.2i)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.describe import _where_x, describe_filter, describes


def spell_kinds(flt: m.Filter) -> str:
    """"instant or sorcery spell", "spell": a description of spells, in the singular."""
    kinds = describe_filter(flt, "spell")
    return kinds if "spell" in kinds.split() else kinds + " spell"


@describes(m.NextSpellCosts)
def _next_spell(e: m.NextSpellCosts) -> str:
    """"the next instant or sorcery spell you cast this turn costs {1} less to cast"."""
    change = e.change
    mana = "{X}" if e.amount is not None else str(change.mana)
    if e.every:
        return (f"each {spell_kinds(change.spells)} you cast this turn costs {mana} "
                f"{'more' if change.more else 'less'} to cast (601.2f)")
    return (f"the next {spell_kinds(change.spells)} you cast{' this turn' if e.this_turn else ''} "
            f"costs {mana} {'more' if change.more else 'less'} to cast{_where_x(e.amount)} "
            "(601.2f; used up once such a spell is cast, 601.2i)")

