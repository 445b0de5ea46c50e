"""The card model of objects each player chooses as an effect resolves (rules 101.4, 608.2d):
"each player chooses a creature controlled by the player to their left", then named per player
as "the creature they chose": "Each player creates a token that's a copy of the creature they
chose, except it has menace."."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.filters import Filter
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class EachChooses(Effect):
    """Each player ``who`` names chooses a permanent matching ``filter`` controlled by
    ``controlled_by``: 'self' ("they control") or 'left' ("the player to their left": the next
    player seated to their left still in the game, the next in the default turn order, 101.4),
    in APNAP order, each knowing the earlier choices (101.4); a player with no such permanent
    chooses none. The choices are kept on the resolution, named by ``ChosenByThem``."""

    who: Ref
    filter: Filter
    controlled_by: str = "self"


@record
class ChosenByThem:
    """A reference: "the creature they chose", the permanent each player chose by ``EachChooses``
    (each player's own, where the effect is done by each player)."""
