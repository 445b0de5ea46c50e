"""Skipping steps (rules 614.1b, 614.10): "Skip your draw step." (a static ability of a
permanent) and "Target player skips their next draw step." (an effect, 614.10a). Applied by
``engine/effectlib/skip.py``."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.sentences import clause, player_ref


@ability_line(r"skip your (draw) step")
def _skip_your_step(hit, line):
    return (m.StaticAbility(m.SkipStep(hit.group(1), hit.group(0)), hit.group(0)),
            f"replacement effect (614.10): its controller skips each of their {hit.group(1)} steps")


@clause(r"(target player|you) skips? (?:their|your) next (draw) step")
def _skips_next(hit, b):
    return [m.SkipNextStep(player_ref(hit.group(1), b), hit.group(2))]
