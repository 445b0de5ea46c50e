"""The Planechase casual variant (rule 901), two-player, each player with their own planar deck
(901.3; the single planar deck option of 901.15 is not offered).

Plane and phenomenon cards are card objects of their owner's command zone (901.4, 408) for the
whole game. What the variant adds to the game is kept in ``game.marks`` (copied and saved with
the game): ``DECK + seat``, the ids of that player's planar deck, top first; ``FACE_UP``, the id
of the face-up plane card; ``ROLLS``, (turn, how many times the active player has rolled the
planar die by the special action this turn) (901.9).

The planar controller is the active player (901.6; in a two-player game no other player can
become it, as a player leaving the game ends it, 104.2a). The face-up plane's abilities function
from the command zone (901.7), as that zone's other such objects' do (``engine/command_zone``:
its triggered abilities trigger, its static abilities apply, controlled by the planar
controller, with the timestamp it received as it was turned face up, 613.7h). Rolling
the planar die is a special action (901.9, 116.2f) offered to the active player with priority in
a main phase with an empty stack, for {N} where N is the number of rolls they have made so far
this turn; its result comes from the game's seeded random numbers: the Planeswalker symbol
(the inherent "planeswalking ability" triggers, 901.8, 901.9c), the chaos symbol (chaos ensues:
"whenever chaos ensues" abilities trigger, 311.7, 901.9b) or blank (901.9a)."""
from __future__ import annotations

from typing import Sequence

from mtgrules import ir as m
from mtgrules.engine import phasing, triggers
from mtgrules.engine.command_zone import PLANE_FACE_UP, PLANE_TIMESTAMP, PLANES_ALSO_FACE_UP
from mtgrules.engine.effects import effect
from mtgrules.engine.effectlib import lasting_player_rules
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.engine.phasing import UNTIL_PLANESWALK

DECK = "planar_deck:"
FACE_UP = PLANE_FACE_UP
ALSO_FACE_UP = PLANES_ALSO_FACE_UP
ROLLS = "planar_rolls"
#: the rules of the planar die given for a time (611.2a, ``effectlib/planar_rules``)
PLANAR_RULES = "planar_rules"
#: ``game.marks`` key: (turn, seat, id of the card turned face up) of this turn's planeswalks
WALKED_TO = "planeswalked_to"

#: the faces of the planar die (901.3a): one Planeswalker symbol, one chaos symbol, four blank
PLANESWALKER, CHAOS, BLANK = "Planeswalker symbol", "chaos symbol", "blank"
_FACES = (PLANESWALKER, CHAOS, BLANK, BLANK, BLANK, BLANK)

# the "planeswalking ability" (901.8): an inherent triggered ability with no source
_WALKER = m.TokenSpec("The planar die", 0, 0, frozenset(), frozenset(), ())
_PLANESWALKING = m.TriggeredAbility(
    "planar_die", m.Mode((), (m.Planeswalk(by_die=True),), "planeswalk"),
    "Whenever you roll the Planeswalker symbol on the planar die, planeswalk.")

PLANAR_TYPES = frozenset({"Plane", "Phenomenon"})


def active(game) -> bool:
    """Whether this is a Planechase game (901.1)."""
    return FACE_UP in game.marks


def planar_deck(game, seat: int) -> tuple[int, ...]:
    """The ids of ``seat``'s planar deck, top first (901.4)."""
    return game.marks.get(DECK + str(seat), ())


def set_planar_deck(game, seat: int, ids: tuple[int, ...]) -> None:
    """Rule 901.4: ``seat``'s planar deck is now ``ids``, top first (its cards in a new order)."""
    game.marks[DECK + str(seat)] = ids


def in_planar_deck(game, oid: int) -> bool:
    """Whether ``oid`` is a face-down card of a planar deck (901.4), hidden from every player."""
    owner = game.objects[oid].owner
    return oid in game.marks.get(DECK + str(owner), ())


def face_up(game) -> int | None:
    """The id of the face-up plane card in the command zone (901.5), or None."""
    return game.marks.get(FACE_UP)


def face_up_cards(game) -> tuple[int, ...]:
    """The ids of every face-up plane and phenomenon card, in the order they were turned face up
    (more than one after "simultaneously planeswalk to both of them", 901.11c)."""
    first = game.marks.get(FACE_UP)
    more = tuple(oid for oid, _ in game.marks.get(ALSO_FACE_UP, ()))
    return more if first is None else (first,) + more


def planar_controller(game) -> int:
    """Rule 901.6: the planar controller, the active player."""
    return game.active


def check_planar_deck(seat: int, cards: Sequence[m.CardDef]) -> None:
    """Rule 901.3: at least ten plane and/or phenomenon cards, no more than two phenomena, each
    with a different English name; a ValueError says which rule a deck breaks."""
    wrong = [c.name for c in cards if not PLANAR_TYPES & set(c.types)]
    if wrong:
        raise ValueError(f"planar deck {seat}: {wrong[0]} is not a plane or phenomenon card (901.3)")
    if len(cards) < 10:
        raise ValueError(f"planar deck {seat}: {len(cards)} cards, at least ten are needed (901.3)")
    if sum("Phenomenon" in c.types for c in cards) > 2:
        raise ValueError(f"planar deck {seat}: more than two phenomenon cards (901.3)")
    names = [c.name for c in cards]
    if len(set(names)) < len(names):
        raise ValueError(f"planar deck {seat}: each card must have a different name (901.3)")


def add_planar_decks(game, decks: Sequence[Sequence[m.CardDef]], shuffle: bool = True) -> None:
    """Rules 901.3-901.4: each player's planar deck, in the command zone, shuffled with the
    game's random numbers (or in the order given, top first, when ``shuffle`` is false)."""
    for seat, cards in enumerate(decks):
        ids = [game.make_card(card, seat, Zone.COMMAND) for card in cards]
        if shuffle:
            game.rng.shuffle(ids)
        game.marks[DECK + str(seat)] = tuple(ids)
    game.marks[FACE_UP] = None


def set_starting_plane(game) -> None:
    """Rule 901.5: once the opening hands are kept, the starting player turns the top card of
    their planar deck face up; a phenomenon goes to the bottom and the next card is turned up,
    until a plane is. No ability triggers during this process."""
    if FACE_UP not in game.marks or game.marks[FACE_UP] is not None:
        return
    seat = game.starting_player
    for _ in planar_deck(game, seat):
        top = _take_top(game, seat)
        card = game.objects[top].card
        if "Plane" in card.types:
            _turn_face_up(game, top)
            game.event("901.5", f"player {seat_name(seat)} turns {card.name} face up: the starting plane")
            return
        game.event("901.5", f"player {seat_name(seat)} turns {card.name} face up and puts it on the "
                            "bottom of their planar deck (a phenomenon)")
        _to_bottom(game, top)
    raise ValueError(f"planar deck {seat} has no plane card (901.5)")


def _turn_face_up(game, oid: int) -> None:
    """The card ``oid`` is turned face up, with a new timestamp (613.7h): the face-up plane, or
    (one is already face up) one more face-up plane (``ALSO_FACE_UP``, 901.11c)."""
    if game.marks.get(FACE_UP) is None:
        game.marks[FACE_UP] = oid
        game.marks[PLANE_TIMESTAMP] = game.new_timestamp()
    else:
        game.marks[ALSO_FACE_UP] = game.marks.get(ALSO_FACE_UP, ()) + ((oid, game.new_timestamp()),)
    game.changed()


def _take_top(game, seat: int) -> int:
    deck = planar_deck(game, seat)
    game.marks[DECK + str(seat)] = deck[1:]
    return deck[0]


def _to_bottom(game, oid: int) -> int:
    """Put the card ``oid`` on the bottom of its owner's planar deck face down: a new object
    (311.6, 312.6, 901.7a)."""
    obj = game.remove_from_zone(oid)
    new = game.make_card(obj.card, obj.owner, Zone.COMMAND)
    key = DECK + str(obj.owner)
    game.marks[key] = game.marks[key] + (new,)
    return new


def planeswalk(game, seat: int, to: Sequence[int] | None = None, away: bool = True) -> None:
    """Rule 701.31b: ``seat`` (the planar controller, 701.31a) puts each face-up plane and
    phenomenon card on the bottom of its owner's planar deck face down, then turns the top card
    of their own planar deck face up: they planeswalk away from those and to that one (701.31d,
    901.11, 901.11c). ``to``: the cards of their planar deck they planeswalk to instead, moved
    off it and turned face up at the same time ("simultaneously planeswalk to both of them");
    ``away`` false: they planeswalk away from nothing ("except don't planeswalk away from any
    plane"), the cards turned face up joining the face-up planes (901.11c)."""
    if seat != planar_controller(game):
        return  # rule 701.31a: only the planar controller may planeswalk
    if away:
        _walk_away(game, seat)
    if UNTIL_PLANESWALK in game.marks:  # "they phase out until a player planeswalks" (611.2a)
        phasing.planeswalked(game)
    lasting_player_rules.planeswalked(game)  # "... can't cast spells until a player planeswalks"
    if to is None:
        to = planar_deck(game, seat)[:1]
    deck = planar_deck(game, seat)
    to = [oid for oid in to if oid in deck]
    set_planar_deck(game, seat, tuple(oid for oid in deck if oid not in to))
    if to:
        game.marks[WALKED_TO] = tuple(x for x in game.marks.get(WALKED_TO, ()) if x[0] == game.turn) \
            + tuple((game.turn, seat, oid) for oid in to)
    for oid in to:
        _turn_face_up(game, oid)
        card = game.objects[oid].card
        if "Phenomenon" in card.types:  # rule 312.5: "when you encounter" it triggers
            game.event("312.5", f"player {seat_name(seat)} planeswalks to {card.name}: they encounter "
                                "this phenomenon")
        else:
            game.event("901.11", f"player {seat_name(seat)} planeswalks to {card.name}")
    for oid in to:
        triggers.fire(game, "planeswalk_to", (seat, oid))


def _walk_away(game, seat: int) -> None:
    """Rules 701.31b, 901.11c: each face-up plane and phenomenon card goes to the bottom of its
    owner's planar deck; "when you planeswalk away from" abilities trigger while it is still
    face up (603.10a)."""
    old = face_up_cards(game)
    if not old:
        return
    plane = any("Plane" in game.objects[oid].card.types for oid in old)
    for oid in old:
        triggers.fire(game, "planeswalk_away", (seat, oid))
    game.marks[FACE_UP] = None
    game.marks.pop(ALSO_FACE_UP, None)
    game.changed()
    for oid in old:
        name = game.objects[oid].card.name
        _to_bottom(game, oid)
        game.event("701.31b", f"player {seat_name(seat)} planeswalks away from {name}: it goes to the "
                              "bottom of its owner's planar deck")
    if plane and PLANAR_RULES in game.marks:
        from mtgrules.engine.effectlib.planar_rules import planeswalked_away_from_plane
        planeswalked_away_from_plane(game)  # rule 901.11b


def planeswalked_to_this_turn(game, seat: int, oid: int) -> bool:
    """Whether ``seat`` planeswalked to the plane ``oid`` this turn (901.11, 701.31d: turned it
    face up by planeswalking; the starting plane, 901.5, was not planeswalked to)."""
    return (game.turn, seat, oid) in game.marks.get(WALKED_TO, ())


def phenomenon_done(game) -> int | None:
    """Rule 704.6f: the face-up phenomenon card, if it isn't the source of a triggered ability
    that has triggered but not yet left the stack (then the planar controller planeswalks);
    else None."""
    oid = game.marks.get(FACE_UP)
    if oid is None or "Phenomenon" not in game.objects[oid].card.types:
        return None
    if any(t.source == oid for t in game.triggers) or \
            any(getattr(game.objects.get(s), "source", None) == oid for s in game.stack):
        return None
    return oid


def leave_phenomenon(game, rule: str) -> None:
    """Rule 704.6f: the planar controller planeswalks away from the face-up phenomenon."""
    game.event(rule, f"player {seat_name(planar_controller(game))} planeswalks away from "
                     f"{game.objects[face_up(game)].card.name}: its encounter ability has left the stack")
    planeswalk(game, planar_controller(game))


@effect(m.Planeswalk)
def _planeswalk(game, res, e: m.Planeswalk, offset) -> bool:
    """Rule 701.31b; the planeswalking ability's (901.8) replaced while a rule says "if a player
    would planeswalk as a result of rolling the planar die, chaos ensues instead" (614.1a)."""
    if e.by_die and _planar_rule(game, "die_planeswalk_chaos"):
        game.event("614.1a", f"player {seat_name(res.item.controller)} would planeswalk as a result of "
                             "rolling the planar die: chaos ensues instead")
        triggers.fire(game, "chaos", (planar_controller(game),))
        return True
    planeswalk(game, res.item.controller)
    return True


def _planar_rule(game, kind: str) -> bool:
    """Whether a rule of the planar die of ``kind`` given for a time applies (611.2a)."""
    if PLANAR_RULES not in game.marks:
        return False
    from mtgrules.engine.effectlib.planar_rules import has
    return has(game, kind)


@effect(m.ChaosEnsues)
def _chaos_ensues(game, res, e: m.ChaosEnsues, offset) -> bool:
    """Rule 311.7: a resolving ability says chaos ensues: the chaos abilities of the face-up
    plane trigger, controlled by the planar controller."""
    if active(game):
        game.event("311.7", "chaos ensues")
        triggers.fire(game, "chaos", (planar_controller(game),))
    return True


def chaos_ensues_for(game, oid: int) -> None:
    """Rule 311.7: an ability says chaos ensues for the card ``oid``: its chaos abilities
    trigger, even if it is in the planar deck, revealed; controlled by the planar controller."""
    card = game.objects[oid].card
    seat = planar_controller(game)
    abilities = [a for a in card.abilities if type(a) is m.TriggeredAbility and a.event == "chaos"]
    if abilities:
        game.event("311.7", f"chaos ensues for {card.name}")
    for ability in abilities:
        trig = triggers.PendingTrigger(game.new_id(), oid, card, ability, seat, (seat,))
        trig.batch = game.event_batch
        game.triggers.append(trig)


# --- the planar die (901.9) -----------------------------------------------------------------

def roll_cost(game) -> int:
    """Rule 901.9: the generic mana the active player pays to roll the planar die now, the
    number of times they have taken this action this turn."""
    turn, count = game.marks.get(ROLLS, (0, 0))
    return count if turn == game.turn else 0


def rolls_this_turn(game, seat: int) -> int:
    """How many times ``seat`` has rolled the planar die this turn (901.9): only the active
    player rolls it."""
    return roll_cost(game) if seat == game.active else 0


def why_cannot_roll(game, player: int) -> tuple[str, str] | None:
    """None if ``player`` may roll the planar die now (901.9), else (rule, reason)."""
    if not active(game):
        return "901.1", "this is not a Planechase game: there is no planar die"
    if game.active != player or not game.step.is_main or game.stack:
        return "901.9", ("the planar die is rolled only by the active player in a main phase of "
                         "their turn with an empty stack")
    cost = roll_cost(game)
    if cost:
        from mtgrules.engine import mana
        if mana.find_payment(game, player, mana.Requirement.of([m.parse_mana_cost(f"{{{cost}}}")])) is None:
            return "901.9", f"player {seat_name(player)} can't pay {{{cost}}} to roll the planar die"
    return None


def roll_planar_die(game, player: int) -> str:
    """Rule 901.9: the special action: pay, roll (the game's seeded random numbers), then
    901.9a-c by the face rolled. Returns the face."""
    cost = roll_cost(game)
    if cost:
        from mtgrules.engine import mana
        req = mana.Requirement.of([m.parse_mana_cost(f"{{{cost}}}")])
        mana.execute_payment(game, player, mana.find_payment(game, player, req))
    game.marks[ROLLS] = (game.turn, cost + 1)
    face = _FACES[game.rng.below(len(_FACES))]
    paid = f" (paying {{{cost}}})" if cost else ""
    game.event("901.9", f"player {seat_name(player)} rolls the planar die{paid}: {face}")
    if face == BLANK and _planar_rule(game, "blank_rolls_chaos"):
        game.event("611.2a", "the blank roll is a chaos roll")
        face = CHAOS
    triggers.fire(game, "planar_roll", (player, face))  # "whenever you roll the planar die"
    if face == CHAOS:
        game.event("901.9b", "chaos ensues")
        triggers.fire(game, "chaos", (player,))
    elif face == PLANESWALKER:
        game.event("901.9c", f"the planeswalking ability of player {seat_name(player)} triggers")
        _trigger_planeswalking(game, player)
    else:
        game.event("901.9a", "nothing happens")
    return face


def _trigger_planeswalking(game, seat: int) -> None:
    """Rule 901.8: the planeswalking ability has no source and is controlled by the player
    whose roll caused it to trigger."""
    from mtgrules.cards.tokens import token_card
    source = game.new_id()
    game.triggers.append(triggers.PendingTrigger(game.new_id(), source, token_card(_WALKER),
                                                 _PLANESWALKING, seat, (seat,)))


# --- the trigger events of Planechase (311.7, 312.5, 901.9, 901.11) ----------------------------

triggers.matcher("chaos")(lambda game, source, controller, data: data[0] == controller)
triggers.derived("planeswalk_away_self", "planeswalk_away",  # "when you planeswalk away from cardname"
                 lambda game, source, controller, data: data[1] == source and data[0] == controller)
triggers.derived("planeswalk_to_self", "planeswalk_to",  # "when you planeswalk to cardname"
                 lambda game, source, controller, data: data[1] == source and data[0] == controller)
triggers.derived("encounter_self", "planeswalk_to",  # "when you encounter cardname" (312.5)
                 lambda game, source, controller, data: data[1] == source and data[0] == controller)
triggers.matcher("planar_roll")(lambda game, source, controller, data: data[0] == controller)
triggers.derived("planar_roll_blank", "planar_roll",  # "whenever you roll a blank on the planar die"
                 lambda game, source, controller, data: data[0] == controller and data[1] == BLANK)
