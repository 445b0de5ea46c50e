"""Dethrone (rule 702.105).

702.105a: "Dethrone" means "Whenever this creature attacks the player with the most life or tied
for most life, put a +1/+1 counter on this creature" — the triggered ability this keyword stands
for (``expand``), on the event 'attacks_most_life', derived from 'attacks': the player it
attacks (506.2; not a planeswalker or battle) has, as it is declared an attacker, at least as
much life as every other player still in the game (800.4a). 702.105b: each instance triggers
separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import triggers
from mtgrules.engine.keyword_rules import Keyword, register

EVENT = "attacks_most_life"


def _attacks_most_life(game, source, controller, data) -> bool:
    if data[0] != source or game.combat is None:
        return False
    defender = game.combat.attackers.get(source)
    if defender is None or defender >= 0:
        return False
    most = max(p.life for p in game.players if not p.lost)
    return game.players[-1 - defender].life == most


triggers.derived(EVENT, "attacks", _attacks_most_life)


class Dethrone(Keyword):
    name = "dethrone"
    rule = "702.105"

    def meaning(self, inst):
        return ("whenever this creature attacks the player with the most life or tied for most "
                "life, put a +1/+1 counter on this creature")

    def expand(self, inst):
        mode = m.Mode((), (m.PutCounters(m.This(), "+1/+1", 1),), "put a +1/+1 counter on this creature")
        return (m.TriggeredAbility(EVENT, mode, "Dethrone (702.105a)"),)


register(Dethrone())
