"""Static abilities replacing a move to a graveyard (rule 614.1a): "If a creature an opponent
controls would die, exile it instead.", "If a card would be put into a graveyard from anywhere,
exile it instead." (``InsteadOfGraveyard``, compiled by ``cards/templates/instead.py``).

The zone change still happens, to another zone: a creature exiled instead of dying never dies,
so its "when this creature dies" abilities don't trigger (603.6c, 700.4); a destroyed creature
exiled instead was still destroyed.
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine import layers, replacement
from mtgrules.engine.game_events import ZoneChange
from mtgrules.engine.objects import Zone



def _applies(game, effect: m.InsteadOfGraveyard, e: ZoneChange, holder: int) -> bool:
    if e.to != Zone.GRAVEYARD:
        return False
    obj = game.objects.get(e.oid)
    if obj is None:
        return False
    on_battlefield = obj.zone is Zone.BATTLEFIELD
    if effect.dies and not on_battlefield:
        return False  # 700.4: "dies" means put into a graveyard from the battlefield
    if getattr(obj, "token", False) and not effect.tokens:
        return False  # "a card": a token isn't a card (108.2a)
    if effect.graveyard_of is not None:
        mine = obj.owner == game.controller(holder)  # a card goes to its owner's graveyard (404.2)
        if mine != (effect.graveyard_of == "you"):
            return False
    flt = effect.what
    if flt is None:
        return e.oid == holder
    if on_battlefield and flt.zone == "battlefield":
        return layers.matches(game, game.chars_table(), e.oid, flt, holder)
    if flt.zone == "battlefield":
        return False
    card = obj.card
    return flt.accepts(card.types, card.colors, card.subtypes, card.supertypes) and flt.accepts_values(
        card.supertypes, card.power, card.toughness, card.mana_value, False)


@replacement.applier(m.InsteadOfGraveyard, ZoneChange, applies=_applies)
def _instead(game, effect: m.InsteadOfGraveyard, e: ZoneChange, holder: int):
    zone, bottom = replacement.DESTINATIONS[effect.to]
    game.event("614.1a", f"{game.name(e.oid)} would be put into a graveyard: it is "
                         f"{replacement.DESTINATION_WORDS[effect.to]} instead ({game.name(holder)})")
    return dataclasses.replace(e, to=int(zone), to_bottom=bottom)
