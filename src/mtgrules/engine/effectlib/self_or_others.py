"""Rule 608.2d: "Target opponent chooses self or others. If that player chooses self, ... If the
player chooses others, ..." (Archenemy schemes): the chooser decides as the ability resolves,
through ``legal_actions()``; the effects of the other choice never happen. "Each of your other
opponents" is each opponent of the controller but the chooser (102.2)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.actions import ChooseValue
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import ref_player, seat_name

KIND = "self or others"


@effect(m.SelfOrOthers)
def _ask(game, res, e: m.SelfOrOthers, offset) -> bool:
    chooser = [who for who in resolve_ref(game, res, e.chooser, offset) if who < 0]
    if not chooser:
        return True  # no player to choose (608.2b): neither happens
    game.ask("self_or_others", ref_player(chooser[0]),
             f"choose self or others for {res.item.card.name}", ())
    return False


def _legal(game, decision) -> list:
    return [ChooseValue(KIND, "self"), ChooseValue(KIND, "others")]


def _perform(game, decision, action: ChooseValue) -> None:
    res = game.resolving
    e, offset = res.queue[0]
    chosen = e.self_effects if action.value == "self" else e.others
    res.queue[0:1] = [(x, offset) for x in chosen]
    game.event("608.2d", f"player {seat_name(decision.player)} chooses {action.value} for "
                         f"{res.item.card.name}")


handler("self_or_others", _legal, _perform)
