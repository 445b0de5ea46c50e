"""Static abilities that change how other permanents enter the battlefield (rules 614.1c,
614.12): "Each other Warrior creature you control enters with an additional +1/+1 counter on
it.", "Creatures your opponents control enter tapped.", "Artifacts and lands enter tapped." The
entering permanent is looked at as it would exist on the battlefield (614.12); the ability
doesn't apply to its own permanent entering (it functions only once that permanent is on the
battlefield). Counters join those it enters with, so "if one or more +1/+1 counters would be
put on" effects see them too (122.6)."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine import replacement
from mtgrules.engine.effectlib.counters import entering_count
from mtgrules.engine.game_events import EnterEvent
from mtgrules.engine.targets import permanent_matches


def _applies_with(game, eff: m.OthersEnterWith, e: EnterEvent, holder) -> bool:
    """Rule 614.12: not from the entering permanent itself (its ability affects a general
    subset), only while the holder is on the battlefield, to a permanent it describes."""
    return e.oid != holder and e.oid in game.objects \
        and permanent_matches(game, e.oid, eff.filter, game.controller(holder), holder)


@replacement.applier(m.OthersEnterWith, EnterEvent, applies=_applies_with, commutes=True)
def _others_enter_with(game, eff: m.OthersEnterWith, e: EnterEvent, holder):
    count = eff.count if type(eff.count) is int else entering_count(game, holder, eff.count)
    if count <= 0:
        return e
    game.event("614.1c", f"{game.name(e.oid)} enters with {count} additional {eff.kind} "
                         f"counter{'s' if count != 1 else ''} ({game.chars(holder).name})")
    return dataclasses.replace(e, counters=e.counters + ((eff.kind, count),))


def _applies_tapped(game, eff: m.OthersEnterTapped, e: EnterEvent, holder) -> bool:
    return e.oid != holder and permanent_matches(game, e.oid, eff.what, game.controller(holder), holder)


@replacement.applier(m.OthersEnterTapped, EnterEvent, applies=_applies_tapped, commutes=True)
def _others_enter_tapped(game, eff: m.OthersEnterTapped, e: EnterEvent, holder):
    game.event("614.1c", f"{game.name(e.oid)} enters tapped ({game.chars(holder).name})")
    return dataclasses.replace(e, tapped=True)
