"""Delayed and reflexive triggered abilities (rules 603.7, 603.12) and the one-shot effects
that last "until" an event (610.3), as effects of the spell or ability that creates them."""
from __future__ import annotations

from mtgrules.ir.abilities import Mode
from mtgrules.ir.effects import Effect
from mtgrules.ir.filters import Filter
from mtgrules.records import record

# when a delayed triggered ability triggers (603.7b: once, the next time it happens)
DELAYED_WHEN = {
    "end": "at the beginning of the next end step",
    "upkeep": "at the beginning of the next upkeep",
    "your_upkeep": "at the beginning of your next upkeep",
    "end_of_combat": "at end of combat",  # the beginning of the next end of combat step (511.2)
    "next_cast": "when you next cast such a spell this turn",  # a spell event (601.2i)
    "cleanup": "at the beginning of the next cleanup step",  # it then gets priority (514.3a)
}


@record
class Bound:
    """A reference fixed as a delayed triggered ability is created (603.7c): the particular
    objects (ids) or players (player refs) one of its effects named then. An object that has
    since left its zone is a new object (400.7) and is no longer named."""

    ids: tuple


@record
class Created:
    """The tokens an earlier part of the same effect created ("create a 1/1 token. Sacrifice
    it at the beginning of the next end step"; "that token", "those tokens", 111.1)."""


@record
class ExiledBy:
    """"The exiled card(s)" in an ability linked to the one that exiled them (607.2a): "When
    this enchantment leaves the battlefield, return the exiled card to the battlefield under
    its owner's control." (Oblivion Ring): the cards the abilities of this object exiled that
    are still in exile (a card that left exile is a new object, 400.7)."""


@record
class DelayedTrigger(Effect):
    """Create a delayed triggered ability (603.7a) that triggers once, ``when`` (a key of
    :data:`DELAYED_WHEN`), and then does ``effects``. The objects its effects name are those
    they name as it is created (603.7c): "Exile target creature. Return that card to the
    battlefield under its owner's control at the beginning of the next end step." The
    ability's controller and source are those of the spell or ability creating it (603.7d-e)."""

    when: str
    effects: tuple
    text: str = ""
    # with ``when`` 'next_cast': the spells whose casting by the ability's controller this
    # turn triggers it ("When you next cast an instant or sorcery spell this turn, copy that
    # spell"); its effects' ``EventObject(0)`` is that spell, not fixed as it is created
    spells: Filter | None = None


@record
class Reflexive(Effect):
    """"When you do, ..." after "you may ...": a reflexive triggered ability (603.12) created
    and triggered as that action is taken; it is put on the stack the next time a player would
    receive priority, its own targets (``mode.targets``) chosen then (603.3d)."""

    mode: Mode


@record
class ExileUntilLeaves(Effect):
    """"Exile target creature an opponent controls until this creature leaves the battlefield"
    (610.3): ``what`` is exiled, and returns to the battlefield under its owner's control
    (610.3c) immediately after the source leaves the battlefield; if the source has already
    left by the time it would be exiled, it isn't exiled (610.3a-b)."""

    what: object
