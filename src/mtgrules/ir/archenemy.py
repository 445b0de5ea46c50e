"""The Archenemy casual variant (rule 904): the keyword action abandon (701.33)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.records import record


@record
class Abandon(Effect):
    """"Abandon this scheme" (701.33b): its source, a face-up ongoing scheme (701.33a), is
    turned face down and put on the bottom of its owner's scheme deck."""


@record
class SetInMotion(Effect):
    """"Set that scheme in motion again" (701.32b): the scheme ``what`` names is moved off the
    top of its owner's scheme deck if it is there and turned face up if it isn't, and is set in
    motion ("when you set this scheme in motion" abilities trigger) even if neither happens."""

    what: object


@record
class OtherOpponents:
    """"Each of your other opponents" (102.2): each opponent of the controller but the player
    ``excluded`` names (the one who chose, in "target opponent chooses self or others")."""

    excluded: object


@record
class SelfOrOthers(Effect):
    """"Target opponent chooses self or others. If that player chooses self, <self_effects>. If
    the player chooses others, <others>." (608.2d): the player ``chooser`` names chooses as it
    resolves, and only the effects of that choice happen."""

    chooser: object
    self_effects: tuple
    others: tuple
