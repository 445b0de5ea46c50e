"""Putting an object on top of or under its owner's library (400.7, ``PutInLibrary``); the top
cards of a library, looked at (rule 701.20e) or revealed (701.20a), some taken and
the rest put back or away: "Look at the top four cards of your library. You may reveal a
creature card from among them and put it into your hand. Put the rest on the bottom of your
library in a random order." (``TakeFromTop``), and "Reveal cards from the top of your library
until you reveal a land card ..." (``RevealUntil``).

The controller of the spell or ability decides, one question at a time, with the progress kept
in the decision (decisions are data): first the cards taken ("top_take": a card, or "no" to take
no more where fewer may be taken), then the order of the cards put on top or on the bottom in an
order of their choice ("top_order", 401.4: the first chosen ends up on top / goes on the bottom
first). A random order comes from the game's seeded random numbers. Looked-at cards stay hidden
in the log (701.20e) until they reach a public zone or are revealed. An Aura card put onto the
battlefield this way is attached to what its controller chooses as it enters ("top_aura_host",
303.4f), or stays in the library when nothing is legal (303.4g).
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine.actions import ChooseObject, ChooseYesNo
from mtgrules.engine.decision import handler
from mtgrules.engine.effectlib.aura_entering import (enter_attached, host_actions, host_for, host_prompt,
                                                     is_aura_card, record_host, unchosen_aura)
from mtgrules.engine.effectlib.library import shuffle
from mtgrules.engine.effects import _players, amount, effect, resolve_ref
from mtgrules.engine.objects import Zone, player_ref, seat_name
from mtgrules.engine.targets import card_matches

_ZONE = {"hand": Zone.HAND, "battlefield": Zone.BATTLEFIELD, "graveyard": Zone.GRAVEYARD}


def _whose(owner: int, controller: int) -> str:
    return "their" if owner == controller else f"player {seat_name(owner)}'s"


@effect(m.TakeFromTop)
def _take_from_top(game, res, e: m.TakeFromTop, offset) -> bool:
    """Rules 701.20e / 701.20a: look at (reveal) the top N cards, then sort them (608.2c)."""
    owners = _players(resolve_ref(game, res, e.who, offset))
    if not owners:
        return True
    owner, controller = owners[0], res.item.controller
    n = amount(game, res, e.count, offset)
    cards = tuple(game.players[owner].library[:max(0, n)])
    res.revealed = cards  # "that card", "its mana value" in later instructions (608.2c)
    library = f"{_whose(owner, controller)} library"
    if e.revealed:
        game.event("701.20a", f"player {seat_name(controller)} reveals the top {_cards(cards)} "
                              f"of {library}: " + (", ".join(game.name(o) for o in cards) or "none"))
    else:
        game.event("701.20e", f"player {seat_name(controller)} looks at the top {_cards(cards)} "
                              f"of {library}")
    if not cards:
        return True
    return _proceed(game, res, controller, (True, owner, cards, (), ()))


def _cards(cards: tuple) -> str:
    return "card" if len(cards) == 1 else f"{len(cards)} cards"


@effect(m.RevealUntil)
def _reveal_until(game, res, e: m.RevealUntil, offset) -> bool:
    """Rule 701.20a: reveal cards from the top until one matches; all of them are revealed,
    and every card if none matches. Several players do it one after the other, in APNAP order,
    at once as far as the events go (608.2e-f, 603.2c)."""
    players = _players(resolve_ref(game, res, e.who, offset))
    if len(players) > 1:
        res.queue[1:1] = [(dataclasses.replace(e, who=m.Bound((player_ref(p),))), offset) for p in players]
        res.together = len(players)  # this step, then all but the last player's
        return True
    if not players:
        return True
    controller = players[0]
    revealed: list[int] = []
    found: tuple = ()
    for oid in game.players[controller].library:
        revealed.append(oid)
        if card_matches(game, game.objects[oid], e.filter, controller, res.item.source):
            found = (oid,)
            break
    game.event("701.20a", f"player {seat_name(controller)} reveals "
                          + (", ".join(game.name(o) for o in revealed) or "no cards")
                          + ("" if found else f" ({'no card matches' if revealed else 'an empty library'})"))
    if not revealed:
        return True
    return _proceed(game, res, controller, (False, controller, tuple(revealed), found, ()))


@effect(m.PutInLibrary)
def _put_in_library(game, res, e: m.PutInLibrary, offset) -> bool:
    """Rule 400.7: the permanent or card becomes a new object in its owner's library."""
    for oid in resolve_ref(game, res, e.what, offset):
        obj = game.objects.get(oid) if oid >= 0 else None
        if obj is not None and obj.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD):
            game.event("400.7", f"{game.name(oid)} is put {'on the bottom' if e.bottom else 'on top'}"
                                " of its owner's library")
            game.move(oid, Zone.LIBRARY, to_bottom=e.bottom)
    return True


@effect(m.ShuffleInto)
def _shuffle_into(game, res, e: m.ShuffleInto, offset) -> bool:
    """Rules 400.7, 701.24a: into its owner's library, then that library is shuffled; 701.24c:
    shuffled even if the object has left the zone it was in (the source's owner's, for
    "cardname")."""
    owners = []
    for oid in resolve_ref(game, res, e.what, offset):
        obj = game.objects.get(oid) if oid >= 0 else None
        if obj is None:
            continue
        owners.append(obj.owner)
        if obj.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.STACK, Zone.EXILE):
            game.event("400.7", f"{game.name(oid)} is put into its owner's library")
            game.move(oid, Zone.LIBRARY)
    if not owners and type(e.what) is m.This:
        owners.append(res.item.owner)
    for owner in dict.fromkeys(owners):
        shuffle(game, owner)
    return True


@effect(m.Shuffle)
def _shuffle(game, res, e: m.Shuffle, offset) -> bool:
    for player in _players(resolve_ref(game, res, e.who, offset)):
        shuffle(game, player)
    return True


def _limit(game, res, e) -> int:
    """How many cards may be taken: "any number" / "all" is every card looked at."""
    if e.take is None:
        return 1 << 30
    return amount(game, res, e.take, res.queue[0][1])


def _candidates(game, res, e, state: tuple) -> list[int]:
    """The cards that may still be taken: those matching the description, not yet taken."""
    _, _, cards, taken, _ = state
    flt = e.filter
    return [oid for oid in cards if oid not in taken and (
        flt is None or card_matches(game, game.objects[oid], flt, res.item.controller, res.item.source))]


def _proceed(game, res, controller: int, state: tuple) -> bool:
    """Ask the next question, or, with nothing left to ask, put the cards where they go (True).
    ``state``: (still taking, the library's owner, the cards, taken, ordered so far)."""
    e = res.queue[0][0]
    taking, owner, cards, taken, order = state
    if taking:
        room = _limit(game, res, e) - len(taken)
        left = _candidates(game, res, e, state) if room > 0 else []
        if left and (e.up_to or len(left) > room):
            game.ask("top_take", controller, _take_prompt(e, len(taken), room), state)
            return False
        taken = taken + tuple(left)  # every card that can be taken must be (no choice left)
    rest = [oid for oid in cards if oid not in taken]
    if e.rest in ("top", "bottom") and len(order) < len(rest) - 1:
        where = "on top (the first chosen ends up on top)" if e.rest == "top" else \
            "on the bottom (the first chosen goes on the bottom first)"
        game.ask("top_order", controller, f"choose the next card to put {where}",
                 (False, owner, cards, taken, order))
        return False
    aura = unchosen_aura(game, res, taken) if e.to == "battlefield" else None
    if aura is not None:  # 303.4f: what an Aura card will enchant, chosen as it enters
        game.ask("top_aura_host", controller, host_prompt(game, aura),
                 (False, owner, cards, taken, order, aura))
        return False
    order = order + tuple(oid for oid in rest if oid not in order)
    if e.rest.startswith("may ") and order:  # "you may put it on the bottom of your library" (609.3)
        where = "on the bottom of your library" if e.rest == "may bottom" else "into your graveyard"
        game.ask("top_rest", controller, f"put {', '.join(game.name(o) for o in order)} {where}?",
                 (owner, taken, order))
        return False
    _finish(game, res, e, controller, owner, taken, order)
    return True


def _take_prompt(e, taken: int, room: int) -> str:
    where = {"hand": "into your hand", "battlefield": "onto the battlefield",
             "graveyard": "into your graveyard"}[e.to]
    stop = "; no: take no more" if e.up_to else ""
    return f"choose a card to put {where} ({taken} taken{stop})"


def _finish(game, res, e, controller: int, owner: int, taken: tuple, order: tuple,
            rest: str | None = None) -> None:
    """Put the cards taken where they go, then the rest (608.2c: in the order written);
    ``rest``: where the rest go, when the player chose it ("you may put it ...")."""
    who = f"player {seat_name(controller)}"
    names = ", ".join(game.name(o) for o in taken)
    if taken and getattr(e, "reveal", False):
        game.event("701.20a", f"{who} reveals {names}")
    public = e.to != "hand" or getattr(e, "reveal", True) or getattr(e, "revealed", False)
    count = f"{len(taken)} card{'s' if len(taken) != 1 else ''}"
    if taken:
        where = {"hand": "into their hand", "graveyard": "into a graveyard",
                 "battlefield": "onto the battlefield" + (" tapped" if e.tapped else "")}[e.to]
        game.event("608.2c", f"{who} puts {names if public else count} {where}")
    for oid in taken:
        if e.to == "battlefield":
            host = host_for(game, res, oid) if is_aura_card(game.objects[oid].card) else None
            if host is None and is_aura_card(game.objects[oid].card):
                game.event("303.4g", f"{game.name(oid)} stays in the library: there is nothing it "
                                     "could enchant")
                continue
            enter_attached(game, game.move(oid, Zone.BATTLEFIELD, tapped=e.tapped, controller=controller),
                           host)
        else:
            game.move(oid, _ZONE[e.to])
    _put_rest(game, rest or e.rest, controller, owner, list(order))


def _put_rest(game, rest: str, controller: int, owner: int, cards: list[int]) -> None:
    """The cards not taken: left as they are, into the graveyard, or on the top or bottom of
    the library in the order chosen (401.4) or at random."""
    if rest == "stay" or not cards:
        return
    who = f"player {seat_name(controller)}"
    n = f"{len(cards)} card{'s' if len(cards) != 1 else ''}"
    if rest == "hand":  # "Otherwise, put it into your hand." (after it was revealed)
        game.event("608.2c", f"{who} puts {', '.join(game.name(o) for o in cards)} into their hand")
        for oid in cards:
            game.move(oid, Zone.HAND)
        return
    if rest == "graveyard":
        whose = "their" if owner == controller else "its owner's"
        game.event("608.2c", f"{who} puts {', '.join(game.name(o) for o in cards)} into {whose} "
                             "graveyard")
        for oid in cards:
            game.move(oid, Zone.GRAVEYARD)
        return
    library = game.players[owner].library
    others = [oid for oid in library if oid not in cards]
    if rest == "top":
        library[:] = cards + others
        game.event("401.4", f"{who} puts {n} back on top of {_whose(owner, controller)} library "
                            "in an order of their choice")
        return
    if rest == "bottom random":
        game.rng.shuffle(cards)
    library[:] = others + cards
    order = "a random order" if rest == "bottom random" else "an order of their choice"
    game.event("401.4", f"{who} puts {n} on the bottom of {_whose(owner, controller)} library in {order}")


def _take_legal(game, decision) -> list:
    res = game.resolving
    e = res.queue[0][0]
    options = [ChooseObject(oid, game.name(oid)) for oid in _candidates(game, res, e, decision.data)]
    if e.up_to:
        options.append(ChooseYesNo(False))
    return options


def _take_perform(game, decision, action) -> None:
    res = game.resolving
    taking, owner, cards, taken, order = decision.data
    if isinstance(action, ChooseObject):
        taken = taken + (action.object,)
        room = _limit(game, res, res.queue[0][0]) - len(taken)
        taking = room > 0
    else:
        taking = False
    if _proceed(game, res, decision.player, (taking, owner, cards, taken, order)):
        res.queue.pop(0)


def _order_legal(game, decision) -> list:
    _, _, cards, taken, order = decision.data
    return [ChooseObject(oid, game.name(oid)) for oid in cards
            if oid not in taken and oid not in order]


def _order_perform(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    taking, owner, cards, taken, order = decision.data
    if _proceed(game, res, decision.player, (False, owner, cards, taken, order + (action.object,))):
        res.queue.pop(0)


def _aura_host_perform(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    record_host(res, decision.data[5], action.object)
    if _proceed(game, res, decision.player, decision.data[:5]):
        res.queue.pop(0)


def _rest_perform(game, decision, action: ChooseYesNo) -> None:
    """Whether the card not taken goes away ("you may put it on the bottom of your library")
    or stays where it is (609.3)."""
    res = game.resolving
    e = res.queue[0][0]
    owner, taken, order = decision.data
    _finish(game, res, e, decision.player, owner, taken, order, e.rest[4:] if action.yes else "stay")
    res.queue.pop(0)


handler("top_take", _take_legal, _take_perform)
handler("top_rest", lambda game, decision: [ChooseYesNo(True), ChooseYesNo(False)], _rest_perform)
handler("top_order", _order_legal, _order_perform)
handler("top_aura_host", lambda game, decision: host_actions(game, decision.data[5]), _aura_host_perform)
