"""The effect "The next instant or sorcery spell you cast this turn costs {1} less to cast"
(601.2f): a change waiting for its controller's next such spell (``engine/next_spell_costs.py``)."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.describe_next_spell import spell_kinds
from mtgrules.engine.effects import amount, effect
from mtgrules.engine.next_spell_costs import NEXT_SPELL, THIS_TURN_SPELLS
from mtgrules.engine.objects import seat_name
from mtgrules.ir.mana_cost import parse_mana_cost


@effect(m.NextSpellCosts)
def _next_spell_costs(game, res, e: m.NextSpellCosts, offset) -> bool:
    player = res.item.controller
    change = e.change
    if e.amount is not None:  # "{X} less, where X is this creature's power" (608.2h)
        n = max(0, amount(game, res, e.amount, offset))
        change = dataclasses.replace(change, mana=parse_mana_cost(f"{{{n}}}"))
    entry = (player, change, game.turn if e.this_turn else 0, res.item.source)
    game.marks[NEXT_SPELL] = game.marks.get(NEXT_SPELL, ()) + (entry,)
    game.event("601.2f", f"the next {spell_kinds(change.spells)} player {seat_name(player)} casts"
                         f"{' this turn' if e.this_turn else ''} costs {change.mana} "
                         f"{'more' if change.more else 'less'} to cast")
    return True


@effect(m.SpellsThisTurnCost)
def _spells_this_turn_cost(game, res, e: m.SpellsThisTurnCost, offset) -> bool:
    """"Artifact spells you cast this turn cost {2} less to cast" (611.2a): a change for each
    such spell of the controller's until the turn ends (514.2, ``turn.finish_cleanup``)."""
    player = res.item.controller
    entry = (player, e.change, game.turn, res.item.source)
    game.marks[THIS_TURN_SPELLS] = game.marks.get(THIS_TURN_SPELLS, ()) + (entry,)
    game.event("601.2f", f"{spell_kinds(e.change.spells)}s player {seat_name(player)} casts this "
                         f"turn cost {e.change.mana} {'more' if e.change.more else 'less'} to cast")
    return True
