"""Toxic (rule 702.164).

702.164a: "Toxic N" is a static ability. 702.164b: a creature's total toxic value is the sum of
the N of all its toxic abilities. 702.164c: combat damage dealt to a player by a creature with
toxic causes its controller to give that player poison counters equal to the total toxic value,
in addition to the damage's other results (120.3g); ten poison counters lose the game (704.5c).
Noncombat damage gives none. Hook ``on_damage``: each instance adds its N.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Toxic(Keyword):
    name = "toxic"
    rule = "702.164"
    numbered = True

    def on_damage(self, game, src, recipient: int, amount: int, combat: bool, inst) -> None:
        if not combat or recipient >= 0 or amount <= 0:
            return
        n = int(inst.param)
        p = game.players[-1 - recipient]
        p.poison += n
        game.changed()  # rule 704.5c; conditions on poison counters (611.3a)
        game.event("702.164c", f"{src.name} gives player {p.name} {n} poison "
                               f"counter{'s' if n != 1 else ''} (toxic {n}; {p.poison} poison)")


register(Toxic())
