"""Mana of a type other permanents "could produce" (rule 106.7): "Add one mana of any color
that a land an opponent controls could produce" (Exotic Orchard), "... of any type that a land
you control could produce" (Reflecting Pool).

A permanent could produce a type of mana if an ability of it would add that type were it to
resolve now, whatever its costs (106.7). An ability that itself adds what other permanents
could produce is followed through them, never back through a permanent already being asked
about: two Exotic Orchards alone could produce nothing, while one beside a Forest lets the
other's controller add {G} (the example of 106.7).
"""
from __future__ import annotations

from mtgrules.ir import ActivatedAbility, AddMana
from mtgrules.engine.layers import matches
from mtgrules.engine.objects import MANA_ORDER


def could_produce(game, oid: int, add: AddMana) -> str:
    """The types of mana (letters in W U B R G C order) ``oid``'s ``add`` may make: those a
    permanent matching its filter could produce, {C} left out for "of any color" (106.7)."""
    types = _produced_by_matching(game, oid, add, frozenset((oid,)))
    if not add.could_produce_colorless:
        types.discard("C")
    return "".join(t for t in MANA_ORDER if t in types)


def _produced_by_matching(game, oid: int, add: AddMana, asking: frozenset) -> set[str]:
    table = game.chars_table()
    found: set[str] = set()
    for pid in game.battlefield:
        if pid not in asking and matches(game, table, pid, add.could_produce, oid):
            found |= _types_of(game, pid, table[pid].abilities, asking | {pid})
    return found


def _types_of(game, pid: int, abilities, asking: frozenset) -> set[str]:
    """The types of mana the activated abilities of permanent ``pid`` would add if they
    resolved now (106.7: their costs don't matter)."""
    from mtgrules.engine import mana
    found: set[str] = set()
    for ability in abilities:
        if type(ability) is not ActivatedAbility:
            continue
        for effect in ability.mode.effects:
            if type(effect) is not AddMana:
                continue
            if effect.could_produce is not None:
                types = _produced_by_matching(game, pid, effect, asking)
                found |= types if effect.could_produce_colorless else types - {"C"}
                continue
            colors = mana.choices(game, pid, effect)
            if colors:
                if mana.amount_of(game, pid, effect) > 0:
                    found.update(colors)
            else:
                found.update(mana.produced(game, pid, effect))
    return found
