"""Triggered mana abilities (rules 605.1b, 605.4a, 106.12a): "Whenever enchanted land is
tapped for mana, its controller adds an additional {G}". A permanent is tapped for mana when
a mana ability with {T} in its cost is activated (106.12a); such an ability triggers from it,
doesn't use the stack and resolves at once, right after the mana ability that triggered it
(605.4a). The automatic payment search counts the mana they add (``extra``), so that whether
a cost can be paid stays exact."""
from __future__ import annotations

from mtgrules.engine import mana, targets
from mtgrules.ir import StaticAbility, TappedForManaAdds


def watching(game) -> tuple:
    """(source, controller, ability) of the triggered mana abilities on the battlefield now;
    found once per characteristics table (a new table is computed on every change, 613)."""
    table = game.chars_table()
    if _LAST[0] is not table:
        _LAST[:] = [table, tuple((oid, c.controller, a.effect) for oid, c in table.items()
                                 for a in c.abilities
                                 if type(a) is StaticAbility and type(a.effect) is TappedForManaAdds)]
    return _LAST[1]


#: The last characteristics table looked at and the triggered mana abilities found in it.
_LAST: list = [None, ()]


def _triggered(game, oid: int, watchers: tuple) -> list:
    """The (source, ability) of ``watchers`` that trigger when ``oid`` is tapped for mana."""
    out = []
    for source, controller, effect in watchers:
        if effect.tapped is None:  # "enchanted land": the permanent its source is attached to
            if game.objects[source].attached_to == oid:
                out.append((source, effect))
        elif targets.permanent_matches(game, oid, effect.tapped, controller, source):
            out.append((source, effect))
    return out


def extra(game, oid: int, watchers: tuple) -> tuple[str, ...]:
    """The mana the triggered mana abilities of ``watchers`` add when ``oid`` is tapped for
    mana (605.1b), for the payment search, which takes all the mana of a source as being from
    a snow source or not (107.4h): when ``oid`` is snow and one of those abilities' sources
    isn't, none is counted (the search then finds only payments that need less)."""
    found = _triggered(game, oid, watchers)
    if found and "Snow" in game.chars(oid).supertypes and \
            not all(mana.snow_source(game, source) for source, _effect in found):
        return ()
    return tuple(s for _source, effect in found for s in effect.symbols)


def tapped_for_mana(game, player: int, oid: int) -> None:
    """Rule 605.4a: ``player`` has just tapped ``oid`` for mana; the triggered mana abilities
    this triggers resolve at once, each adding its mana to that player's pool."""
    for source, effect in _triggered(game, oid, watching(game)):
        name = game.name(source)
        game.event("605.4a", f"{name}'s triggered mana ability resolves at once ({game.name(oid)} "
                             f"was tapped for mana, 106.12a)")
        mana.add_mana(game, player, effect.symbols, name, snow=mana.snow_source(game, source))
