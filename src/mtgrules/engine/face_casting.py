"""Casting one face or half of a card with several: which face is cast, from which zone, and
what becomes of the card as the spell leaves the stack.

- Modal double-faced cards (712.11b-c): the player chooses the face cast before the card is
  put on the stack; only that face is evaluated, and the spell has only its characteristics
  (712.8f). A permanent spell cast with its back face up enters with that face up.
- Split cards (709.3): the player chooses the half cast; only that half is evaluated and exists
  on the stack (709.3a-b). In every other zone the card has its halves combined (709.4,
  ``cards/faces.py``). Aftermath (702.127a): the second half of an aftermath card may be cast
  only from its owner's graveyard, and, cast from a graveyard, it is exiled instead of being
  put anywhere else as it leaves the stack.
- Adventurer cards (715.3): the player chooses to cast the card normally or as an Adventure;
  an Adventure spell has only its alternative characteristics (715.3a-b). As it resolves, its
  controller exiles it instead of putting it into the graveyard, and for as long as the card
  stays exiled that player may cast it, not as an Adventure (715.3d): the permission is kept
  in ``game.marks`` under ``adventure_mark(seat)``, by the exiled card's id (a card that
  leaves exile is a new object, 400.7, so the permission ends with it). An Adventure spell
  countered, or leaving the stack otherwise, follows the usual rules.

A cast is ``CastSpell(card, name, face=i)``, ``i`` the index of the face in
``CardDef.faces``; ``StackObject.face`` keeps it and ``StackObject.whole_card`` the card with
all its faces, which is what leaves the stack (709.2, 712.8a, 715.2c: it is one card).
"""
from __future__ import annotations

from mtgrules.ir import SIEGE
from mtgrules.engine import exile_play, library_play
from mtgrules.engine.objects import Zone, seat_name

#: The alternative way of casting both halves of a split card with fuse (702.102a).
FUSE = "fuse"

#: Layouts whose card is never cast whole: one half or the other (709.3), or both fused.
SPLIT_LAYOUTS = frozenset({"split", "aftermath"})


def spell_face(card, face: int):
    """The characteristics of the spell when ``card`` is cast with face ``face``: a split
    card's half (709.3b), a modal double-faced card's face (712.8f), an adventurer card's
    Adventure (715.3b, face 1) or the card itself (face 0); None if it has no such face."""
    layout = card.layout
    if layout in SPLIT_LAYOUTS:
        return card.faces[face] if 0 <= face < len(card.faces) else None
    if face == 0:
        return card
    if layout in ("modal_dfc", "adventure") and 0 < face < len(card.faces):
        return card.faces[face]
    return None


def fused(card):
    """Rules 702.102a-b: the fused split spell of ``card`` (its halves combined, whose two
    modes are both chosen, ``cards/faces.py``), or None if it has no fuse."""
    if card.layout != "split" or card.spell is None or \
            not any(k.name == FUSE for k in card.keywords):
        return None
    return card


def hand_faces(card) -> list:
    """(index, face) of each face of ``card`` cast from a hand otherwise than as the whole
    card: both halves of a split card (709.3), the first half of an aftermath card (its second
    only from a graveyard, 702.127a), a modal double-faced card's back face unless it is a land
    (712.11b; a land face is played, 712.12), an adventurer card's Adventure (715.3)."""
    layout = card.layout
    if layout == "split":
        return list(enumerate(card.faces))
    if layout == "aftermath":
        return [(0, card.faces[0])] if card.faces else []
    if layout in ("modal_dfc", "adventure"):
        return [(i, f) for i, f in enumerate(card.faces)
                if i and "Land" not in f.types]
    return []


def aftermath_half(card, face: int) -> bool:
    """Whether ``face`` of ``card`` is the second half of an aftermath card (702.127a)."""
    return card.layout == "aftermath" and face == 1


_ADVENTURE_MARKS = tuple(f"adventure:{seat}" for seat in range(8))


def adventure_mark(seat: int) -> str:
    """The ``game.marks`` key of the exiled cards ``seat`` may cast (715.3d)."""
    return _ADVENTURE_MARKS[seat] if seat < len(_ADVENTURE_MARKS) else f"adventure:{seat}"


def may_cast_from_exile(game, player: int, oid: int) -> bool:
    """Rule 715.3d: the card was exiled by ``player`` as their Adventure spell resolved."""
    return oid in game.marks.get(adventure_mark(player), ())


def exile_castable(game, player: int) -> tuple:
    """Ids of the exiled cards ``player`` may cast (715.3d), in the order they were exiled."""
    marks = game.marks
    marked = marks.get(adventure_mark(player)) if marks else None
    if not marked:
        return ()
    return tuple(oid for p in game.players for oid in p.exile if oid in marked)


def why_not_zone(game, player: int, obj, face: int) -> tuple[str, str] | None:
    """Why the card ``obj`` can't be cast with ``face`` from the zone it is in (hand,
    graveyard for an aftermath half, exile after an Adventure, the top of a library a static
    ability lets the player cast from): (rule, reason), or None."""
    card = obj.card
    if obj.zone is Zone.LIBRARY:  # rule 601.3: "cast spells from the top of your library"
        cast = spell_face(card, face)
        if cast is not None and library_play.may_cast(game, player, obj.id, cast):
            return None
        return "601.2a", f"{card.name} can't be cast from a library"
    if obj.zone is Zone.EXILE:
        if exile_play.may_cast(game, player, obj.id):
            return None  # rule 601.3: an effect lets the player play it (any face, 406.3a)
        if not may_cast_from_exile(game, player, obj.id):
            return "601.2a", f"{card.name} can't be cast from exile"
        if face != 0:
            return "715.3d", (f"{card.name} was exiled on an Adventure: it can't be cast as an "
                              "Adventure this way")
        return None
    if obj.owner != player:
        return "601.2a", f"{game.name(obj.id)} is not player {seat_name(player)}'s card to cast"
    if aftermath_half(card, face):
        if obj.zone is not Zone.GRAVEYARD:
            return "702.127a", f"{card.faces[1].name} (aftermath) can be cast only from a graveyard"
        return None
    if obj.zone is not Zone.HAND:
        return "601.2a", f"{game.name(obj.id)} is not in player {seat_name(player)}'s hand"
    return None


def describe_cast(item) -> str:
    """How the spell was cast, for the log (with the rule)."""
    whole = item.whole_card
    layout = whole.layout
    if item.card is whole:
        return " as a fused split spell, both halves (702.102a)" if layout == "split" else ""
    if layout in SPLIT_LAYOUTS:
        if aftermath_half(whole, item.face):
            return f" ({whole.name}'s aftermath half, from a graveyard, 702.127a)"
        return f" ({whole.name}'s {'left' if item.face == 0 else 'right'} half, 709.3)"
    if layout == "adventure":
        return f" as an Adventure ({whole.name}, 715.3)"
    if layout == "modal_dfc":
        return f" ({whole.name}'s back face, 712.11b)"
    return ""


def exiled_as_it_leaves(item) -> bool:
    """Rule 702.127a: an aftermath half cast from a graveyard is exiled instead of being put
    anywhere else as it leaves the stack (only the aftermath half is ever cast from there)."""
    return aftermath_half(item.whole_card, item.face) and not item.is_copy


def on_adventure(item) -> bool:
    """Rule 715.3d: a card cast as an Adventure (not a copy, 707.10a) is exiled as it
    resolves."""
    return item.whole_card.layout == "adventure" and item.face == 1 and not item.is_copy


def go_on_adventure(game, item) -> None:
    """Rule 715.3d: the resolving Adventure spell is exiled by its controller, who may cast the
    card from exile for as long as it stays there."""
    game.event("715.3d", f"{item.card.name} is exiled instead of being put into a graveyard "
                         f"(an Adventure): player {seat_name(item.controller)} may cast "
                         f"{item.whole_card.name} from exile")
    new = game.move(item.id, Zone.EXILE)
    if new is not None and game.objects.get(new) is not None and \
            game.objects[new].zone is Zone.EXILE:
        key = adventure_mark(item.controller)
        game.marks[key] = game.marks.get(key, frozenset()) | {new}


def cast_from_exile(game, player: int, oid: int) -> None:
    """The card leaves exile as it is cast (715.3d, 601.3): its permission is no longer
    needed."""
    exile_play.used(game, player, oid)
    key = adventure_mark(player)
    rest = game.marks.get(key, frozenset()) - {oid}
    if rest:
        game.marks[key] = rest
    else:
        game.marks.pop(key, None)


def enters_back_face_up(item) -> bool:
    """Rule 712.8f (712.11b): a modal double-faced permanent spell cast with its back face up
    becomes a permanent with that face up; rule 712.13: so does a defeated Siege's card cast
    transformed (310.11b, 712.11a)."""
    return item.whole_card.layout == "modal_dfc" and item.face > 0 and not item.is_copy \
        or item.cast_by == SIEGE
