"""Nightbound (rule 702.145), on the back faces of some double-faced cards.

702.145e: nightbound stands for two static abilities: "As it becomes day, if this permanent is
back face up, transform it" and "This permanent can't transform except due to its nightbound
ability" (``transform_restriction``). 702.145f: a back face up nightbound permanent is
transformed at once whenever it's day, not as a state-based action; 702.145g: while it's neither
day nor night and no permanent with daybound is on the battlefield, a permanent with nightbound
makes it night (``day_night_check``, asked as it becomes day or night and as the permanent
enters).
"""
from __future__ import annotations

from mtgrules.engine import day_night
from mtgrules.engine.faces import transform
from mtgrules.engine.keyword_rules import Keyword, register


class Nightbound(Keyword):
    name = "nightbound"
    rule = "702.145"
    subrules = {"transform_restriction": "702.145e"}

    def transform_restriction(self, game, oid: int, by: str | None, inst):
        if by == self.name:
            return None
        return "702.145e", "nightbound: it can't transform except due to its nightbound ability"

    def day_night_check(self, game, oid: int, inst) -> None:
        if game.day_night is None:
            if not any("daybound" in game.chars(other).keyword_names for other in game.battlefield):
                day_night.become(game, day_night.NIGHT, "702.145g")
        elif game.day_night == day_night.DAY and game.objects[oid].transformed:
            game.event("702.145f", f"it is day: {game.name(oid)} (nightbound) transforms")
            transform(game, oid, by=self.name)


register(Nightbound())
