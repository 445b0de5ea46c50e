"""References (rule 608.2): who or what an effect acts on, resolved when the effect happens
against the spell or ability's context: its source, controller, chosen targets and event."""
from __future__ import annotations

from mtgrules.records import record


# --- references -------------------------------------------------------------------------------

@record
class This:
    """The object the ability is printed on ("this creature", CARDNAME; rule 201.5)."""


@record
class AttachedTo:
    """What the source is attached to: "enchanted creature", "enchanted player", "equipped
    creature" (rules 303.4m, 301.5f, 702.5d); nothing if the source is attached to nothing."""


@record
class You:
    """The controller of the spell or ability (rule 109.5)."""


@record
class TargetRef:
    """The object or player chosen for the ``index``-th target of the ability (rule 115), and
    for the ``count`` - 1 after it when one word "target" names several ("up to two target
    creatures"; those left unchosen name nothing)."""

    index: int
    count: int = 1


@record
class ControllerOf:
    """The controller (or, for a card, owner) of what ``ref`` names ("its controller")."""

    ref: "Ref"


@record
class DefendingPlayer:
    """The defending player of the source, an attacking creature (rule 506.2): "defending
    player loses 2 life"; no one if the source isn't attacking."""


@record
class EachOpponent:
    """Each opponent of the controller (rule 102.2)."""


@record
class EventObject:
    """The object named at position ``index`` of the data of the event that triggered the
    ability: "that spell or ability" (ward, 702.21a), "the blocking creature" (flanking,
    702.25a). See ``engine/triggers.py`` for each event's data."""

    index: int


@record
class EachPlayer:
    """Each player, in APNAP order (rule 101.4)."""


@record
class EachPermanent:
    """Every permanent matching ``filter`` as the effect begins ("all creatures", "each other
    creature", "creatures you control"): the set is locked in then (rule 611.2c). "Other" is
    relative to the spell or ability's source, and "you" / "an opponent" to ``player``: the
    player that reference names ("creatures target player controls", "that player controls",
    "its controller controls"), or the spell or ability's controller when None."""

    filter: "Filter"
    player: "Ref | None" = None


@record
class Moved:
    """The new object that what ``what`` names became when an earlier part of the same effect
    moved it to a public zone: "exile target creature, then return that card to the
    battlefield" (rule 400.7j). Names nothing if it went to a hidden zone or ceased to exist."""

    what: "Ref"


@record
class EachTarget:
    """Every object and player chosen as a target of the mode ("each of them", after "choose
    any target, then choose another target for each time this spell was kicked")."""


@record
class Recipient:
    """"That player" in the amount of damage dealt to each of several players ("deals damage
    to each opponent equal to the number of cards in that player's hand", 608.2h): the player
    being dealt that damage, each one's amount determined before any is dealt."""


Ref = (This | AttachedTo | You | TargetRef | ControllerOf | DefendingPlayer | EachOpponent | EventObject | EachPlayer | EachPermanent | Moved
       | EachTarget)
