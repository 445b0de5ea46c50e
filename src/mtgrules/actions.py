"""The actions a player gives to ``Game.apply`` (decisions are data): ``Mulligan``,
``PassPriority``, ``PlayLand``, ``CastSpell``, ``ActivateAbility``, ``ChooseTarget``, ... — every
member of the union ``Action``. They are defined, each with its rule, in
:mod:`mtgrules.engine.actions`; this module is their public name. ``offered_as(action, legal)``
finds the offered action that one built from ids describes (every field counts for equality)."""
from __future__ import annotations

from typing import get_args

from mtgrules.engine.actions import Action, offered_as

# every action class under its own name, as listed in the union (one place to add a new one)
globals().update({kind.__name__: kind for kind in get_args(Action)})
__all__ = ["Action", "offered_as", *(kind.__name__ for kind in get_args(Action))]
