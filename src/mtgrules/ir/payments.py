"""Payments an effect asks for as it resolves (rules 118.12, 119.4): life, beside the mana of
``PayMana`` and the energy of ``PayEnergy``."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class PayLife(Effect):
    """"Unless you pay 2 life", "you may pay 1 life" (119.4, 118.12): ``who`` (the controller if
    None) pays ``count`` life; only a player whose life total is at least that can (119.4)."""

    count: int
    who: Ref | None = None

