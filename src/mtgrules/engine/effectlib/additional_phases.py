"""Additional combat and main phases (rule 500.8): ``engine/additional_phases.py``."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import additional_phases
from mtgrules.engine.effects import effect


@effect(m.AdditionalCombat)
def _additional_combat(game, res, e: m.AdditionalCombat, offset) -> bool:
    if e.main_only and not game.step.is_main:  # "after this main phase": there is none now
        game.event("500.8", "no phase is added: it isn't a main phase")
        return True
    if additional_phases.add_combat(game, e.then_main):
        game.event("500.8", "after this phase, there is an additional combat phase"
                   + (" followed by an additional main phase" if e.then_main else ""))
    return True
