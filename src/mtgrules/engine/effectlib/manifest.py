"""Manifest (rule 701.40), manifest dread (701.62) and cloak (701.58): a card put onto the
battlefield face down (708.3) as a 2/2 creature (with ward {2} when cloaked), which its
controller may turn face up for its mana cost if it is a creature card (701.40b, 701.58b) or
for its morph or disguise cost (701.40c-d, 701.58c-d; ``engine/face_down.py``)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import face_down
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name


def _players(game, res, e: m.Manifest, offset) -> list[int]:
    """The seats of the players who manifest (a player, or the controller of an object)."""
    seats = []
    for ref in resolve_ref(game, res, e.who, offset):
        seat = -1 - ref if ref < 0 else game.controller(ref) if ref in game.objects else None
        if seat is not None and not game.players[seat].lost:
            seats.append(seat)
    return seats


def put_face_down(game, player: int, oid: int, way: str) -> None:
    """Card ``oid`` is put onto the battlefield face down under ``player``'s control (701.40a,
    701.58a), turned face down before it enters (708.3)."""
    rule = "701.58a" if way == face_down.CLOAK else "701.40a"
    verb = "cloaks" if way == face_down.CLOAK else "manifests"
    game.event(rule, f"player {seat_name(player)} {verb} the top card of their library")
    game.move(oid, Zone.BATTLEFIELD, controller=player, face_down=way)


@effect(m.Manifest)
def _manifest(game, res, e: m.Manifest, offset) -> bool:
    way = face_down.CLOAK if e.cloak else face_down.MANIFEST
    for player in _players(game, res, e, offset):
        library = game.players[player].library
        if not library:  # rule 609.3: as much as possible; there is nothing to manifest
            game.event("701.40a", f"player {seat_name(player)} has no card to manifest")
        elif e.dread and len(library) >= 2:
            # rule 701.62a: look at the top two, manifest one (asked next), the other to the graveyard
            game.ask("manifest_dread", player, "manifest dread: choose the card to manifest (the other "
                     "goes to your graveyard)", tuple(library[:2]))
            return False
        else:
            put_face_down(game, player, library[0], way)
    return True


def _dread_legal(game, decision) -> list:
    return [ChooseObject(oid, game.name(oid)) for oid in decision.data]


def _dread_perform(game, decision, action: ChooseObject) -> None:
    player = decision.player
    other = next(oid for oid in decision.data if oid != action.object)
    put_face_down(game, player, action.object, face_down.MANIFEST)
    if other in game.players[player].library:
        game.event("701.62a", f"player {seat_name(player)} puts {game.name(other)} into their graveyard")
        game.move(other, Zone.GRAVEYARD)
    game.resolving.queue.pop(0)


handler("manifest_dread", _dread_legal, _dread_perform)
