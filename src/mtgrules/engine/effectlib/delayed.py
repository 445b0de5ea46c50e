"""Delayed triggered abilities (rule 603.7), reflexive triggered abilities (603.12), and objects
exiled "until" their exiler leaves the battlefield (610.3).

A delayed triggered ability is created as an effect resolves (603.7a) and waits, as data on
the game (``Game.delayed``), for its event; it triggers only once (603.7b) and is then put on
the stack like any triggered ability (603.3). The objects its effects name are fixed as it is
created (603.7c: a ``Bound`` reference; one that has left its zone since is a new object and
is no longer named). Its source and controller are those of the spell or ability that created
it (603.7d-e). Only the steps listed in ``DELAYED_WHEN`` are waited for, so the game pays for
them only while one waits (``Game.delayed`` is empty otherwise).
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine.decision import handler
from mtgrules.engine.effectlib.aura_entering import (enter_attached, entering_hosts, host_actions,
                                                     host_prompt, is_aura_card)
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone, player_ref
from mtgrules.engine.triggers import LASTING_PREFIX, PendingTrigger
from mtgrules.records import init_field_names, record


@record
class Waiting:
    """A delayed triggered ability waiting for its event (603.7a), ``when`` one of
    ``DELAYED_WHEN``; or, with ``when`` 'leaves' / 'returning', card ``exiled`` waiting for
    ``source`` to leave the battlefield (610.3) / to return now that it has; or, with 'linked',
    card ``exiled`` exiled by an ability of ``source`` that another of its abilities refers to
    as "the exiled card" (607.2a). ``host``: what a returning Aura card will enchant, once its
    owner has chosen (303.4f)."""

    when: str
    effects: tuple
    text: str
    controller: int
    source: int
    card: m.CardDef
    exiled: int = 0
    host: int | None = None
    # with ``when`` 'next_cast': the spells whose casting by ``controller`` triggers it, and
    # the turn it was created in, the only one it waits in ("this turn")
    spells: m.Filter | None = None
    turn: int = 0


# references naming what the creating effect named, fixed as the ability is created (603.7c)
_FIXED = (m.TargetRef, m.Moved, m.This, m.EventObject, m.AttachedTo, m.Created, m.EachTarget)


def _bind(game, res, value, offset: int, event: bool = True):
    """``value`` with its references fixed (603.7c); ``event``: also those to the trigger
    event's objects (not when the delayed ability's own event names them: "that spell")."""
    kind = type(value)
    if kind is m.EventObject and not event:
        return value
    if kind in _FIXED:
        return m.Bound(tuple(resolve_ref(game, res, value, offset)))
    if kind is tuple:
        return tuple(_bind(game, res, v, offset, event) for v in value)
    names = init_field_names(value)
    return dataclasses.replace(value, **{n: _bind(game, res, getattr(value, n), offset, event)
                                         for n in names}) if names else value


def _source(item) -> int:
    """Rules 603.7d-e: a spell is the source of what it creates; an ability's source is its."""
    return item.source if item.ability is not None else item.id


@effect(m.DelayedTrigger)
def _create(game, res, e: m.DelayedTrigger, offset) -> bool:
    """Rule 603.7a: the delayed triggered ability exists from now on."""
    item = res.item
    next_cast = e.when == "next_cast"
    effects = _bind(game, res, e.effects, offset, event=not next_cast)
    game.delayed += (Waiting(e.when, effects, e.text, item.controller, _source(item), item.card,
                             spells=e.spells, turn=game.turn if next_cast else 0),)
    game.event("603.7a", f"{item.card.name} creates a delayed triggered ability: "
                         f"{m.DELAYED_WHEN[e.when]}, {e.text}")
    return True


def spell_cast(game, spell) -> None:
    """Rule 603.7b: "when you next cast an instant or sorcery spell this turn" triggers, once,
    as its controller casts such a spell (601.2i); its effects name that spell. One that waited
    in an earlier turn no longer waits."""
    from mtgrules.engine.targets import card_matches
    stale = [w for w in game.delayed if w.when == "next_cast" and w.turn != game.turn]
    due = [w for w in game.delayed if w.when == "next_cast" and w.turn == game.turn
           and w.controller == spell.controller
           and card_matches(game, spell, w.spells, w.controller, w.source)]
    if not stale and not due:
        return
    game.delayed = tuple(w for w in game.delayed if w not in stale and w not in due)
    for w in due:
        ability = m.TriggeredAbility("delayed", m.Mode((), w.effects, w.text), w.text)
        game.triggers.append(PendingTrigger(game.new_id(), w.source, w.card, ability, w.controller,
                                            (spell.id, spell.controller, player_ref(spell.controller))))
        game.event("603.7b", f"the delayed triggered ability of {w.card.name} triggers: {w.text}")


@effect(m.DelayedWhenever)
def _create_lasting(game, res, e: m.DelayedWhenever, offset) -> bool:
    """Rule 603.7b: a delayed triggered ability with a stated duration exists from now on, and
    triggers each time its event happens until the duration ends (``end_lasting``)."""
    item = res.item
    text = e.ability.text.replace("cardname", item.card.name)
    game.delayed += (Waiting(LASTING_PREFIX + e.duration, (e.ability,), text,
                             item.controller, _source(item), item.card),)
    game.event("603.7b", f"{item.card.name} creates a delayed triggered ability lasting "
                         f"{m.LASTING[e.duration]}: {text}")
    return True


def end_lasting(game, duration: str, seat: int | None = None) -> None:
    """Rules 514.2, 611.2a: the delayed triggered abilities lasting ``duration`` end ("this
    turn": in the cleanup step; "until your next turn": as the turn of ``seat``, their
    controller, begins)."""
    when = LASTING_PREFIX + duration
    ending = [w for w in game.delayed if w.when == when and (seat is None or w.controller == seat)]
    if ending:
        game.delayed = tuple(w for w in game.delayed if w not in ending)
        for w in ending:
            game.event("603.7b", f"the delayed triggered ability of {w.card.name} lasting "
                                 f"{m.LASTING[duration]} ends: {w.text}")


def step_began(game, step: str) -> None:
    """Rule 603.7b: the delayed triggered abilities waiting for this step trigger, once."""
    if step == "cleanup" and any(w.when == "next_cast" for w in game.delayed):  # "this turn"
        game.delayed = tuple(w for w in game.delayed if w.when != "next_cast")
    due = [w for w in game.delayed if _due(w, step, game.active)]
    if not due:
        if any(w.when == "linked" and not _still_linked(game, w) for w in game.delayed):
            game.delayed = tuple(w for w in game.delayed
                                 if w.when != "linked" or _still_linked(game, w))
        return
    game.delayed = tuple(w for w in game.delayed if w not in due)
    for w in due:
        ability = m.TriggeredAbility("delayed", m.Mode((), w.effects, w.text), w.text)
        game.triggers.append(PendingTrigger(game.new_id(), w.source, w.card, ability, w.controller, ()))
        game.event("603.7b", f"the delayed triggered ability of {w.card.name} triggers: {w.text}")


def _still_linked(game, w: Waiting) -> bool:
    """Whether a card exiled by a linked ability may still be returned by it: it is still in
    exile (400.7) and its exiler is still on the battlefield (as a step begins, the stack is
    empty, so an ability of an exiler that has left has resolved)."""
    return w.exiled in game.objects and w.source in game.objects


def _due(w: Waiting, step: str, active: int) -> bool:
    if w.when == "end":
        return step == "end"
    if w.when == "upkeep":
        return step == "upkeep"
    if w.when == "end_of_combat":  # "at end of combat" (511.2)
        return step == "end_of_combat"
    if w.when == "cleanup":  # "at the beginning of the next cleanup step" (514.3a)
        return step == "cleanup"
    return w.when == "your_upkeep" and step == "upkeep" and active == w.controller


# --- reflexive triggered abilities (603.12) ----------------------------------------------------

@effect(m.Reflexive)
def _reflexive(game, res, e: m.Reflexive, offset) -> bool:
    """Rule 603.12: "when you do": the action was just taken, so the ability triggers now; its
    targets are chosen as it is put on the stack (603.3d). Its X is the X of the spell or
    ability that created it ("you may pay {X}. When you do, put X +1/+1 counters ...", 107.3)."""
    item = res.item
    ability = m.TriggeredAbility("reflexive", e.mode, e.mode.text)
    trig = PendingTrigger(game.new_id(), _source(item), item.card, ability, item.controller,
                          item.trigger_event)
    trig.x = item.x
    game.triggers.append(trig)
    game.event("603.12", f"the reflexive triggered ability of {item.card.name} triggers")
    return True


# --- exile until a permanent leaves the battlefield (610.3) ------------------------------------

@effect(m.ExileUntilLeaves)
def _exile_until(game, res, e: m.ExileUntilLeaves, offset) -> bool:
    """Rule 610.3: exile, with the return waiting for the source to leave the battlefield;
    rules 610.3a-b: if it already has, nothing is exiled."""
    item = res.item
    source = game.objects.get(item.source)
    if source is None or source.zone is not Zone.BATTLEFIELD:
        game.event("610.3b" if item.ability is not None else "610.3a",
                   f"{item.card.name} has left the battlefield: nothing is exiled")
        return True
    for oid in resolve_ref(game, res, e.what, offset):
        obj = game.objects.get(oid) if oid >= 0 else None
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        game.event("610.3", f"{game.name(oid)} is exiled until {game.name(item.source)} leaves "
                            "the battlefield")
        new = game.move(oid, Zone.EXILE)
        if new is not None:
            game.delayed += (Waiting("leaves", (), "", item.controller, item.source, item.card, new),)
    return True


def source_left(game, oid: int) -> None:
    """Rule 610.3: permanent ``oid`` left the battlefield: what it exiled "until" then returns
    (as soon as the event that moved it is done: ``return_exiled``)."""
    if any(w.source == oid and w.when == "leaves" for w in game.delayed):
        game.delayed = tuple(dataclasses.replace(w, when="returning")
                             if w.source == oid and w.when == "leaves" else w for w in game.delayed)


def return_exiled(game) -> None:
    """Rules 610.3, 610.3c: the cards whose exiler has left return to the battlefield under
    their owners' control, at once (a one-shot effect, not a triggered ability); a card that
    has left exile meanwhile is a new object and stays where it is (400.7). An Aura card's owner
    first chooses what it will enchant as it enters (303.4f); with nothing it could enchant, it
    stays in exile (303.4g)."""
    due = [w for w in game.delayed if w.when == "returning"]
    if not due:
        return
    undecided = _undecided_aura(game, due)
    if undecided is not None:
        game.ask("returning_aura_host", game.objects[undecided.exiled].owner,
                 host_prompt(game, undecided.exiled), (undecided.exiled,))
        return
    game.delayed = tuple(w for w in game.delayed if w.when != "returning")
    for w in due:
        card = game.objects.get(w.exiled)
        if card is None or card.zone is not Zone.EXILE:
            continue
        host = None
        if is_aura_card(card.card):
            host = w.host if w.host is not None else next(iter(entering_hosts(game, w.exiled)), None)
            if host is None:
                game.event("303.4g", f"{game.name(w.exiled)} stays in exile: there is nothing it "
                                     f"could enchant ({w.card.name} left the battlefield)")
                continue
        game.event("610.3c", f"{game.name(w.exiled)} returns to the battlefield under its "
                             f"owner's control ({w.card.name} left the battlefield)")
        enter_attached(game, game.move(w.exiled, Zone.BATTLEFIELD), host)


def _undecided_aura(game, due: list) -> Waiting | None:
    """The first returning Aura card that could enchant several things and whose owner hasn't
    chosen yet (303.4f)."""
    for w in due:
        card = game.objects.get(w.exiled)
        if (w.host is None and card is not None and card.zone is Zone.EXILE
                and is_aura_card(card.card) and len(entering_hosts(game, w.exiled)) > 1):
            return w
    return None


def _host_legal(game, decision) -> list:
    return host_actions(game, decision.data[0])


def _host_perform(game, decision, action) -> None:
    game.delayed = tuple(dataclasses.replace(w, host=action.object)
                         if w.when == "returning" and w.exiled == decision.data[0] else w
                         for w in game.delayed)


handler("returning_aura_host", _host_legal, _host_perform)


# --- "the exiled card" of linked abilities (607.2a) ---------------------------------------------

_LINKED: dict[str, bool] = {}  # card name -> whether an ability of it names "the exiled card"


def links_exile(card: m.CardDef) -> bool:
    """Whether ``card`` has an ability referring to "the exiled card" (607.2a), so that what its
    abilities exile is remembered."""
    known = _LINKED.get(card.name)
    if known is None:
        known = _LINKED[card.name] = "ExiledBy()" in repr(card.abilities)
    return known


def note_exiled(game, item, oid: int) -> None:
    """Card ``oid`` was exiled by an ability of ``item.source`` (607.2a)."""
    game.delayed += (Waiting("linked", (), "", item.controller, item.source, item.card, oid),)


def spell_became(game, spell: int, permanent: int) -> None:
    """Rule 607.2q: cards exiled to pay the cost of the spell ``spell`` are "exiled with" the
    permanent it became."""
    if any(w.when == "linked" and w.source == spell for w in game.delayed):
        game.delayed = tuple(dataclasses.replace(w, source=permanent)
                             if w.when == "linked" and w.source == spell else w for w in game.delayed)


def exiled_by(game, source: int) -> list[int]:
    """The cards the abilities of ``source`` exiled that are still in exile (607.2a, 400.7)."""
    return [w.exiled for w in game.delayed if w.when == "linked" and w.source == source
            and w.exiled in game.objects]
