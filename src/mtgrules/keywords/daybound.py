"""Daybound (rule 702.145), on the front faces of some double-faced cards.

702.145b: daybound stands for three static abilities: "If it is night and this permanent is
represented by a double-faced card, it enters transformed" (``enters_transformed``), "As it
becomes night, if this permanent is front face up, transform it" and "This permanent can't
transform except due to its daybound ability" (``transform_restriction``). 702.145c: a front
face up daybound permanent is transformed at once whenever it's night, not as a state-based
action; 702.145d: while it's neither day nor night, a permanent with daybound makes it day
(``day_night_check``, asked as it becomes day or night and as the permanent enters). The
day/night designation itself and the untap step's check are rule 730 (``engine/day_night.py``).
"""
from __future__ import annotations

from mtgrules.engine import day_night
from mtgrules.engine.faces import transform
from mtgrules.engine.keyword_rules import Keyword, register


class Daybound(Keyword):
    name = "daybound"
    rule = "702.145"
    subrules = {"transform_restriction": "702.145b", "enters_transformed": "702.145b"}

    def transform_restriction(self, game, oid: int, by: str | None, inst):
        if by == self.name:
            return None
        return "702.145b", "daybound: it can't transform except due to its daybound ability"

    def enters_transformed(self, game, card, inst) -> bool:
        return game.day_night == day_night.NIGHT

    def day_night_check(self, game, oid: int, inst) -> None:
        if game.day_night is None:
            day_night.become(game, day_night.DAY, "702.145d")
        elif game.day_night == day_night.NIGHT and not game.objects[oid].transformed:
            game.event("702.145c", f"it is night: {game.name(oid)} (daybound) transforms")
            transform(game, oid, by=self.name)


register(Daybound())
