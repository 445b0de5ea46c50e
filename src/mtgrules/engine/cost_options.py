"""Additional costs that offer a choice: "As an additional cost to cast this spell, sacrifice a
creature or pay {3}" (Bayou Groff), "discard a card or pay 3 life" (Bitter Triumph).

Rule 601.2b: the player announces how they will pay the additional cost as the spell is cast
(a ``cost_option`` decision, ``ChooseValue("additional cost", <the option's text>)``), after
the optional costs; only options that can be paid are offered (601.2h: the total cost must
then be payable). The choice is kept on the spell (``StackObject.cost_options``, one index per
such cost, in order). The option's mana is added to the total cost (601.2f), its other costs
are chosen and paid like any other additional cost (601.2h). Rule 601.2b also allows a spell
whose every option can't be paid not to be cast: ``castable`` says whether one can.
"""
from __future__ import annotations

from mtgrules.engine.actions import ChooseValue
from mtgrules.engine.decision import handler
from mtgrules.engine.objects import seat_name

KIND = "additional cost"


def choices(card) -> tuple:
    """The additional costs of ``card`` that offer a choice, in order."""
    return tuple(c for c in card.additional_costs if c.kind == "choice")


def concrete(costs: tuple, chosen: tuple[int, ...]) -> tuple:
    """``costs`` with each choice replaced by the costs other than mana of the option chosen
    for it (``chosen``: one index per choice, in order; a choice not yet made adds nothing)."""
    if not any(c.kind == "choice" for c in costs):
        return costs
    out = []
    n = 0
    for cost in costs:
        if cost.kind != "choice":
            out.append(cost)
            continue
        if n < len(chosen):
            out.extend(cost.options[chosen[n]].extra)
        n += 1
    return tuple(out)


def mana_of(card, chosen: tuple[int, ...]) -> list:
    """The mana the options chosen add to the total cost (601.2f)."""
    out = []
    for cost, index in zip(choices(card), chosen):
        mana = cost.options[index].mana
        if mana is not None:
            out.append(mana)
    return out


def _option_possible(game, player: int, item, option, base: list) -> bool:
    """Whether ``option`` can be paid along with the spell's other costs (601.2h): the objects
    its costs other than mana need are there, and the mana (``base`` plus its own) can be
    paid."""
    from mtgrules.engine.casting import _can_pay, _extra_payable, _requirement
    if option.extra and not _extra_payable(game, player, item, _Extra(option.extra)):
        return False
    costs = base + ([option.mana] if option.mana is not None else [])
    return _can_pay(game, player, item, _requirement(game, item, costs, 0))


class _Extra:
    """An option's costs other than mana, as ``_extra_payable`` reads an optional cost's."""

    __slots__ = ("extra",)

    def __init__(self, extra: tuple) -> None:
        self.extra = extra


def castable(game, player: int, card, oid: int, to_pay, change=None) -> tuple[str, str] | None:
    """Why no option of some additional cost of ``card`` (cast from ``oid`` for ``to_pay``,
    its cost changed by ``change``, 601.2f) can be paid now, or None (601.2b, 601.2h)."""
    from mtgrules.engine import cost_changes, mana
    from mtgrules.engine.casting import _cost_candidates, _payable_instead
    for cost in choices(card):
        for option in cost.options:
            if any(len(_cost_candidates(game, player, part, oid)) < part.count
                   if part.kind != "life" else game.players[player].life < part.count
                   for part in option.extra):
                continue
            if option.mana is not None:
                req = mana.Requirement.of([to_pay, option.mana])
                if change is not None:
                    req = cost_changes.apply(req, change)
                if mana.find_payment(game, player, req) is None and not _payable_instead(
                        game, player, card, req):
                    continue
            break
        else:
            return "601.2h", f"player {seat_name(player)} can't pay the additional cost: {cost.text}"
    return None


def ask(game, casting, item) -> bool:
    """Ask how the next additional cost with a choice will be paid (601.2b); True if a
    decision is pending."""
    if len(item.cost_options) >= len(choices(item.card)):
        return False
    game.ask("cost_option", casting.player,
             f"choose how to pay the additional cost of {item.card.name}: "
             f"{choices(item.card)[len(item.cost_options)].text}")
    return True


def _possible(game, decision) -> list[int]:
    from mtgrules.engine.casting import _announced_costs, mana_cost_of
    item = game.objects[game.casting.item]
    cost = choices(item.card)[len(item.cost_options)]
    base = [mana_cost_of(item)] + _announced_costs(game, item)
    return [i for i, option in enumerate(cost.options)
            if _option_possible(game, decision.player, item, option, base)]


def _legal(game, decision):
    item = game.objects[game.casting.item]
    cost = choices(item.card)[len(item.cost_options)]
    return [ChooseValue(KIND, cost.options[i].text) for i in _possible(game, decision)]


def _perform(game, decision, action: ChooseValue) -> None:
    from mtgrules.engine.casting import proceed
    item = game.objects[game.casting.item]
    cost = choices(item.card)[len(item.cost_options)]
    index = next(i for i, option in enumerate(cost.options) if option.text == action.value)
    item.cost_options = item.cost_options + (index,)
    game.event("601.2b", f"player {seat_name(decision.player)} will pay the additional cost of "
                         f"{item.card.name} by choosing to {action.value}")
    proceed(game)


def _explain(game, decision, action):
    return "601.2h", ("that way of paying the additional cost can't be paid with the rest of "
                      "the total cost")


handler("cost_option", _legal, _perform, _explain)
