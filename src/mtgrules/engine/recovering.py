"""Recover (rule 702.59): the triggered ability of cards in a graveyard when a creature is put
into that graveyard from the battlefield.

702.59a: "Recover [cost]" means "When a creature is put into your graveyard from the
battlefield, you may pay [cost]. If you do, return this card from your graveyard to your hand.
Otherwise, exile this card." It functions only while the card is in its owner's graveyard
(113.6m), and triggers from there (113.6k) as a creature, a token included, is put into that
graveyard (700.4): ``creature_died``, called as the creature leaves the battlefield, before its
own card reaches the graveyard, so a card with recover dying doesn't trigger its own ability.
The ability's controller is the card's owner (113.8); it is put on the stack the next time a
player would receive priority (603.3), and as it resolves it finds the card only if it is
still in that graveyard (400.7).
"""
from __future__ import annotations

from mtgrules.engine.zone_abilities import trigger_own

#: The trigger event of the keyword's ability (the card's own, from its graveyard).
EVENT = "recover"


def creature_died(game, owner: int, creature: int) -> None:
    """A creature owned by ``owner`` is being put into their graveyard from the battlefield:
    the recover abilities of the cards already there trigger (702.59a)."""
    player = game.players[owner]
    for oid in tuple(player.graveyard):
        if any(inst.name == EVENT for inst in game.objects[oid].card.keywords):
            trigger_own(game, oid, EVENT, (creature,), owner)
