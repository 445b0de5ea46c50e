"""What the rules remember until the end of the current turn, as typed fields (a new record each
turn, rule 500.1)."""
from __future__ import annotations


class TurnState:
    """``activated_once``: (permanent, ability index) pairs activated this turn, for "Activate
    only once each turn" (602.5b). ``loyalty_activated``: permanents whose loyalty ability was
    activated this turn (606.3). ``another_cleanup``: a cleanup step follows this one (514.3a).
    ``survivals_logged``: (permanent, its damage, rule) for which the log already said that a
    state-based action could not destroy it (702.12b), so it says so once. Before the first
    turn, the London mulligan (103.5): ``mulligan_decided``, the players who kept or took a
    mulligan this round; ``bottom_owed``, per seat, the cards still to put on the bottom
    (103.5c), once the mulligans are over; ``opening_decided``, the cards of opening hands whose
    action (103.6) their owner has taken or declined. ``extra_lands``: a seat for each additional
    land that player may play this turn (305.2). ``no_life_gain``: the seats of the players who
    can't gain life this turn (119.7). ``spells_cast``, ``cards_drawn``: per seat, how many
    spells each player cast (601.2i) and cards each drew (121.1) this turn ("your second spell
    each turn"). ``players_damaged``: the seats of the players dealt damage this turn (120.3;
    bloodthirst's "if an opponent was dealt damage this turn", 702.54a). ``spells_last_turn``:
    per seat, the spells each cast during the previous turn ("if no spells were cast last turn",
    603.4); none before the first turn; ``drawn_last_turn``: per seat, the cards each drew
    during the previous turn ("if you drew a card last turn"). ``damage_taken``: per seat,
    how much damage each player was dealt this turn in all (120.3; "if you've been dealt 5 or
    more damage this turn"). ``opponent_spells``: per seat, the spells that player's opponents
    cast since that player's last turn ended, carried from turn to turn ("if no opponent cast a
    spell since your last turn ended", ``engine/spells_cast.py``). ``creatures_died``: the creatures that died this turn
    (700.4; morbid), each as it last existed on the battlefield (603.10a): its controller, card
    types, colors, subtypes, supertypes, power, toughness, mana value and whether it was a
    token ("for each Zubera that died this turn"; ``died_record``). ``gained_life``: the seats
    of the players who gained life this turn (119.3). ``attacked``: the seats of the players who attacked with a creature this turn
    (508.1; raid). ``attackers``: the creatures declared as attackers this turn (508.1; boast's
    "if this creature attacked this turn", 702.142a). ``triggered_once``: (permanent, ability
    text) pairs of triggered abilities that "trigger only once each turn" and have triggered
    this turn. ``damaged_by``: (source, permanent or player reference) pairs, a source having
    dealt damage to a permanent or a player this turn (120.3). ``left_battlefield``: the seats of the players who
    controlled a permanent as it left the battlefield this turn (revolt's "if a permanent you
    controlled left the battlefield this turn"). ``entered``: (permanent, its controller, card
    types, colors, subtypes) of each permanent that entered the battlefield this turn, as it
    entered ("if this creature entered this turn", celebration's "if two or more nonland
    permanents entered the battlefield under your control this turn"). ``must_block``:
    (blocker, attacker) pairs, a creature required to block another this turn if able
    (509.1c); ``cant_block``: pairs, a creature that can't block another this turn (509.1b).
    ``life_gains``, ``life_losses``: per seat, how many times each player gained and lost life
    this turn (119.3; "whenever you gain life for the first time each turn"); ``life_gained``:
    per seat, how much life each player gained this turn in all ("if you gained 3 or more life
    this turn").
    ``combat_damagers``: (controller, card types, subtypes) of each source that dealt combat
    damage to a player this turn, as it dealt it (prowl 702.76a, freerunning 702.173a).
    ``cast_cards``: (seat, card, spell) of each spell cast this turn, in order, as it was cast
    (601.2i; "the first creature spell you cast each turn costs {2} less to cast").
    ``mana_for_spells``: per seat, how much mana each player spent this turn to cast spells
    (700.14: "whenever you expend 4"); ``to_graveyard``: (owner, card types) of each card put
    into a graveyard this turn ("if you descended this turn", 700.11); ``targeted``: (object,
    player) pairs, the object having become the target of a spell or ability that player
    controlled this turn (115.1; "for the first time each turn"). ``activations``:
    (permanent, ability index, times) for abilities activated this turn that may be activated
    "no more than twice each turn" (602.5b).
    ``resolutions``: (source, ability text, times) for each activated or triggered ability that
    has resolved this turn, how many times ("if this is the second time this ability has
    resolved this turn"; a copy counts as the ability copied, 707.10b).
    ``combats``: the combat phases begun this turn; ``phases_added`` and ``phase_queue``: the
    additional phases to come (500.8, ``engine/additional_phases.py``); ``attacked_before``: the
    creatures that attacked in an earlier combat phase this turn ("for the first time each
    turn")."""

    __slots__ = ("activated_once", "loyalty_activated", "another_cleanup", "survivals_logged",
                 "mulligan_decided", "bottom_owed", "spells_cast", "cards_drawn",
                 "players_damaged", "spells_last_turn", "drawn_last_turn", "damage_taken",
                 "opponent_spells",
                 "creatures_died", "gained_life", "attacked",
                 "attackers", "triggered_once", "damaged_by", "opening_decided",
                 "left_battlefield", "extra_lands", "no_life_gain",
                 "entered", "must_block", "cant_block",
                 "life_gains", "life_losses",
                 "life_gained", "combat_damagers", "cast_cards",
                 "mana_for_spells", "to_graveyard", "targeted",
                 "activations",
                 "resolutions",
                 "combats", "phases_added", "phase_queue", "attacked_before")

    def __init__(self, spells_last_turn: tuple[int, ...] = (),
                 drawn_last_turn: tuple[int, ...] = (),
                 opponent_spells: tuple[int, ...] = ()) -> None:
        self.activated_once: frozenset[tuple[int, int]] = frozenset()
        self.loyalty_activated: frozenset[int] = frozenset()
        self.another_cleanup = False
        self.survivals_logged: frozenset[tuple[int, int, str]] = frozenset()
        self.mulligan_decided: tuple[int, ...] = ()
        self.bottom_owed: tuple[int, ...] | None = None
        self.spells_cast: tuple[int, ...] = ()
        self.cards_drawn: tuple[int, ...] = ()
        self.players_damaged: frozenset[int] = frozenset()
        self.spells_last_turn = spells_last_turn
        self.drawn_last_turn = drawn_last_turn
        self.opponent_spells = opponent_spells
        self.damage_taken: tuple[int, ...] = ()
        self.creatures_died: tuple[tuple, ...] = ()
        self.gained_life: frozenset[int] = frozenset()
        self.attacked: frozenset[int] = frozenset()
        self.attackers: frozenset[int] = frozenset()
        self.triggered_once: frozenset[tuple[int, str]] = frozenset()
        self.damaged_by: frozenset[tuple[int, int]] = frozenset()
        self.opening_decided: frozenset[int] = frozenset()
        self.extra_lands: tuple[int, ...] = ()
        self.no_life_gain: frozenset[int] = frozenset()
        self.left_battlefield: frozenset[int] = frozenset()
        self.entered: tuple[tuple, ...] = ()
        self.must_block: frozenset[tuple[int, int]] = frozenset()
        self.cant_block: frozenset[tuple[int, int]] = frozenset()
        self.life_gains: tuple[int, ...] = ()
        self.life_losses: tuple[int, ...] = ()
        self.life_gained: tuple[int, ...] = ()
        self.combat_damagers: tuple[tuple, ...] = ()
        self.cast_cards: tuple[tuple, ...] = ()
        self.mana_for_spells: tuple[int, ...] = ()
        self.to_graveyard: tuple[tuple, ...] = ()
        self.targeted: frozenset[tuple[int, int]] = frozenset()
        self.activations: tuple[tuple[int, int, int], ...] = ()
        self.combats = 0
        self.phases_added: tuple[tuple[str, bool], ...] = ()
        self.phase_queue: tuple[int, ...] = ()
        self.attacked_before: frozenset[int] = frozenset()
        self.resolutions: tuple[tuple[int, str, int], ...] = ()

    def copy(self) -> "TurnState":
        other = TurnState.__new__(TurnState)
        for slot in TurnState.__slots__:
            setattr(other, slot, getattr(self, slot))
        return other


def entered_this_turn(game, oid: int) -> bool:
    """Whether permanent ``oid`` entered the battlefield this turn (as the object it is now:
    one that left and came back is a new object, 400.7)."""
    return any(entry[0] == oid for entry in game.turn_state.entered)


def note_entered(game, oid: int) -> None:
    """Record permanent ``oid`` entering the battlefield this turn, with its controller and
    what it was as it entered (``TurnState.entered``)."""
    c = game.chars(oid)
    game.turn_state.entered += ((oid, c.controller, c.types, c.colors, c.subtypes),)
    game.changed()  # static abilities asking what entered this turn apply anew (611.3a)


def died_record(last, is_token: bool) -> tuple:
    """What the turn remembers of a creature that died (700.4), from its last known
    characteristics ``last`` (603.10a): see ``TurnState.creatures_died``."""
    return (last.controller, last.types, last.colors, last.subtypes, last.supertypes, last.power,
            last.toughness, last.mana_value, is_token)


def died_matching(records: tuple[tuple, ...], flt, seat: int | None = None) -> int:
    """How many of the creatures that died (``died_record``) pass ``flt`` (any creature if
    None), as they last existed; a filter of creatures "you" control counts those that died
    under the control of player ``seat`` ("died under your control this turn")."""
    if flt is None:
        return len(records)
    if flt.controller == "you":
        records = tuple(r for r in records if r[0] == seat)
    return sum(1 for _, types, colors, subtypes, supertypes, power, toughness, mana_value, token
               in records if flt.accepts(types, colors, subtypes, supertypes)
               and flt.accepts_values(supertypes, power, toughness, mana_value, token))


def note_resolved(game, source: int, text: str) -> None:
    """Record one more resolution this turn of the ability ``text`` of ``source``
    (``TurnState.resolutions``; 707.10b: a copy is the same ability)."""
    state = game.turn_state
    times = resolved_times(game, source, text)
    state.resolutions = tuple(r for r in state.resolutions if r[:2] != (source, text)) + \
        ((source, text, times + 1),)


def resolved_times(game, source: int, text: str) -> int:
    """How many times the ability ``text`` of ``source`` has resolved this turn."""
    return next((n for s, t, n in game.turn_state.resolutions if s == source and t == text), 0)
