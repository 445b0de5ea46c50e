"""Trigger events of objects put into a graveyard (rules 700.4, 603.6c, 603.10a, 404.2).

"Whenever a nontoken creature is put into your graveyard from the battlefield" is a
leaves-the-battlefield ability (603.6c): it looks back in time (603.10a), the permanent judged
as it last existed, tokens included (a token goes to the graveyard before it ceases to exist,
111.7). A card always goes to its owner's graveyard (404.2), so "your graveyard" / "an
opponent's graveyard" name the owner, relative to the source's controller. These are events
derived from 'leaves' (data: the object, the zone it went to, its owner's seat, its owner).

"... from anywhere" is never a leaves-the-battlefield ability, even for a permanent (603.6c):
it is judged after the event, the card in the graveyard; so are "from your library" and "from
your hand". These are derived from 'to_graveyard' (data: the card there, its owner's seat, the
zone it came from, its owner). A card's own "When this card is put into a graveyard from
anywhere" / "... into your graveyard from your library" triggers from the graveyard it is in
then (113.6k): :func:`own_arrival`.
"""
from __future__ import annotations

from mtgrules.engine.objects import Zone
from mtgrules.engine.triggers import WITH_SUBJECT, derived
from mtgrules.engine.zone_abilities import trigger_own
from mtgrules.ir import TriggeredAbility

_GRAVEYARD = int(Zone.GRAVEYARD)
# the events of a card put into a graveyard from elsewhere (``cards/grammar/triggers``), by
# the zones each accepts
_ORIGINS = {"anywhere": None, "library": (int(Zone.LIBRARY),), "hand": (int(Zone.HAND),)}
_OWN_PREFIX = "self_to_graveyard_from_"


def _owned_by(whose: str):
    def test(game, source, controller, data) -> bool:
        return data[1] == _GRAVEYARD and (whose == "any" or (data[2] == controller) == (whose == "you"))
    return test


for _whose, _event in (("any", "to_graveyard_from_battlefield"), ("you", "to_your_graveyard_from_battlefield"),
                       ("opponent", "to_opponents_graveyard_from_battlefield")):
    derived(_event, "leaves", _owned_by(_whose))
    WITH_SUBJECT.add(_event)


def _self_to_your_graveyard(game, source, controller, data) -> bool:
    """"When this creature is put into your graveyard from the battlefield": its owner
    controlled it as it left (404.2; ``controller`` is its controller as it last existed)."""
    return data[0] == source and data[1] == _GRAVEYARD and data[2] == controller


derived("put_into_your_graveyard", "leaves", _self_to_your_graveyard)


def _came_from(origins):
    def test(game, source, controller, data) -> bool:
        return origins is None or data[2] in origins
    return test


for _origin, _zones in _ORIGINS.items():
    if _origin != "library":  # "to_graveyard_from_library" is registered with 'to_graveyard'
        derived(f"to_graveyard_from_{_origin}", "to_graveyard", _came_from(_zones))
        WITH_SUBJECT.add(f"to_graveyard_from_{_origin}")


def own_arrival(game, oid: int, came_from: Zone, data: tuple) -> None:
    """Rules 603.6c, 113.6k: the card ``oid``, just put into its owner's graveyard from
    ``came_from``, and its own abilities "When this card is put into a graveyard from anywhere"
    / "... into your graveyard from your library" (which trigger from there, controlled by its
    owner, 108.4a)."""
    obj = game.objects[oid]
    events = {a.event for a in obj.card.abilities
              if type(a) is TriggeredAbility and a.event.startswith(_OWN_PREFIX)}
    for event in events:
        zones = _ORIGINS[event[len(_OWN_PREFIX):]]
        if zones is None or int(came_from) in zones:
            trigger_own(game, oid, event, data, obj.owner)
