"""Dredge (rule 702.52).

702.52a: "Dredge N" functions only while the card is in its owner's graveyard: "As long as you
have at least N cards in your library, if you would draw a card, you may mill N cards instead.
If you do, return this card from your graveyard to your hand." A replacement effect on a draw
(614.11), optional, so the player may also draw normally; with several dredge cards in the
graveyard the player chooses which one replaces the draw (616.1). 702.52b: a player with fewer
than N cards in their library can't dredge. Extension point ``replace_draw``
(``engine/hooks.py``, ``engine/replacement.py``).
"""
from __future__ import annotations

from mtgrules.engine.game_events import ZoneChange
from mtgrules.engine.objects import Zone
from mtgrules.engine.keyword_rules import Keyword, register


class Dredge(Keyword):
    name = "dredge"
    rule = "702.52"
    numbered = True

    def replace_draw(self, game, oid: int, event, inst):
        """The replacement of ``event`` (a draw of the card's owner) by dredging card ``oid``,
        as ``apply(game, event)``, or None if the library is too small (702.52b)."""
        n = int(inst.param)
        if len(game.players[event.player].library) < n:
            return None

        def apply(game, event):
            p = game.players[event.player]
            milled = tuple(ZoneChange(o, int(Zone.GRAVEYARD)) for o in p.library[:n])
            game.event("702.52a", f"player {p.name} dredges {game.name(oid)} instead of drawing: "
                                  f"mills {n} card{'s' if n != 1 else ''} and returns it to their hand")
            return milled + (ZoneChange(oid, int(Zone.HAND)),)
        return apply


register(Dredge())
