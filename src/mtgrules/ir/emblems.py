"""Emblems (rule 114) in the card model: what an emblem is, and the effect that makes one."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class EmblemSpec:
    """An emblem (114.1): the abilities the effect that creates it defines, and no other
    characteristic (114.3: no types, no mana cost, no color, usually no name). ``origin`` is
    the name of the card whose effect made it, for the log; ``text`` its abilities as written;
    ``timestamp`` the one it received as it was put into the command zone (613.7d), which its
    static abilities' effects have (613.7a)."""

    origin: str
    abilities: tuple
    text: str
    timestamp: int


@record
class GetEmblem(Effect):
    """"[Player] gets an emblem with [ability]" (114.2): each player ``who`` names puts an
    emblem with ``abilities`` into the command zone, owned and controlled by that player;
    ``text``: the abilities as written."""

    who: Ref
    abilities: tuple
    text: str
