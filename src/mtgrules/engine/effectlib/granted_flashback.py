"""Flashback granted until end of turn (``GainFlashback``, rules 702.34a, 611.2a): "Target
instant or sorcery card in your graveyard gains flashback until end of turn. The flashback
cost is equal to its mana cost." The cards are remembered in ``game.marks`` for the turn
(``engine/flashback.py``: ``grant``, ``granted``), and offered as ``CastSpell(card,
alternative="flashback")`` like a card printed with flashback.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import flashback
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone


@effect(m.GainFlashback)
def _gain_flashback(game, res, e: m.GainFlashback, offset) -> bool:
    cards = [oid for oid in resolve_ref(game, res, e.what, offset)
             if oid >= 0 and oid in game.objects and game.objects[oid].zone is Zone.GRAVEYARD]
    if cards:
        flashback.grant(game, cards)
        for oid in cards:
            game.event("702.34a", f"{game.name(oid)} gains flashback until end of turn (its flashback "
                                  f"cost is its mana cost, {game.objects[oid].card.mana_cost})")
    return True
