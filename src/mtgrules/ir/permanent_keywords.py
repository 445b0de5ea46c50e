"""The card model of keyword abilities of permanents that the rules define as a replacement
or static effect of their own, not as ordinary oracle text (rule 702)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class UmbraArmor:
    """Rule 702.89a: "If enchanted permanent would be destroyed, instead remove all damage
    marked on it and destroy this Aura." A replacement effect of a static ability of an
    Aura (614.1a)."""

    text: str = ""


@record
class IfAnother(Effect):
    """"If that's another creature, ..." (backup, 702.165a): ``effects`` happen only if ``what``
    is an object other than the source of the ability as it resolves (608.2c)."""

    what: Ref
    effects: tuple
    text: str = ""
