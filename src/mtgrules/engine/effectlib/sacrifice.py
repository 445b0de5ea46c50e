"""Sacrificing (rule 701.21): permanents a player chooses ("each opponent sacrifices a creature",
"target player sacrifices two lands": each player concerned chooses, in APNAP order (101.4),
from the permanents they control that match; then all are sacrificed at once), "sacrifice this
creature", and "sacrifice it unless you pay [cost]" (118.12; echo, 702.30a); permanents chosen
the same way and returned to their owners' hands ("return a land you control to its owner's
hand", 400.7).

701.21a: to sacrifice a permanent, its controller moves it to its owner's graveyard; a player
can sacrifice only a permanent they control. "Unless you pay" is a choice of the ability's
controller as it resolves: pay (only a cost they can pay, 118.3), or sacrifice; the objects a
cost other than mana asks for (cards to discard, permanents to sacrifice) are chosen one by one
after "yes".
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import choices, mana, triggers
from mtgrules.engine.actions import ChooseObject, ChooseYesNo
from mtgrules.engine.decision import handler, yes_or_no
from mtgrules.engine.effects import _players, amount, discard, effect, resolve_ref
from mtgrules.engine.effectlib.delayed import links_exile, note_exiled
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.engine.targets import permanent_matches


def sacrifice(game, player: int, oid: int, why: str = "") -> None:
    """Rule 701.21a: ``player`` sacrifices permanent ``oid``."""
    game.event("701.21a", f"player {seat_name(player)} sacrifices {game.name(oid)}{why}")
    triggers.sacrifice(game, player, oid)


def _controls(game, player: int, oid: int) -> bool:
    return oid >= 0 and oid in game.battlefield and game.chars(oid).controller == player


@effect(m.SacrificeThat)
def _sacrifice_that(game, res, e: m.SacrificeThat, offset) -> bool:
    """Rule 701.21a: a player sacrifices only a permanent they control."""
    for oid in resolve_ref(game, res, e.what, offset):
        if e.its_controller and oid >= 0 and oid in game.battlefield:
            sacrifice(game, game.controller(oid), oid)
        elif _controls(game, res.item.controller, oid):
            sacrifice(game, res.item.controller, oid)
    return True


@effect(m.Sacrifice)
@effect(m.ReturnChosen)
def _sacrifice(game, res, e, offset) -> bool:
    """Each player concerned chooses the permanents, in APNAP order (101.4); then all are
    sacrificed (701.21a) or returned to their owners' hands (400.7) at once."""
    who = lambda: _players(resolve_ref(game, res, e.who, offset))  # noqa: E731
    return choices.each_player_chooses(game, res, who, _step, _finish)


# the question each kind of effect asks, and what it does with the permanents chosen
_ASKS = {m.Sacrifice: ("sacrifice", "choose a permanent to sacrifice"),
         m.ReturnChosen: ("return_chosen", "choose a permanent to return to its owner's hand")}


def _candidates(game, res, player: int) -> list[int]:
    e, _ = res.queue[0]
    return [oid for oid in game.battlefield if game.controller(oid) == player
            and permanent_matches(game, oid, e.filter, player, res.item.source)]


def _step(game, res, player: int, chosen: tuple | None) -> tuple | None:
    """Ask ``player`` for their next permanent to sacrifice, or return their choice once made
    (all their matching permanents, without a question, if they must all go)."""
    e, offset = res.queue[0]
    kind, prompt = _ASKS[type(e)]
    return choices.one_at_a_time(game, player, _candidates(game, res, player),
                                 amount(game, res, e.count, offset), chosen, kind, prompt)


def _finish(game, res, made) -> None:
    returning = type(res.queue[0][0]) is m.ReturnChosen
    for player, oids in made:
        for oid in oids:
            if oid in game.objects and game.objects[oid].zone is Zone.BATTLEFIELD:
                if returning:
                    game.event("400.7", f"player {seat_name(player)} returns {game.name(oid)} "
                                        "to its owner's hand")
                    game.move(oid, Zone.HAND)
                else:
                    sacrifice(game, player, oid)


def _legal(game, decision) -> list:
    res = game.resolving
    chosen = choices.progress(res) or ()
    return [ChooseObject(oid, game.name(oid)) for oid in _candidates(game, res, decision.player)
            if oid not in chosen]


def _perform(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    choices.advance(res, (choices.progress(res) or ()) + (action.object,))


handler("sacrifice", _legal, _perform)
handler("return_chosen", _legal, _perform)


# --- "chooses three permanents they control, then sacrifices the rest" (701.21a) ---------------
# Each player's progress is the permanents chosen to keep so far; with "up to", "no" keeps no
# more.

@effect(m.SacrificeRest)
def _sacrifice_rest(game, res, e: m.SacrificeRest, offset) -> bool:
    """Each player concerned chooses the permanents to keep, in APNAP order (101.4); then each
    sacrifices the others of the description, all at once (701.21a)."""
    who = lambda: _players(resolve_ref(game, res, e.who, offset))  # noqa: E731
    return choices.each_player_chooses(game, res, who, _keep_step, _sacrifice_others)


def _keep_step(game, res, player: int, chosen: tuple | None) -> tuple | None:
    """Ask ``player`` for the next permanent to keep, or return those kept once done (all of
    them, without a question, if no more than that many match)."""
    e, offset = res.queue[0]
    candidates = _candidates(game, res, player)
    n = min(amount(game, res, e.count, offset), len(candidates))
    if not e.up_to:
        return choices.one_at_a_time(game, player, candidates, n, chosen, "keep",
                                     "choose a permanent to keep")
    chosen = chosen or ()
    if chosen[-1:] == (None,):  # "up to": they keep no more
        return chosen[:-1]
    if len(chosen) >= n:
        return chosen
    game.ask("keep", player, f"choose a permanent to keep, or no more (up to {n - len(chosen)} more)")
    return None


def _sacrifice_others(game, res, made) -> None:
    for player, kept in made:
        for oid in _candidates(game, res, player):
            if oid not in kept:
                sacrifice(game, player, oid)


def _keep_legal(game, decision) -> list:
    res = game.resolving
    e = res.queue[0][0]
    chosen = choices.progress(res) or ()
    keep = [ChooseObject(oid, game.name(oid)) for oid in _candidates(game, res, decision.player)
            if oid not in chosen]
    return keep + [ChooseYesNo(False)] if e.up_to else keep


def _keep_perform(game, decision, action) -> None:
    res = game.resolving
    kept = None if type(action) is ChooseYesNo else action.object
    if kept is not None:
        game.event("701.21a", f"player {seat_name(decision.player)} chooses {game.name(kept)} to keep")
    choices.advance(res, (choices.progress(res) or ()) + (kept,))


handler("keep", _keep_legal, _keep_perform)


# --- sacrifice it unless you pay (118.12, echo 702.30a) ---------------------------------------
# Progress is ``res.choices``: None before the question, then the objects chosen so far to pay
# the costs other than mana once the player said they pay.

def _cost_text(e: m.SacrificeUnlessPays, times: int = 1) -> str:
    text = ", ".join(([str(e.mana)] if e.mana is not None else []) + [c.text for c in e.extra])
    if not e.per_counter:
        return text
    return f"{text} for each of its {times} {e.per_counter} counter{'s' if times != 1 else ''}"


def _times(game, e: m.SacrificeUnlessPays, oid: int) -> int:
    """How many times the cost is paid: once, or once for each counter of ``e.per_counter``
    on the permanent now (702.24a: all its age counters, whichever ability put them, 702.24b)."""
    return game.objects[oid].counters.get(e.per_counter, 0) if e.per_counter else 1


def _units(e: m.SacrificeUnlessPays, times: int = 1) -> list:
    """One entry per object to choose: the cost (discard or sacrifice) it pays part of."""
    return [c for c in e.extra if c.kind != "life" for _ in range(c.count * times)]


def _requirement(e: m.SacrificeUnlessPays, times: int):
    return mana.Requirement.of([e.mana] * times)


def _unit_candidates(game, player: int, cost, exclude: tuple, source: int) -> list[int]:
    """What may pay one part of ``cost``: cards in the hand, or permanents matching its
    description relative to ``source`` ("another creature you control": not the permanent
    that would be sacrificed)."""
    if cost.kind == "discard":
        pool = game.players[player].hand
    else:
        pool = [oid for oid in game.battlefield
                if permanent_matches(game, oid, cost.filter, player, source)]
    return [oid for oid in pool if oid not in exclude]


def _can_pay(game, player: int, e: m.SacrificeUnlessPays, times: int, source: int) -> bool:
    """Rule 118.3: a player can pay only a cost they have the means to pay."""
    life = sum(c.count for c in e.extra if c.kind == "life") * times
    if life and game.players[player].life < life:
        return False  # rule 119.4
    for cost in e.extra:
        if cost.kind != "life" and len(_unit_candidates(game, player, cost, (), source)) < cost.count * times:
            return False
    return e.mana is None or mana.find_payment(game, player, _requirement(e, times)) is not None


@effect(m.SacrificeUnlessPays)
def _sacrifice_unless(game, res, e: m.SacrificeUnlessPays, offset) -> bool:
    what = [o for o in resolve_ref(game, res, e.what, offset) if _controls(game, res.item.controller, o)]
    if not what:
        res.choices = None
        return True  # it has left the battlefield or its controller changed: nothing to do
    player = res.item.controller
    times = _times(game, e, what[0])
    if res.choices is None:
        if _can_pay(game, player, e, times, what[0]):
            game.ask("pay_or_sacrifice", player, f"{res.item.card.name}: pay {_cost_text(e, times)}, "
                                                 f"or sacrifice {game.name(what[0])}", (what[0],))
            return False
        game.event("118.12", f"player {seat_name(player)} can't pay {_cost_text(e, times)}")
        sacrifice(game, player, what[0])
        return True
    chosen: tuple = res.choices
    units = _units(e, times)
    if len(chosen) < len(units):
        cost = units[len(chosen)]
        game.ask("unless_cost", player, f"choose what to {cost.text} for {res.item.card.name}",
                 (what[0],))
        return False
    res.choices = None
    if e.mana is not None and times:
        mana.execute_payment(game, player, mana.find_payment(game, player, _requirement(e, times)))
    for cost in e.extra:
        if cost.kind == "life" and times:
            game.lose_life(player, cost.count * times, "119.4")
    for cost, oid in zip(units, chosen):
        if cost.kind == "discard":
            discard(game, player, oid)
        elif cost.kind == "exile":  # champion (702.72a): linked to its "the exiled card" (607.2a)
            game.event("406.2", f"{game.name(oid)} is exiled to pay for {res.item.card.name}")
            new = game.move(oid, Zone.EXILE)
            if new is not None and links_exile(res.item.card):
                note_exiled(game, res.item, new)
        else:
            sacrifice(game, player, oid, f" to pay for {res.item.card.name}")
    game.event("118.12", f"player {seat_name(player)} pays {_cost_text(e, times)}; "
                         f"{game.name(what[0])} is not sacrificed")
    return True


def _pay_or_sacrifice_perform(game, decision, action: ChooseYesNo) -> None:
    res = game.resolving
    if action.yes:
        res.choices = ()  # the effect runs again: objects to choose, then the payment
        return
    e, _offset = res.queue.pop(0)
    player = decision.player
    times = _times(game, e, decision.data[0])
    game.event("118.12", f"player {seat_name(player)} doesn't pay {_cost_text(e, times)}")
    sacrifice(game, player, decision.data[0])


def _unless_cost_legal(game, decision) -> list:
    res = game.resolving
    e, _offset = res.queue[0]
    cost = _units(e, _times(game, e, decision.data[0]))[len(res.choices)]
    return [ChooseObject(oid, game.name(oid)) for oid in
            _unit_candidates(game, decision.player, cost, res.choices, decision.data[0])]


def _unless_cost_perform(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    res.choices = res.choices + (action.object,)


handler("pay_or_sacrifice", yes_or_no, _pay_or_sacrifice_perform)
handler("unless_cost", _unless_cost_legal, _unless_cost_perform)
