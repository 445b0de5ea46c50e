"""Madness's triggered ability as it resolves (rule 702.35a): "its owner may cast it by paying
[cost] rather than paying its mana cost. If that player doesn't, they put this card into their
graveyard."

The owner is asked (``ChooseYesNo``) only if the card is still the one exiled (400.7) and the
spell could be cast for its madness cost (targets, costs); then it is cast as the ability
resolves (608.2g; ``casting.begin_cast(..., during_resolution=True)``), the casting being the
last thing the ability does: the ability finishes resolving and the 601.2 steps follow, with the
spell on top of the stack and no priority for anyone until they are done. Otherwise, or if the
owner declines, the card is put into its owner's graveyard.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import casting
from mtgrules.engine.actions import ChooseYesNo
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import continue_resolution, effect
from mtgrules.engine.madness import ALTERNATIVE, madness_cost
from mtgrules.engine.objects import Zone, seat_name


@effect(m.MadnessCast)
def _madness_cast(game, res, e: m.MadnessCast, offset) -> bool:
    oid = res.item.source
    obj = game.objects.get(oid)
    if obj is None or obj.zone is not Zone.EXILE:
        return True  # rule 400.7: the card has left exile; the ability does nothing
    owner = obj.owner
    if casting.why_cannot_cast(game, owner, oid, alternative=ALTERNATIVE, during_resolution=True) is None:
        game.ask("madness_cast", owner, f"cast {obj.card.name} for its madness cost "
                                        f"{madness_cost(obj.card)} (no: put it into your graveyard)?", (oid,))
        return False
    _to_graveyard(game, owner, oid, "can't be cast for its madness cost")
    return True


def _to_graveyard(game, owner: int, oid: int, why: str) -> None:
    game.event("702.35a", f"{game.name(oid)} {why}: player {seat_name(owner)} puts it into their graveyard")
    game.move(oid, Zone.GRAVEYARD)


def _legal(game, decision) -> list:
    return [ChooseYesNo(True), ChooseYesNo(False)]


def _perform(game, decision, action: ChooseYesNo) -> None:
    oid = decision.data[0]
    game.resolving.queue.pop(0)
    if not action.yes:
        _to_graveyard(game, decision.player, oid, "isn't cast")
        return
    continue_resolution(game)  # the ability's last instruction: it finishes resolving (608.2g)
    casting.begin_cast(game, decision.player, oid, ALTERNATIVE, during_resolution=True)


handler("madness_cast", _legal, _perform)
