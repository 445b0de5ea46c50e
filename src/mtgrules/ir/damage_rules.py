"""Prevention and replacement effects on damage (rules 609.7, 614.1a, 615): which damage they
look at — who would be dealt it, what would deal it, combat or noncombat — and what they do.
"""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.filters import Filter
from mtgrules.records import record


@record
class DamageParty:
    """One side of a damage event an effect looks at: who would be dealt the damage, or what
    would deal it (its source, 609.7). ``refs``: the players and objects named ("you", "target
    creature", "cardname", "enchanted creature"); ``filter``: the objects described ("creatures
    you control", "attacking creatures", "red sources"), checked as the damage would be dealt
    (615.1: prevention effects aren't locked in ahead of time); ``players``: all players
    ('any') or only the opponents of the effect's controller ('opponent'); ``chosen``: "a
    source of your choice" matching ``filter``, chosen as the effect is created (609.7a)."""

    refs: tuple = ()
    filter: Filter | None = None
    players: str | None = None
    chosen: bool = False


@record
class PreventAll(Effect):
    """"Prevent all [combat | noncombat] damage that would be dealt [to ...] [by ...] this
    turn" (615.1a), "Prevent all damage target creature would deal this turn", and with
    ``next_time`` "The next time a source of your choice would deal damage to you this turn,
    prevent that damage" (615.8: only the next instance). ``to`` / ``by``: None for any;
    ``combat``: True combat damage only, False noncombat only, None both; ``duration``:
    "end_of_turn" (this turn) or "your_next_turn" ("Until your next turn, prevent all damage
    ...", 611.2a)."""

    to: DamageParty | None = None
    by: DamageParty | None = None
    combat: bool | None = None
    next_time: bool = False
    duration: str = "end_of_turn"


@record
class PreventsDamage:
    """A static ability's prevention effect (615.1a, 615.10, 609.7c): "Prevent all damage that
    would be dealt to this creature [by creatures]", "Prevent all combat damage that would be
    dealt by enchanted creature", "If a source would deal damage to you, prevent 1 of that
    damage". ``refs`` in ``to`` / ``by`` are read relative to the ability's source (it, what
    it's attached to, its controller); ``amount``: None for all of the damage, else how much of
    each damage event (615.10)."""

    to: DamageParty | None = None
    by: DamageParty | None = None
    combat: bool | None = None
    amount: int | None = None
    text: str = ""


@record
class DamageReplaced:
    """A static ability's replacement effect on damage (614.1a): "If a source you control would
    deal damage to a permanent or player, it deals double that damage to that permanent or
    player instead", "... it deals that much damage plus 1 ... instead": the damage matching
    ``to``, ``by`` and ``combat`` (as in ``PreventsDamage``) becomes ``factor`` times as much,
    plus ``plus``."""

    to: DamageParty | None = None
    by: DamageParty | None = None
    combat: bool | None = None
    factor: int = 1
    plus: int = 0
    text: str = ""


@record
class DamageCantBePrevented:
    """"Damage can't be prevented." / "Damage that would be dealt by this creature can't be
    prevented." (615.12): prevention effects prevent none of the damage ``by`` deals (None: of
    any source) to ``to`` (None: to anyone), and prevention shields aren't reduced by it."""

    to: DamageParty | None = None
    by: DamageParty | None = None
    combat: bool | None = None
    text: str = ""


@record
class StopPrevention(Effect):
    """"Damage can't be prevented this turn." (615.12), as a resolving spell's effect."""


@record
class DealDividedDamage(Effect):
    """"deals 3 damage divided as you choose among one, two, or three targets" (601.2d):
    ``amount`` damage divided among the targets ``to`` names (one word "target", several
    targets), as announced when the spell was cast or the ability put on the stack, each
    target receiving at least 1; ``source`` as in ``DealDamage``."""

    amount: object
    to: object
    source: object = None


@record
class DamageRedirected:
    """A static ability's redirection effect (614.9): "All damage that would be dealt to you is
    dealt to this creature instead", "... to you and other permanents you control ...": the
    damage matching ``to``, ``by`` and ``combat`` (as in ``PreventsDamage``) is dealt to
    ``into`` instead (the ability's source, or what it is attached to); ``condition``: only
    while it holds ("As long as this creature is untapped, ...", 611.3a)."""

    to: DamageParty | None = None
    by: DamageParty | None = None
    combat: bool | None = None
    into: object = None
    text: str = ""
    condition: object = None


@record
class RedirectNextDamage(Effect):
    """"The next N damage that would be dealt to <to> this turn is dealt to <into> instead.",
    "The next 2 damage that a source of your choice would deal to you and/or permanents you
    control this turn is dealt to any target instead." (a redirection shield, 614.9): of the
    damage matching ``to`` and ``by`` (as in ``PreventAll``; ``by`` None: from any source) this
    turn, the next ``amount`` is dealt to what ``into`` names instead."""

    to: DamageParty
    into: object
    amount: object = 1
    by: DamageParty | None = None


@record
class PreventDividedDamage(Effect):
    """"Prevent the next 5 damage that would be dealt this turn to any number of targets,
    divided as you choose." (601.2d, 615.7): a shield on each target ``to`` names, of the part
    of ``amount`` announced for it as the spell was cast or the ability put on the stack."""

    amount: object
    to: object
