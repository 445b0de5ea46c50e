"""Skipping steps (rules 614.1b, 614.10): "Skip your draw step.", "Players skip their untap
steps." (a static ability of a
permanent; "Target player skips their next draw step", an effect, is read by the grammar,
``grammar/effects.py``). Applied by ``engine/effectlib/skip.py``."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line


@ability_line(r"skip your (draw|untap) step")
def _skip_your_step(hit, line):
    return (m.StaticAbility(m.SkipStep(hit.group(1), hit.group(0)), hit.group(0)),
            f"replacement effect (614.10): its controller skips each of their {hit.group(1)} steps")


@ability_line(r"players skip their (draw|untap) steps")
def _players_skip_steps(hit, line):
    return (m.StaticAbility(m.SkipStep(hit.group(1), hit.group(0), players="each"), hit.group(0)),
            f"replacement effect (614.10): each player skips each of their {hit.group(1)} steps")

