"""Cards revealed from the top of a planar deck and put back in it (rules 701.20a, 901.4):
"reveal cards from the top of your planar deck until you reveal five plane cards. Put a plane
card from among them on top of your planar deck, then put the rest of the revealed cards on the
bottom in a random order." (Interplanar Tunnel), "reveal the top card of your planar deck. You
may put it on the bottom of your planar deck." (Stairs to Infinity).

The revealed cards stay in the planar deck, face down objects of the command zone (901.4; no
new objects, 311.6 being about face-up cards), and are remembered by the resolving ability
(``Resolution.revealed``); each card put back leaves that set. The planar deck is the resolving
ability's controller's, the planar controller's (901.6). A plane card chosen from among them is
chosen as the effect happens (decision "planar_card", 608.2d), and so is an order of their
choice, one card at a time (the same decision, with data ``("order",)``); a random order is the
game's seeded random numbers'. "Planeswalk to it / both of them" planeswalks to the revealed
plane cards (``engine/planechase.planeswalk``).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import planechase
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import seat_name


@effect(m.RevealPlanarCards)
def _reveal(game, res, e: m.RevealPlanarCards, offset) -> bool:
    seat = res.item.controller
    deck = planechase.planar_deck(game, seat)
    if e.until_planes:
        shown, planes = [], 0
        for oid in deck:
            if planes == e.count:
                break
            shown.append(oid)
            planes += _is_plane(game, oid)
    else:
        shown = list(deck[:e.count])
    res.revealed = tuple(shown)
    names = ", ".join(game.name(oid) for oid in shown) or "no card (their planar deck is empty)"
    game.event("701.20a", f"player {seat_name(seat)} reveals from the top of their planar deck: {names}")
    return True


def _is_plane(game, oid: int) -> bool:
    return "Plane" in game.objects[oid].card.types


@effect(m.RevealedChaosTriggers)
def _revealed_chaos(game, res, e: m.RevealedChaosTriggers, offset) -> bool:
    """Rule 311.7: chaos ensues for each revealed card still in the planar deck."""
    for oid in _still_there(game, res, res.item.controller):
        planechase.chaos_ensues_for(game, oid)
    return True


@effect(m.PlaneswalkToRevealed)
def _planeswalk_to_revealed(game, res, e: m.PlaneswalkToRevealed, offset) -> bool:
    """Rules 701.31b, 901.11c: to the revealed plane cards still in the planar deck."""
    seat = res.item.controller
    planechase.planeswalk(game, seat, [oid for oid in _still_there(game, res, seat) if _is_plane(game, oid)],
                          away=e.away)
    return True


@effect(m.PutRevealedPlanar)
def _put_revealed(game, res, e: m.PutRevealedPlanar, offset) -> bool:
    seat = res.item.controller
    shown = _still_there(game, res, seat)
    if e.which == "plane":
        planes = [oid for oid in shown if _is_plane(game, oid)]
        if len(planes) > 1:
            game.ask("planar_card", seat, "choose a plane card from among the revealed cards to put "
                                          f"{'on the bottom' if e.bottom else 'on top'} of your planar deck")
            return False
        _put(game, res, seat, planes, e)
    elif e.random or len(shown) < 2:  # "it" (the one card revealed), or "the rest" at random
        if e.random:
            game.rng.shuffle(shown)
        _put(game, res, seat, shown, e)
    else:  # "the rest ... in any order": one card at a time, the first chosen going first (401.4)
        game.ask("planar_card", seat, "choose the next revealed card to put on the bottom of your "
                                      "planar deck (the first chosen goes first)", ("order",))
        return False
    return True


def _still_there(game, res, seat: int) -> list[int]:
    """The revealed cards still in ``seat``'s planar deck, in their order there."""
    deck = planechase.planar_deck(game, seat)
    return [oid for oid in deck if oid in res.revealed]


def _put(game, res, seat: int, cards: list[int], e: m.PutRevealedPlanar) -> None:
    """Rule 901.4: ``cards`` go on the top or the bottom of ``seat``'s planar deck, in this
    order (the first on top of the others)."""
    if not cards:
        return
    rest = tuple(oid for oid in planechase.planar_deck(game, seat) if oid not in cards)
    planechase.set_planar_deck(game, seat, rest + tuple(cards) if e.bottom else tuple(cards) + rest)
    res.revealed = tuple(oid for oid in res.revealed if oid not in cards)
    where = "on the bottom" if e.bottom else "on top"
    order = " in a random order" if e.random and len(cards) > 1 else ""
    game.event("901.4", f"player {seat_name(seat)} puts {', '.join(game.name(oid) for oid in cards)} "
                        f"{where} of their planar deck{order}")


def _legal(game, decision) -> list:
    res = game.resolving
    return [ChooseObject(oid, game.name(oid)) for oid in _still_there(game, res, decision.player)
            if decision.data or _is_plane(game, oid)]


def _perform(game, decision, action: ChooseObject) -> None:
    """A plane card chosen goes where it goes; a card of an order chosen goes on the bottom,
    and the effect goes on (asking for the next, ``_put_revealed``)."""
    res = game.resolving
    e, _ = res.queue[0] if decision.data else res.queue.pop(0)
    _put(game, res, decision.player, [action.object], e)


handler("planar_card", _legal, _perform)
