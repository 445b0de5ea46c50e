"""The objects of the command zone (rule 408) whose abilities function there, and the casual
variants' cards kept there all game.

Emblems (114.4), face-up vanguard cards (902.7) and the face-up plane of Planechase (901.7) are
card objects of the command zone; their triggered abilities trigger (``engine/triggers.fire``),
their static abilities apply (``engine/layers``, ``engine/player_rules``, ``engine/cost_changes``)
and a vanguard card's activated abilities may be activated (``engine/zone_abilities``,
abilities whose ``zone`` is 'command'). An emblem or a vanguard card is controlled by its owner
(114.2, 902.6); the face-up plane (or planes, 901.11c) by the planar controller, the active
player (901.6), whatever its owner (``controller``).
The face-up scheme cards of Archenemy (904.8, 314.4) function there too, controlled by their owner
(314.5): their ids and the timestamps of their setting in motion are ``game.marks[FACE_UP_SCHEMES]``
(``engine/archenemy.py``).

A vanguard card (902.3) is put there before the game begins (``put_vanguard``), so its
timestamp is before any emblem's (613.7i); its owner is the player who started the game with it
and it is controlled by its owner (902.6). It sets its owner's starting life total (902.4) and
starting and maximum hand size (902.5, 902.5b). The face-up plane's timestamp is the time it
was turned face up (613.7h), kept in ``game.marks`` by ``engine/planechase.py``.
"""
from __future__ import annotations

from mtgrules.engine.objects import CardObject, Zone, seat_name
from mtgrules.engine.starting_life import STARTING_LIFE, set_starting_life

#: Rules 103.4, 402.2: a player's starting and maximum hand size, without a vanguard.
HAND_SIZE = 7
#: ``game.marks`` keys of Planechase (901): the id of the face-up plane card (None before the
#: starting plane is turned face up) and the timestamp it received then (613.7h)
PLANE_FACE_UP = "planar_face_up"
PLANE_TIMESTAMP = "planar_face_up_at"
#: ``game.marks`` key: ((id, timestamp), ...) of the plane cards face up besides that one
#: (901.11c: planeswalking to two planes at once, or to one without planeswalking away)
PLANES_ALSO_FACE_UP = "planar_also_face_up"
#: ``game.marks`` key: ((id, timestamp), ...) of the face-up scheme cards (904.8), oldest first.
FACE_UP_SCHEMES = "schemes_face_up"
#: ``game.marks`` key: ((id, timestamp), ...) of the face-up conspiracy cards (315.5), oldest first
#: (``engine/conspiracies``).
FACE_UP_CONSPIRACIES = "conspiracies_face_up"


def functioning(game) -> list[int]:
    """The ids of the objects in the command zone whose abilities function there (emblems
    114.4, vanguard cards 902.7, the face-up plane 901.7, face-up schemes 904.8, face-up
    conspiracies 315.5), in timestamp order (613.7)."""
    if not any(p.command for p in game.players):
        return []
    objects = game.objects
    out = [oid for p in game.players for oid in p.command
           if objects[oid].card.emblem is not None or objects[oid].card.vanguard is not None]
    plane = game.marks.get(PLANE_FACE_UP)
    if plane is not None:
        out.append(plane)
    planes = game.marks.get(PLANES_ALSO_FACE_UP)
    if planes:
        out.extend(oid for oid, _ in planes)
    schemes = game.marks.get(FACE_UP_SCHEMES)
    if schemes:
        out.extend(oid for oid, _ in schemes)
    conspiracies = game.marks.get(FACE_UP_CONSPIRACIES)
    if conspiracies:
        out.extend(oid for oid, _ in conspiracies)
    return sorted(out, key=lambda oid: timestamp(game, oid)) if len(out) > 1 else out


def controller(game, oid: int) -> int:
    """The controller of the command-zone object ``oid``: the planar controller (the active
    player, 901.6) for the face-up plane, else its owner (114.2 an emblem, 902.6 a vanguard)."""
    marks = game.marks
    if oid == marks.get(PLANE_FACE_UP) or any(oid == plane for plane, _ in marks.get(PLANES_ALSO_FACE_UP, ())):
        return game.active
    return game.objects[oid].owner


def timestamp(game, oid: int) -> int:
    """The timestamp of a command-zone object (613.7d): an emblem's is that of its creation; the
    face-up plane's, the time it was turned face up (613.7h); a scheme's or a conspiracy's, that
    of its turning face up (613.7d, 904.9, 702.106c); a vanguard card was there before the game
    began (613.7i, 902.3), before every other object."""
    emblem = game.objects[oid].card.emblem
    if emblem is not None:
        return emblem.timestamp
    marks = game.marks
    if oid == marks.get(PLANE_FACE_UP):
        return marks.get(PLANE_TIMESTAMP, 0)
    return next((stamp for face_up, stamp in marks.get(FACE_UP_SCHEMES, ()) + marks.get(FACE_UP_CONSPIRACIES, ())
                 + marks.get(PLANES_ALSO_FACE_UP, ()) if face_up == oid), 0)


def vanguard(game, seat: int):
    """The modifiers of player ``seat``'s vanguard card (902.4, 902.5), or None."""
    for oid in game.players[seat].command:
        modifiers = game.objects[oid].card.vanguard
        if modifiers is not None:
            return modifiers
    return None


def hand_size(game, seat: int) -> int:
    """Player ``seat``'s starting and maximum hand size (103.4, 402.2): seven, modified by the
    hand modifier of their vanguard card (902.5, 902.5b)."""
    modifiers = vanguard(game, seat) if game.players[seat].command else None
    return HAND_SIZE + (modifiers.hand if modifiers is not None else 0)


def put_vanguard(game, seat: int, card) -> int:
    """Rules 902.3-902.4, 902.6: player ``seat``'s vanguard card, face up in their command zone
    from before the game begins, owned and controlled by them; their life total becomes 20
    plus or minus its life modifier."""
    if card.vanguard is None:
        raise ValueError(f"{card.name} is not a vanguard card (rule 902.3)")
    if vanguard(game, seat) is not None:
        raise ValueError(f"player {seat_name(seat)} already has a vanguard card (902.1: one each)")
    oid = game.new_id()
    game.objects[oid] = CardObject(oid, card, seat, Zone.COMMAND)
    game.players[seat].command.append(oid)
    set_starting_life(game, seat, STARTING_LIFE + card.vanguard.life)
    game.changed()
    game.event("902.3", f"player {seat_name(seat)} plays {card.name} as their vanguard "
                        f"(starting life {game.players[seat].life}, hand size {hand_size(game, seat)})")
    return oid
