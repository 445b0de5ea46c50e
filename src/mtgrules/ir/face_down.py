"""Keyword actions that put cards onto the battlefield face down (rule 708): manifest (701.40),
manifest dread (701.62) and cloak (701.58)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class Manifest(Effect):
    """Rule 701.40a: ``who`` manifests the top card of their library (puts it onto the
    battlefield face down as a 2/2 creature); ``dread`` (701.62a): looks at the top two cards,
    manifests one of them and puts the other into their graveyard; ``cloak`` (701.58a): as a
    2/2 creature with ward {2}."""

    who: Ref
    dread: bool = False
    cloak: bool = False
