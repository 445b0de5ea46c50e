"""Triggered abilities (rule 603): noticing trigger events, and putting the triggered abilities
on the stack the next time a player would receive priority (603.3), in APNAP order (603.3b),
each player choosing the order of their own.

Trigger events are named strings on ``TriggeredAbility.event``; :data:`MATCHERS` says, for each,
whether an event that happened triggers an ability of a given permanent. A narrower event
that happens along with another one is registered with :func:`derived` (e.g. 'cast_noncreature'
from 'cast'); keyword modules may register their own (flanking's
'becomes_blocked_by_nonflanking').
"""
from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Callable

from mtgrules.ir import TriggeredAbility
from mtgrules.ir.rewrite import filters_in, replace_filters
from mtgrules.engine import bestowed, recovering
from mtgrules.engine.conditions import intervening_if
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler
from mtgrules.engine import command_zone
from mtgrules.engine.objects import StackObject, Zone, player_ref, ref_player, seat_name
from mtgrules.engine.spells_cast import note_cast
from mtgrules.engine.targets import card_matches, chars_match, permanent_matches
from mtgrules.engine import spell_grants
from mtgrules.engine.zone_abilities import CAST_SELF, playable, trigger_own


class PendingTrigger:
    """A triggered ability waiting to be put on the stack (rule 603.2-603.3).

    ``ability`` is the TriggeredAbility itself (printed or granted, e.g. by a keyword an effect
    gave). ``card``/``controller`` come from the source as it was when the event happened, so leaves-
    the-battlefield abilities work from last known information (603.10a); so does
    ``optional_paid``, the optional costs paid for the source permanent's spell (whether and
    how it was kicked, 702.33d-f), and ``source_last``: the controller, power and toughness of
    a source that has left the battlefield, as it last existed ("it deals damage equal to its
    power", 608.2h); ``source_new``: the new object that source became in a public zone
    (400.7e: "when this creature dies, return it to its owner's hand"), if any; likewise
    ``event_last`` (id, controller, power, toughness) and ``event_new`` for the object the
    event is about, when it left the battlefield ("when enchanted creature dies, return that
    card to the battlefield", "... its power", 603.10a, 608.2h); ``source_counters``: the
    counters on the source as it last existed (modular, 702.43a); ``x``: for the ability
    triggering on its own source entering, the X of the spell that became it (107.3m).
    """

    __slots__ = ("id", "source", "card", "ability", "controller", "event", "optional_paid",
                 "source_last", "source_new", "source_counters", "event_last", "event_new",
                 "x", "batch")

    def __init__(self, tid: int, source: int, card, ability, controller: int, event: tuple) -> None:
        self.id = tid
        self.source = source
        self.card = card
        self.ability = ability
        self.controller = controller
        self.event = event
        self.optional_paid: tuple[int, ...] = ()
        self.source_last: tuple | None = None
        self.source_new: int | None = None
        self.source_counters: tuple = ()
        self.event_last: tuple | None = None
        self.event_new: int | None = None
        self.x = 0
        self.batch = 0  # the batch of events it triggered on (``Game.event_batch``, 603.2c)

    def with_event(self, event: tuple) -> PendingTrigger:
        """The same trigger with other event data."""
        other = PendingTrigger(self.id, self.source, self.card, self.ability, self.controller, event)
        for name in self.__slots__[6:]:
            setattr(other, name, getattr(self, name))
        return other


# ``Waiting.when`` of a delayed triggered ability with a stated duration (603.7b), before the
# duration ("lasting:end_of_turn"): it triggers each time until then (``effectlib.delayed``)
LASTING_PREFIX = "lasting:"


# event name -> matcher(game, source id, source controller, event data) -> bool
MATCHERS: dict[str, Callable] = {}


# inherent triggered abilities of designations, with no source (724.2: the monarch): each is
# told every event, and adds its PendingTriggers to ``game.triggers`` itself
INHERENT: list[Callable] = []


def matcher(name: str):
    def register(fn):
        MATCHERS[name] = fn
        return fn
    return register


# base event name -> names of narrower events that happen with it (e.g. 'cast' -> 'cast_noncreature')
DERIVED: dict[str, tuple[str, ...]] = {}
# narrower events whose test also applies when the ability names the event's object by a
# description ("whenever a creature you control deals combat damage to a player")
WITH_SUBJECT: set[str] = set()


# damage events that are one event for all the combat damage dealt at once (510.2): an ability
# on one triggers once for it (603.2c), the amount (data[2]) of each part added to the trigger
# waiting ("you gain that much life"). Event name -> the part of the data that must be the same
# (the one object dealing it, or the one dealt it).
COMBAT_BATCHES: dict[str, Callable] = {}
BATCH_BY_DEALER = (lambda data: data[0])
BATCH_BY_RECIPIENT = (lambda data: data[1])


# narrower leaves-the-battlefield events judged from the object as it last existed there
# (603.10a): event name -> test(game, the object that left, its last controller, event data)
LAST_KNOWN: dict[str, Callable] = {}


def derived_last_known(name: str, base: str, test: Callable) -> None:
    """Register event ``name``, which happens with ``base`` (an event of an object leaving the
    battlefield) when ``test`` accepts the object as it last existed on the battlefield, its
    counters included: "if it had no -1/-1 counters on it" (persist, 702.79a). Only the object
    that left triggers it (its own leaves-the-battlefield ability, 603.6c)."""
    derived(name, base, lambda game, source, controller, data: False)
    LAST_KNOWN[name] = test


def derived(name: str, base: str, test: Callable) -> None:
    """Register event ``name``, which happens whenever ``base`` does and ``test`` (a matcher,
    given the base event's data) accepts it: a narrower trigger condition such as "whenever you
    cast a noncreature spell" or "becomes blocked by a creature without flanking" (603.2)."""
    MATCHERS[name] = test
    if name not in DERIVED.get(base, ()):
        DERIVED[base] = DERIVED.get(base, ()) + (name,)


def fire(game, kind: str, data: tuple, *, lki: list | None = None) -> None:
    """Something happened: every triggered ability whose event is ``kind`` and whose matcher
    accepts ``data`` triggers (rule 603.2). ``lki``: (id, card, characteristics) of objects
    that just left the battlefield and "look back in time" (603.10a)."""
    sources = []
    kinds = (kind,) + DERIVED.get(kind, ())
    if _listens(game, kind):
        for oid in game.battlefield:
            c = game.chars(oid)
            perm = game.objects[oid]
            # a face-down source is known by its face-down characteristics (708.5)
            sources.append((oid, c.abilities, c.controller, perm.card if not perm.face_down else c.copiable,
                            None, None))
    for oid, perm, last in lki or ():
        sources.append((oid, last.abilities, last.controller, perm.card if not perm.face_down else last.copiable,
                        (last.controller, last.power, last.toughness), perm))
    for oid in command_zone.functioning(game):  # rules 114.4, 901.7, 902.7: from the command zone
        card = game.objects[oid].card
        sources.append((oid, card.abilities, command_zone.controller(game, oid), card, None, None))
    for w in game.delayed:  # rule 603.7b: delayed triggered abilities lasting a while
        if w.when.startswith(LASTING_PREFIX):
            sources.append((w.source, w.effects, w.controller, w.card, None, None))
    for inherent in INHERENT:
        inherent(game, kind, data)
    filtered = kind + "|"
    for oid, abilities, controller, card, source_last, gone in sources:
        for ability in abilities:
            if type(ability) is TriggeredAbility and (ability.event in kinds
                                                      or ability.event.startswith(filtered)):
                if gone is not None and ability.event in LAST_KNOWN:
                    fits = LAST_KNOWN[ability.event](game, gone, controller, data)
                elif ability.subject is not None or ability.player is not None:
                    fits = _about(game, ability, kind, data, oid, controller, lki) and (
                        ability.event not in WITH_SUBJECT
                        or MATCHERS[ability.event](game, oid, controller, data))
                else:
                    test = MATCHERS.get(ability.event) or _filtered_matcher(ability.event)
                    fits = test is None or test(game, oid, controller, data)
                if fits and kind == "damage" and data[3] and ability.event in COMBAT_BATCHES \
                        and _added_to_waiting(game, oid, ability, data):
                    continue
                if fits and ability.batched and _batch_waiting(game, oid, ability):
                    continue  # rule 603.2c: once for the events that happen at once
                if fits:
                    trig = PendingTrigger(game.new_id(), oid, card, ability, controller, data)
                    trig.batch = game.event_batch
                    trig.source_last = source_last
                    if gone is not None and gone.counters:
                        trig.source_counters = tuple(sorted(gone.counters.items()))
                    if ability.subject is not None and lki:
                        trig.event_last = _event_last(data[0], oid, lki)
                    perm = game.objects.get(oid)
                    if perm is not None and perm.zone is Zone.BATTLEFIELD:
                        trig.optional_paid = perm.optional_paid
                        if ability.event == "enters" and data[0] == oid:  # 107.3m
                            trig.x = perm.spell_x
                    cond = ability.condition
                    if cond is not None and not intervening_if(game, cond, card, trig.optional_paid,
                                                               controller, oid, data):
                        # rule 603.4: an intervening "if" clause that is false: no trigger
                        game.event("603.4", f"the triggered ability of {card.name} doesn't "
                                            "trigger: its condition is false")
                        continue
                    if ability.once_each_turn and not _first_this_turn(game, oid, ability):
                        continue
                    game.triggers.append(trig)


# "whenever you attack with N or more <creatures>" (508.1): judged by ``_attacked_with``
for _n in range(1, 6):
    derived(f"attack_with:{_n}", "attack", lambda game, source, controller, data: True)

# events of the source and another creature, the one an ability's description names (data[1])
_PARTNERED = frozenset({"blocks_creature", "becomes_blocked_by"})

# events about a player (the player's seat is data[0]) rather than an object
_PLAYER_EVENTS = frozenset({"draw", "gain_life", "lose_life", "attack", "discard", "cycle", "crime", "activate", "scry",
                            "surveil"})
# events about an object and the player who did it (their seat is data[1]): sacrificing (701.21a)
_DONE_BY_PLAYER = frozenset({"sacrificed", "land_played", "tapped_for_mana"})
# events about a spell (data: the spell, its controller's seat), cast or copied (707.10)
_SPELL_EVENTS = frozenset({"cast", "copy"})


def _about(game, ability: TriggeredAbility, kind: str, data: tuple, source: int,
           controller: int, lki) -> bool:
    """Whether an event fits a trigger condition with a subject or a player (603.2): the
    player the event is about, and the event's object as it is, or as it last existed if it
    has left the battlefield (603.10a), judged from the source's controller."""
    if ability.player is not None:
        who = data[0] if kind in _PLAYER_EVENTS else data[1] if kind in _SPELL_EVENTS \
            or kind in _DONE_BY_PLAYER else None
        if who is None or not _player_fits(ability.player, who, controller):
            return False
    flt = ability.subject
    if flt is None:
        return True
    if flt.compare and not all(type(n) is int for _, _, n in flt.compare):
        flt = _bound_now(game, flt, source, controller)
    if kind == "attack":  # "whenever you attack with two or more creatures" (508.1)
        return _attacked_with(game, ability.event, flt, data[0], source, controller)
    if kind in _PARTNERED:  # the creature it blocks or is blocked by (509.3b, 509.3d)
        return data[0] == source and data[1] in game.battlefield \
            and permanent_matches(game, data[1], flt, controller, source)
    if kind == "leaves_graveyard":  # the card as it was in the graveyard (603.10a)
        return card_matches(game, _LEFT_GRAVEYARD[-1], flt, controller, source)
    if kind == "activate":  # the permanent whose ability was activated (602.2)
        return data[3] in game.battlefield and permanent_matches(game, data[3], flt, controller, source)
    if kind == "to_graveyard":  # the card as it is in the graveyard now
        return card_matches(game, game.objects[data[0]], flt, controller, source)
    if kind == "draw":  # "draws a land card": the card drawn, in the hand it went to (121.1)
        return card_matches(game, game.objects[data[2]], flt, controller, source)
    oid = data[1] if ability.event == "is_dealt_damage" else data[0]  # the recipient (120.3)
    if oid < 0:  # a player
        return False
    if ability.self_too and oid == source:
        return True
    if flt.attached and not _attached_to(game, source, oid, lki):
        return False
    if kind in _SPELL_EVENTS or kind == "damage" and not flt.zone and oid in game.stack:  # "a source"
        item = game.objects.get(oid)
        return item is not None and card_matches(game, item, flt, controller, source)
    if oid in game.battlefield:
        return permanent_matches(game, oid, flt, controller, source)
    for gone, perm, last in lki or ():
        if gone == oid:
            return chars_match(game, oid, last, perm, flt, controller, source)
    return False


def _bound_now(game, flt, source: int, controller: int):
    """``flt`` with its bounds counted as the event happens (603.2): "whenever a player casts a
    spell with mana value equal to the number of charge counters on this artifact"."""
    from mtgrules.engine.conditions import count
    from mtgrules.ir import bind_bounds
    table = game.chars_table()
    return bind_bounds(flt, lambda n: count(game, table, source, controller, n))


def _attacked_with(game, event: str, flt, seat: int, source: int, controller: int) -> bool:
    """Whether the creatures ``seat`` just declared as attackers include at least N matching
    ``flt`` (event 'attack_with:N')."""
    from mtgrules.engine.targets import permanent_matches
    need = int(event.partition(":")[2] or 1)
    found = sum(1 for oid in game.combat.attackers
                if game.controller(oid) == seat and permanent_matches(game, oid, flt, controller, source))
    return found >= need


def _added_to_waiting(game, source: int, ability, data: tuple) -> bool:
    """Whether ``ability`` of ``source`` already waits to be put on the stack for combat damage
    dealt at once with this part of it (``COMBAT_BATCHES``); if so, this part's amount is
    added to that trigger's event (the trigger replaced, not changed, as copies of the game
    share the ones waiting)."""
    same = COMBAT_BATCHES[ability.event]
    for i, trig in enumerate(game.triggers):
        if trig.source == source and trig.ability == ability and trig.event[3] \
                and same(trig.event) == same(data):
            game.triggers[i] = trig.with_event(trig.event[:2] + (trig.event[2] + data[2],)
                                               + trig.event[3:])
            return True
    return False


def _batch_waiting(game, source: int, ability) -> bool:
    """Whether ``ability`` of ``source`` ("whenever one or more ...") already waits to be put on
    the stack for an event of the batch happening now (603.2c)."""
    batch = game.event_batch
    return any(t.batch == batch and t.source == source and t.ability == ability
               for t in game.triggers)


def _attached_to(game, source: int, oid: int, lki) -> bool:
    """Whether ``source`` is (or was, just before ``oid`` left the battlefield: 603.10a) attached
    to ``oid``: "whenever enchanted creature dies", "equipped creature deals damage" (301.5f,
    303.4m)."""
    perm = game.objects.get(source)
    if perm is None:
        return False
    if perm.attached_to == oid:
        return True
    return any(gone == oid and source in hosts for gone, hosts in _HOSTS)


def _first_this_turn(game, source: int, ability) -> bool:
    """"This ability triggers only once each turn": whether it hasn't triggered yet this turn,
    noted now that it does (the turn's record, ``TurnState.triggered_once``)."""
    state = game.turn_state
    key = (source, ability.text)
    if key in state.triggered_once:
        return False
    state.triggered_once = state.triggered_once | {key}
    return True


def _event_last(oid: int, source: int, lki) -> tuple | None:
    """The event's object as it last existed on the battlefield, if it has left (603.10a):
    (id, controller, power, toughness)."""
    for gone, _, last in lki:
        if gone == oid and gone != source:
            return oid, last.controller, last.power, last.toughness
    return None


def _player_fits(relation: str, who: int, controller: int) -> bool:
    return relation == "any" or (relation == "you") == (who == controller)


# --- event sources the engine reports ------------------------------------------------------

_LISTENING: list = [None, {}]  # the characteristics table last asked about, and its answers


def _listens(game, kind: str) -> bool:
    """Whether a permanent has a triggered ability on event ``kind`` or one derived from it
    (asked once per state of the characteristics, so an event nothing waits for, such as a
    permanent becoming tapped while mana is paid or a step nobody triggers on, costs no look
    at the battlefield)."""
    table = game.chars_table()
    if _LISTENING[0] is not table:
        _LISTENING[0], _LISTENING[1] = table, {}
    known = _LISTENING[1].get(kind)
    if known is None:
        kinds = (kind,) + DERIVED.get(kind, ())
        known = any(type(a) is TriggeredAbility and a.event.partition("|")[0] in kinds
                    for c in table.values() for a in c.abilities)
        _LISTENING[1][kind] = known
    return known or _command_zone_listens(game, kind)


def _command_zone_listens(game, kind: str) -> bool:
    """Whether an object of the command zone whose abilities function there (114.4, 901.7,
    902.7, 904.8) has a triggered ability on event ``kind`` or one derived from it (a plane's
    "whenever a player commits a crime"); a game without a command zone asks nothing more."""
    if not any(p.command for p in game.players):
        return False
    kinds = (kind,) + DERIVED.get(kind, ())
    return any(type(a) is TriggeredAbility and a.event.partition("|")[0] in kinds
               for oid in command_zone.functioning(game) for a in game.objects[oid].card.abilities)


def listens_anywhere(game, kind: str) -> bool:
    """Whether a triggered ability on event ``kind`` functions: a permanent's (``_listens``),
    one of an object in the command zone (114.4, 901.7) or a delayed one lasting a while
    (603.7b)."""
    if _listens(game, kind):
        return True
    for w in game.delayed:
        if w.when.startswith(LASTING_PREFIX) and any(
                type(a) is TriggeredAbility and a.event == kind for a in w.effects):
            return True
    return any(type(a) is TriggeredAbility and a.event == kind
               for oid in command_zone.functioning(game) for a in game.objects[oid].card.abilities)


def check_state_triggers(game) -> None:
    """Rule 603.8: a state-triggered ability of a permanent ("When you control no Islands,
    sacrifice this creature") or of a card of the command zone whose abilities function there
    ("When Aretopolis has ten or more scroll counters on it, planeswalk.", 901.7) triggers
    whenever its condition holds, checked as a player would receive priority; it doesn't
    trigger again while it waits to be put on the stack or is on the stack."""
    _check_command_zone_state_triggers(game)
    if not _listens(game, "state"):
        return
    from mtgrules.engine.conditions import holds_for
    table = game.chars_table()
    for oid in game.battlefield:
        c = table[oid]
        for ability in c.abilities:
            if type(ability) is not TriggeredAbility or ability.event != "state":
                continue
            if _waiting(game, oid, ability) or not holds_for(game, c.controller, oid, ability.state):
                continue
            perm = game.objects[oid]
            card = perm.card if not perm.face_down else c.copiable
            cond = ability.condition  # rule 603.4: an intervening "if" false now: no trigger
            if cond is not None and not intervening_if(game, cond, card, perm.optional_paid, c.controller, oid):
                continue
            game.event("603.8", f"the state trigger of {game.name(oid)} triggers: "
                                f"{ability.state.text}")
            trig = PendingTrigger(game.new_id(), oid, card, ability, c.controller, ())
            trig.optional_paid = perm.optional_paid
            game.triggers.append(trig)


def _check_command_zone_state_triggers(game) -> None:
    """Rule 603.8 for the state triggers of the command zone's cards (114.4, 901.7, 904.8)."""
    functioning = command_zone.functioning(game)
    if not functioning:
        return
    from mtgrules.engine.conditions import holds_for
    for oid in functioning:
        card = game.objects[oid].card
        for ability in card.abilities:
            if type(ability) is not TriggeredAbility or ability.event != "state":
                continue
            controller = command_zone.controller(game, oid)
            if _waiting(game, oid, ability) or not holds_for(game, controller, oid, ability.state):
                continue
            cond = ability.condition  # rule 603.4: an intervening "if" false now: no trigger
            if cond is not None and not intervening_if(game, cond, card, (), controller, oid):
                continue
            game.event("603.8", f"the state trigger of {game.name(oid)} triggers: "
                                f"{ability.state.text}")
            game.triggers.append(PendingTrigger(game.new_id(), oid, card, ability, controller, ()))


def _waiting(game, source: int, ability) -> bool:
    """Whether ``ability`` of ``source`` has triggered and not yet left the stack (603.8)."""
    if any(t.source == source and t.ability == ability for t in game.triggers + game.placing):
        return True
    return any(game.objects[sid].source == source and game.objects[sid].ability == ability
               for sid in game.stack)


def counted(counts: tuple, seat: int, more: int = 1) -> tuple:
    """``counts`` (per seat, as on ``TurnState``) with ``more`` more for ``seat``."""
    counts = counts + (0,) * (seat + 1 - len(counts))
    return counts[:seat] + (counts[seat] + more,) + counts[seat + 1:]


def became_tapped(game, oid: int) -> None:
    """Rule 701.26a: permanent ``oid`` became tapped ("whenever fortified land becomes
    tapped"); a permanent entering tapped doesn't become tapped."""
    if _listens(game, "becomes_tapped"):
        fire(game, "becomes_tapped", (oid,))


def entered_battlefield(game, oid: int) -> None:
    fire(game, "enters", (oid,))


# (object that just left the battlefield, the permanents that were attached to it), while its
# leaving is reported (603.10a: "when enchanted creature dies" looks back in time)
_HOSTS: list[tuple[int, tuple[int, ...]]] = []
# (permanent, the player sacrificing it) while it is moved (701.21a)
_SACRIFICING: list[tuple[int, int]] = []


def sacrifice(game, player: int, oid: int) -> int | None:
    """Rule 701.21a: ``player`` moves permanent ``oid`` to its owner's graveyard as a sacrifice
    (where a replacement effect doesn't send it elsewhere, 614); "whenever you sacrifice a
    creature" is a leaves-the-battlefield ability and looks back in time (603.6c, 603.10a:
    event 'sacrificed', data: the permanent, the player's seat and reference). Returns the new
    object, as ``Game.move``."""
    _SACRIFICING.append((oid, player))
    try:
        return game.move(oid, Zone.GRAVEYARD)
    finally:
        _SACRIFICING.pop()


def attached_as_it_left(oid: int) -> tuple[int, ...]:
    """The permanents that were attached to ``oid`` as it left the battlefield, while its
    leaving is reported (603.10a: "whenever an equipped creature you control dies")."""
    return next((hosts for gone, hosts in _HOSTS if gone == oid), ())


def card_to_graveyard(game, oid: int, came_from: Zone) -> None:
    """The card ``oid`` was put into its owner's graveyard from the zone ``came_from``:
    remembered for the turn ("if you descended this turn", 700.11), and the event of "whenever a
    land card is put into your graveyard from your library" (data: the card, its owner's seat,
    the zone it came from, its owner), for the permanents' abilities and the card's own
    (``graveyard_arrivals``, 603.6c)."""
    from mtgrules.engine.graveyard_arrivals import own_arrival
    obj = game.objects[oid]
    state = game.turn_state
    state.to_graveyard += ((obj.owner, obj.card.types),)
    data = (oid, obj.owner, int(came_from), player_ref(obj.owner))
    if _listens(game, "to_graveyard"):
        fire(game, "to_graveyard", data)
    own_arrival(game, oid, came_from, data)


derived("to_graveyard_from_library", "to_graveyard",
        lambda game, source, controller, data: data[2] == int(Zone.LIBRARY))
WITH_SUBJECT.add("to_graveyard_from_library")


# the cards leaving a graveyard now, known by their printed characteristics (603.10a)
_LEFT_GRAVEYARD: list = []


def left_graveyard(game, obj) -> None:
    """Rule 603.10a: the card ``obj`` left its owner's graveyard ("whenever one or more
    creature cards leave your graveyard", once for the cards that leave at once, 603.2c),
    judged as it was there and by the abilities that existed just before (data: its id then,
    its owner)."""
    if not _listens(game, "leaves_graveyard"):
        return
    _LEFT_GRAVEYARD.append(obj)
    try:
        fire(game, "leaves_graveyard", (obj.id, obj.owner))
    finally:
        _LEFT_GRAVEYARD.pop()


def left_battlefield(game, obj, zone: Zone, last, hosts: tuple[int, ...] = ()) -> None:
    """Rule 603.6c / 603.10a: leaves-the-battlefield abilities look back in time: ``last`` is
    the permanent's characteristics just before it left (its controller and abilities then),
    ``hosts`` the permanents that were attached to it; it "dies" if it was a creature then
    (700.4)."""
    lki = [(obj.id, obj, last)]
    if game.delayed:  # what it exiled "until" it leaves returns (610.3)
        from mtgrules.engine.effectlib.delayed import source_left
        source_left(game, obj.id)
    _HOSTS.append((obj.id, hosts))
    try:
        if zone is Zone.GRAVEYARD and "Creature" in last.types:
            fire(game, "dies", (obj.id,), lki=lki)
            recovering.creature_died(game, obj.owner, obj.id)  # recover (702.59a)
        fire(game, "leaves", (obj.id, int(zone), obj.owner, player_ref(obj.owner)), lki=lki)
        if _SACRIFICING and _SACRIFICING[-1][0] == obj.id:
            seat = _SACRIFICING[-1][1]
            fire(game, "sacrificed", (obj.id, seat, player_ref(seat)), lki=lki)
    finally:
        _HOSTS.pop()


def source_became(game, old: int, new: int) -> None:
    """Rule 400.7e: abilities that triggered on permanent ``old`` leaving the battlefield (their
    source, or the object of their event) can find the object ``new`` it became in a public
    zone (the waiting triggers are replaced, not changed, as copies of the game share them)."""
    waiting = []
    for trig in game.triggers:
        source = trig.source == old and trig.source_last is not None and trig.source_new is None
        about = trig.event_last is not None and trig.event_last[0] == old and trig.event_new is None
        if source or about:
            other = PendingTrigger(trig.id, trig.source, trig.card, trig.ability, trig.controller,
                                   trig.event)
            other.optional_paid, other.source_last, other.source_new, other.source_counters = \
                trig.optional_paid, trig.source_last, new if source else trig.source_new, \
                trig.source_counters
            other.event_last, other.event_new = trig.event_last, new if about else trig.event_new
            other.x, other.batch = trig.x, trig.batch
            trig = other
        waiting.append(trig)
    game.triggers = waiting


def step_began(game, step: str) -> None:
    """Rule 503.1a / 513.1a: "at the beginning of [step]" abilities (data: the active player's
    index, and the same player as a player reference for "that player"), and delayed
    triggered abilities waiting for it (603.7)."""
    fire(game, f"step:{step}", (game.active, player_ref(game.active)))
    if step == "upkeep" and game.marks.get("suspended"):  # suspend's ability in exile (702.62a)
        from mtgrules.engine.suspended import upkeep
        upkeep(game)
    if game.delayed:  # "at the beginning of the next end step" (603.7)
        from mtgrules.engine.effectlib.delayed import step_began as delayed_step_began
        delayed_step_began(game, step)


def spell_cast(game, item: StackObject) -> None:
    """Rule 601.2i: a spell became cast (data: the spell, its controller's index, the same
    player as a player reference for "that player", and the mana spent to cast it, 601.2h)."""
    state = game.turn_state
    state.spells_cast = counted(state.spells_cast, item.controller)
    state.cast_cards += ((item.controller, item.card, item.id),)
    note_cast(game, item.controller)  # "... since your last turn ended"
    if "next_spell_costs" in game.marks:  # its cost changed, the change is used up (601.2f)
        from mtgrules.engine.next_spell_costs import spell_cast as next_spell_cast
        next_spell_cast(game, item)
    game.changed()  # "as long as you've cast two or more spells this turn" (611.3a)
    fire(game, "cast", (item.id, item.controller, player_ref(item.controller), sum(item.spent)))
    if game.delayed:  # "when you next cast an instant or sorcery spell this turn" (603.7)
        from mtgrules.engine.effectlib.delayed import spell_cast as delayed_spell_cast
        delayed_spell_cast(game, item)
    card = spell_grants.card_of(game, item.id)  # with keywords given to it (cascade, 613.1f)
    if playable(card).on_cast:  # "when you cast this spell" (storm 702.40a, 113.6k)
        before = sum(state.spells_cast) - 1  # every player's spells cast before it (702.40a)
        trigger_own(game, item.id, CAST_SELF,
                    (item.id, item.controller, player_ref(item.controller), before), item.controller, card)


def land_played(game, player: int, land: int | None) -> None:
    """Rule 305.1: ``player`` played a land, now permanent ``land`` (None if it didn't reach the
    battlefield); data: the land, the player's seat and reference."""
    if land is not None and _listens(game, "land_played"):
        fire(game, "land_played", (land, player, player_ref(player)))


def damage_dealt(game, source, recipient: int, amount: int, combat: bool) -> None:
    """Rule 120.3 / 510.2: ``source`` (a DamageSource) dealt damage (data: source id, recipient
    as object id or player reference, amount, whether it was combat damage)."""
    state = game.turn_state
    if recipient >= 0:  # "a creature dealt damage by this creature this turn" (120.3)
        state.damaged_by = state.damaged_by | {(source.oid, recipient)}
    fire(game, "damage", (source.oid, recipient, amount, combat))
    if recipient < 0:  # once the event is heard: "... to one or more players for the first time"
        state.damaged_by = state.damaged_by | {(source.oid, recipient)}


def mana_spent_casting(game, player: int, amount: int) -> None:
    """Rule 700.14: ``player`` spent ``amount`` mana paying the cost to cast a spell: counted
    for the turn, and "whenever you expend N" triggers if that total reached N just now (data:
    the seat, its reference, the total before and after)."""
    state = game.turn_state
    before = state.mana_for_spells[player] if player < len(state.mana_for_spells) else 0
    state.mana_for_spells = counted(state.mana_for_spells, player, amount)
    if amount and _listens(game, "expend"):
        fire(game, "expend", (player, player_ref(player), before, before + amount))


#: "whenever you expend N" (700.14) is read for N up to this
MOST_EXPENDED = 10
for _n in range(1, MOST_EXPENDED + 1):
    derived(f"expend:{_n}", "expend", lambda game, source, controller, data, n=_n:
            data[0] == controller and data[2] < n <= data[3])


def ability_activated(game, item: StackObject) -> None:
    """Rule 602.2: an ability that isn't a mana ability was activated and is on the stack
    (data: its controller's seat and reference, the ability, its source)."""
    if _listens(game, "activate"):
        fire(game, "activate", (item.controller, player_ref(item.controller), item.id, item.source))


def targets_chosen(game, player: int, chosen: list[int]) -> None:
    """Rule 700.13: ``player`` cast a spell, activated an ability or put a triggered ability
    on the stack with the targets ``chosen``: a crime if one of them is an opponent, a
    permanent, spell or ability an opponent controls, or a card in an opponent's graveyard
    (data: the player's seat and reference)."""
    if not _listens(game, "crime"):
        return
    opponents = game.opponents(player)
    for target in chosen:
        if target < 0:
            victim = ref_player(target)
        else:
            obj = game.objects.get(target)
            zone = getattr(obj, "zone", None)
            victim = game.controller(target) if zone is Zone.BATTLEFIELD else \
                obj.controller if zone is Zone.STACK else obj.owner if zone is Zone.GRAVEYARD else None
        if victim in opponents:
            game.event("700.13", f"player {seat_name(player)} commits a crime, targeting "
                                 f"{game.name(target)}")
            fire(game, "crime", (player, player_ref(player)))
            return


def discarded(game, player: int, card: int | None, cycled: bool) -> None:
    """Rule 701.9a: ``player`` discarded a card, now ``card`` where it wound up (None if it is
    in no public zone). "Whenever you cycle or discard a card" triggers once for a card cycled
    (702.29d), "whenever you cycle a card" only then (event 'cycle'); "When you cycle
    this card" triggers from the zone the card wound up in (702.29c, 113.6k)."""
    if _listens(game, "discard"):
        fire(game, "discard", (player, player_ref(player)))
    if cycled and _listens(game, "cycle"):
        fire(game, "cycle", (player, player_ref(player)))
    if cycled and card is not None:
        from mtgrules.engine.zone_abilities import trigger_own
        trigger_own(game, card, "cycled_self", (player, player_ref(player)), player)


def counters_put(game, oid: int, kind: str, before: int, after: int) -> None:
    """Rules 122.6, 603.2: counters of ``kind`` were put on permanent ``oid``, also as it
    entered (data: the permanent, the kind, how many it had before and has now)."""
    if _listens(game, "counters"):
        fire(game, "counters", (oid, kind, before, after))
    if after > before and _listens(game, "counters_by"):  # "whenever you put one or more ..."
        putter = counters_putter(game, oid)
        fire(game, "counters_by", (oid, kind, after - before, putter, player_ref(putter)))


def counters_putter(game, oid: int) -> int:
    """The player who put counters on permanent ``oid``: the controller of the resolving spell
    or ability whose effect put them (609.3), the player paying a cost, or else the permanent's
    controller (counters it enters with, 122.6)."""
    res = game.resolving
    if res is not None:
        return res.item.controller
    casting = game.casting
    if casting is not None:
        return casting.player
    return game.controller(oid)


def counters_removed(game, oid: int, kind: str, before: int, after: int) -> None:
    """Rule 603.2: counters of ``kind`` were removed from permanent ``oid`` (data: the
    permanent, the kind, how many it had before and has now): "when the last time counter is
    removed from this permanent" (vanishing, 702.63a)."""
    if _listens(game, "counters_removed"):
        fire(game, "counters_removed", (oid, kind, before, after))


def looked_at_top(game, player: int, surveil: bool) -> None:
    """Rules 701.22d, 701.25d: ``player`` scried or surveilled (N > 0, 701.22b), once the process
    is complete, even if some or all of it was impossible (data: the player's seat and
    reference)."""
    kind = "surveil" if surveil else "scry"
    if _listens(game, kind):
        fire(game, kind, (player, player_ref(player)))


def player_drew(game, player: int, card: int) -> None:
    """Rule 121.1: a card was drawn (data: the player's seat and reference, the card drawn)."""
    state = game.turn_state
    state.cards_drawn = counted(state.cards_drawn, player)
    game.changed()  # "as long as you've drawn two or more cards this turn" (611.3a)
    fire(game, "draw", (player, player_ref(player), card))


def life_changed(game, player: int, amount: int, gain: bool) -> None:
    """Rule 119.3: a player gained or lost life (data: seat, reference, amount), counted for
    the turn ("for the first time each turn")."""
    state = game.turn_state
    if gain:
        state.life_gains = counted(state.life_gains, player)
        state.life_gained = counted(state.life_gained, player, amount)
    else:
        state.life_losses = counted(state.life_losses, player)
    fire(game, "gain_life" if gain else "lose_life", (player, player_ref(player), amount))


def player_attacked(game, player: int) -> None:
    """Rule 508.1: a player declared one or more attackers ("whenever you attack", 508.3a)."""
    fire(game, "attack", (player, player_ref(player)))


def creature_attacked(game, oid: int) -> None:
    fire(game, "attacks", (oid,))


def creature_blocked(game, blocker: int, attackers: list[int]) -> None:
    fire(game, "blocks", (blocker, tuple(attackers)))


def creature_became_blocked(game, attacker: int) -> None:
    """Rule 509.1h / 509.3c-d: "becomes blocked" once, and "becomes blocked by a creature" once
    for each blocker (data: attacker, blocker)."""
    fire(game, "becomes_blocked", (attacker,))
    for blocker in game.combat.blocked_by.get(attacker, ()):
        fire(game, "becomes_blocked_by", (attacker, blocker))


def became_target(game, target: int, item: StackObject) -> None:
    """Rule 115.1 / 603.2: ``target`` becomes the target of spell or ability ``item`` (data:
    target, stack object, its controller, whether it is the first time this turn it became
    the target of a spell or ability that player controls, and of any at all: the turn's
    record ``TurnState.targeted``)."""
    state = game.turn_state
    first_by = (target, item.controller) not in state.targeted
    first = first_by and all(oid != target for oid, _ in state.targeted)
    state.targeted |= {(target, item.controller)}
    fire(game, "becomes_target", (target, item.id, item.controller, first_by, first))


@matcher("enters")
def _self_enters(game, source, controller, data) -> bool:
    return data[0] == source


@matcher("dies")
def _self_dies(game, source, controller, data) -> bool:
    return data[0] == source


@matcher("attacks")
def _self_attacks(game, source, controller, data) -> bool:
    return data[0] == source


@matcher("blocks")
def _self_blocks(game, source, controller, data) -> bool:
    return data[0] == source


@matcher("becomes_tapped")
def _self_tapped(game, source, controller, data) -> bool:
    return data[0] == source


def _attached_tapped(game, source, controller, data) -> bool:
    """"Whenever fortified land / enchanted creature becomes tapped" (301.6, 303.4m)."""
    perm = game.objects.get(source)
    return perm is not None and perm.attached_to == data[0]


derived("attached_becomes_tapped", "becomes_tapped", _attached_tapped)


@matcher("crewed")
def _self_crewed(game, source, controller, data) -> bool:
    """"Whenever this Vehicle becomes crewed": a crew ability of it resolved (702.122d)."""
    return data[0] == source


@matcher("becomes_blocked")
def _self_becomes_blocked(game, source, controller, data) -> bool:
    return data[0] == source


def _your_step(game, source, controller, data) -> bool:
    """"At the beginning of your upkeep / first main phase / ..." (data: the active player)."""
    return data[0] == controller


# the steps and phases whose beginning triggers abilities (503.1a, 504.2, 505.4, 507.1, 513.1a)
_STEPS = ("upkeep", "end", "draw", "beginning_of_combat", "precombat_main", "postcombat_main",
          "end_of_combat")
for _step in _STEPS:
    matcher(f"step:{_step}")(_your_step)


@matcher("cast")
def _you_cast(game, source, controller, data) -> bool:
    return data[1] == controller


def _you_cast_noncreature(game, source, controller, data) -> bool:
    item = game.objects.get(data[0])
    return data[1] == controller and item is not None and (
        "Creature" not in item.card.types or item.bestowed)  # a bestowed Aura spell (702.103b)


derived("cast_noncreature", "cast", _you_cast_noncreature)


@matcher("becomes_blocked_by")
def _self_blocked_by(game, source, controller, data) -> bool:
    return data[0] == source


@matcher("becomes_target")
def _self_targeted(game, source, controller, data) -> bool:
    return data[0] == source


def _self_targeted_by_opponent(game, source, controller, data) -> bool:
    """"Whenever this permanent becomes the target of a spell or ability an opponent controls"
    (ward, 702.21a)."""
    return data[0] == source and data[2] != controller


derived("becomes_target_by_opponent", "becomes_target", _self_targeted_by_opponent)
# "... a spell or ability you control [for the first time each turn]" (valiant)
derived("becomes_target_by_you", "becomes_target",
        lambda game, source, controller, data: data[0] == source and data[2] == controller)
derived("becomes_target_by_you_first", "becomes_target",
        lambda game, source, controller, data: data[0] == source and data[2] == controller and data[3])
derived("becomes_target_first", "becomes_target",
        lambda game, source, controller, data: data[0] == source and data[4])


# "at the beginning of each [player's] upkeep / each end step / each combat" (503.1a, 513.1a)
for _step in _STEPS:
    derived(f"step:{_step}:each", f"step:{_step}", lambda game, source, controller, data: True)
    derived(f"step:{_step}:opponent", f"step:{_step}",
            lambda game, source, controller, data: data[0] != controller)
# "at the beginning of the first upkeep": the game's first, in its first turn (103.8)
derived("step:upkeep:first", "step:upkeep", lambda game, source, controller, data: game.turn == 1)


def _host_player(game, source: int) -> int | None:
    """The seat of the player Aura ``source`` enchants (702.5d), or else the controller of the
    permanent it is attached to; None if it is attached to nothing."""
    perm = game.objects.get(source)
    host = perm.attached_to if perm is not None else None
    if host is None:
        return None
    if host < 0:
        return -1 - host
    return game.controller(host) if host in game.objects else None


# "at the beginning of enchanted player's upkeep", "... of the upkeep of enchanted creature's
# controller" (303.4m, 702.5d)
for _step in _STEPS:
    derived(f"step:{_step}:enchanted", f"step:{_step}",
            lambda game, source, controller, data: data[0] == _host_player(game, source))


def _attached_attacks(game, source, controller, data) -> bool:
    """"Whenever equipped / enchanted creature attacks" (301.5f, 303.4m)."""
    perm = game.objects.get(source)
    return perm is not None and perm.attached_to == data[0]


derived("attached_attacks", "attacks", _attached_attacks)


def _spell_of(types: frozenset, *, who: str = "you") -> Callable:
    def test(game, source, controller, data) -> bool:
        if who == "you" and data[1] != controller or who == "opponent" and data[1] == controller:
            return False
        if not types:
            return True
        item = game.objects.get(data[0])
        if item is None:
            return False
        spell_types = bestowed.types_of(item.card) if item.bestowed else item.card.types  # 702.103b
        return not types.isdisjoint(spell_types)
    return test


derived("cast_creature", "cast", _spell_of(frozenset({"Creature"})))
derived("cast_artifact", "cast", _spell_of(frozenset({"Artifact"})))
derived("cast_enchantment", "cast", _spell_of(frozenset({"Enchantment"})))
derived("cast_any_player", "cast", _spell_of(frozenset(), who="any"))
derived("cast_opponent", "cast", _spell_of(frozenset(), who="opponent"))


def _cast_targeting_self(game, source, controller, data) -> bool:
    """"Whenever you cast a spell that targets this creature" (heroic; the targets are chosen
    by the time the spell becomes cast, 601.2c / 601.2i)."""
    item = game.objects.get(data[0])
    return data[1] == controller and item is not None and source in item.targets


derived("cast_targeting_self", "cast", _cast_targeting_self)


@matcher("leaves")
def _self_leaves(game, source, controller, data) -> bool:
    return data[0] == source


@matcher("turned_face_up")  # rule 708.8: "when this creature is turned face up" (data: the permanent)
def _self_turned_face_up(game, source, controller, data) -> bool:
    return data[0] == source


# damage events (120.3, 510.2): data = (source id, recipient, amount, combat)
def _damage_test(*, combat: bool = False, to: str | None = None, equipped: bool = False) -> Callable:
    def test(game, source, controller, data) -> bool:
        dealer, recipient, _, was_combat = data
        if equipped:  # "equipped creature deals ..." (301.5f)
            perm = game.objects.get(source)
            if perm is None or perm.attached_to != dealer:
                return False
        elif dealer != source:
            return False
        if combat and not was_combat:
            return False
        if to is None:
            return True
        if recipient < 0:
            return to in ("player", "player_or_planeswalker") or (
                to == "opponent" and -1 - recipient != controller)
        if recipient not in game.battlefield:
            return False
        types = game.chars(recipient).types
        if to == "creature":
            return "Creature" in types
        return to == "player_or_planeswalker" and "Planeswalker" in types
    return test


derived("combat_damage_to_player", "damage", _damage_test(combat=True, to="player"))
derived("combat_damage_to_opponent", "damage", _damage_test(combat=True, to="opponent"))
derived("combat_damage_to_player_or_planeswalker", "damage",
        _damage_test(combat=True, to="player_or_planeswalker"))
derived("combat_damage_to_creature", "damage", _damage_test(combat=True, to="creature"))
derived("combat_damage", "damage", _damage_test(combat=True))
derived("equipped_combat_damage_to_player", "damage",
        _damage_test(combat=True, to="player", equipped=True))
derived("damage_to_player", "damage", _damage_test(to="player"))
derived("damage_to_opponent", "damage", _damage_test(to="opponent"))
derived("damage_to_creature", "damage", _damage_test(to="creature"))
derived("deals_damage", "damage", _damage_test())
COMBAT_BATCHES.update(deals_damage=BATCH_BY_DEALER, combat_damage=BATCH_BY_DEALER)


def _filtered_matcher(event: str) -> Callable | None:
    """Events "<base>|<objects>", e.g. "enters|another creature you control" or
    "attacks|creature you control": the base event's object (data[0]) must match the filter,
    judged as it is on the battlefield ("whenever a land you control enters", 603.2, 603.6a).
    Registered on first use."""
    from mtgrules.cards.phrases import object_filter
    base, _, desc = event.partition("|")
    flt = object_filter(desc) if desc else None
    if flt is None:
        return None if not desc else (lambda game, source, controller, data: False)

    def test(game, source, controller, data) -> bool:
        oid = data[0]
        return oid in game.battlefield and permanent_matches(game, oid, flt, controller, source)
    MATCHERS[event] = test
    return test


# --- putting triggered abilities on the stack (603.3) ----------------------------------------

def put_on_stack(game) -> None:
    """Rule 603.3b: the active player puts all their triggered abilities on the stack in any
    order they choose, then each other player in turn order."""
    for player in game.apnap():
        mine = [t for t in game.triggers if t.controller == player]
        if mine:
            game.placing = mine
            game.triggers = [t for t in game.triggers if t.controller != player]
            _place_next(game)
            return


def _place_next(game) -> None:
    if not game.placing:
        return
    if len(game.placing) > 1:
        game.ask("order_triggers", game.placing[0].controller,
                 "choose the next triggered ability to put on the stack (the last one resolves first)")
        return
    _place(game, game.placing.pop(0))


def _with_event_player(ability, event: tuple):
    """``ability`` with its objects "that player controls" controlled by the player its trigger
    event names ('event:N' -> 'seat:S', 603.2), as it is put on the stack and its targets are
    chosen (603.3d)."""
    try:
        named = _names_event_player(ability)
    except TypeError:  # a part that can't be hashed: looked at each time
        named = _names_event_player.__wrapped__(ability)
    if not named:
        return ability

    def bind(flt):
        if flt.blocking_what is not None and flt.blocking_what.startswith("event:"):
            # "for each creature blocking it": the event's object (509.1g)
            flt = dataclasses.replace(flt, blocking_what=f"object:{event[int(flt.blocking_what[6:])]}")
        if flt.controller is None or not flt.controller.startswith("event:"):
            return flt
        who = event[int(flt.controller[6:])]
        return dataclasses.replace(flt, controller=f"seat:{-1 - who}" if who < 0 else "seat:-1")
    return replace_filters(ability, bind)


@lru_cache(maxsize=None)
def _names_event_player(ability) -> bool:
    return any(flt.controller is not None and flt.controller.startswith("event:")
               or flt.blocking_what is not None and flt.blocking_what.startswith("event:")
               for flt in filters_in(ability))


def _place(game, trig: PendingTrigger) -> None:
    if trig.ability.event == MIRACLE_REVEALED:  # rule 702.94a: revealed as it was drawn, or not
        from mtgrules.engine.effectlib.miracle import ask_reveal
        if not ask_reveal(game, trig):
            _after_placed(game)
        return
    place_revealed(game, trig)


#: Miracle's trigger event (702.94a; ``effectlib/miracle.py``).
MIRACLE_REVEALED = "miracle_revealed"


def place_revealed(game, trig: PendingTrigger) -> None:
    """Rule 603.3: put the triggered ability ``trig`` on the stack, its modes and targets chosen."""
    from mtgrules.engine import casting
    sid = game.new_id()
    ability = _with_event_player(trig.ability, trig.event)
    item = StackObject(sid, trig.card, _owner(game, trig), trig.controller, trig.source, ability)
    item.trigger_event = trig.event
    item.optional_paid = trig.optional_paid
    item.x = trig.x  # 107.3m: an enters-the-battlefield ability's X is its spell's
    item.source_counters = trig.source_counters
    if trig.source_last is not None:  # the source left the battlefield (603.10a, 608.2h)
        item.note_move(trig.source, *trig.source_last)
        if trig.source_new is not None:  # 400.7e
            item.note_new(trig.source, trig.source_new)
    if trig.event_last is not None:  # the object of its event left the battlefield (603.10a)
        item.note_move(*trig.event_last)
        if trig.event_new is not None:  # 400.7e
            item.note_new(trig.event_last[0], trig.event_new)
    modes = ability.modes
    if modes:  # rule 603.3c: the modes are chosen now, among those with legal targets
        possible = sum(1 for mode in modes if casting.mode_possible(
            game, mode, trig.controller, trig.source, trig.card))
        playable = possible >= casting.modes_at_least(trig.card, ability, len(modes))
    else:
        item.modes = (0,)
        playable = casting.mode_possible(game, ability.mode, trig.controller, trig.source,
                                         trig.card)
    if not playable:
        # rule 603.3c-d: with no legal target for a required target (or no mode that can be
        # chosen), it is removed from the stack
        game.event("603.3d", f"the triggered ability of {trig.card.name} has no legal target "
                             "and is removed")
        game.sba_due = True  # its source may now be a Saga to sacrifice (714.4)
        _after_placed(game)
        return
    game.objects[sid] = item
    game.stack.append(sid)
    game.casting = casting.Casting(sid, trig.controller, casting.TRIGGER)
    game.casting.stage = "mode" if modes else "targets"
    casting.proceed(game)


def _owner(game, trig: PendingTrigger) -> int:
    obj = game.objects.get(trig.source)
    return obj.owner if obj is not None else trig.controller


def placed(game) -> None:
    """Called when a triggered ability has been put on the stack (its targets chosen)."""
    _after_placed(game)


def _after_placed(game) -> None:
    if game.placing:
        _place_next(game)
    # otherwise the loop continues: more triggers of the next player, or priority (117.5)


def _order_legal(game, decision) -> list:
    return [ChooseObject(t.id, t.card.name) for t in game.placing]


def _order_perform(game, decision, action: ChooseObject) -> None:
    index = next(i for i, t in enumerate(game.placing) if t.id == action.object)
    _place(game, game.placing.pop(index))


handler("order_triggers", _order_legal, _order_perform)


import mtgrules.engine.trigger_events  # noqa: E402,F401  (registers the narrower trigger events)
