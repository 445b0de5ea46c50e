"""Static abilities changing how other permanents enter the battlefield (rules 614.1c, 614.12):
"Creatures your opponents control enter tapped.", "Artifacts and lands enter tapped." The
permanent is looked at as it would exist on the battlefield (614.12); the ability doesn't apply
to its own permanent entering (it functions only once that permanent is on the battlefield)."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine import replacement
from mtgrules.engine.game_events import EnterEvent
from mtgrules.engine.targets import permanent_matches


def _applies(game, eff: m.OthersEnterTapped, e: EnterEvent, holder) -> bool:
    return e.oid != holder and permanent_matches(game, e.oid, eff.what, game.controller(holder), holder)


@replacement.applier(m.OthersEnterTapped, EnterEvent, applies=_applies, commutes=True)
def _others_enter_tapped(game, eff: m.OthersEnterTapped, e: EnterEvent, holder):
    game.event("614.1c", f"{game.name(e.oid)} enters tapped ({game.chars(holder).name})")
    return dataclasses.replace(e, tapped=True)
