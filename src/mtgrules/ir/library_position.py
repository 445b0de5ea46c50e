"""An object put into its owner's library at a position a player chooses (rule 401)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class PutTopOrBottom(Effect):
    """"Target creature's owner puts it on their choice of the top or bottom of their library",
    "Put target card from a graveyard on your choice of the top or bottom of its owner's
    library": ``what`` (a permanent, or a card in a graveyard) becomes a new object in its
    owner's library (400.7), on top or at the bottom as its owner chooses (``by_owner``) or
    else the spell's or ability's controller (608.2d)."""

    what: Ref
    by_owner: bool = True
