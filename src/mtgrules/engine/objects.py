"""Game objects (rule 109) and players (rule 102), as compact mutable records.

Every object has an integer id; a zone change makes a new object with a new id (rule 400.7).
Cards in libraries, hands, graveyards and exile are ``CardObject`` values that never change once
made, so copies of a game share them; permanents and stack objects change and are copied.
Players are referred to in actions and targets by ``player_ref(index)`` (negative integers), so
that a target is always one integer.
"""
from __future__ import annotations

from enum import IntEnum

from mtgrules.cards import keyword_syntax
from mtgrules.ir import CardDef


class Zone(IntEnum):
    """The zones of rule 400.1."""

    LIBRARY = 0
    HAND = 1
    BATTLEFIELD = 2
    GRAVEYARD = 3
    STACK = 4
    EXILE = 5
    COMMAND = 6
    # not a zone: a permanent phased out is treated as though it doesn't exist (702.26b, d)
    PHASED_OUT = 7


ZONE_NAMES = {z: z.name.lower() for z in Zone}


def player_ref(index: int) -> int:
    """The integer standing for player ``index`` in targets and actions."""
    return -1 - index


def ref_player(ref: int) -> int:
    """Inverse of :func:`player_ref`."""
    return -1 - ref


def seat_name(seat: int) -> str:
    """How the log and messages name the player in ``seat``: A, B, C, ... in seating order."""
    return chr(65 + seat) if seat < 26 else f"P{seat}"


class CardObject:
    """A card (or token) in a zone other than the battlefield and the stack.

    Never mutated after creation, so every copy of a game shares it. ``stickers``: the stickers
    on it, kept from the object it was in another public zone (123.5; see ``engine/stickers.py``).
    ``timestamp``: of a card put into a graveyard, when it got there (613.7d; the timestamp of
    an ability functioning there, 113.6b, 613.7a); 0 otherwise.
    """

    __slots__ = ("id", "card", "owner", "zone", "token", "stickers", "timestamp")

    def __init__(self, oid: int, card: CardDef, owner: int, zone: Zone, token: bool = False,
                 stickers: tuple = (), timestamp: int = 0) -> None:
        self.id = oid
        self.card = card
        self.owner = owner
        self.zone = zone
        self.token = token
        self.stickers = stickers
        self.timestamp = timestamp

    @property
    def name(self) -> str:
        return self.card.name

    def __repr__(self) -> str:
        return f"<{self.card.name}#{self.id} in {ZONE_NAMES[self.zone]}>"


class Permanent:
    """A permanent on the battlefield (rule 110) with its status (rule 110.5) and marks.

    ``card`` is the face that is up: the whole card's characteristics (a double-faced card's
    front face, 712.8d), or its back face while ``transformed`` (712.8e, 701.27g);
    ``whole_card`` is the card with all its faces, which is what leaves the battlefield.
    """

    __slots__ = ("id", "card", "owner", "controller", "tapped", "damage", "counters",
                 "attached_to", "timestamp", "control_turn", "token",
                 "face_down", "optional_paid", "whole_card", "transformed", "transformed_at",
                 "last_controller", "bestowed", "stickers", "damaged_turn", "class_level", "solved",
                 "face_down_as", "chosen",
                 "counter_times", "spell_x",
                 "spent",
                 "protector")

    zone = Zone.BATTLEFIELD

    def __init__(self, oid: int, card: CardDef, owner: int, controller: int, timestamp: int,
                 control_turn: int, token: bool = False) -> None:
        self.id = oid
        self.card = card
        self.owner = owner
        self.controller = controller
        self.tapped = False
        self.damage = 0
        self.counters: dict[str, int] = {}
        self.attached_to: int | None = None
        self.timestamp = timestamp
        self.control_turn = control_turn
        self.token = token
        self.face_down = False
        self.optional_paid: tuple[int, ...] = ()  # its spell's optional costs paid (601.2b)
        self.whole_card = card
        self.transformed = False
        self.transformed_at = 0  # game.next_id when it last transformed (701.27f), 0: never
        self.last_controller = controller  # as the layers last found it (302.6, layers.py)
        self.bestowed = False  # a bestowed Aura (702.103b, engine/bestowed.py)
        self.damaged_turn = 0  # the turn it was last dealt damage (120.3), 0: never
        self.stickers: tuple = ()  # stickers on it (123; engine/stickers.py)
        self.class_level = 0  # its level (716.2b), 0: it has none (treated as level 1, 716.2d)
        self.solved = False  # a Case's designation (719.3b)
        # while face down, the way it was made so (708.2a; "disguise": with ward {2}, 702.168a)
        self.face_down_as = ""
        self.chosen: tuple[tuple[str, str], ...] = ()  # (kind, value) chosen as it entered (614.12a)
        # (kind, timestamp) of keyword counters put on it (613.7c; engine/counter_rules.py)
        self.counter_times: tuple[tuple[str, int], ...] = ()
        self.spell_x = 0  # the X of the spell that became it (107.3m), 0 for the permanent
        # the mana spent to cast the spell that became it (601.2h), per kind in mana.MANA_ORDER
        self.spent: tuple[int, ...] = ()
        self.protector: int | None = None  # a battle's protector, a seat (310.8; engine/battles.py)

    def copy(self) -> "Permanent":
        other = type(self).__new__(type(self))
        other.id = self.id
        other.card = self.card
        other.owner = self.owner
        other.controller = self.controller
        other.tapped = self.tapped
        other.damage = self.damage
        other.counters = dict(self.counters) if self.counters else {}
        other.attached_to = self.attached_to
        other.timestamp = self.timestamp
        other.control_turn = self.control_turn
        other.token = self.token
        other.face_down = self.face_down
        other.optional_paid = self.optional_paid
        other.whole_card = self.whole_card
        other.transformed = self.transformed
        other.transformed_at = self.transformed_at
        other.last_controller = self.last_controller
        other.bestowed = self.bestowed
        other.damaged_turn = self.damaged_turn
        other.stickers = self.stickers
        other.class_level = self.class_level
        other.solved = self.solved
        other.face_down_as = self.face_down_as
        other.chosen = self.chosen
        other.counter_times = self.counter_times
        other.spell_x = self.spell_x
        other.spent = self.spent
        other.protector = self.protector
        return other

    @property
    def name(self) -> str:
        return self.card.name

    def __repr__(self) -> str:
        return f"<{self.card.name}#{self.id} on the battlefield>"


class PhasedOut(Permanent):
    """A permanent while it is phased out (rule 702.26b): still the same object with its status,
    counters and attachments (702.26d), but treated as though it doesn't exist — it is in no
    zone's list and its ``zone`` is not the battlefield (``engine/phasing.py``)."""

    __slots__ = ()

    zone = Zone.PHASED_OUT


class StackObject:
    """A spell or an ability on the stack (rules 112, 113.7a, 405).

    ``ability`` is None for a spell, else the activated or triggered ability itself, as the
    source had it (granted abilities included); ``card`` is the source's card, or its last
    known information (rule 113.7a).
    ``modes`` are the chosen mode indexes, ``targets`` the chosen targets (object ids, or
    player refs), in the order of the modes' target specifications. ``optional_paid`` records
    how many times each of its optional costs (``keyword_syntax.optional_costs``, in order) was
    announced and paid (601.2b; kicker 702.33d-f); a triggered ability carries its source's.
    ``moved``: for each object that left its zone while this was cast, activated or resolving
    (a sacrificed source, an exiled target), (the new object it became in a public zone or None,
    its last controller, power, toughness, mana value), for later parts of the effect (400.7j, 608.2h).
    ``aura_hosts``: (Aura card, what it will enchant) pairs chosen as its effect puts Aura cards
    onto the battlefield (303.4f). ``bestowed``: cast bestowed, an Aura spell (702.103b).
    ``flashback``: cast with flashback, its flashback cost paid (702.34a); ``evoked``: cast
    for its evoke cost (702.74a); ``dashed``: for its dash cost (702.109a); ``overloaded``: for
    its overload cost, "each" for "target" in its text (702.96b); ``madness``: for its madness
    cost, from exile (702.35a); ``rebound``: cast from its caster's hand with rebound, exiled as
    it resolves (702.88a); ``free``: cast without paying its mana cost (118.9; rebound);
    ``face_down_card``: cast face down (708.4), its card. ``disturbed``: cast transformed with
    disturb (702.146a, ``card`` is then its back face, 712.8c). ``whole_card`` and ``face``: the
    card with all its faces and the index of the face cast, whose characteristics ``card`` has
    (709.3b, 712.8f, 715.3b). ``sacrificed``: the objects sacrificed to pay its costs (601.2h).
    ``alternative_cost``: cast for the alternative cost of its own text (118.9). ``granted``:
    the keyword instances static abilities gave its card where it was cast from (613.1f).
    """

    __slots__ = ("id", "card", "owner", "controller", "source", "ability", "modes", "targets",
                 "x", "optional_paid", "trigger_event", "moved", "aura_hosts", "bestowed", "stickers", "is_copy",
                 "flashback", "division", "evoked", "dashed", "overloaded", "madness", "rebound", "free",
                 "face_down_card", "chosen", "disturbed", "whole_card", "face", "source_counters",
                 "from_graveyard", "cost_options", "sacrificed", "cast_by", "alternative_cost",
                 "cast_from", "returned_attacking", "spent",
                 "cost_creature", "opponents", "granted")

    zone = Zone.STACK

    def __init__(self, oid: int, card: CardDef, owner: int, controller: int, source: int,
                 ability=None) -> None:
        self.id = oid
        self.card = card
        self.owner = owner
        self.controller = controller
        self.source = source
        self.ability = ability
        self.modes: tuple[int, ...] = ()
        self.targets: tuple[int, ...] = ()
        self.x = 0
        self.optional_paid: tuple[int, ...] = ()
        self.trigger_event: tuple = ()
        self.moved: dict[int, tuple] | None = None
        self.aura_hosts: tuple[tuple[int, int], ...] = ()  # chosen as Auras enter (303.4f)
        self.bestowed = False  # a bestowed Aura spell (702.103b)
        self.stickers: tuple = ()  # stickers put on the spell (sticker kicker 702.33h, 123)
        self.is_copy = False  # a copy of a spell (707.10), not a card: it exists only on the stack
        self.flashback = False  # cast with flashback: exiled as it leaves the stack (702.34a)
        self.evoked = False  # cast for its evoke cost (702.74a)
        self.dashed = False  # cast for its dash cost (702.109a)
        self.overloaded = False  # cast for its overload cost (702.96b)
        self.madness = False  # cast for its madness cost (702.35a)
        self.rebound = False  # cast from a hand with rebound: exiled as it resolves (702.88a)
        self.free = False  # cast without paying its mana cost (118.9)
        self.division: tuple[int, ...] = ()  # damage per target, announced as it's cast (601.2d)
        # a face-down spell's card, known to its controller only; ``card`` is then the face-down
        # characteristics (708.2, 708.4, 708.5; engine/face_down.py)
        self.face_down_card: CardDef | None = None
        self.chosen: tuple[tuple[str, str], ...] = ()  # (kind, value) chosen as it resolves (608.2d)
        self.disturbed = False  # cast transformed with disturb (702.146a)
        # a card cast with one of its faces (709.3, 712.11b, 715.3; engine/face_casting.py), or
        # transformed (712.8c): the card with all its faces, which is what leaves the stack, and
        # the face's index
        self.whole_card = card
        self.face = 0
        # a triggered ability whose source left the battlefield: the counters on it as it last
        # existed there, as (kind, count) pairs (603.10a, 608.2h: modular, 702.43a)
        self.source_counters: tuple = ()
        self.from_graveyard = ""  # cast from a graveyard with jump-start or retrace (702.133a, 702.81a)
        # the keywords static abilities gave its card where it was cast from (613.1f), whose
        # costs it may be cast for (engine/zone_grants.py)
        self.granted: tuple = ()
        # how each additional cost with a choice is paid: an option's index each (601.2b;
        # engine/cost_options.py)
        self.cost_options: tuple[int, ...] = ()
        # the objects sacrificed to pay its costs ("the sacrificed creature", 601.2h, 608.2h);
        # what they last were is in ``moved``
        self.sacrificed: tuple[int, ...] = ()
        # the keyword it was cast by, paying that alternative cost or from exile: "foretell",
        # "plot" (702.143a, 702.170d; engine/exiled_casting.py), "spectacle", "surge" (702.137a,
        # 702.117a; engine/conditional_costs.py)
        self.cast_by = ""
        # cast for the alternative cost its own text gives (118.9; engine/alternative_costs.py)
        self.alternative_cost = False
        # the zone it was cast from, by name (601.2a: "a spell cast from exile"); '' for a copy
        # or an ability
        self.cast_from = ""
        # an attacking creature returned to its owner's hand to pay its cost: (what it was
        # attacking, the seat of its defending player), for ninjutsu (702.49c), else None
        self.returned_attacking: tuple[int, int] | None = None
        # the mana spent to cast it (601.2h), per kind in mana.MANA_ORDER: "for each color of
        # mana spent to cast it" (sunburst 702.44a, converge)
        self.spent: tuple[int, ...] = ()
        # the creature chosen to sacrifice or tap for an emerge or harmonize cost, -1 for none,
        # None until chosen (702.119a, 702.180a-b; engine/creature_costs.py)
        self.cost_creature: int | None = None
        # the opponents a "for each opponent, ..." instruction chose targets for, in order,
        # as its targets were chosen (601.2c); None until then
        self.opponents: tuple[int, ...] | None = None

    def copy(self) -> "StackObject":
        other = StackObject.__new__(StackObject)
        for slot in StackObject.__slots__:
            setattr(other, slot, getattr(self, slot))
        if self.moved is not None:
            other.moved = dict(self.moved)
        return other

    def note_move(self, old: int, controller: int, power: int | None, toughness: int | None,
                  mana_value: int | None = None, zone: int | None = None) -> None:
        """Object ``old`` left its zone (``zone``, a ``Zone`` value, if known) while this is
        cast, activated or resolving: remember what it last was (608.2h); ``note_new`` records
        what it became."""
        if self.moved is None:
            self.moved = {}
        self.moved[old] = (None, controller, power, toughness, mana_value, zone)

    def note_new(self, old: int, new: int) -> None:
        """The object ``old`` became ``new`` in a public zone (400.7j)."""
        self.moved[old] = (new,) + self.moved[old][1:]

    @property
    def is_spell(self) -> bool:
        return self.ability is None

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def spell_mana_value(self) -> int:
        """Rule 202.3e: the mana value of this spell on the stack, each {X} in its mana cost
        counted as the value chosen for X."""
        cost = self.card.mana_cost
        return self.card.mana_value + (self.x * cost.x if cost is not None and cost.x else 0)

    def __repr__(self) -> str:
        kind = "spell" if self.is_spell else "ability"
        return f"<{self.card.name} {kind}#{self.id} on the stack>"


MANA_ORDER = ("W", "U", "B", "R", "G", "C")
MANA_INDEX = {c: i for i, c in enumerate(MANA_ORDER)}


class Player:
    """A player (rule 102): life, counters, zones they own, mana pool (rule 106.4)."""

    __slots__ = ("index", "life", "poison", "library", "hand", "graveyard", "exile", "command", "pool",
                 "lands_played", "lost", "drew_from_empty", "mulligans", "kept", "turn_started",
                 "life_lost_this_turn", "upkeep_turn", "tickets", "sticker_sheets", "energy",
                 "restricted", "snow",
                 "sideboard")

    def __init__(self, index: int, life: int = 20) -> None:
        self.index = index
        self.life = life
        self.poison = 0
        self.library: list[int] = []
        self.hand: list[int] = []
        self.graveyard: list[int] = []
        self.exile: list[int] = []
        self.command: list[int] = []  # rule 408: the command zone (objects this player owns)
        self.pool = [0, 0, 0, 0, 0, 0]
        self.lands_played = 0
        self.lost = False
        self.drew_from_empty = False
        self.mulligans = 0
        self.kept = False
        self.turn_started = 0
        self.life_lost_this_turn = 0
        # the turn their most recent upkeep began in (0: none yet); while the triggers of an
        # upkeep beginning are found, still the one before ("your last upkeep", echo 702.30a)
        self.upkeep_turn = 0
        self.tickets = 0  # ticket counters (122.1, 107.17)
        self.sticker_sheets: tuple[str, ...] = ()  # the sheets they play with (123.2)
        self.energy = 0  # energy counters (122.1, 107.14)
        # mana in the pool with a restriction on spending it (106.6): (color, the spells it can
        # pay for), apart from ``pool``
        self.restricted: tuple[tuple[str, object], ...] = ()
        # of the mana in ``pool``, how much of each type came from snow sources (107.4h)
        self.snow = [0, 0, 0, 0, 0, 0]
        # the cards they own outside the game, their sideboard (100.4, 400.11: learn, 701.48a)
        self.sideboard: tuple = ()

    def copy(self) -> "Player":
        other = Player.__new__(Player)
        other.index = self.index
        other.life = self.life
        other.poison = self.poison
        other.library = self.library[:]
        other.hand = self.hand[:]
        other.graveyard = self.graveyard[:]
        other.exile = self.exile[:]
        other.command = self.command[:]
        other.pool = self.pool[:]
        other.restricted = self.restricted
        other.snow = self.snow[:]
        other.lands_played = self.lands_played
        other.lost = self.lost
        other.drew_from_empty = self.drew_from_empty
        other.mulligans = self.mulligans
        other.kept = self.kept
        other.turn_started = self.turn_started
        other.life_lost_this_turn = self.life_lost_this_turn
        other.upkeep_turn = self.upkeep_turn
        other.tickets = self.tickets
        other.sticker_sheets = self.sticker_sheets
        other.energy = self.energy
        other.sideboard = self.sideboard
        return other

    def zone_list(self, zone: Zone) -> list[int]:
        if zone is Zone.LIBRARY:
            return self.library
        if zone is Zone.HAND:
            return self.hand
        if zone is Zone.GRAVEYARD:
            return self.graveyard
        if zone is Zone.EXILE:
            return self.exile
        if zone is Zone.COMMAND:
            return self.command
        raise ValueError(f"player {self.index} has no own {ZONE_NAMES[zone]} list")

    @property
    def name(self) -> str:
        return seat_name(self.index)
