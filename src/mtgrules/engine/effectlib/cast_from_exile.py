"""Casting a card from exile as an ability resolves (rule 608.2g): madness's triggered ability
(702.35a: "its owner may cast it by paying [cost] rather than paying its mana cost. If that
player doesn't, they put this card into their graveyard") and rebound's delayed one (702.88a:
"you may cast this card from exile without paying its mana cost"; not cast, it stays in exile) and
suspend's second one (702.62a: "you may play it without paying its mana cost if able. If you
don't, it remains exiled").

The card is the ability's source. Its owner is asked (``ChooseYesNo``) only if it is still the
card that was exiled (400.7) and the spell could be cast that way (targets, costs); then it is
cast as the ability resolves (``casting.begin_cast(..., during_resolution=True)``), the casting
being the last thing the ability does: the ability finishes resolving and the 601.2 steps
follow, with the spell on top of the stack and no priority for anyone until they are done.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import casting, madness, rebound, suspended
from mtgrules.engine.actions import ChooseYesNo
from mtgrules.engine.decision import handler, yes_or_no
from mtgrules.engine.effects import continue_resolution, effect
from mtgrules.engine.objects import Zone, seat_name

# the alternative cost of each effect, and how the question is put
_WAYS = {m.MadnessCast: madness.ALTERNATIVE, m.ReboundCast: rebound.ALTERNATIVE,
         m.SuspendCast: suspended.ALTERNATIVE}


@effect(m.SuspendCast)
@effect(m.MadnessCast)
@effect(m.ReboundCast)
def _cast_from_exile(game, res, e, offset) -> bool:
    oid = res.item.source
    obj = game.objects.get(oid)
    if obj is None or obj.zone is not Zone.EXILE:
        return True  # rule 400.7: the card has left exile; the ability does nothing
    owner = obj.owner
    way = _WAYS[type(e)]
    if casting.why_cannot_cast(game, owner, oid, alternative=way, during_resolution=True) is None:
        how = (f"for its madness cost {madness.madness_cost(obj.card)} (no: put it into your graveyard)"
               if way == madness.ALTERNATIVE else "from exile without paying its mana cost")
        game.ask("cast_from_exile", owner, f"cast {obj.card.name} {how}?", (oid, way))
        return False
    _not_cast(game, owner, oid, way, "can't be cast")
    return True


def _not_cast(game, owner: int, oid: int, way: str, why: str) -> None:
    if way == madness.ALTERNATIVE:  # rule 702.35a
        game.event("702.35a", f"{game.name(oid)} {why} for its madness cost: player "
                              f"{seat_name(owner)} puts it into their graveyard")
        game.move(oid, Zone.GRAVEYARD)
    elif way == suspended.ALTERNATIVE:  # rule 702.62a: "If you don't, it remains exiled."
        game.event("702.62a", f"{game.name(oid)} {why} with suspend: it remains exiled")
    else:  # rule 702.88a: it stays in exile
        game.event("702.88a", f"{game.name(oid)} {why} from exile: it stays in exile")


def _perform(game, decision, action: ChooseYesNo) -> None:
    oid, way = decision.data
    game.resolving.queue.pop(0)
    if not action.yes:
        _not_cast(game, decision.player, oid, way, "isn't cast")
        return
    continue_resolution(game)  # the ability's last instruction: it finishes resolving (608.2g)
    casting.begin_cast(game, decision.player, oid, way, during_resolution=True)


handler("cast_from_exile", yes_or_no, _perform)
