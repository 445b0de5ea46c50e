"""Dividing damage or distributing counters among targets as a spell is cast or an ability is
put on the stack (rule 601.2d, 602.2b, 603.3d): "deals 3 damage divided as you choose among one,
two, or three targets", "distribute three +1/+1 counters among one, two, or three target
creatures". Once the targets are chosen, the controller announces how much each receives, each
at least 1, as an ``AssignDamage`` action naming the spell or ability; the division is kept
on the stack object (``StackObject.division``, one amount per target, 0 for the others), is
copied with it (707.10), and is what the damage effect deals (``DealDividedDamage``) or the counters each target gets
(``DistributeCounters``); a target that has become illegal receives none, 608.2b.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import targets
from mtgrules.engine.actions import AssignDamage
from mtgrules.engine.decision import handler


_DIVIDED = (m.DealDividedDamage, m.DistributeCounters, m.PreventDividedDamage)


def _divided(effects) -> m.DealDividedDamage | m.DistributeCounters | m.PreventDividedDamage | None:
    for e in effects:
        kind = type(e)
        if kind in _DIVIDED:
            return e
        if kind is m.May or kind is m.Conditional or kind is m.IfDone:
            inner = _divided(e.then if kind is m.IfDone else e.effects)
            if inner is not None:
                return inner
    return None


def _division_of(item, modes) -> tuple | None:
    """(amount, target indexes chosen, what is divided) of the stack object's divided damage
    or distributed counters, or None."""
    offset = 0
    for mode in modes:
        e = _divided(mode.effects)
        if e is not None:
            first = offset + e.to.index
            chosen = [i for i in range(first, first + e.to.count)
                      if i < len(item.targets) and item.targets[i] != targets.NO_TARGET]
            what = {m.DealDividedDamage: "damage", m.PreventDividedDamage: "damage to prevent"}.get(
                type(e)) or f"{e.kind} counters"
            return e.amount, chosen, what
        offset += len(mode.targets)
    return None


def announce(game, casting, item, modes) -> bool:
    """Rule 601.2d: ask for the division if there is one to choose (True); with one target,
    all the damage goes to it."""
    found = _division_of(item, modes)
    if found is None:
        return False
    amount, chosen, what = found
    if len(chosen) <= 1:
        _record(game, item, {i: amount for i in chosen})
        return False
    game.ask("divide", casting.player, f"divide {amount} {what} among the targets of "
                                       f"{item.card.name} (601.2d)")
    return True


def _record(game, item, amounts: dict) -> None:
    item.division = tuple(amounts.get(i, 0) for i in range(len(item.targets)))


def _splits(total: int, parts: int):
    """Every way to divide ``total`` into ``parts`` amounts of at least 1, in order."""
    if parts == 1:
        yield (total,)
        return
    for first in range(1, total - parts + 2):
        for rest in _splits(total - first, parts - 1):
            yield (first,) + rest


def _legal(game, decision) -> list:
    from mtgrules.engine.casting import chosen_modes
    item = game.objects[game.casting.item]
    amount, chosen, _ = _division_of(item, chosen_modes(item))
    out = []
    for split in _splits(amount, len(chosen)):
        pairs = tuple((item.targets[i], n) for i, n in zip(chosen, split))
        label = "divide " + ", ".join(f"{n} to {game.name(t)}" for t, n in pairs)
        out.append(AssignDamage(item.id, pairs, label))
    return out


def _perform(game, decision, action: AssignDamage) -> None:
    from mtgrules.engine.casting import chosen_modes, proceed
    item = game.objects[game.casting.item]
    _, chosen, what = _division_of(item, chosen_modes(item))
    _record(game, item, {i: n for i, (_, n) in zip(chosen, action.division)})
    game.event("601.2d", f"player {game.players[decision.player].name} divides the {what} of "
                         f"{item.card.name}: " + ", ".join(f"{n} to {game.name(t)}"
                                                          for t, n in action.division))
    game.casting.stage = "costs"
    proceed(game)


handler("divide", _legal, _perform)
