"""Exiling objects (rule 406.2) and putting cards from a graveyard or exile onto the battlefield
(400.7)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.effectlib.delayed import links_exile, note_exiled
from mtgrules.engine.effectlib.aura_entering import choose_hosts, enter_attached, host_for, is_aura_card
from mtgrules.engine.objects import Zone, seat_name


@effect(m.Exile)
def _exile(game, res, e: m.Exile, offset) -> bool:
    """Rule 406.2: put each object into the exile zone from the battlefield or a graveyard; it
    becomes a new object there (400.7). Permanents matching a group are exiled together. A
    spell exiling itself ("Exile Genesis Ultimatum.") goes to exile as its text says (608.2c), so
    it is no longer on the stack to be put into its owner's graveyard (608.2n)."""
    for oid in resolve_ref(game, res, e.what, offset):
        obj = game.objects.get(oid) if oid >= 0 else None
        if obj is not None and (obj.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD)
                                or obj.zone is Zone.STACK and oid == res.item.id):
            game.event("406.2", f"{game.name(oid)} is exiled")
            new = game.move(oid, Zone.EXILE)
            if new is not None and res.item.ability is not None and links_exile(res.item.card):
                note_exiled(game, res.item, new)  # for "the exiled card" (607.2a)
    return True


@effect(m.ExileGraveyard)
def _exile_graveyard(game, res, e: m.ExileGraveyard, offset) -> bool:
    """Rule 406.2: every card in the graveyard of each player named is exiled."""
    for ref in resolve_ref(game, res, e.who, offset):
        if ref >= 0:
            continue
        player = game.players[-1 - ref]
        game.event("406.2", f"player {player.name}'s graveyard is exiled")
        for oid in list(player.graveyard):
            game.move(oid, Zone.EXILE)
    return True


#: The zones a card is put onto the battlefield from: a graveyard, exile (an earlier part of the
#: effect exiled it), or a library (the card the effect revealed from its top, 701.20a).
_FROM = {Zone.GRAVEYARD: "a graveyard", Zone.EXILE: "exile", Zone.LIBRARY: "a library"}


@effect(m.PutOntoBattlefield)
def _put_onto_battlefield(game, res, e: m.PutOntoBattlefield, offset) -> bool:
    """Rule 400.7: the card enters the battlefield as a new object, under the control of the
    effect's controller ("under your control") or else its owner's (110.2); its
    enters-the-battlefield abilities trigger (603.6a). From a graveyard, or from exile when an
    earlier part of the effect exiled it ("exile ..., then return that card", 400.7j); with
    the counters the effect gives it as it enters (122.6)."""
    cards = [oid for oid in resolve_ref(game, res, e.what, offset)
             if oid >= 0 and oid in game.objects and game.objects[oid].zone in _FROM
             and game.objects[oid].card.is_permanent_card]
    if not choose_hosts(game, res, cards):
        return False  # what an Aura will enchant is chosen first (303.4f)
    for oid in cards:
        obj = game.objects[oid]
        host = None
        if is_aura_card(obj.card):
            host = host_for(game, res, oid)
            if host is None:
                game.event("303.4g", f"{game.name(oid)} stays where it is: there is nothing it "
                                     "could enchant")
                continue
        controller = res.item.controller if e.under_your_control else obj.owner
        name = game.name(oid)
        if e.transformed and not obj.card.can_transform:
            game.event("712.14a", f"{name} isn't a double-faced card that can be put onto the "
                                  "battlefield transformed: it stays where it is")
            continue
        where = _FROM[obj.zone]
        how = (" tapped" if e.tapped else "") + (" transformed" if e.transformed else "")
        game.event(e.rule, f"{name} is put onto the battlefield{how} "
                           f"from {where} under player {seat_name(controller)}'s control")
        new = game.move(oid, Zone.BATTLEFIELD, controller=controller, tapped=e.tapped,
                        counters=e.counters, back_face=e.transformed)
        if host is not None:
            enter_attached(game, new, host)
    return True
