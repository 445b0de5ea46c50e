"""Counters (rule 122): removing them, proliferating (701.34), and how many a permanent enters
with when its text counts something ("for each creature card in your graveyard", 614.1c)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import command_counters, replacement
from mtgrules.engine.abilities import remove_counters
from mtgrules.engine.actions import ChooseObject, ChooseYesNo
from mtgrules.engine.conditions import count_for_effect
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import amount, effect, resolve_ref
from mtgrules.engine.game_events import CountersEvent
from mtgrules.engine.objects import Zone, player_ref, seat_name

# the counters a player can have (122.1): poison (122.1f), energy (107.14), ticket (107.17)
PLAYER_COUNTERS = ("poison", "energy", "tickets")


def entering_count(game, oid: int, count, x: int = 0) -> int:
    """The number of counters ``oid`` enters with when its text counts something, counted as
    it enters, relative to it and its controller (614.1c, 608.2h); ``x``: the X of its spell
    (107.3m)."""
    kind = type(count)
    if kind is int:
        return count
    if kind is m.Scaled:
        return count.factor * entering_count(game, oid, count.amount, x)
    if kind is m.Plus:
        return entering_count(game, oid, count.first, x) + entering_count(game, oid, count.second, x)
    if count == "X":
        return x
    return count_for_effect(game, game.controller(oid), oid, count)


@effect(m.RemoveCounters)
def _remove(game, res, e: m.RemoveCounters, offset) -> bool:
    """Counters are removed from permanents still on the battlefield (122.1), or from a face-up
    card of the command zone (901.7); from one with fewer, as many as it has (609.3)."""
    n = amount(game, res, e.count, offset)
    for oid in resolve_ref(game, res, e.what, offset):
        zone = game.objects[oid].zone if oid >= 0 and oid in game.objects else None
        if zone is Zone.BATTLEFIELD:
            remove_counters(game, oid, e.kind, n)
        elif zone is Zone.COMMAND:
            command_counters.remove(game, oid, e.kind, n)
    return True


@effect(m.DistributeCounters)
def _distribute(game, res, e: m.DistributeCounters, offset) -> bool:
    """Rule 601.2d: each target still legal (608.2b) gets the counters announced for it."""
    item = res.item
    first = offset + e.to.index
    for i in range(first, min(first + e.to.count, len(item.targets), len(item.division))):
        oid = item.targets[i]
        if res.legal[i] and item.division[i] > 0 and oid in game.objects \
                and game.objects[oid].zone is Zone.BATTLEFIELD:
            replacement.happen(game, CountersEvent(oid, e.kind, item.division[i]))
    return True


@effect(m.DoubleCounters)
def _double(game, res, e: m.DoubleCounters, offset) -> bool:
    """Rule 701.10e: a permanent is given as many counters of a kind as it already has (put on
    it, 122.1, through the replacement effects that modify counters being put, 614.1)."""
    for oid in resolve_ref(game, res, e.what, offset):
        if oid >= 0 and oid in game.objects and game.objects[oid].zone is Zone.BATTLEFIELD:
            have = dict(game.objects[oid].counters)
            for kind, n in have.items():
                if n > 0 and (e.kind is None or kind == e.kind):
                    replacement.happen(game, CountersEvent(oid, kind, n))
    return True


@effect(m.GetPoison)
def _get_poison(game, res, e: m.GetPoison, offset) -> bool:
    """"Target player gets a poison counter" (122.1f); ten or more lose the game (704.5c)."""
    n = amount(game, res, e.count, offset)
    for ref in resolve_ref(game, res, e.who, offset):
        if ref < 0 and n > 0:
            p = game.players[-1 - ref]
            p.poison += n
            game.event("122.1f", f"player {seat_name(p.index)} gets {n} poison counter"
                                 f"{'s' if n != 1 else ''} ({p.poison} poison)")
            game.sba_due = True
    return True


# --- proliferate (701.34) ---------------------------------------------------------------------

def _player_counters(p) -> list[tuple[str, int]]:
    return [(kind, getattr(p, kind)) for kind in PLAYER_COUNTERS if getattr(p, kind) > 0]


def _candidates(game, chosen: tuple) -> list[int]:
    """Permanents and players (as player refs) that have a counter and aren't chosen yet."""
    out = [oid for oid in game.battlefield if game.objects[oid].counters
           and any(n > 0 for n in game.objects[oid].counters.values()) and oid not in chosen]
    out += [player_ref(p.index) for p in game.players
            if not p.lost and _player_counters(p) and player_ref(p.index) not in chosen]
    return out


def _label(game, who: int) -> str:
    return f"player {seat_name(-1 - who)}" if who < 0 else game.name(who)


@effect(m.Proliferate)
def _proliferate(game, res, e: m.Proliferate, offset) -> bool:
    """Rule 701.34a: the controller chooses, one at a time, any number of the permanents and
    players that have a counter (or no more)."""
    return _ask(game, res.item.controller, ())


def _ask(game, player: int, chosen: tuple) -> bool:
    """Ask for the next choice; if none is left, give the counters (True: done)."""
    if not _candidates(game, chosen):
        _give(game, player, chosen)
        return True
    names = ", ".join(_label(game, w) for w in chosen) or "none yet"
    game.ask("proliferate", player, f"proliferate: choose a permanent or player with counters "
                                    f"(chosen: {names}; no: choose no more)", (chosen,))
    return False


def _legal(game, decision) -> list:
    chosen = decision.data[0]
    return [ChooseObject(w, _label(game, w)) for w in _candidates(game, chosen)] + [ChooseYesNo(False)]


def _perform(game, decision, action) -> None:
    res = game.resolving
    chosen = decision.data[0]
    if isinstance(action, ChooseObject):
        chosen = chosen + (action.object,)
        if not _ask(game, decision.player, chosen):
            return
    else:
        _give(game, decision.player, chosen)
    e, offset = res.queue.pop(0)
    if e.times > 1:  # "proliferate twice": the second is a new choice (701.34a)
        res.queue.insert(0, (m.Proliferate(e.times - 1), offset))


def _give(game, player: int, chosen: tuple) -> None:
    """Each chosen permanent or player gets one more counter of each kind it has (701.34a)."""
    game.event("701.34a", f"player {seat_name(player)} proliferates"
                          + (": " + ", ".join(_label(game, w) for w in chosen) if chosen else ", choosing nothing"))
    for who in chosen:
        if who < 0:
            p = game.players[-1 - who]
            for kind, n in _player_counters(p):
                setattr(p, kind, n + 1)
                game.event("701.34a", f"player {p.name} gets another {kind.rstrip('s')} counter "
                                      f"({n + 1})")
            game.sba_due = True  # ten poison counters (704.5c)
        elif who in game.objects and game.objects[who].zone is Zone.BATTLEFIELD:
            for kind, n in list(game.objects[who].counters.items()):
                if n > 0:
                    replacement.happen(game, CountersEvent(who, kind, 1, "701.34a"))


handler("proliferate", _legal, _perform)


@effect(m.PutCountersOfSource)
def _put_counters_of_source(game, res, e: m.PutCountersOfSource, offset) -> bool:
    """The source's counters are moved to the object ``what`` names (removed from the source,
    then put on it, 122.1); once the source has left the battlefield, the same number of each
    kind of counter it had as it last existed is put on it (122.8)."""
    source = res.item.source
    here = source in game.battlefield
    had = game.objects[source].counters.items() if here else res.item.source_counters
    counters = [(kind, n) for kind, n in had if n > 0 and (not e.kind or kind == e.kind)]
    if here:
        counters = [(kind, remove_counters(game, source, kind, n)) for kind, n in counters]
    for oid in resolve_ref(game, res, e.what, offset):
        if oid >= 0 and oid in game.objects and game.objects[oid].zone is Zone.BATTLEFIELD:
            for kind, n in counters:
                replacement.happen(game, CountersEvent(oid, kind, n, "122.8"))
    return True
