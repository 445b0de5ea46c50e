"""Start your engines! (rule 702.179).

702.179a: a static ability: a player who controls a permanent with it and has no speed gets
speed 1, a state-based action (704.5z). Speed, its inherent triggered ability (702.179d) and
max speed (702.179e) are ``engine/effectlib/speed.py``; "Max speed — [ability]" lines are read
by the compiler (``cards/limited_abilities.max_speed``).
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class StartYourEngines(Keyword):
    name = "start your engines!"
    rule = "702.179"

    def label(self, inst):
        return "Start your engines!"

    def meaning(self, inst):
        return ("if you have no speed, it starts at 1; it increases by 1 once each of your turns "
                "when an opponent loses life, to at most 4 (max speed)")


register(StartYourEngines())
