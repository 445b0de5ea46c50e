"""The effect "The next instant or sorcery spell you cast this turn costs {1} less to cast"
(601.2f): a change waiting for its controller's next such spell, or each one this turn
(``engine/next_spell_costs.py``)."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.describe_next_spell import spell_kinds
from mtgrules.engine.effects import amount, effect
from mtgrules.engine.next_spell_costs import NEXT_SPELL
from mtgrules.engine.objects import seat_name
from mtgrules.ir.mana_cost import parse_mana_cost


@effect(m.NextSpellCosts)
def _next_spell_costs(game, res, e: m.NextSpellCosts, offset) -> bool:
    player = res.item.controller
    change = e.change
    if e.amount is not None:  # "{X} less, where X is this creature's power" (608.2h)
        n = max(0, amount(game, res, e.amount, offset))
        change = dataclasses.replace(change, mana=parse_mana_cost(f"{{{n}}}"))
    entry = (player, change, game.turn if e.this_turn else 0, res.item.source, e.every)
    game.marks[NEXT_SPELL] = game.marks.get(NEXT_SPELL, ()) + (entry,)
    which = "each" if e.every else "the next"  # every one this turn, or the next only (601.2i)
    game.event("601.2f", f"{which} {spell_kinds(change.spells)} player {seat_name(player)} casts"
                         f"{' this turn' if e.this_turn else ''} costs {change.mana} "
                         f"{'more' if change.more else 'less'} to cast")
    return True

