"""Mana abilities whose cost has objects to choose: "Sacrifice a creature: Add {C}{C}" (Ashnod's
Altar), "{T}, Tap an untapped creature you control: Add one mana of any color" (Springleaf
Drum), "Discard a card: Add {B}" (Skirge Familiar).

Rule 605.3a-b: a mana ability is activated by the rules of 602.2 and resolves at once, without
the stack; activating it, the player chooses the objects that pay its cost (602.2b, 601.2h), one
``mana_cost_choice`` decision each (``ChooseObject``), then pays the whole cost and the mana is
added. While a spell's or ability's cost is being paid (601.2g), only the objects that leave
that payment possible are offered, so that the payment promised stays possible.
"""
from __future__ import annotations

from itertools import combinations

from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler

# how many completions of a cost of several objects ("Tap three untapped Elves you control")
# are tried to find one that keeps a payment in progress possible
_COMPLETIONS = 64


def needed(cost) -> int:
    """How many objects the cost's "Sacrifice a creature" / "Tap two untapped Elves" parts take."""
    return sum(other.count for other in cost.others)


def current_part(cost, index: int):
    """The part of the cost the ``index``-th object chosen pays."""
    for other in cost.others:
        if index < other.count:
            return other
        index -= other.count
    raise IndexError(index)


def _choosable(game, player: int, oid: int, ability, chosen: tuple, index: int) -> list[int]:
    from mtgrules.engine.casting import _cost_candidates
    part = current_part(ability.cost, index)
    return [c for c in _cost_candidates(game, player, part, oid, ability.cost.tap) if c not in chosen]


def candidates(game, player: int, oid: int, ability, chosen: tuple, check=None) -> list[int]:
    """The objects that may be chosen next for the cost of ``oid``'s mana ability; with
    ``check`` (a payment in progress, 601.2g), only those after which some choice of the rest
    leaves that payment possible once the mana is added."""
    index = len(chosen)
    options = _choosable(game, player, oid, ability, chosen, index)
    if check is None:
        return options
    total = needed(ability.cost)
    out = []
    for c in options:
        picked = chosen + (c,)
        if _completes(game, player, oid, ability, picked, total, check):
            out.append(c)
    return out


def _completes(game, player: int, oid: int, ability, picked: tuple, total: int, check) -> bool:
    """Whether the choice so far ``picked`` can be completed to ``total`` objects with the
    payment in progress still possible (objects chosen are sacrificed or tapped, so they no
    longer make mana)."""
    if len(picked) == total:
        return check.keeps_payable(oid, ability, frozenset(picked))
    rest = _choosable(game, player, oid, ability, picked, len(picked))
    if len({current_part(ability.cost, i) for i in range(len(picked), total)}) == 1:
        # one part left: any set of the rest does, in any order
        for more in _limited(combinations(rest, total - len(picked))):
            if check.keeps_payable(oid, ability, frozenset(picked + more)):
                return True
        return False
    return any(_completes(game, player, oid, ability, picked + (c,), total, check) for c in rest)


def _limited(iterable):
    for n, item in enumerate(iterable):
        if n >= _COMPLETIONS:
            return
        yield item


def ask(game, player: int, oid: int, index: int, chosen: tuple) -> None:
    """Ask ``player`` for the next object to pay the cost of ``oid``'s mana ability ``index``
    (602.2b, 601.2h)."""
    ability = game.chars(oid).abilities[index]
    part = current_part(ability.cost, len(chosen))
    game.ask("mana_cost_choice", player,
             f"choose what to pay for {game.name(oid)}'s mana ability: {part.text}",
             (oid, index, chosen))


def in_payment(game):
    """The payment check of the spell or ability whose cost is being paid now, if any."""
    casting = game.casting
    if casting is None or casting.stage != "pay":
        return None
    from mtgrules.engine.casting import _PaymentCheck, _tapped_source
    item = game.objects[casting.item]
    return _PaymentCheck(game, casting.player, _tapped_source(casting, item))


def _legal(game, decision):
    oid, index, chosen = decision.data
    ability = game.chars(oid).abilities[index]
    return [ChooseObject(c, game.name(c))
            for c in candidates(game, decision.player, oid, ability, chosen, in_payment(game))]


def _perform(game, decision, action: ChooseObject) -> None:
    from mtgrules.engine.casting import activate_mana_ability, proceed
    oid, index, chosen = decision.data
    activate_mana_ability(game, decision.player, oid, index, chosen + (action.object,))
    if game.pending is None and game.casting is not None:
        proceed(game)


def _explain(game, decision, action):
    return "602.2b", (f"that object can't pay the cost of {game.name(decision.data[0])}'s mana "
                      "ability (or paying with it would leave the cost being paid unpayable)")


handler("mana_cost_choice", _legal, _perform, _explain)
