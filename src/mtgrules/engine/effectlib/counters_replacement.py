"""Replacement effects of static abilities on counters being put (rule 614.1a): "If one or more
+1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put
on it instead." (Hardened Scales), "... twice that many ... instead" (Corpsejack Menace). They
apply to counters put by an effect (``CountersEvent``) and to those a permanent enters with
(``EnterEvent``, 614.1c: once its own "enters with" effects have given it some); when several
apply, the affected permanent's controller orders them (616.1)."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine import replacement
from mtgrules.engine.game_events import CountersEvent, EnterEvent
from mtgrules.engine.targets import permanent_matches


def _on(game, eff: m.CountersReplaced, oid: int, holder: int) -> bool:
    return oid in game.objects and permanent_matches(game, oid, eff.filter, game.controller(holder),
                                                     holder)


def _kind_fits(eff: m.CountersReplaced, kind: str) -> bool:
    return eff.kind is None or kind == eff.kind


def _put_applies(game, eff: m.CountersReplaced, e: CountersEvent, holder) -> bool:
    return e.count > 0 and _kind_fits(eff, e.kind) and _on(game, eff, e.oid, holder)


def _enter_applies(game, entering: m.EnteringCountersReplaced, e: EnterEvent, holder) -> bool:
    eff = entering.of
    return any(n > 0 and _kind_fits(eff, kind) for kind, n in e.counters) \
        and _on(game, eff, e.oid, holder)


def _modified(game, eff: m.CountersReplaced, oid: int, kind: str, count: int, holder) -> int:
    now = count * eff.factor + eff.plus
    game.event("614.1a", f"{now} {kind} counters are put on {game.name(oid)} instead of {count} "
                         f"({game.chars(holder).name})")
    return now


@replacement.applier(m.CountersReplaced, CountersEvent, applies=_put_applies)
def _counters_replaced(game, eff: m.CountersReplaced, e: CountersEvent, holder):
    return dataclasses.replace(e, count=_modified(game, eff, e.oid, e.kind, e.count, holder))


@replacement.applier(m.EnteringCountersReplaced, EnterEvent, applies=_enter_applies)
def _entering_counters_replaced(game, entering: m.EnteringCountersReplaced, e: EnterEvent, holder):
    eff = entering.of
    counters = tuple((kind, _modified(game, eff, e.oid, kind, n, holder)
                      if n > 0 and _kind_fits(eff, kind) else n) for kind, n in e.counters)
    return dataclasses.replace(e, counters=counters)
