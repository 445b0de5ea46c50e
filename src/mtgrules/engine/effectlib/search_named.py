"""Searching a library and/or graveyard for a card with a given name (rules 701.23a, 201.2):
"Search your library and/or graveyard for a card named Ajani, Mentor of Heroes, reveal it, and
put it into your hand. If you search your library this way, shuffle."

Two decisions (decisions are data): whether the library is searched too ("named_zones": yes,
the library and the graveyard; no, the graveyard only), then the card found ("named_find"). A
search of the library may fail to find the card (701.23b); a card of that name in the graveyard,
a public zone, must be found if there is one. The library is shuffled if it was searched
(701.24a).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.actions import ChooseObject, ChooseYesNo
from mtgrules.engine.decision import handler, yes_or_no
from mtgrules.engine.effectlib.library import shuffle
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import Zone, seat_name


@effect(m.SearchNamed)
def _search_named(game, res, e: m.SearchNamed, offset) -> bool:
    game.ask("named_zones", res.item.controller,
             f"search your library too for a card named {e.name}? (no: your graveyard only)")
    return False


def _named(game, oids, name: str) -> list[int]:
    return [oid for oid in oids if game.objects[oid].card.name.lower() == name]


def _zones_perform(game, decision, action: ChooseYesNo) -> None:
    player = decision.player
    e = game.resolving.queue[0][0]
    zones = "their library and graveyard" if action.yes else "their graveyard"
    game.event("701.23a", f"player {seat_name(player)} searches {zones} for a card named {e.name}")
    if not _find_options(game, player, e, action.yes):
        _finish(game, player, e, action.yes, None)
        return
    game.ask("named_find", player, f"choose the card named {e.name} to find", (action.yes,))


def _find_options(game, player: int, e: m.SearchNamed, library: bool) -> list:
    me = game.players[player]
    found = _named(game, me.graveyard, e.name)
    options = [ChooseObject(oid, f"{game.name(oid)} (graveyard)") for oid in found]
    if library:
        options += [ChooseObject(oid, f"{game.name(oid)} (library)")
                    for oid in _named(game, me.library, e.name)]
        if not found:  # 701.23b: a hidden zone's search may fail to find it
            options.append(ChooseYesNo(False))
    return options


def _find_legal(game, decision) -> list:
    return _find_options(game, decision.player, game.resolving.queue[0][0], decision.data[0])


def _find_perform(game, decision, action) -> None:
    e = game.resolving.queue[0][0]
    found = action.object if isinstance(action, ChooseObject) else None
    _finish(game, decision.player, e, decision.data[0], found)


def _finish(game, player: int, e: m.SearchNamed, library: bool, found: int | None) -> None:
    """Reveal the card found and put it into the hand (701.20a); shuffle a searched library."""
    who = f"player {seat_name(player)}"
    if found is None:
        game.event("701.23b", f"{who} finds nothing")
    else:
        game.event("701.20a", f"{who} reveals {game.name(found)} and puts it into their hand")
        game.move(found, Zone.HAND)
    if library:
        shuffle(game, player)
    game.resolving.queue.pop(0)


handler("named_zones", yes_or_no, _zones_perform)
handler("named_find", _find_legal, _find_perform)
