"""Counters with rules of their own on permanents (rule 122.1b-c).

Keyword counters (122.1b) give the permanent their keyword in layer 6 (613.1f), each kind of
counter applied at its own timestamp (613.7c): the last time a counter of that kind was put on
the permanent, or the permanent's own timestamp for counters it entered with. So "loses all
abilities" removes the flying of a flying counter put on before it, not of one put on after.

Shield counters (122.1c) create a single replacement effect, "If this permanent would be
destroyed as the result of an effect, instead remove a shield counter from it", and a single
prevention effect, "If damage would be dealt to this permanent, prevent that damage and remove
a shield counter from it", offered to the replacement pipeline (``engine/replacement.py``)
through ``engine/hooks.py``.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.game_events import DamageEvent, ZoneChange
from mtgrules.engine.objects import Permanent

_KEYWORD_CHANGES = {kind: m.Change(keywords=(m.KeywordInstance(kind),))
                    for kind in m.KEYWORD_COUNTERS}


def stamp(perm: Permanent, kind: str, timestamp_of) -> None:
    """Rule 613.7c: a counter put on ``perm`` gets a timestamp, and so do the counters of its
    kind already there; kept for keyword counters only (``timestamp_of()`` makes one)."""
    if kind in _KEYWORD_CHANGES:
        times = tuple(pair for pair in perm.counter_times if pair[0] != kind)
        perm.counter_times = times + ((kind, timestamp_of()),)


def has_keyword_counters(perm: Permanent) -> bool:
    counters = perm.counters
    return bool(counters) and not m.KEYWORD_COUNTERS.isdisjoint(counters)


def keyword_changes(perm: Permanent) -> list[tuple[int, m.Change]]:
    """Rules 122.1b, 613.1f: (timestamp, change) for each kind of keyword counter on ``perm``,
    giving it that keyword."""
    times = dict(perm.counter_times)
    return [(times.get(kind, perm.timestamp), _KEYWORD_CHANGES[kind])
            for kind in perm.counters if kind in _KEYWORD_CHANGES]


def _shielded(game, oid: int) -> bool:
    perm = game.objects.get(oid)
    return type(perm) is Permanent and perm.counters.get(m.SHIELD, 0) > 0


def _destroyed_by_effect(event: ZoneChange) -> bool:
    """Rule 122.1c: destroyed as the result of an effect, not by a state-based action (704)."""
    return event.destroyed and not event.rule.startswith("704")


def may_shield(game, event) -> bool:
    """Whether a shield counter might apply to ``event`` (a quick test)."""
    kind = type(event)
    if kind is ZoneChange:
        return _destroyed_by_effect(event) and _shielded(game, event.oid)
    if kind is DamageEvent:
        return event.recipient >= 0 and _shielded(game, event.recipient)
    return False


def shield_candidates(game, event) -> list:
    """Rule 122.1c: the replacement or prevention effect of the shield counters on the
    permanent ``event`` would destroy or deal damage to, as (key, source, name, optional,
    apply) for ``hooks.replacement_candidates``; the key is the same for both effects, which
    are one effect for 614.5."""
    if not may_shield(game, event):
        return []
    if type(event) is ZoneChange:
        oid, apply = event.oid, _instead_of_destruction
    else:
        from mtgrules.engine.effectlib.prevention import preventable
        if not preventable(game, event):  # 615.12
            return []
        oid, apply = event.recipient, _prevent_damage
    return [(("shield counter", oid), oid, f"the shield counter on {game.name(oid)}", False, apply)]


def _remove_shield(game, oid: int) -> None:
    from mtgrules.engine.abilities import remove_counters
    remove_counters(game, oid, m.SHIELD, 1)


def _instead_of_destruction(game, event: ZoneChange):
    game.event("122.1c", f"{game.name(event.oid)} would be destroyed: a shield counter is "
                         "removed from it instead")
    _remove_shield(game, event.oid)
    return None


def _prevent_damage(game, event: DamageEvent):
    game.event("122.1c", f"{event.amount} damage from {event.source.name} to "
                         f"{game.name(event.recipient)} is prevented by a shield counter")
    _remove_shield(game, event.recipient)
    return None
