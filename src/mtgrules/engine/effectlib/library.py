"""Effects on a library: scry (rule 701.22), surveil (701.25), search (701.23) and shuffle
(701.24).

Each asks its player one question at a time, with its progress kept as data (decisions are
data): a search's in the decision, a scry's or surveil's in the resolution's choices, since
several players may scry at once, choosing in APNAP order (101.4, ``engine/choices.py``):

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
from mtgrules.engine import choices, triggers
from mtgrules.engine.actions import ChooseObject, ChooseYesNo
from mtgrules.engine.decision import handler, yes_or_no
from mtgrules.engine.effects import _players, amount, effect, resolve_ref
from mtgrules.engine.effectlib.aura_entering import (enter_attached, host_actions, host_for, host_prompt,
                                                     is_aura_card, record_host, unchosen_aura)
from mtgrules.engine.objects import Zone, seat_name


def _who(player: int) -> str:
    return f"player {seat_name(player)}"


# --- scry and surveil ------------------------------------------------------------------------

@effect(m.LookAtTop)
def _look_at_top(game, res, e: m.LookAtTop, offset) -> bool:
    """Rules 701.22a / 701.25a: look at the top N cards; 701.22b / 701.25c: N = 0 does nothing.
    When several players scry or surveil, each makes their choices in APNAP order, then the
    cards move (101.4)."""
    return choices.each_player_chooses(
        game, res, lambda: _players(resolve_ref(game, res, e.who, offset)), _look_step, _finish_look)


def _look_step(game, res, player: int, progress: tuple | None) -> tuple | None:
    """Ask ``player`` the next question about the cards they look at, or return their
    choice: (cards moved away, top order, bottom order), or () when there was nothing to
    look at. Progress: (cards, how many were placed, moved away, top order, bottom order)."""
    e, offset = res.queue[0]
    if progress is None:
        n = amount(game, res, e.count, offset)
        if n <= 0:
            return ()
        cards = tuple(game.players[player].library[:n])
        if not cards:
            verb = "surveils" if e.surveil else "scries"
            game.event("701.25a" if e.surveil else "701.22a",
                       f"{_who(player)} {verb} {n} with an empty library")
            triggers.looked_at_top(game, player, e.surveil)  # 701.22d, 701.25d: still an event
            return ()
        progress = (cards, 0, (), (), ())
        choices.advance(res, progress)
    cards, index, moved, top, bottom = progress
    if index < len(cards):
        game.ask("look_place", player, _place_prompt(game, e.surveil, cards[index]))
        return None
    if len(top) < len(cards) - len(moved):
        game.ask("look_order", player, "choose the next card to put on top of your library "
                                       "(the first chosen ends up on top)")
        return None
    if not e.surveil and len(bottom) < len(moved):
        game.ask("look_order", player, "choose the next card to put on the bottom (the first "
                                       "chosen goes on the bottom first)")
        return None
    return moved, top, bottom


def _place_prompt(game, surveil: bool, oid: int) -> str:
    where = "into your graveyard" if surveil else "on the bottom of your library"
    return f"put {game.name(oid)} {where}?"


def _place_perform(game, decision, action: ChooseYesNo) -> None:
    res = game.resolving
    cards, index, moved, top, bottom = choices.progress(res)
    if action.yes:
        moved = moved + (cards[index],)
    choices.advance(res, (cards, index + 1, moved, top, bottom))


def _to_order(progress: tuple) -> tuple:
    """The cards still to order: those kept on top, then (a scry's) those put on the bottom."""
    cards, _, moved, top, bottom = progress
    if len(top) < len(cards) - len(moved):
        return tuple(c for c in cards if c not in moved and c not in top)
    return tuple(c for c in moved if c not in bottom)


def _order_legal(game, decision) -> list:
    return [ChooseObject(oid, game.name(oid)) for oid in _to_order(choices.progress(game.resolving))]


def _order_perform(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    cards, index, moved, top, bottom = choices.progress(res)
    if len(top) < len(cards) - len(moved):
        top = top + (action.object,)
    else:
        bottom = bottom + (action.object,)
    choices.advance(res, (cards, index, moved, top, bottom))


def _finish_look(game, res, made) -> None:
    surveil = res.queue[0][0].surveil
    for player, choice in made:
        if choice:
            _place_cards(game, player, surveil, *choice)


def _place_cards(game, player: int, surveil: bool, moved: tuple, top: tuple, bottom: tuple) -> None:
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
    triggers.looked_at_top(game, player, surveil)  # 701.22d, 701.25d


handler("look_place", yes_or_no, _place_perform)
handler("look_order", _order_legal, _order_perform)


# --- search ------------------------------------------------------------------------------------

def _matches(game, res, e: m.Search, oid: int) -> bool:
    card = game.objects[oid].card
    if e.named_self and card.name != res.item.card.name:
        return False
    if e.basic and "Basic" not in card.supertypes:
        return False
    flt = e.filter
    return flt is None or (flt.accepts(card.types, card.colors, card.subtypes, card.supertypes, card.name)
                           and flt.accepts_values(card.supertypes, card.power, card.toughness,
                                                  card.mana_value, False))


def _may_stop(e: m.Search) -> bool:
    """701.23b: a search for cards with a stated quality may find fewer (or "up to" N);
    701.23d: a search simply for "a card" must find as many as it can."""
    return e.up_to or e.filter is not None or e.basic or e.named_self


@effect(m.Search)
def _search(game, res, e: m.Search, offset) -> bool:
    """Rule 701.23a: look at every card of the library and find the cards described; the
    player searching is the controller, or the one the effect names ("its controller")."""
    player = res.item.controller
    if e.who is not None:
        searchers = _players(resolve_ref(game, res, e.who, offset))
        if not searchers:
            return True
        player = searchers[0]
    game.event("701.23a", f"{_who(player)} searches their library")
    if _wanted(game, res, e, offset, player) <= 0:
        _finish_search(game, player, e, ())
        return True
    _ask_search(game, player, ())
    return False


def _wanted(game, res, e: m.Search, offset: int, player: int) -> int:
    """How many cards the search may find: its amount, or for "any number of" (``ANY_NUMBER``)
    as many as the library holds (701.23b)."""
    if e.count == m.ANY_NUMBER:
        return len(game.players[player].library)
    return amount(game, res, e.count, offset)


def _ask_search(game, player: int, found: tuple) -> None:
    e, offset = game.resolving.queue[0]
    n = _wanted(game, game.resolving, e, offset, player)
    game.ask("search", player, f"search your library: choose a card to find ({len(found)} of "
                               f"{n} found{'; no: find no more' if _may_stop(e) else ''})", (found,))


def _search_legal(game, decision) -> list:
    res = game.resolving
    e = res.queue[0][0]
    found = decision.data[0]
    if len(decision.data) > 1:  # what an Aura card found will enchant (303.4f)
        return host_actions(game, decision.data[1])
    cards = [ChooseObject(oid, game.name(oid)) for oid in game.players[decision.player].library
             if oid not in found and _matches(game, res, e, oid)]
    if _may_stop(e) or not cards:
        cards.append(ChooseYesNo(False))
    return cards


def _search_perform(game, decision, action) -> None:
    res = game.resolving
    e, offset = res.queue[0]
    found = decision.data[0]
    if len(decision.data) > 1:
        record_host(res, decision.data[1], action.object)
    elif isinstance(action, ChooseObject):
        found = found + (action.object,)
        if len(found) < _wanted(game, res, e, offset, decision.player):
            _ask_search(game, decision.player, found)
            return
    aura = unchosen_aura(game, res, found) if e.to == "battlefield" else None
    if aura is not None:  # 303.4f: chosen as it enters, before the cards move
        game.ask("search", decision.player, host_prompt(game, aura), (found, aura))
        return
    _finish_search(game, decision.player, e, found)
    res.queue.pop(0)


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
            host = None
            if is_aura_card(game.objects[oid].card):
                host = host_for(game, game.resolving, oid)
                if host is None:
                    game.event("303.4g", f"{game.name(oid)} stays in the library: there is nothing "
                                         "it could enchant")
                    continue
            game.event("701.23a", f"{_who(player)} puts {game.name(oid)} onto the battlefield"
                                  + (" tapped" if e.tapped else ""))
            enter_attached(game, game.move(oid, Zone.BATTLEFIELD, tapped=e.tapped, controller=player),
                           host)
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
