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

from typing import Callable

from mtgrules.cards.model import TriggeredAbility
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler
from mtgrules.engine.objects import StackObject, Zone


class PendingTrigger:
    """A triggered ability waiting to be put on the stack (rule 603.2-603.3).

    ``ability`` is the TriggeredAbility itself (printed or granted, e.g. by a keyword an effect
    gave). ``card``/``controller`` come from the source as it was when the event happened, so leaves-
    the-battlefield abilities work from last known information (603.10a); so do ``kicked`` and
    ``kickers``, whether (and how) the source permanent's spell was kicked (702.33d-f).
    """

    __slots__ = ("id", "source", "card", "ability", "controller", "event", "kicked", "kickers")

    def __init__(self, tid: int, source: int, card, ability, controller: int, event: tuple) -> None:
        self.id = tid
        self.source = source
        self.card = card
        self.ability = ability
        self.controller = controller
        self.event = event
        self.kicked = 0
        self.kickers: tuple[int, ...] = ()


# event name -> matcher(game, source id, source controller, event data) -> bool
MATCHERS: dict[str, Callable] = {}


def matcher(name: str):
    def register(fn):
        MATCHERS[name] = fn
        return fn
    return register


# base event name -> names of narrower events that happen with it (e.g. 'cast' -> 'cast_noncreature')
DERIVED: dict[str, tuple[str, ...]] = {}


def derived(name: str, base: str, test: Callable) -> None:
    """Register event ``name``, which happens whenever ``base`` does and ``test`` (a matcher,
    given the base event's data) accepts it: a narrower trigger condition such as "whenever you
    cast a noncreature spell" or "becomes blocked by a creature without flanking" (603.2)."""
    MATCHERS[name] = test
    if name not in DERIVED.get(base, ()):
        DERIVED[base] = DERIVED.get(base, ()) + (name,)


def fire(game, kind: str, data: tuple, *, lki: list | None = None) -> None:
    """Something happened: every triggered ability whose event is ``kind`` and whose matcher
    accepts ``data`` triggers (rule 603.2). ``lki``: (id, card, controller, abilities) of
    objects that just left the battlefield and "look back in time" (603.10a)."""
    sources = []
    for oid in game.battlefield:
        c = game.chars(oid)
        sources.append((oid, c.abilities, c.controller, game.objects[oid].card))
    for oid, card, controller, abilities in lki or ():
        sources.append((oid, abilities, controller, card))
    kinds = (kind,) + DERIVED.get(kind, ())
    for oid, abilities, controller, card in sources:
        for ability in abilities:
            if type(ability) is TriggeredAbility and ability.event in kinds:
                test = MATCHERS.get(ability.event)
                if test is None or test(game, oid, controller, data):
                    trig = PendingTrigger(game.new_id(), oid, card, ability, controller, data)
                    perm = game.objects.get(oid)
                    if perm is not None and perm.zone is Zone.BATTLEFIELD:
                        trig.kicked, trig.kickers = perm.kicked, perm.kickers
                    cond = ability.condition
                    if cond is not None and not cond.holds(trig.kicked, trig.kickers):
                        # rule 603.4: an intervening "if" clause that is false: no trigger
                        game.event("603.4", f"the triggered ability of {card.name} doesn't "
                                            "trigger: its condition is false")
                        continue
                    game.triggers.append(trig)


# --- event sources the engine reports ------------------------------------------------------

def entered_battlefield(game, oid: int) -> None:
    fire(game, "enters", (oid,))


def left_battlefield(game, obj, zone: Zone, last) -> None:
    """Rule 603.6c / 603.10a: leaves-the-battlefield abilities look back in time: ``last`` is
    the permanent's characteristics just before it left (its controller and abilities then)."""
    card = obj.card
    lki = [(obj.id, card, last.controller, last.abilities)]
    if zone is Zone.GRAVEYARD and "Creature" in card.types:
        fire(game, "dies", (obj.id,), lki=lki)
    fire(game, "leaves", (obj.id, int(zone)), lki=lki)


def step_began(game, step: str) -> None:
    """Rule 503.1a / 513.1a: "at the beginning of [step]" abilities."""
    fire(game, f"step:{step}", (game.active,))


def spell_cast(game, item: StackObject) -> None:
    fire(game, "cast", (item.id, item.controller))


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
    target, stack object, its controller)."""
    fire(game, "becomes_target", (target, item.id, item.controller))


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


@matcher("becomes_blocked")
def _self_becomes_blocked(game, source, controller, data) -> bool:
    return data[0] == source


@matcher("step:upkeep")
def _your_upkeep(game, source, controller, data) -> bool:
    return data[0] == controller


@matcher("step:end")
def _your_end_step(game, source, controller, data) -> bool:
    return data[0] == controller


@matcher("step:draw")
def _your_draw_step(game, source, controller, data) -> bool:
    return data[0] == controller


@matcher("step:beginning_of_combat")
def _your_combat(game, source, controller, data) -> bool:
    return data[0] == controller


@matcher("cast")
def _you_cast(game, source, controller, data) -> bool:
    return data[1] == controller


def _you_cast_noncreature(game, source, controller, data) -> bool:
    item = game.objects.get(data[0])
    return data[1] == controller and item is not None and "Creature" not in item.card.types


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


# --- putting triggered abilities on the stack (603.3) ----------------------------------------

def put_on_stack(game) -> None:
    """Rule 603.3b: the active player puts all their triggered abilities on the stack in any
    order they choose, then each other player in turn order."""
    for player in (game.active, game.opponent(game.active)):
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


def _place(game, trig: PendingTrigger) -> None:
    from mtgrules.engine import casting, targets
    sid = game.new_id()
    item = StackObject(sid, trig.card, _owner(game, trig), trig.controller, trig.source, trig.ability)
    item.trigger_event = trig.event
    item.kicked, item.kickers = trig.kicked, trig.kickers
    item.modes = (0,)
    mode = trig.ability.mode
    for spec in mode.targets:
        if not targets.legal_targets(game, spec, trig.controller, trig.source, trig.card):
            # rule 603.3d: with no legal target for a required target, it is removed
            game.event("603.3d", f"the triggered ability of {trig.card.name} has no legal target "
                                 "and is removed")
            _after_placed(game)
            return
    game.objects[sid] = item
    game.stack.append(sid)
    game.casting = casting.Casting(sid, trig.controller, casting.TRIGGER)
    game.casting.stage = "targets"
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
