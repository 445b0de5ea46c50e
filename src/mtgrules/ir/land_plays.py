"""The card model of additional land plays (rule 305.2: continuous effects may increase the
number of lands a player can play in a turn)."""
from __future__ import annotations

from mtgrules.ir.conditions import Amount
from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class AdditionalLandPlays:
    """A static ability: "You may play an additional land on each of your turns." (``count``
    more lands each turn for its controller), or with ``each_player`` "Each player may play an
    additional land on each of their turns." (305.2); ``count`` None: "You may play any number of
    lands on each of your turns." (no limit, 305.2)."""

    count: int | None
    each_player: bool = False
    text: str = ""


@record
class PlayAdditionalLands(Effect):
    """"You may play an additional land this turn.", "... up to three additional lands this
    turn" (305.2): ``who`` may play ``count`` more lands this turn."""

    who: Ref
    count: Amount
