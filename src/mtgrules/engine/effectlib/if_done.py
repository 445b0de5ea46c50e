""""[Do something]. If you do, [effect]." after an instruction that isn't optional (118.12): the
instruction is a cost paid as the spell or ability resolves, and what follows "if you do" (or a
reflexive triggered ability's "when you do", 603.12) happens only if its controller could start
paying it; what the instruction actually did afterwards (replacement effects, 118.11) doesn't
matter. What follows "If you can't, ..." happens only if they couldn't (609.3)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import _players, effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.engine.targets import permanent_matches


def _hand_has_card(game, res, e: m.Discard, offset) -> bool:
    """701.9a: a player discards only a card they have."""
    return any(game.players[who].hand for who in _players(resolve_ref(game, res, e.who, offset)))


def _controls_match(game, res, e: m.Sacrifice, offset) -> bool:
    """701.21a: a player sacrifices only a permanent they control."""
    player = res.item.controller
    return any(game.chars(oid).controller == player
               and permanent_matches(game, oid, e.filter, player, res.item.source)
               for oid in game.battlefield)


def _controls_it(game, res, e: m.SacrificeThat, offset) -> bool:
    """701.21a: "sacrifice it" once it's gone, or under another player's control, can't be done
    (118.12, Standstill)."""
    return any(oid >= 0 and oid in game.battlefield
               and game.chars(oid).controller == res.item.controller
               for oid in resolve_ref(game, res, e.what, offset))


def _library_has_card(game, res, e: m.Mill, offset) -> bool:
    """701.13a: milling moves cards only from a library that has some."""
    return any(game.players[who].library for who in _players(resolve_ref(game, res, e.who, offset)))


def _can_be_exiled(game, res, e: m.Exile, offset) -> bool:
    """406.2: an object the effect exiles is still on the battlefield or in a graveyard."""
    return any(oid >= 0 and oid in game.objects
               and game.objects[oid].zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD)
               for oid in resolve_ref(game, res, e.what, offset))


def _untapped(game, res, e: m.Tap, offset) -> bool:
    """701.26a: only an untapped permanent can be tapped."""
    return any(oid >= 0 and oid in game.battlefield and not game.objects[oid].tapped
               for oid in resolve_ref(game, res, e.what, offset))


def _on_battlefield(game, oid: int) -> bool:
    return oid >= 0 and oid in game.objects and game.objects[oid].zone is Zone.BATTLEFIELD


def _can_get_counters(game, res, e: m.PutCounters, offset) -> bool:
    """122.1: counters are put on a permanent still on the battlefield (or on a player)."""
    return any(oid < 0 or _on_battlefield(game, oid)
               for oid in resolve_ref(game, res, e.what, offset))


def _has_counter(game, res, e: m.RemoveCounters, offset) -> bool:
    """122.1: a counter is removed only from a permanent on the battlefield that has one of that
    kind ("remove a counter": any kind)."""
    return any(_on_battlefield(game, oid) and any(
        n > 0 and (not e.kind or kind == e.kind) for kind, n in game.objects[oid].counters.items())
        for oid in resolve_ref(game, res, e.what, offset))


def _can_create(game, res, e: m.CreateToken, offset) -> bool:
    """111.1: creating a token is always begun (what replacement effects then make of the
    event, 614.1a, doesn't matter: 118.12)."""
    return True


#: whether the controller can start doing each kind of instruction (``m.IF_DONE_ACTIONS``)
_STARTED = {m.Discard: _hand_has_card, m.Sacrifice: _controls_match, m.SacrificeThat: _controls_it,
            m.Mill: _library_has_card, m.Exile: _can_be_exiled, m.Tap: _untapped,
            m.PutCounters: _can_get_counters, m.RemoveCounters: _has_counter,
            m.CreateToken: _can_create}


@effect(m.IfDone)
def _if_done(game, res, e: m.IfDone, offset) -> bool:
    """The instruction is done as far as it can be; what follows only if it could be started."""
    started = _STARTED[type(e.action)](game, res, e.action, offset)
    if not started and e.then:
        game.event("118.12", f"player {seat_name(res.item.controller)} can't do what "
                             f"{res.item.card.name} instructs: what follows 'if you do' doesn't happen")
    if not started and e.otherwise:
        game.event("609.3", f"player {seat_name(res.item.controller)} can't do what "
                            f"{res.item.card.name} instructs: what follows 'if you can't' happens")
    follows = e.then if started else e.otherwise
    res.queue[1:1] = [(e.action, offset)] + [(inner, offset) for inner in follows]
    return True
