"""The game: its whole state, and the public interface ``legal_actions`` / ``apply``.

The engine runs by itself until some player must decide; the decision is ``game.pending``
(plain data). ``apply(action)`` performs one of ``legal_actions()`` and runs on to the next
decision. No Python frame waits across a decision, so ``copy()`` and ``to_json()`` capture a
game completely at any point.
"""
from __future__ import annotations

from typing import Iterable

from mtgrules.ir import CardDef
from mtgrules.engine import command_zone
from mtgrules.engine.decision import HANDLERS, Decision
from mtgrules.engine.events import Event
from mtgrules.engine.face_down import is_face_down, public_name as face_down_name, reveal_all, reveal_leaving
from mtgrules.engine.game_events import DrawEvent, LifeEvent, ZoneChange
from mtgrules.engine.objects import CardObject, Permanent, Player, StackObject, Zone, ref_player, seat_name
from mtgrules.engine.rng import Rng
from mtgrules.engine.steps import Stage, Step
from mtgrules.engine.turn_state import TurnState, died_record
from mtgrules.errors import IllegalAction

# Decision kinds that are never answered automatically even with one legal action.
_ALWAYS_ASK = frozenset({"priority"})
_REPLACEMENT_KINDS = ("replacement", "replacement_option")  # decisions of game.replacing (616.1)


def _loop_modules():
    """The modules the engine loop calls (imported late: they import this module)."""
    global _LOOP
    if _LOOP is None:
        from mtgrules.engine import priority, turn
        from mtgrules.engine.effects import continue_resolution
        _LOOP = (turn, priority, continue_resolution)
    return _LOOP


_LOOP = None

#: the key of ``Game.marks`` present while the game's turn order is reversed (101.4)
TURN_ORDER_REVERSED = "turn_order_reversed"


class Game:
    """A game of Magic between two or more players in seats 0..N-1, seated in turn order
    (rules 100.1, 101.4, 800.1).

    Public interface: ``actor``, ``legal_actions()``, ``apply(action)``, ``is_over``, ``winner``,
    ``copy()``, ``to_json()``, ``Game.from_json()``, ``log``.
    """

    __slots__ = ("players", "objects", "battlefield", "stack", "turn", "active", "step", "stage",
                 "priority", "passes", "pending", "casting", "resolving", "combat", "triggers",
                 "placing", "effects", "next_id", "next_timestamp", "rng", "log", "over",
                 "winner_index", "starting_player", "custom_cards", "sba_keep",
                 "sba_due", "marks", "turn_state", "day_night", "active_spells", "replacement_effects",
                 "replacing", "unregenerable", "delayed", "event_batch", "_replacement_statics", "_chars", "_tap_key", "_legal",
                 "__weakref__")

    def __init__(self, seed: int = 0, starting_player: int = 0, seats: int = 2) -> None:
        self.players = [Player(seat) for seat in range(seats)]
        self.objects: dict[int, CardObject | Permanent | StackObject] = {}
        self.battlefield: list[int] = []
        self.stack: list[int] = []
        self.turn = 0
        self.active = starting_player
        self.step = Step.UNTAP
        self.stage = Stage.BEGIN
        self.priority: int | None = None
        self.passes = 0
        self.pending: Decision | None = None
        self.casting = None          # casting.Casting while a spell or ability is being put on the stack
        self.resolving = None        # effects.Resolution while a spell or ability resolves
        self.combat = None           # combat.Combat during a combat phase
        self.triggers: list = []     # triggers.PendingTrigger waiting to be put on the stack (603.3)
        # the events happening at once (603.2c) share a number, counted on after each action,
        # each effect of a resolving spell or ability (608.2c) and each round of state-based
        # actions (704.3)
        self.event_batch = 0
        self.placing: list = []      # triggers being put on the stack by the player now choosing
        self.effects: list = []      # layers.ContinuousEffect from resolved spells and abilities
        self.next_id = 1
        self.next_timestamp = 1
        self.rng = Rng(seed)
        self.log: list[Event] = []
        self.over = False
        self.winner_index: int | None = None
        self.starting_player = starting_player
        self.custom_cards: dict[str, dict] = {}
        self.sba_keep: dict[tuple[int, str], int] = {}  # (player, legendary name) -> the one kept (704.5j)
        self.sba_due = True          # whether state-based actions may apply (see sba.check)
        self.marks: dict[str, frozenset[int]] = {}
        self.turn_state = TurnState()  # what the rules remember until the turn ends  # keyword name -> the objects it marked (702.2b)
        self.day_night: str | None = None   # rule 730: "day", "night" or neither (engine/day_night.py)
        self.active_spells: int | None = None  # spells the active player cast this turn (730.2)
        self.replacement_effects: tuple = ()  # 614, 615: shields and other effects of resolved spells
        self.replacing = None        # replacement.Replacing: an event waiting for a 616.1 choice
        self.unregenerable: tuple[int, ...] = ()  # 701.19c: can't be regenerated this turn
        self.delayed: tuple = ()  # effectlib.delayed.Waiting: delayed triggers (603.7), 610.3 returns
        self._replacement_statics = None  # replacement._statics cache, per characteristics table
        self._chars: dict | None = None
        # which permanents were tapped when the characteristics were computed, if a static
        # ability read that ("as long as this creature is untapped"); None if none did
        self._tap_key: frozenset | None = None
        self._legal: list | None = None

    # --- public interface -----------------------------------------------------------------

    @property
    def actor(self) -> int | None:
        """The seat that must decide now, or None when the game is over."""
        if self.over or self.pending is None:
            return None
        return self.pending.player

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def winner(self) -> int | None:
        """The winning seat, or None for a draw or a game still going on (rule 104)."""
        return self.winner_index

    def legal_actions(self) -> tuple:
        """Every action ``apply`` accepts now (rule 117 for priority; the pending decision's
        options otherwise), in a stable order. Empty when the game is over."""
        if self._legal is None:
            if self.over or self.pending is None:
                self._legal = ()
            else:
                self._legal = tuple(HANDLERS[self.pending.kind].legal(self, self.pending))
        return self._legal

    def apply(self, action) -> None:
        """Perform ``action``, which must be one of ``legal_actions()``, and run the game on to
        the next decision. Raises ``IllegalAction`` (naming the rule) and changes nothing if the
        action is not legal now."""
        legal = self.legal_actions()
        if action not in legal:
            raise self._illegal(action)
        decision = self.pending
        self.pending = None
        self._legal = None
        self.event_batch += 1
        HANDLERS[decision.kind].perform(self, decision, action)
        self.run()

    def copy(self) -> "Game":
        """An independent copy of the game: same state, same future under the same actions."""
        from mtgrules.engine.snapshot import copy_game
        return copy_game(self)

    def to_json(self) -> str:
        from mtgrules.engine.snapshot import game_to_json
        return game_to_json(self)

    @classmethod
    def from_json(cls, text: str) -> "Game":
        from mtgrules.engine.snapshot import game_from_json
        return game_from_json(text)

    def __repr__(self) -> str:
        state = "over" if self.over else f"turn {self.turn}, {self.step.label}"
        return f"<Game {state}, life {'-'.join(str(p.life) for p in self.players)}>"

    # --- the engine loop ------------------------------------------------------------------

    def run(self) -> None:
        """Proceed until a player must decide or the game is over."""
        turn, priority, continue_resolution = _loop_modules()
        while not self.over:
            pending = self.pending
            if pending is not None:
                if pending.kind in _ALWAYS_ASK:
                    break
                legal = self.legal_actions()
                if len(legal) != 1:
                    break
                self.pending = None
                self._legal = None
                HANDLERS[pending.kind].perform(self, pending, legal[0])
                continue
            if self.resolving is not None:
                continue_resolution(self)
            elif self.stage is Stage.PRIORITY:
                priority.offer_priority(self)
            elif self.stage is Stage.BEGIN:
                turn.begin_step(self)
            else:
                turn.end_step(self)
        self._legal = None

    def ask(self, kind: str, player: int, prompt: str, data: tuple = ()) -> None:
        """Make ``player`` the one to decide (a decision of ``kind``). While an event waits for a
        choice of replacement effects (616.1), the decision waits until that is done."""
        decision = Decision(kind, player, prompt, data)
        state = self.replacing
        if state is not None and self.pending is not None and self.pending.kind in _REPLACEMENT_KINDS:
            state.deferred = decision
            return
        self.pending = decision
        self._legal = None

    def _illegal(self, action) -> IllegalAction:
        if self.over:
            return IllegalAction(f"the game is over; {action} is not possible", "104.1")
        decision = self.pending
        handler = HANDLERS[decision.kind]
        if handler.explain is not None:
            why = handler.explain(self, decision, action)
            if why is not None:
                return IllegalAction(why[1], why[0])
        options = ", ".join(str(a) for a in self.legal_actions()[:12])
        return IllegalAction(
            f"{action} is not a legal action now: player {seat_name(decision.player)} must decide: "
            f"{decision.prompt} (legal: {options})", "117.1")

    # --- objects and characteristics -------------------------------------------------------

    def new_id(self) -> int:
        oid = self.next_id
        self.next_id = oid + 1
        return oid

    def new_timestamp(self) -> int:
        """Rule 613.7: timestamps order objects and effects."""
        ts = self.next_timestamp
        self.next_timestamp = ts + 1
        return ts

    def changed(self) -> None:
        """Forget computed characteristics: call after any change that layers depend on.
        Such a change may also make a state-based action apply (rule 704.3)."""
        self._chars = None
        self.sba_due = True

    def chars(self, oid: int):
        """The characteristics of permanent ``oid`` after all continuous effects (rule 613)."""
        table = self._chars
        if table is None or (self._tap_key is not None and self._tap_key != self._tapped()):
            table = self._compute_chars()
        return table[oid]

    def chars_table(self) -> dict:
        """Characteristics of every permanent, by id (rule 613), computed once per change
        (tapping and untapping included when a static ability reads it, 611.3a)."""
        table = self._chars
        if table is None or (self._tap_key is not None and self._tap_key != self._tapped()):
            table = self._compute_chars()
        return table

    def _compute_chars(self) -> dict:
        from mtgrules.engine.layers import compute_characteristics
        self._tap_key = None
        table = self._chars = compute_characteristics(self)
        return table

    def _tapped(self) -> frozenset:
        objects = self.objects
        return frozenset(oid for oid in self.battlefield if objects[oid].tapped)

    def reads_tapped(self) -> None:
        """Called as the characteristics are computed when a static ability reads whether
        permanents are tapped: they are computed again once that changes."""
        self._tap_key = self._tapped()

    def controller(self, oid: int) -> int:
        """Rule 108.4 / 110.2: the controller of a permanent or stack object; a card's owner."""
        obj = self.objects[oid]
        if obj.zone is Zone.BATTLEFIELD:
            return self.chars(oid).controller
        if obj.zone is Zone.STACK:
            return obj.controller
        if obj.zone is Zone.COMMAND:  # the face-up plane's is the planar controller (901.6)
            return command_zone.controller(self, oid)
        return obj.owner

    def name(self, ref: int) -> str:
        """A readable name for an object id or player ref.

        A permanent or a spell that shares its name with another permanent or spell (201.2a;
        each is still an object of its own, 109.1) is told apart by its object id and its
        controller: "Air Elemental #41 (B)". The id is the
        object's for as long as it stays in the zone (400.7)."""
        if ref < 0:
            seat = ref_player(ref)
            return f"player {seat_name(seat)}" if seat < len(self.players) else f"no player ({ref})"
        obj = self.objects.get(ref)
        if obj is None:
            return f"#{ref}"
        name = self._plain_name(obj)
        if self._name_shared(obj, name):
            return f"{name} #{ref} ({seat_name(self.controller(ref))})"
        return name

    def shares_name(self, oid: int) -> bool:
        """Whether ``name`` tells object ``oid`` apart from another of the same name."""
        obj = self.objects[oid]
        return self._name_shared(obj, self._plain_name(obj))

    def _plain_name(self, obj) -> str:
        if is_face_down(obj):  # rules 708.5, 708.6: what every player may know of it
            return face_down_name(obj)
        if obj.stickers:  # rule 123.6: name stickers change the name
            if obj.zone is Zone.BATTLEFIELD:
                return self.chars(obj.id).name
            from mtgrules.engine.stickers import name_with_stickers
            return name_with_stickers(self, obj)
        return obj.card.name

    def _name_shared(self, obj, name: str) -> bool:
        """Whether ``obj`` is a permanent or a spell and another permanent or spell is named
        ``name`` (an ability on the stack goes by its source's name, 113.7, and is no other
        object of that name)."""
        zone = obj.zone
        if zone is not Zone.BATTLEFIELD and (zone is not Zone.STACK or obj.ability is not None):
            return False
        oid = obj.id
        objects = self.objects
        for other in self.battlefield:
            o = objects[other]
            if other != oid and (self._plain_name(o) if o.face_down or o.stickers else o.card.name) == name:
                return True
        for other in self.stack:
            item = objects[other]
            if other != oid and item.ability is None and self._plain_name(item) == name:
                return True
        return False

    def has_keyword(self, oid: int, keyword: str) -> bool:
        return keyword in self.chars(oid).keyword_names

    def is_creature(self, oid: int) -> bool:
        return "Creature" in self.chars(oid).types

    def permanents(self, controller: int | None = None) -> Iterable[Permanent]:
        objects = self.objects
        if controller is None:
            return [objects[i] for i in self.battlefield]
        return [objects[i] for i in self.battlefield if self.chars(i).controller == controller]

    def creatures(self, controller: int | None = None) -> list[int]:
        out = []
        for i in self.battlefield:
            c = self.chars(i)
            if "Creature" in c.types and (controller is None or c.controller == controller):
                out.append(i)
        return out

    def event(self, rule: str, text: str) -> None:
        """Add an event to the log, citing ``rule``."""
        self.log.append(Event(rule, text, self.turn))

    # --- players and turn order (101.4, 102, 800.4) ------------------------------------------

    def next_seat(self, seat: int) -> int:
        """The next player in turn order after ``seat`` who is still in the game (rules 101.4,
        500.1, 117.3d, 800.4a); ``seat`` itself when nobody else is. The seat after, or (the
        turn order reversed) the seat before."""
        players = self.players
        n = len(players)
        nxt = seat
        if self.marks and TURN_ORDER_REVERSED in self.marks:
            for _ in range(n):
                nxt = nxt - 1 if nxt else n - 1
                if not players[nxt].lost:
                    return nxt
            return seat
        for _ in range(n):
            nxt = nxt + 1 if nxt + 1 < n else 0
            if not players[nxt].lost:
                return nxt
        return seat

    def turn_order(self, start: int, *, but: int | None = None) -> list[int]:
        """The players still in the game (other than ``but``) in turn order, beginning with
        ``start`` (if it is still in the game, else with the next player after it)."""
        players = self.players
        n = len(players)
        out = []
        step = -1 if self.marks and TURN_ORDER_REVERSED in self.marks else 1
        for i in range(n):
            seat = (start + step * i) % n
            if seat != but and not players[seat].lost:
                out.append(seat)
        return out

    def apnap(self) -> list[int]:
        """The players still in the game in APNAP order (rule 101.4): the active player, then
        each other player in turn order."""
        return self.turn_order(self.active)

    def opponents(self, player: int) -> list[int]:
        """Rules 102.2-102.3: ``player``'s opponents still in the game (every other player;
        teams are not supported), in APNAP order."""
        return self.turn_order(self.active, but=player)

    def remaining(self) -> int:
        """How many players are still in the game (rule 800.4)."""
        n = 0
        for p in self.players:
            if not p.lost:
                n += 1
        return n

    # --- zone changes -------------------------------------------------------------------------

    def make_card(self, card: CardDef, owner: int, zone: Zone, token: bool = False) -> int:
        """Create a card object at the end of ``zone`` of ``owner`` (the bottom of a library)."""
        oid = self.new_id()
        self.objects[oid] = CardObject(oid, card, owner, zone, token)
        self.players[owner].zone_list(zone).append(oid)
        return oid

    def make_permanent(self, card: CardDef, owner: int, controller: int, *, token: bool = False,
                       tapped: bool = False) -> int:
        """Rule 110.1 / 111.1: put a new permanent onto the battlefield."""
        oid = self.new_id()
        perm = Permanent(oid, card, owner, controller, self.new_timestamp(), self.turn, token)
        perm.tapped = tapped
        if card.loyalty is not None and "Planeswalker" in card.types:
            perm.counters["loyalty"] = card.loyalty  # rule 306.5b
        self.objects[oid] = perm
        self.battlefield.append(oid)
        self.changed()
        return oid

    def remove_from_zone(self, oid: int):
        """Take object ``oid`` out of its zone; returns the object (its last known information)."""
        obj = self.objects.pop(oid)
        zone = obj.zone
        if zone is Zone.BATTLEFIELD:
            self.battlefield.remove(oid)
            self.changed()
            for other in self.battlefield:
                perm = self.objects[other]
                if perm.attached_to == oid:
                    perm.attached_to = None  # rule 301.5d / 303.4d are then checked as SBAs
            if self.combat is not None:
                self.combat.remove(oid)
        elif zone is Zone.STACK:
            self.stack.remove(oid)
        else:
            self.players[obj.owner].zone_list(zone).remove(oid)
            self.changed()  # counts of cards in hand / graveyard (611.3a; may make an SBA apply)
            if zone is Zone.COMMAND:  # its counters stay with no object (400.7, 901.7a)
                from mtgrules.engine.command_counters import forget
                forget(self, oid)
            if zone is Zone.GRAVEYARD:  # "whenever one or more cards leave your graveyard"
                from mtgrules.engine import triggers
                triggers.left_graveyard(self, obj)
        return obj

    def move(self, oid: int, zone: Zone, *, to_bottom: bool = False, tapped: bool = False,
             controller: int | None = None, back_face: bool = False,
             counters: tuple = (), face_down: str = "") -> int | None:
        """Move an object to ``zone`` as a new object (rule 400.7), through the replacement
        effects that apply (614: "exile it instead"); returns the new id, or None when a token
        leaves the battlefield (it then ceases to exist, rule 111.7), when the move was replaced,
        or while it waits for a choice of replacement effects (616.1). A permanent enters with
        its front face up (712.14) unless ``back_face`` (712.12, 712.14a), with ``counters``
        ((kind, count) pairs: "return it to the battlefield with a -1/-1 counter on it", 122.6);
        ``face_down``: it enters face down, made so by that keyword action ("manifest", "cloak";
        708.3, 701.40a)."""
        from mtgrules.engine.replacement import happen
        return happen(self, ZoneChange(oid, int(zone), to_bottom=to_bottom, tapped=tapped,
                                       controller=controller, back_face=back_face, counters=counters,
                                       face_down=face_down))

    def perform_move(self, oid: int, zone: Zone, *, to_bottom: bool = False, tapped: bool = False,
                     controller: int | None = None, back_face: bool = False,
                     counters: tuple = (), face_down: str = "") -> int | None:
        """The zone change itself, once replacement effects have had their say (see ``move``)."""
        from mtgrules.engine import triggers
        last = self.chars(oid) if self.objects[oid].zone is Zone.BATTLEFIELD else None
        hosts = tuple(other for other in self.battlefield
                      if self.objects[other].attached_to == oid) if last is not None else ()
        obj = self.remove_from_zone(oid)
        owner = obj.owner
        is_token = getattr(obj, "token", False)
        if last is not None:  # rule 603.10a: its last known information, controller included
            triggers.left_battlefield(self, obj, zone, last, hosts)
            if zone is Zone.GRAVEYARD and "Creature" in last.types:  # it died (700.4)
                self.turn_state.creatures_died += (died_record(last, is_token),)
            if last.controller not in self.turn_state.left_battlefield:  # revolt
                self.turn_state.left_battlefield |= {last.controller}
        if last is not None:  # abilities on the stack naming it from their event look back (608.2h)
            for sid in self.stack:
                item = self.objects[sid]
                if oid in item.trigger_event and item is not self.moving_item():
                    item.note_move(oid, last.controller, last.power, last.toughness)
        elif obj.zone is Zone.STACK:  # a spell that dealt damage: "that source's controller"
            # or "that spell's mana value" (202.3e) as it last existed (608.2h), for abilities
            # on the stack
            spell_value = obj.spell_mana_value if obj.is_spell else None
            for sid in self.stack:
                item = self.objects[sid]
                if oid in item.trigger_event[:1] and item is not self.moving_item():
                    item.note_move(oid, obj.controller, None, None, spell_value)
            for trig in self.triggers:  # and those waiting to be put on it (603.3)
                if trig.event[:1] == (oid,) and trig.event_last is None:
                    trig.event_last = (oid, obj.controller, None, None, spell_value)
        moving = self.moving_item()  # later parts of its effect may look back (608.2h, 400.7j)
        if moving is not None and last is not None and oid == moving.source and obj.counters:
            # its own source left the battlefield as it resolves ("Then you may sacrifice it. If
            # you do, ... X is the number of skewer counters on it"): as it last existed (608.2h)
            moving.source_counters = tuple(sorted(obj.counters.items()))
        if moving is not None:
            if obj.zone is Zone.STACK:  # a countered spell (701.6a), its mana value there (202.3e)
                moving.note_move(oid, obj.controller, None, None,
                                 obj.spell_mana_value if obj.is_spell else None)
            else:
                moving.note_move(oid, last.controller if last else owner,
                                 last.power if last else obj.card.power,
                                 last.toughness if last else obj.card.toughness,
                                 last.copiable.mana_value if last else obj.card.mana_value,
                                 int(obj.zone))
        hidden = getattr(obj, "face_down_card", None)  # a face-down spell's card (708.4)
        if (hidden is not None or last is not None and obj.face_down) and not getattr(obj, "is_copy", False):
            reveal_leaving(self, obj, hidden or obj.card, zone)  # rule 708.9
        if getattr(obj, "is_copy", False):  # rules 707.10a, 704.5e: it ceases to exist
            self.event("707.10a", f"the copy of {obj.card.name} ceases to exist")
            return None
        if is_token and zone is not Zone.BATTLEFIELD:
            return None  # rule 704.5d would remove it at once; nothing observable differs
        # 712.8a, 709.4, 715.4: all faces, front up (a permanent's, or a spell's cast with a face
        # or transformed, 712.8c); a face-down spell's card (708.4)
        card = obj.whole_card if last is not None else hidden or (
            obj.whole_card if obj.zone is Zone.STACK else obj.card)
        # rule 123.5: stickers stay on an object moving to a public zone, not a hidden one
        kept = obj.stickers if zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE) else ()
        if zone is Zone.BATTLEFIELD:
            new = self.make_permanent(card, owner, owner if controller is None else controller,
                                      tapped=tapped)
            self.objects[new].stickers = kept
            from mtgrules.engine.faces import entered, set_entering_face
            set_entering_face(self, new, back_face)  # 712.14, 712.14a
            if face_down:  # rule 708.3: turned face down before it enters
                self.objects[new].face_down, self.objects[new].face_down_as = True, face_down
                self.changed()
            if moving is not None:
                moving.note_new(oid, new)
            from mtgrules.engine.replacement import enters_with
            enters_with(self, new, counters=counters)  # 614.1c, 614.12, 603.6a: how it enters; its triggers
            entered(self, new)
            return new
        new = self.new_id()
        if moving is not None and zone in (Zone.GRAVEYARD, Zone.EXILE):  # public (400.7j)
            moving.note_new(oid, new)
        if last is not None and self.triggers and zone in (Zone.GRAVEYARD, Zone.EXILE):
            triggers.source_became(self, oid, new)  # 400.7e
        stamp = self.new_timestamp() if zone is Zone.GRAVEYARD else 0  # rule 613.7d
        self.objects[new] = CardObject(new, card, owner, zone, stickers=kept, timestamp=stamp)
        if zone is Zone.STACK:
            raise ValueError("use casting to put a card on the stack")
        zlist = self.players[owner].zone_list(zone)
        self.changed()  # counts of cards in hand / graveyard (611.3a; may make an SBA apply)
        if zone is Zone.LIBRARY and not to_bottom:
            zlist.insert(0, new)
        else:
            zlist.append(new)
        if zone is Zone.GRAVEYARD:  # "whenever a land card is put into your graveyard from ..."
            triggers.card_to_graveyard(self, new, obj.zone)
        return new

    def moving_item(self) -> StackObject | None:
        """The spell or ability whose costs or effects are moving objects now, if any."""
        if self.resolving is not None:
            return self.resolving.item
        if self.casting is not None:
            return self.objects.get(self.casting.item)
        return None

    def draw(self, player: int, count: int = 1) -> None:
        """Rule 121.1: draw cards one at a time, each draw an event that replacement effects may
        replace (614.11, 614.11a)."""
        from mtgrules.engine.replacement import happen, may_apply
        event = DrawEvent(player)
        if may_apply(self, event):
            for _ in range(count):
                happen(self, event)
            return
        for _ in range(count):
            if not self.draw_now(player, log=False):
                return
        self.event("121.1", f"player {self.players[player].name} draws {count} "
                            f"card{'s' if count != 1 else ''}")

    def draw_now(self, player: int, *, log: bool = True) -> bool:
        """Rule 121.1: one draw as it happens; drawing from an empty library is remembered for
        the state-based action of rule 704.5b (121.4). False if the library was empty."""
        p = self.players[player]
        if not p.library:
            p.drew_from_empty = True
            self.sba_due = True
            self.event("121.4", f"player {p.name} attempts to draw from an empty library")
            return False
        card = self.perform_move(p.library[0], Zone.HAND)
        if log:
            self.event("121.1", f"player {p.name} draws 1 card")
        from mtgrules.engine import player_rules, triggers
        if player_rules.has_rule(self, player, "reveals_draws"):  # "Players reveal each card they draw"
            self.event("701.20a", f"player {p.name} reveals {self.objects[card].card.name}, the card they drew")
        triggers.player_drew(self, player, card)
        from mtgrules.engine.effectlib.miracle import drawn
        drawn(self, player, card)  # rule 702.94a
        return True

    def lose_life(self, player: int, amount: int, rule: str = "119.3") -> None:
        """Rule 119.3: life loss, an event replacement effects may modify (614)."""
        if amount > 0:
            from mtgrules.engine.replacement import happen
            happen(self, LifeEvent(player, amount, False, rule))

    def gain_life(self, player: int, amount: int, rule: str = "119.3") -> None:
        """Rule 119.3: life gain, an event replacement effects may modify (614); none for a
        player who can't gain life, nor any replacement of it (119.7)."""
        if amount > 0:
            from mtgrules.engine.player_rules import cant_gain_life
            if cant_gain_life(self, player):
                self.event("119.7", f"player {self.players[player].name} can't gain life")
                return
            from mtgrules.engine.replacement import happen
            happen(self, LifeEvent(player, amount, True, rule))

    def change_life(self, e: LifeEvent) -> None:
        """Rule 119.3: the life gain or loss of ``e`` as it happens."""
        amount, player, rule = e.amount, e.player, e.rule
        if amount <= 0:
            return
        p = self.players[player]
        if e.gain:
            p.life += amount
            self.turn_state.gained_life |= {player}  # "if you gained life this turn"
            self.changed()  # conditions on life totals (611.3a)
            self.event(rule, f"player {p.name} gains {amount} life ({p.life})")
        else:
            p.life -= amount
            p.life_lost_this_turn += amount
            self.changed()  # also conditions such as "as long as you have 10 or less life" (611.3a)
            self.event(rule, f"player {p.name} loses {amount} life ({p.life})")
        from mtgrules.engine import triggers
        triggers.life_changed(self, player, amount, e.gain)

    def end_game(self, winner: int | None, rule: str, why: str) -> None:
        """Rule 104: the game ends with a winner, or as a draw (``winner`` None)."""
        if self.over:
            return
        self.over = True
        self.winner_index = winner
        self.pending = None
        self._legal = None
        result = "the game is a draw" if winner is None else f"player {seat_name(winner)} wins"
        self.event(rule, f"{why}; {result}")
        reveal_all(self)  # rule 708.9
