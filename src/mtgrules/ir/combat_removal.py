"""Removing a permanent from combat (rule 506.4: "untap it and remove it from combat")."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class RemoveFromCombat(Effect):
    """Rule 506.4: ``what`` stops being an attacking or blocking creature; a creature it
    blocked stays blocked (509.1h), one it was blocked by stays a blocking creature."""

    what: Ref
