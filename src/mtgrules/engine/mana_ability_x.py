"""Mana abilities whose cost removes a number of counters the player chooses: "{T}, Remove any
number of storage counters from this land: Add {W} for each storage counter removed this way",
"{1}, Remove X storage counters from this land: Add X mana in any combination of {W} and/or
{U}" (storage lands), "Add {R}, then add an additional {R} for each charge counter removed this
way" (mana batteries).

Rules 107.3 and 601.2b (by 602.2b): the value of X is announced as the ability is activated,
before its costs are paid (601.2h); at most as many counters as the source has can be removed
(118.3). It's a ``mana_x`` decision (``ChooseX``) before the mana ability resolves (605.3b);
the mana it adds is then fixed by that number (``with_x``).
"""
from __future__ import annotations

import dataclasses

from mtgrules.engine.actions import ChooseX
from mtgrules.engine.decision import handler
from mtgrules.ir import AddMana


def needs_x(ability) -> bool:
    """Whether the mana ability's cost removes X counters (X chosen as it is activated)."""
    return any(n == "X" for _, n in ability.cost.remove_counters)


def most(game, oid: int, ability) -> int:
    """The greatest X: the fewest counters of a kind the cost removes X of (118.3)."""
    counters = getattr(game.objects[oid], "counters", {})
    return min(counters.get(kind, 0) for kind, n in ability.cost.remove_counters if n == "X")


def with_x(effects: tuple, x: int) -> tuple:
    """The effects with the mana counted by X fixed: "{W} for each counter removed this way" is
    X {W}; "X mana in any combination of {W} and/or {U}" is X mana, each {W} or {U}; "X mana of
    any one color" is X mana of one color (106.1); with X 0, no mana."""
    out = []
    for e in effects:
        if type(e) is not AddMana or e.per != "X":
            out.append(e)
        elif x <= 0:
            continue
        elif e.symbols:
            out.append(dataclasses.replace(e, symbols=e.symbols * x, per=None))
        elif e.one_of:
            out.extend([dataclasses.replace(e, per=None)] * x)
        else:
            out.append(dataclasses.replace(e, any_color=x, per=None))
    return tuple(out)


def with_most(game, oid: int, ability):
    """The ability as if activated with the greatest X, for judging whether its mana could
    help a payment (601.2g)."""
    if not needs_x(ability):
        return ability
    mode = dataclasses.replace(ability.mode, effects=with_x(ability.mode.effects, most(game, oid, ability)))
    return dataclasses.replace(ability, mode=mode)


def ask(game, player: int, oid: int, index: int) -> None:
    """Ask ``player`` for X as they activate ``oid``'s mana ability ``index`` (601.2b)."""
    game.ask("mana_x", player, f"announce X for {game.name(oid)}'s mana ability", (oid, index))


def _legal(game, decision):
    from mtgrules.engine.mana_ability_costs import in_payment
    oid, index = decision.data
    ability = game.chars(oid).abilities[index]
    values = range(most(game, oid, ability) + 1)
    check = in_payment(game)
    if check is not None:  # while a cost is paid (601.2g): the values that keep it payable
        kept = [x for x in values if check.keeps_payable(oid, dataclasses.replace(
            ability, mode=dataclasses.replace(ability.mode, effects=with_x(ability.mode.effects, x))))]
        values = kept or values
    return [ChooseX(x) for x in values]


def _perform(game, decision, action: ChooseX) -> None:
    from mtgrules.engine.casting import activate_mana_ability, proceed
    oid, index = decision.data
    activate_mana_ability(game, decision.player, oid, index, x=action.value)
    if game.pending is None and game.casting is not None:
        proceed(game)


def _explain(game, decision, action):
    return "107.3", (f"X can't be that for {game.name(decision.data[0])}'s mana ability: at most "
                     "as many counters as it has (118.3), and while a cost is paid, a number that "
                     "keeps it payable (601.2g)")


handler("mana_x", _legal, _perform, _explain)
