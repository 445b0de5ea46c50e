"""Effects on a library: scry (rule 701.22), surveil (701.25), search (701.23) and shuffle
(701.24).

Each asks its player one question at a time, with its progress kept in the decision's data
(decisions are data):

* scry / surveil N: for each of the top N cards, "put it on the bottom?" (scry) or "put it into
  your graveyard?" (surveil); then the order of the cards kept on top, topmost first, and for a
  scry the order of the cards put on the bottom (the first chosen goes on the bottom first, the
  last one ends up at the very bottom). A scry is hidden information: the log says how many
  cards went where, not which.
* search: choose the cards found one at a time; "no" stops the search, where the rules allow
  finding fewer (701.23b: a stated quality; "up to"); a search for just "a card" must find one
  if the library has one (701.23d).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.actions import ChooseObject, ChooseYesNo
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import _players, amount, effect, resolve_ref
from mtgrules.engine.objects import Zone


def _who(player: int) -> str:
    return f"player {'AB'[player]}"


# --- scry and surveil ------------------------------------------------------------------------

@effect(m.LookAtTop)
def _look_at_top(game, res, e: m.LookAtTop, offset) -> bool:
    """Rules 701.22a / 701.25a: look at the top N cards; 701.22b / 701.25c: N = 0 does nothing."""
    who = _players(resolve_ref(game, res, e.who, offset))
    n = amount(game, res, e.count, offset)
    if not who or n <= 0:
        return True
    player = who[0]
    cards = tuple(game.players[player].library[:n])
    if not cards:
        verb = "surveils" if e.surveil else "scries"
        game.event("701.25a" if e.surveil else "701.22a",
                   f"{_who(player)} {verb} {n} with an empty library")
        return True
    _ask_next(game, player, e.surveil, cards, 0, ())
    return False


def _place_prompt(game, surveil: bool, oid: int) -> str:
    where = "into your graveyard" if surveil else "on the bottom of your library"
    return f"put {game.name(oid)} {where}?"


def _ask_next(game, player: int, surveil: bool, cards: tuple, index: int, moved: tuple) -> None:
    """Ask where the ``index``-th card looked at goes; data: (surveil, cards, index, moved away).
    After the last one, order the cards."""
    if index < len(cards):
        game.ask("look_place", player, _place_prompt(game, surveil, cards[index]),
                 (surveil, cards, index, moved))
        return
    kept = tuple(c for c in cards if c not in moved)
    _ask_order(game, player, surveil, cards, moved, kept, (), ())


def _ask_order(game, player: int, surveil: bool, cards: tuple, moved: tuple, left: tuple,
               top: tuple, bottom: tuple) -> None:
    """Order the cards kept on top (topmost first), then a scry's bottom cards; data:
    (surveil, cards, moved, cards left to order, top order, bottom order)."""
    if left:
        game.ask("look_order", player, "choose the next card to put on top of your library "
                                       "(the first chosen ends up on top)",
                 (surveil, cards, moved, left, top, bottom))
        return
    if not surveil and len(bottom) < len(moved):
        pending = tuple(c for c in moved if c not in bottom)
        game.ask("look_order", player, "choose the next card to put on the bottom (the first "
                                       "chosen goes on the bottom first)",
                 (surveil, cards, moved, pending, top, bottom))
        return
    _finish_look(game, player, surveil, moved, top, bottom)


def _place_legal(game, decision) -> list:
    return [ChooseYesNo(True), ChooseYesNo(False)]


def _place_perform(game, decision, action: ChooseYesNo) -> None:
    surveil, cards, index, moved = decision.data
    if action.yes:
        moved = moved + (cards[index],)
    _ask_next(game, decision.player, surveil, cards, index + 1, moved)


def _order_legal(game, decision) -> list:
    left = decision.data[3]
    return [ChooseObject(oid, game.name(oid)) for oid in left]


def _order_perform(game, decision, action: ChooseObject) -> None:
    surveil, cards, moved, left, top, bottom = decision.data
    kept = len(cards) - len(moved)
    left = tuple(c for c in left if c != action.object)
    if len(top) < kept:
        top = top + (action.object,)
    else:
        bottom = bottom + (action.object,)
    if left:
        game.ask("look_order", decision.player, decision.prompt, (surveil, cards, moved, left, top, bottom))
        return
    _ask_order(game, decision.player, surveil, cards, moved, (), top, bottom)


def _finish_look(game, player: int, surveil: bool, moved: tuple, top: tuple, bottom: tuple) -> None:
    library = game.players[player].library
    if surveil:
        # rule 701.25a: the cards put into the graveyard are public once there
        names = ", ".join(game.name(o) for o in moved)
        for oid in moved:
            game.move(oid, Zone.GRAVEYARD)
        rest = [c for c in library if c not in top]
        library[:] = list(top) + rest
        game.event("701.25a", f"{_who(player)} surveils {len(moved) + len(top)}: "
                              f"{len(top)} on top, {len(moved)} into the graveyard"
                              + (f" ({names})" if names else ""))
    else:
        rest = [c for c in library if c not in top and c not in bottom]
        library[:] = list(top) + rest + list(bottom)
        game.event("701.22a", f"{_who(player)} scries {len(top) + len(bottom)}: "
                              f"{len(top)} on top, {len(bottom)} on the bottom")
    res = game.resolving
    res.queue.pop(0)
    res.counter = 0


handler("look_place", _place_legal, _place_perform)
handler("look_order", _order_legal, _order_perform)


# --- search ------------------------------------------------------------------------------------

def _matches(game, res, e: m.Search, oid: int) -> bool:
    card = game.objects[oid].card
    if e.named_self and card.name != res.item.card.name:
        return False
    if e.basic and "Basic" not in card.supertypes:
        return False
    return e.filter is None or e.filter.accepts(card.types, card.colors, card.subtypes)


def _may_stop(e: m.Search) -> bool:
    """701.23b: a search for cards with a stated quality may find fewer (or "up to" N);
    701.23d: a search simply for "a card" must find as many as it can."""
    return e.up_to or e.filter is not None or e.basic or e.named_self


@effect(m.Search)
def _search(game, res, e: m.Search, offset) -> bool:
    """Rule 701.23a: look at every card of the library and find the cards described."""
    player = res.item.controller
    game.event("701.23a", f"{_who(player)} searches their library")
    if amount(game, res, e.count, offset) <= 0:
        _finish_search(game, player, e, ())
        return True
    _ask_search(game, player, ())
    return False


def _ask_search(game, player: int, found: tuple) -> None:
    e, offset = game.resolving.queue[0]
    n = amount(game, game.resolving, e.count, offset)
    game.ask("search", player, f"search your library: choose a card to find ({len(found)} of "
                               f"{n} found{'; no: find no more' if _may_stop(e) else ''})", (found,))


def _search_legal(game, decision) -> list:
    res = game.resolving
    e = res.queue[0][0]
    found = decision.data[0]
    cards = [ChooseObject(oid, game.name(oid)) for oid in game.players[decision.player].library
             if oid not in found and _matches(game, res, e, oid)]
    if _may_stop(e) or not cards:
        cards.append(ChooseYesNo(False))
    return cards


def _search_perform(game, decision, action) -> None:
    res = game.resolving
    e, offset = res.queue[0]
    found = decision.data[0]
    if isinstance(action, ChooseObject):
        found = found + (action.object,)
        if len(found) < amount(game, res, e.count, offset):
            _ask_search(game, decision.player, found)
            return
    _finish_search(game, decision.player, e, found)
    res.queue.pop(0)
    res.counter = 0


def _finish_search(game, player: int, e: m.Search, found: tuple) -> None:
    """Put the cards found where the effect says, then shuffle (701.24a); a card put on top
    goes there after the shuffle. Cards found are not revealed unless the effect says so
    (701.23e); cards moved to the battlefield or a graveyard are public anyway."""
    names = ", ".join(game.name(o) for o in found)
    count = f"{len(found)} card{'s' if len(found) != 1 else ''}"
    if e.reveal and found:
        game.event("701.23e", f"{_who(player)} reveals {names}")
    if not found:
        game.event("701.23b", f"{_who(player)} finds nothing")
    elif e.to == "battlefield":
        for oid in found:
            game.event("701.23a", f"{_who(player)} puts {game.name(oid)} onto the battlefield"
                                  + (" tapped" if e.tapped else ""))
            game.move(oid, Zone.BATTLEFIELD, tapped=e.tapped, controller=player)
    elif e.to == "graveyard":
        game.event("701.23a", f"{_who(player)} puts {names} into their graveyard")
        for oid in found:
            game.move(oid, Zone.GRAVEYARD)
    elif e.to == "hand":
        game.event("701.23a", f"{_who(player)} puts {names if e.reveal else count} into their hand")
        for oid in found:
            game.move(oid, Zone.HAND)
    shuffle(game, player)
    if e.to == "top" and found:
        for oid in reversed(found):
            game.move(oid, Zone.LIBRARY)
        game.event("701.23a", f"{_who(player)} puts {names if e.reveal else count} on top of "
                              "their library")


def shuffle(game, player: int) -> None:
    """Rule 701.24a: randomize the library (with the game's seeded random numbers)."""
    game.rng.shuffle(game.players[player].library)
    game.event("701.24a", f"{_who(player)} shuffles their library")


handler("search", _search_legal, _search_perform)
