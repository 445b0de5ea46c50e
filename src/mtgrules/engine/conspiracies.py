"""Conspiracy cards in a game (rules 315, 905.4-905.5) and hidden agenda (702.106).

At the start of the game, each player may put conspiracy cards into their command zone
(``put_conspiracies``, 315.2, 905.4): face up, or face down with the card names their hidden
agenda (702.106a) or double agenda (702.106f) secretly chooses. A conspiracy stays there all
game (315.3); its owner controls it (315.6, 905.5). While face up, its static abilities apply and
its triggered abilities trigger (315.5: ``command_zone.functioning``); a face-down one has no
characteristics (315.5b) and does nothing. Any time its owner has priority, they may turn a
face-down conspiracy face up, revealing the chosen name (116.2j, 702.106c, 905.4a:
``turn_face_up``, offered as ``TurnFaceUp(by=HIDDEN_AGENDA)``).

The agenda's chosen names are fixed when the card is put into the command zone, so the card
object's definition is the card with "the chosen name" replaced by them (702.106d;
``CardDef.agenda_names``, which a saved game keeps). ``game.marks[FACE_UP]`` holds (id,
timestamp) of the face-up conspiracies, oldest first; ``game.marks[FACE_DOWN]`` the ids of the
face-down ones.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from mtgrules import ir as m
from mtgrules.cards.conspiracies import name_chosen
from mtgrules.engine.command_zone import FACE_UP_CONSPIRACIES as FACE_UP
from mtgrules.engine.objects import CardObject, Zone, seat_name

FACE_DOWN = "conspiracies_face_down"
#: ``TurnFaceUp.by`` for the special action of 116.2j.
HIDDEN_AGENDA = "hidden agenda"


def with_names(card: m.CardDef, names: Sequence[str]) -> m.CardDef:
    """The conspiracy ``card`` with its agenda's chosen ``names`` (702.106a, 702.106d,
    702.106f); a ValueError if they are not as many different names as its agenda chooses."""
    names = tuple(names)
    if len(names) != card.agenda or len(set(n.lower() for n in names)) != len(names):
        wanted = "no name" if not card.agenda else "one card name" if card.agenda == 1 else \
            f"{card.agenda} different card names"
        raise ValueError(f"{card.name}: its agenda chooses {wanted} (702.106a, 702.106f), "
                         f"got {list(names)}")
    if not names:
        return card
    return replace(card, abilities=name_chosen(card.abilities, names), agenda_names=names)


def put_conspiracies(game, seat: int, cards: Sequence[m.CardDef]) -> list[int]:
    """Rules 315.2, 905.4, 702.106a: ``seat``'s conspiracy cards (their agenda names already
    chosen: ``with_names``) into their command zone before the game begins, face down if they
    have an agenda, else face up."""
    ids = []
    for card in cards:
        if "Conspiracy" not in card.types:
            raise ValueError(f"{card.name} is not a conspiracy card (315.2)")
        oid = game.new_id()
        game.objects[oid] = CardObject(oid, card, seat, Zone.COMMAND)
        game.players[seat].command.append(oid)
        if card.agenda:
            game.marks[FACE_DOWN] = game.marks.get(FACE_DOWN, ()) + (oid,)
            game.event("702.106a", f"player {seat_name(seat)} starts the game with a face-down "
                                   "conspiracy in the command zone")
        else:
            game.marks[FACE_UP] = game.marks.get(FACE_UP, ()) + ((oid, game.new_timestamp()),)
            game.event("315.2", f"player {seat_name(seat)} starts the game with {card.name} face up "
                                "in the command zone")
        ids.append(oid)
    game.changed()
    return ids


def face_up(game) -> tuple[int, ...]:
    """The ids of the face-up conspiracies (315.5), oldest first."""
    return tuple(oid for oid, _ in game.marks.get(FACE_UP, ()))


def is_face_down(game, oid: int) -> bool:
    """Whether ``oid`` is a face-down conspiracy (702.106a), which has no characteristics
    (315.5b)."""
    return oid in game.marks.get(FACE_DOWN, ())


def face_down(game, seat: int) -> tuple[int, ...]:
    """The face-down conspiracies ``seat`` controls (315.6)."""
    objects = game.objects
    return tuple(oid for oid in game.marks.get(FACE_DOWN, ()) if objects[oid].owner == seat)


def why_cannot_turn_up(game, seat: int, oid: int):
    """(rule, reason) why ``seat`` can't turn ``oid`` face up now, or None (116.2j, 702.106c:
    a face-down conspiracy they control, any time they have priority)."""
    if not is_face_down(game, oid):
        return "702.106c", f"#{oid} is not a face-down conspiracy card in the command zone"
    if game.objects[oid].owner != seat:
        return "702.106c", "only a conspiracy's controller may turn it face up (315.6)"
    return None


def turn_face_up(game, seat: int, oid: int) -> None:
    """Rules 116.2j, 702.106c: ``seat`` turns the face-down conspiracy ``oid`` face up,
    revealing the chosen name; from now on its abilities work (315.5, 613.7d: its timestamp is
    that of its turning face up)."""
    game.marks[FACE_DOWN] = tuple(x for x in game.marks[FACE_DOWN] if x != oid)
    game.marks[FACE_UP] = game.marks.get(FACE_UP, ()) + ((oid, game.new_timestamp()),)
    game.changed()
    card = game.objects[oid].card
    game.event("702.106c", f"player {seat_name(seat)} turns {card.name} face up, revealing the "
                           f"chosen name{'s' if len(card.agenda_names) > 1 else ''} "
                           f"{' and '.join(card.agenda_names)}")
