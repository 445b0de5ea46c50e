"""Casting "as though it had flash" at a price (Mirage's flash enchantments; rules 307.1, 514.3a,
603.7): "You may cast this spell as though it had flash. If you cast it any time a sorcery
couldn't have been cast, the controller of the permanent it becomes sacrifices it at the
beginning of the next cleanup step." """
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class SacrificedIfFlashed:
    """A static ability of the card: if its spell was cast any time a sorcery couldn't have
    been (307.1: outside a main phase of its caster's turn, or with a nonempty stack), the
    permanent it becomes gets a delayed triggered ability (603.7) making its controller then
    sacrifice it at the beginning of the next cleanup step (514.3a)."""

    text: str = ""


@record
class ControllerSacrifices(Effect):
    """The controller of ``what`` sacrifices it (701.21a): "the controller of the permanent it
    becomes sacrifices it"."""

    what: Ref
