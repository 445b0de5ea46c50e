"""Creatures put onto the battlefield attacking (rule 508.4): "create a 1/1 red Goblin creature
token that's tapped and attacking", "return it to the battlefield tapped and attacking"."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class Attacking(Effect):
    """Rule 508.4: ``what``, just put onto the battlefield by the same instruction, is
    attacking: its controller chooses which defending player or planeswalker a defending player
    controls it attacks. It never "attacked" (no attack trigger, 508.4), and isn't affected by
    requirements or restrictions on declaring attackers (508.4c). A noncreature permanent, or
    one controlled by a player other than the attacking player, or one put onto the battlefield
    outside combat, enters but isn't attacking (506.3a-b)."""

    what: Ref
    player: Ref | None = None  # "attacking that player or a planeswalker they control"
    planeswalkers: bool = True  # False: "attacking that player" (not their planeswalkers)


@record
class MyriadCopies(Effect):
    """Myriad's effect (702.116a): "for each opponent other than defending player, you may
    create a token that's a copy of this creature that's tapped and attacking that player or a
    planeswalker they control. If one or more tokens are created this way, exile the tokens at
    end of combat." Each opponent in APNAP order (101.4)."""
