"""Double-faced permanents: transforming (rules 701.27, 701.28, 712.9-712.10, 712.18), and the
land face of a modal double-faced card played as a land (712.12).

A permanent's ``card`` is the face that is up and ``whole_card`` the card with all its faces
(``engine/objects.py``); the layers (613) read ``card``, so a transformed permanent has its
back face's characteristics (712.8e) with no further work.
"""
from __future__ import annotations

from mtgrules.engine import hooks
from mtgrules.engine.objects import Zone

_NON_PERMANENT_FACES = frozenset({"Instant", "Sorcery"})


def set_face(perm, transformed: bool) -> None:
    """Put ``perm`` on the battlefield with its back face up (``transformed``) or its front face
    up, as it enters (712.14a) or turns over; the whole card must have a back face."""
    perm.transformed = transformed
    perm.card = perm.whole_card.face_up(transformed)


def set_entering_face(game, oid: int, back_face: bool) -> None:
    """The face up of a permanent as it enters: its front face (712.13, 712.14), its back face
    when put onto the battlefield transformed (``back_face``, 712.14a) or when a keyword of its
    front face says so (daybound at night, 702.145b)."""
    perm = game.objects[oid]
    if back_face or (perm.whole_card.can_transform and hooks.enters_transformed(game, perm.card)):
        set_face(perm, True)
        perm.counters.pop("loyalty", None)  # rule 306.5b: the printed loyalty of the face up
        if perm.card.loyalty is not None and "Planeswalker" in perm.card.types:
            perm.counters["loyalty"] = perm.card.loyalty


def entered(game, oid: int) -> None:
    """After ``oid`` entered: the keywords that act at once as a permanent with them enters
    (daybound, nightbound: 702.145d, 702.145g)."""
    hooks.day_night_check(game, (oid,))


def transform(game, oid: int, by: str | None = None) -> bool:
    """Rule 701.27a: turn the permanent over so that its other face is up. It stays the same
    object, and effects that applied to it go on applying (712.18). Nothing happens to a
    permanent that isn't a double-faced card or is a meld card (701.27c, 712.9, 712.4c), to
    one whose other face is an instant or sorcery face (701.27d, 712.10), to a face-down
    one (712.15a), or to one a keyword keeps from transforming but by its own rules (``by``:
    the keyword transforming it; daybound and nightbound, 702.145b, 702.145e). Returns whether
    it transformed."""
    perm = game.objects.get(oid)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        return False
    whole = perm.whole_card
    name = game.name(oid)
    if not whole.can_transform or perm.face_down:
        rule = "712.15a" if perm.face_down else "701.27c"
        game.event(rule, f"{name} can't transform: nothing happens")
        return False
    why = hooks.transform_restriction(game, oid, by)
    if why is not None:
        game.event(why[0], f"{name} can't transform: {why[1]}")
        return False
    other = whole.face_up(not perm.transformed)
    if not other.types.isdisjoint(_NON_PERMANENT_FACES):
        game.event("701.27d", f"{name} would transform into an instant or sorcery face: "
                              "nothing happens")
        return False
    set_face(perm, not perm.transformed)
    perm.transformed_at = game.next_id
    game.changed()
    game.event("701.27a", f"{name} transforms into {other.name} (712.18: the same object)")
    from mtgrules.engine import trigger_events
    trigger_events.transformed(game, oid)  # rule 701.27e
    return True


def transforms_since(perm, item_id: int) -> bool:
    """Whether ``perm`` has transformed since the stack object ``item_id`` was put on the stack
    (701.27f): object ids only grow, and ``transformed_at`` is the next id when it did."""
    return perm.transformed_at > item_id


def playable_face(card, face: int):
    """The face of ``card`` played as a land: the card itself (``face`` 0), or a later face of
    a modal double-faced card (712.12); None if it has no such face."""
    if face == 0:
        return card
    if card.layout == "modal_dfc" and 0 < face < len(card.faces):
        return card.faces[face]
    return None


def back_land_faces(card) -> list:
    """(index, face) of each later face of a modal double-faced card that's a land (712.12)."""
    if card.layout != "modal_dfc":
        return []
    return [(i, face) for i, face in enumerate(card.faces) if i and "Land" in face.types]
