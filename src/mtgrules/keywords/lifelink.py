"""Lifelink (rule 702.15).

702.15b: damage dealt by a source with lifelink causes its controller (or owner, if it has no
controller) to gain that much life, as the damage is dealt (so in a combat damage step, along
with all the other combat damage, before state-based actions are checked). 702.15c-d: last known
information and any zone (the engine's ``DamageSource``). 702.15e: each source gains life
separately. 702.15f: several instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Lifelink(Keyword):
    name = "lifelink"
    rule = "702.15"

    def on_damage(self, game, src, recipient: int, amount: int, combat: bool, inst) -> None:
        if amount > 0:
            game.gain_life(src.controller, amount, "702.15b")


register(Lifelink())
