"""The Archenemy casual variant (rule 904) and scheme cards (rule 314).

Two forms of the game are played: an Archenemy game of two players, the archenemy against a
team of one (904.2, 904.2a-b; the engine has no teams, so a larger opposing team, which shares
its turns, 805, is not offered), and Supervillain Rumble (904.12), a free-for-all of any number
of players in which each player is an archenemy with their own scheme deck (904.12b).

Scheme cards are card objects of their owner's command zone for the whole game (314.2, 904.4).
What the variant adds to the game is kept in ``game.marks`` (copied and saved with the game):
``DECK + seat``, the ids of that player's scheme deck, top first (face down: hidden from every
player); ``command_zone.FACE_UP_SCHEMES``, (id, timestamp) of each face-up scheme, whose
abilities function from the command zone (904.8: ``engine/command_zone.functioning``),
controlled by their owner (314.5, 904.7).

Immediately after an archenemy's precombat main phase begins, they set the top scheme of their
deck in motion (904.9, a turn-based action: ``set_in_motion_at_main``); "When you set this scheme
in motion" abilities trigger. A face-up non-ongoing scheme with no triggered ability of any
scheme on the stack or waiting to be put there is turned face down and put on the bottom of its
owner's scheme deck (904.10, a state-based action: ``state_based_actions``). An ongoing scheme
stays face up until an ability abandons it (904.11, 701.33).
"""
from __future__ import annotations

from typing import Sequence

from mtgrules import ir as m
from mtgrules.engine import command_counters, triggers
from mtgrules.engine.command_zone import FACE_UP_SCHEMES
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.engine.starting_life import set_starting_life

DECK = "scheme_deck:"
#: The turn in which schemes can't be set in motion ("Schemes can't be set in motion that turn."
#: of an extra turn, ``effectlib/extra_turns.py``; 701.32).
NO_SCHEMES = "no_schemes_turn"

#: Rule 904.5: the archenemy's starting life total.
ARCHENEMY_LIFE = 40


def active(game) -> bool:
    """Whether this is an Archenemy game (904.1)."""
    return FACE_UP_SCHEMES in game.marks


def is_archenemy(game, seat: int) -> bool:
    """Whether ``seat`` is an archenemy: the player with a scheme deck (904.2a, 904.12b)."""
    return DECK + str(seat) in game.marks


def scheme_deck(game, seat: int) -> tuple[int, ...]:
    """The ids of ``seat``'s scheme deck, top first (904.3)."""
    return game.marks.get(DECK + str(seat), ())


def in_scheme_deck(game, oid: int) -> bool:
    """Whether ``oid`` is a face-down card of a scheme deck, hidden from every player."""
    return oid in game.marks.get(DECK + str(game.objects[oid].owner), ())


def face_up(game) -> tuple[int, ...]:
    """The ids of the face-up scheme cards (904.8), oldest first."""
    return tuple(oid for oid, _ in game.marks.get(FACE_UP_SCHEMES, ()))


def is_ongoing(card) -> bool:
    """Rule 904.11: an ongoing scheme (supertype Ongoing, 205.4) stays face up until abandoned."""
    return "Ongoing" in card.supertypes


def check_scheme_deck(seat: int, cards: Sequence[m.CardDef]) -> None:
    """Rule 904.3: at least twenty scheme cards, no more than two with the same English name;
    a ValueError says which rule a deck breaks."""
    wrong = [c.name for c in cards if "Scheme" not in c.types]
    if wrong:
        raise ValueError(f"scheme deck {seat}: {wrong[0]} is not a scheme card (904.3, 314.1)")
    if len(cards) < 20:
        raise ValueError(f"scheme deck {seat}: {len(cards)} cards, at least twenty are needed (904.3)")
    names = [c.name for c in cards]
    extra = next((n for n in names if names.count(n) > 2), None)
    if extra is not None:
        raise ValueError(f"scheme deck {seat}: more than two cards named {extra} (904.3)")


def check_seats(seats: int, decks: Sequence) -> list[int]:
    """Rules 904.2, 904.12: the archenemies' seats; a ValueError unless the game is one the
    engine plays: two players of whom exactly one has a scheme deck, or a Supervillain Rumble
    (904.12a) where every player has one."""
    if len(decks) != seats:
        raise ValueError(f"scheme_decks: one scheme deck (or None) per player, got {len(decks)}")
    archenemies = [seat for seat, deck in enumerate(decks) if deck is not None]
    if len(archenemies) == seats:
        return archenemies  # rule 904.12b: each player is an archenemy
    if seats == 2 and len(archenemies) == 1:
        return archenemies  # rules 904.2a-b: the archenemy against a team of one
    raise ValueError("scheme_decks: an Archenemy game is two players, exactly one with a scheme "
                     "deck (904.2; a team of several players, who share their turns, 805, is not "
                     "supported), or a Supervillain Rumble where every player has one (904.12)")


def add_scheme_decks(game, decks: Sequence[Sequence[m.CardDef] | None], shuffle: bool = True,
                     starting_life: bool = True) -> None:
    """Rules 904.3-904.5: each archenemy's scheme deck, in their command zone, shuffled with the
    game's random numbers (or in the order given, top first, when ``shuffle`` is false); with
    ``starting_life``, the archenemy's starting life total is 40 (904.5, 904.12c)."""
    for seat, cards in enumerate(decks):
        if cards is None:
            continue
        ids = [game.make_card(card, seat, Zone.COMMAND) for card in cards]
        if shuffle:
            game.rng.shuffle(ids)
        game.marks[DECK + str(seat)] = tuple(ids)
        if starting_life:
            set_starting_life(game, seat, ARCHENEMY_LIFE)
        game.event("904.5", f"player {seat_name(seat)} is an archenemy: {len(ids)} scheme cards, "
                            f"life {game.players[seat].life}")
    game.marks[FACE_UP_SCHEMES] = ()


def set_in_motion_at_main(game) -> None:
    """Rule 904.9: immediately after an archenemy's precombat main phase begins, they set the
    top scheme of their scheme deck in motion (a turn-based action that doesn't use the stack)."""
    if FACE_UP_SCHEMES in game.marks and is_archenemy(game, game.active):
        set_in_motion(game, game.active)


def _forbidden(game, seat: int) -> bool:
    """Whether schemes can't be set in motion this turn (701.32: an extra turn's rule); said so."""
    if game.marks.get(NO_SCHEMES) != game.turn:
        return False
    game.event("701.32", f"player {seat_name(seat)} can't set a scheme in motion this turn")
    return True


def set_in_motion(game, seat: int) -> None:
    """Rule 701.32b: ``seat`` moves the top card of their scheme deck off it and turns it face
    up; its "When you set this scheme in motion" abilities trigger (904.9); not in a turn in
    which schemes can't be set in motion."""
    deck = scheme_deck(game, seat)
    if not deck or _forbidden(game, seat):
        return
    top = deck[0]
    game.marks[DECK + str(seat)] = deck[1:]
    game.marks[FACE_UP_SCHEMES] = game.marks[FACE_UP_SCHEMES] + ((top, game.new_timestamp()),)
    game.changed()  # its static abilities now apply (904.8)
    game.event("701.32b", f"player {seat_name(seat)} sets {game.objects[top].card.name} in motion")
    triggers.fire(game, "set_in_motion", (seat, top))


def set_in_motion_again(game, seat: int, oid: int) -> None:
    """Rule 701.32b: ``seat`` sets the scheme ``oid`` in motion: off the top of their scheme
    deck if it is there, face up if it isn't, and set in motion even if neither was done; only
    an archenemy sets their own schemes in motion (701.32a)."""
    obj = game.objects.get(oid)
    if obj is None or obj.owner != seat or not is_archenemy(game, seat) or _forbidden(game, seat):
        return
    deck = scheme_deck(game, seat)
    if deck and deck[0] == oid:
        game.marks[DECK + str(seat)] = deck[1:]
    if oid not in face_up(game):
        if oid in deck:
            return  # not on top: it can't be turned face up from within the deck
        game.marks[FACE_UP_SCHEMES] = game.marks[FACE_UP_SCHEMES] + ((oid, game.new_timestamp()),)
        game.changed()
    game.event("701.32b", f"player {seat_name(seat)} sets {obj.card.name} in motion again")
    triggers.fire(game, "set_in_motion", (seat, oid))


@effect(m.SetInMotion)
def _set_in_motion(game, res, e: m.SetInMotion, offset) -> bool:
    for oid in resolve_ref(game, res, e.what, offset):
        if oid >= 0:
            set_in_motion_again(game, res.item.controller, oid)
    return True


def _to_bottom(game, oid: int) -> None:
    """Turn the face-up scheme ``oid`` face down and put it on the bottom of its owner's scheme
    deck (701.33b, 904.10): a new object, without the counters it had (400.9)."""
    game.marks[FACE_UP_SCHEMES] = tuple(pair for pair in game.marks[FACE_UP_SCHEMES] if pair[0] != oid)
    command_counters.forget(game, oid)
    key = DECK + str(game.objects[oid].owner)
    game.marks[key] = game.marks[key] + (oid,)
    game.changed()


def abandon(game, oid: int) -> None:
    """Rule 701.33: abandon the scheme ``oid``; only a face-up ongoing scheme may be abandoned
    (701.33a), else nothing happens."""
    if oid not in face_up(game) or not is_ongoing(game.objects[oid].card):
        return
    _to_bottom(game, oid)
    game.event("701.33b", f"player {seat_name(game.objects[oid].owner)} abandons "
                          f"{game.objects[oid].card.name}: it goes to the bottom of their scheme deck")


@effect(m.Abandon)
def _abandon(game, res, e: m.Abandon, offset) -> bool:
    abandon(game, res.item.source)
    return True


# --- rule 904.10, a state-based action (704) ----------------------------------------------------

def _scheme_ability_pending(game, schemes: tuple[int, ...]) -> bool:
    """Whether a triggered ability of a scheme is on the stack or waiting to be put there."""
    if any(t.source in schemes for t in game.triggers):
        return True
    objects = game.objects
    return any(objects[sid].ability is not None and objects[sid].source in schemes for sid in game.stack)


def due_to_turn_down(game) -> tuple[int, ...]:
    """Rule 904.10: the face-up non-ongoing schemes to turn face down now (none while a
    triggered ability of any scheme is on the stack or waiting)."""
    if not game.marks.get(FACE_UP_SCHEMES):
        return ()
    ids = face_up(game)
    done = tuple(oid for oid in ids if not is_ongoing(game.objects[oid].card))
    if not done or _scheme_ability_pending(game, ids):
        return ()
    return done


def turn_down(game, oid: int) -> None:
    """Rule 904.10: the state-based action for the non-ongoing scheme ``oid``."""
    _to_bottom(game, oid)
    game.event("904.10", f"{game.objects[oid].card.name} is turned face down and put on the bottom "
                         "of its owner's scheme deck (a non-ongoing scheme)")


triggers.derived("set_in_motion_self", "set_in_motion",  # "when you set this scheme in motion"
                 lambda game, source, controller, data: data[1] == source and data[0] == controller)
triggers.derived("set_in_motion_non_ongoing", "set_in_motion",  # "... a non-ongoing scheme ..."
                 lambda game, source, controller, data: data[0] == controller
                 and not is_ongoing(game.objects[data[1]].card))
