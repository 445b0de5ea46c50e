"""Miracle (rule 702.94): revealing the first card drawn in a turn, and casting it for its
miracle cost as the triggered ability resolves.

702.94a: "Miracle [cost]" means "You may reveal this card from your hand as you draw it if it's
the first card you've drawn this turn. When you reveal this card this way, you may cast it by
paying [cost] rather than its mana cost." A card with miracle drawn as its owner's first card
of the turn (``drawn``, from ``Game.draw_now``; ``TurnState.cards_drawn``) gets its triggered
ability waiting (event ``EVENT``, 113.6k: from the hand). Its owner is asked whether to reveal
the card (``miracle_reveal``) before the ability is put on the stack (603.3), the first time
the game stops for a decision of that player after the draw; not revealed, or no longer in the
hand (400.7), the card stays hidden and the ability isn't put on the stack. 702.94b: a revealed
card stays revealed until it leaves the hand or the ability leaves the stack.

As the ability resolves (``MiracleCast``), its owner may cast the card, if it is still in the
hand and can be cast for its miracle cost now (timing aside, 608.2g), by
``casting.begin_cast(..., "miracle", during_resolution=True)``, the ability's last instruction.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import casting
from mtgrules.engine.actions import ChooseYesNo
from mtgrules.engine.decision import handler, yes_or_no
from mtgrules.engine.effects import continue_resolution, effect
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.engine.triggers import MIRACLE_REVEALED
from mtgrules.engine.zone_abilities import trigger_own

ALTERNATIVE = "miracle"
#: The trigger event of the keyword's ability: the card was revealed as it was drawn.
EVENT = MIRACLE_REVEALED


def drawn(game, player: int, oid: int | None) -> None:
    """Card ``oid`` was drawn by ``player``: if it is the first card they drew this turn and
    has miracle, its ability waits for its owner's choice to reveal it (702.94a)."""
    if oid is None or oid not in game.objects:
        return
    card = game.objects[oid].card
    if not card.keywords or card.keyword_cost(ALTERNATIVE) is None:
        return
    drew = game.turn_state.cards_drawn
    if player < len(drew) and drew[player] == 1:
        trigger_own(game, oid, EVENT, (oid, player), player)


def ask_reveal(game, trig) -> bool:
    """Before miracle's ability is put on the stack: its owner chooses whether to reveal the
    card (702.94a). True if a decision is pending (the ability is kept first in
    ``game.placing``); False if the card has left the hand (400.7: nothing is revealed)."""
    obj = game.objects.get(trig.source)
    if obj is None or obj.zone is not Zone.HAND:
        return False
    game.placing.insert(0, trig)
    game.ask("miracle_reveal", trig.controller,
             f"reveal {obj.card.name}, the first card you drew this turn, for its miracle ability?",
             (trig.id,))
    return True


def _reveal_perform(game, decision, action: ChooseYesNo) -> None:
    from mtgrules.engine import triggers
    trig = game.placing.pop(0)
    who = f"player {seat_name(decision.player)}"
    if action.yes:
        game.event("702.94a", f"{who} reveals {game.name(trig.source)} as the first card they drew this "
                              "turn (miracle)")
        triggers.place_revealed(game, trig)
    else:
        triggers.placed(game)


handler("miracle_reveal", yes_or_no, _reveal_perform)


@effect(m.MiracleCast)
def _miracle_cast(game, res, e, offset) -> bool:
    oid = res.item.source
    obj = game.objects.get(oid)
    if obj is None or obj.zone is not Zone.HAND:
        return True  # rule 400.7: the card has left the hand; the ability does nothing
    owner = obj.owner
    if casting.why_cannot_cast(game, owner, oid, alternative=ALTERNATIVE, during_resolution=True) is None:
        game.ask("miracle_cast", owner, f"cast {obj.card.name} for its miracle cost "
                                        f"{obj.card.keyword_cost(ALTERNATIVE)}?", (oid,))
        return False
    game.event("702.94a", f"{obj.card.name} can't be cast for its miracle cost")
    return True


def _cast_perform(game, decision, action: ChooseYesNo) -> None:
    oid = decision.data[0]
    game.resolving.queue.pop(0)
    if not action.yes:
        game.event("702.94a", f"player {seat_name(decision.player)} doesn't cast {game.name(oid)}")
        return
    continue_resolution(game)  # the ability's last instruction: it finishes resolving (608.2g)
    casting.begin_cast(game, decision.player, oid, ALTERNATIVE, during_resolution=True)


handler("miracle_cast", yes_or_no, _cast_perform)
