"""Replacement and prevention effects (rules 614, 615, 616): one pipeline for every event.

An event about to happen (``engine/game_events.py``: damage, a draw, a zone change, a permanent
entering, counters, life, a step) is passed to :func:`happen`. The replacement and prevention
effects that apply to it are found, one is applied (614.1, 615.1), and the process repeats with
what is still applicable to the modified event (616.1f, 616.2), each effect at most once (614.5);
then the event, as modified, happens (614.6) — or nothing does, if it was replaced by nothing.

The effects are data, from three places:

* static abilities of permanents (``StaticAbility`` whose effect kind has an applier here, e.g.
  "If a creature an opponent controls would die, exile it instead.", "Skip your draw step.",
  "enters tapped" / "enters with counters" of the permanent itself, 614.12);
* resolved spells and abilities and their durations, in ``game.replacement_effects``
  (prevention shields 615.7, "prevent all combat damage" 615.1, regeneration shields 614.8,
  "skips their next draw step" 614.10);
* rules and keywords (protection's prevention 702.16e, dredge 702.52a), through
  ``engine/hooks.py``.

Each kind of effect registers an :class:`Applier` (the event type it looks at, whether it applies,
what it makes of the event, its 616.1 tier). When several apply, the affected player — or the
affected object's controller, or its owner — chooses one (616.1) through ``legal_actions()``
(``ChooseReplacement``), among the self-replacement effects first (616.1a), then those that
change under whose control a permanent enters (616.1b), copy effects (616.1c), back-face effects
(616.1d), then any (616.1e). Effects whose order cannot change the result (those marked
``commutes``: a permanent's own "enters tapped" and "enters with counters") are applied without
asking. An effect that needs a choice as it applies ("enter as a copy of any creature", 707.2:
which one) asks it through ``legal_actions()`` too (``ChooseObject``), once it is the one being
applied. While a choice is pending, the event and the effects already applied to it are stored
in ``game.replacing`` (with the events that wait behind it, the effect whose choice is asked,
and any decision that was asked meanwhile), so a game can be copied or saved at that choice.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from mtgrules import ir as m
from mtgrules.cards.keyword_syntax import times_kicked
from mtgrules.engine import command_zone, face_down, layers
from mtgrules.engine.counter_rules import may_shield, stamp
from mtgrules.engine.actions import ChooseObject, ChooseReplacement
from mtgrules.engine.decision import handler
from mtgrules.engine.game_events import (CountersEvent, DamageEvent, DrawEvent, EnterEvent, LifeEvent,
                                         StepEvent, ZoneChange)
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.engine.face_casting import exiled_as_it_leaves
from mtgrules.engine.graveyard_casting import exiled_as_it_leaves as exiled_by_way
from mtgrules.records import record

# The steps of rule 616.1: the tier of an effect orders the choice.
SELF_REPLACEMENT, CONTROL, COPY, BACK_FACE, ANY = range(5)


@record
class Applier:
    """How one kind of replacement or prevention effect works: the ``event`` type it looks at;
    ``applies(game, effect, event, holder)``; ``apply(game, effect, event, holder)`` returning
    the modified event, a tuple of events, or None (replaced by nothing); its ``tier`` (616.1a-e);
    ``optional`` ("you may ... instead": the affected player may apply none of them);
    ``commutes``: applying it before or after another commuting effect gives the same result;
    ``options(game, effect, event, holder)``: for an effect that needs a choice as it applies,
    what to choose from: object ids, or the actions that make the choice (``ChooseColor``,
    ``ChooseValue``); ``apply`` then takes the chosen object id, or the chosen action, as a
    fifth argument; ``by_holder``: what a static ability's effect does depends on the object
    that has it (umbra armor destroys that Aura), so two of them are a choice (616.1)."""

    event: type
    applies: Callable
    apply: Callable
    tier: int = ANY
    optional: bool = False
    commutes: bool = False
    options: Callable | None = None
    by_holder: bool = False


APPLIERS: dict[type, Applier] = {}
_EVENTS_WITH_APPLIERS: set = set()  # the event types some applier looks at


def _always(game, effect, event, holder) -> bool:
    return True


def applier(kind: type, event: type, *, applies: Callable = _always, tier: int = ANY,
            optional: bool = False, commutes: bool = False, options: Callable | None = None,
            by_holder: bool = False):
    """Register the applier of effects of ``kind`` (decorating its ``apply``)."""
    def register(apply):
        APPLIERS[kind] = Applier(event, applies, apply, tier, optional, commutes, options, by_holder)
        _EVENTS_WITH_APPLIERS.add(event)
        return apply
    return register


# The steps some kind of effect can skip (614.1b, 614.10), filled by the modules applying them:
# other steps begin without asking the pipeline.
SKIPPABLE_STEPS: set = set()

# What happens when an event is not (or no longer) replaced: ``PERFORM[type](game, event)``,
# registered by the modules owning each kind of event.
PERFORM: dict[type, Callable] = {}


def performer(kind: type):
    def register(fn):
        PERFORM[kind] = fn
        return fn
    return register


class Candidate(NamedTuple):
    """An effect that applies to an event now: ``key`` identifies it (614.5), ``source`` and
    ``name`` name its source, ``apply(game, event)`` applies it. ``outcome``: equal for effects
    that would do the same thing (two regeneration shields on one creature), so choosing
    between them is no choice. ``options(game, event)``: the objects to choose from as it
    applies, if it needs a choice; ``apply(game, event, chosen)`` then."""

    key: tuple
    source: int
    name: str
    tier: int
    optional: bool
    commutes: bool
    apply: Callable
    outcome: object = None
    options: Callable | None = None


class Replacing:
    """An event waiting for the affected player's choice (616.1): ``queue`` holds (event, keys of
    the effects already applied to it) pairs, the waiting event first and the events that wait
    behind it after; ``deferred`` a decision asked while the choice was pending; ``choosing``
    the key of the effect being applied to the waiting event whose own choice is asked (or
    None: which effect applies first is asked)."""

    __slots__ = ("queue", "deferred", "choosing")

    def __init__(self, queue: list, deferred=None, choosing: tuple | None = None) -> None:
        self.queue = queue
        self.deferred = deferred
        self.choosing = choosing

    def copy(self) -> "Replacing":
        return Replacing(list(self.queue), self.deferred, self.choosing)


# --- the pipeline -----------------------------------------------------------------------------

def happen(game, event):
    """Let ``event`` happen through the replacement and prevention effects that apply to it.
    Returns what performing it returned (a new object id, the damage dealt ...), or None when
    it was replaced by nothing or by several events, or waits for a choice (616.1) — events
    then wait in line behind it, in order."""
    state = game.replacing
    if state is not None:
        state.queue.append((event, ()))
        if may_apply(game, event):
            _reconsider(game)
        return None
    if not may_apply(game, event):
        return PERFORM[type(event)](game, event)  # nothing could apply: the common case
    return _run(game, [(event, ())])


def may_apply(game, event) -> bool:
    """A quick test: whether any replacement or prevention effect might apply to ``event``."""
    kind = type(event)
    if kind in _EVENTS_WITH_APPLIERS and (game.replacement_effects or _statics(game, kind)):
        return True
    return _keyword_sources(game, event)


def _run(game, queue: list):
    result = None
    single = len(queue) == 1
    while queue:
        if game.replacing is not None:  # an event happening here waits for a choice
            game.replacing.queue.extend(queue)
            _reconsider(game)
            return None
        event, applied = queue.pop(0)
        candidates = _candidates(game, event, applied)
        if not candidates:
            result = PERFORM[type(event)](game, event)
            continue
        group = _first_tier(candidates)
        chosen = group[0]
        if queue and _asks(group):
            first = _apnap_first(game, event, queue)
            if first is not None:  # 101.4: another player's choice comes first
                queue[:0] = [queue.pop(first), (event, applied)]
                continue
        if len(group) > 1 and not _no_choice(group) or chosen.optional:
            _ask(game, [(event, applied)] + queue, group)
            return None
        if chosen.options is not None:
            _ask_option(game, [(event, applied)] + queue, chosen, game.pending)
            return None
        replaced = _apply(game, chosen, event, applied)
        single = single and len(replaced) == 1
        queue[:0] = replaced
    return result if single else None


def _reconsider(game) -> None:
    """Events have joined the line behind an event waiting for a choice, in the same moment
    (the choice has not been answered yet: the effect that asked it is still going on). If one
    of them needs a choice from a player who makes theirs before (101.4), the question is asked
    again, of that player first."""
    state = game.replacing
    queue = state.queue
    if len(queue) < 2 or _apnap_first(game, queue[0][0], queue[1:]) is None:
        return
    game.replacing = None
    game.pending = state.deferred
    game._legal = None
    _run(game, list(queue))


def _asks(group: list) -> bool:
    """Whether applying the first tier ``group`` of effects asks the affected player something:
    which one first (616.1), whether to apply an optional one, or its own choice."""
    chosen = group[0]
    return len(group) > 1 and not _no_choice(group) or chosen.optional or chosen.options is not None


def _apnap_first(game, event, queue: list) -> int | None:
    """Rules 101.4, 616.1: events happening at the same time (the events waiting in ``queue``
    came from the same effect or the same check of state-based actions) that each need a
    choice: the active player makes theirs first, then each other player in turn order, whatever
    the order of the events. The index in ``queue`` of the event whose choice comes before the
    choice ``event`` needs, or None."""
    order = game.apnap()

    def rank(e) -> int:
        oid = getattr(e, "oid", None)
        if oid is not None and oid not in game.objects:
            return len(order)  # 614.7: it has already left; nothing will be asked
        player = affected_player(game, e)
        return order.index(player) if player in order else len(order)

    best, best_rank = None, rank(event)
    for i, (other, applied) in enumerate(queue):
        if best_rank == 0:
            break
        candidates = _candidates(game, other, applied)
        if candidates and _asks(_first_tier(candidates)):
            r = rank(other)
            if r < best_rank:
                best, best_rank = i, r
    return best


def _no_choice(group: list) -> bool:
    """Whether the order among ``group`` can't change what happens: all commute, or all do the
    same thing."""
    if all(c.commutes for c in group):
        return True
    first = group[0].outcome
    return first is not None and all(c.outcome == first for c in group)


def _first_tier(candidates: list) -> list:
    """Rules 616.1a-e: the effects that may be chosen now."""
    best = min(c.tier for c in candidates)
    return [c for c in candidates if c.tier == best]


def _apply(game, chosen: Candidate, event, applied: tuple, *option) -> list:
    """Apply ``chosen`` (with the ``option`` it asked for, if any) to ``event``: what replaces
    it, each with the keys of the effects applied so far."""
    out = chosen.apply(game, event, *option)
    keys = applied + (chosen.key,)  # 614.5: not again to this event or what replaces it
    if out is None:
        return []
    if type(out) is tuple:
        return [(e, keys) for e in out]
    return [(out, keys)]


def affected_player(game, event) -> int:
    """Rule 616.1: who chooses — the affected player, or the affected object's controller (its
    owner if it has none)."""
    kind = type(event)
    if kind is DamageEvent:
        who = event.recipient
        return -1 - who if who < 0 else game.controller(who)
    if kind is ZoneChange or kind is EnterEvent or kind is CountersEvent:
        return game.controller(event.oid)
    return event.player


def _ask_option(game, queue: list, chosen: Candidate, deferred) -> None:
    """The effect ``chosen`` is applied to the waiting event and needs its own choice (which
    creature to copy, 707.2): the affected player makes it."""
    event = queue[0][0]
    game.replacing = Replacing(queue, deferred, chosen.key)
    game.pending = None
    game.ask("replacement_option", affected_player(game, event),
             f"choose the object the effect of {chosen.name} uses, for {describe(game, event)}")


def _ask(game, queue: list, group: list) -> None:
    event = queue[0][0]
    player = affected_player(game, event)
    deferred = game.pending
    game.replacing = Replacing(queue, deferred)
    game.pending = None
    game.ask("replacement", player, f"choose which effect applies first to: {describe(game, event)} "
                                    f"({', '.join(c.name for c in group)})")


def describe(game, event) -> str:
    kind = type(event)
    if kind is DamageEvent:
        return f"{event.amount} damage from {event.source.name} to {game.name(event.recipient)}"
    if kind is ZoneChange:
        return f"{game.name(event.oid)} being put into {event.zone.name.lower()}"
    if kind is DrawEvent:
        return f"player {game.players[event.player].name} drawing a card"
    if kind is StepEvent:
        return f"player {game.players[event.player].name}'s step"
    if kind is EnterEvent:
        return f"{game.name(event.oid)} entering the battlefield"
    return kind.__name__


# --- the events themselves (614.6: the event, as modified, happens) ------------------------------

@performer(ZoneChange)
def _zone_change(game, e: ZoneChange):
    """Rule 400.7 (and 701.8 for a destruction): the object moves, unless it has already left
    the zone it was in (614.7: then nothing happens)."""
    if e.oid not in game.objects:
        return None
    if e.destroyed and game.resolving is not None and e.oid in game.battlefield:
        # destroyed by the resolving spell or ability's effect, wherever it goes (701.8a)
        game.resolving.destroyed += (e.oid,)
    if e.zone is not Zone.EXILE:
        why = _exiled_instead(game, e.oid)
        if why:  # wherever else it would go, whatever other effects did to the move
            game.event(why[0], f"{game.name(e.oid)} is exiled instead: {why[1]}")
            return game.perform_move(e.oid, Zone.EXILE)
    if e.destroyed:
        game.event(e.rule, f"{game.name(e.oid)} is destroyed" + (f": {e.why}" if e.why else ""))
    return game.perform_move(e.oid, e.zone, to_bottom=e.to_bottom, tapped=e.tapped, face_down=e.face_down,
                             controller=e.controller, back_face=e.back_face, counters=e.counters)


def _exiled_instead(game, oid: int) -> tuple[str, str] | None:
    """Replacement effects that send an object leaving its zone to exile whatever its
    destination, as (rule, reason): a spell cast with flashback leaving the stack (702.34a), an
    unearthed permanent leaving the battlefield (702.84a)."""
    obj = game.objects[oid]
    if obj.zone is Zone.STACK and getattr(obj, "flashback", False):
        return "702.34a", "its flashback cost was paid"
    if obj.zone is Zone.STACK and exiled_by_way(obj):
        return exiled_by_way(obj), "it was cast with jump-start"
    if obj.zone is Zone.STACK and obj.face and exiled_as_it_leaves(obj):
        return "702.127a", "an aftermath half cast from a graveyard"
    if obj.zone is Zone.BATTLEFIELD and game.marks:
        from mtgrules.engine.effectlib.unearth import exiled_instead
        if exiled_instead(game, oid):
            return "702.84a", "it was unearthed"
    return None


@performer(DrawEvent)
def _draw(game, e: DrawEvent) -> bool:
    return game.draw_now(e.player)


@performer(LifeEvent)
def _life(game, e: LifeEvent) -> None:
    game.change_life(e)


@performer(CountersEvent)
def _counters(game, e: CountersEvent) -> None:
    """Rule 122.1: counters are put on a permanent still on the battlefield."""
    perm = game.objects.get(e.oid)
    if perm is None or e.count <= 0 or perm.zone is not Zone.BATTLEFIELD:
        return
    before = perm.counters.get(e.kind, 0)
    perm.counters[e.kind] = before + e.count
    stamp(perm, e.kind, game.new_timestamp)  # 613.7c
    game.changed()
    game.event(e.rule, f"{e.count} {e.kind} counter{'s' if e.count != 1 else ''} put on "
                       f"{game.name(e.oid)}")
    from mtgrules.engine import triggers
    triggers.counters_put(game, e.oid, e.kind, before, before + e.count)


# --- the choice (616.1) ---------------------------------------------------------------------------

def _group(game, event, applied: tuple) -> list:
    return _first_tier(_candidates(game, event, applied))


def _choice_legal(game, decision) -> list:
    event, applied = game.replacing.queue[0]
    group = _group(game, event, applied)
    out = [ChooseReplacement(c.key, c.source, c.name) for c in group]
    if all(c.optional for c in group):
        out.append(ChooseReplacement(None, 0, "none"))  # "you may ... instead": apply none
    return out


def _choice_perform(game, decision, action: ChooseReplacement) -> None:
    state = game.replacing
    game.replacing = None
    (event, applied), rest = state.queue[0], state.queue[1:]
    group = _group(game, event, applied)
    if action.key is None:
        queue = [(event, applied + tuple(c.key for c in group if c.optional))] + rest
        game.event("616.1", f"player {game.players[decision.player].name} applies none of the "
                            "optional replacement effects")
    else:
        chosen = next(c for c in group if c.key == action.key)
        game.event("616.1", f"player {game.players[decision.player].name} chooses to apply the "
                            f"effect of {chosen.name}" + (" first" if len(group) > 1 else ""))
        if chosen.options is not None:
            _ask_option(game, state.queue, chosen, state.deferred)
            return
        queue = _apply(game, chosen, event, applied) + rest
    _run(game, queue)
    _resume(game, state.deferred)


def _resume(game, deferred) -> None:
    """Once the choice is made and the events have happened, the decision asked meanwhile is
    asked (or waits behind a further choice)."""
    if deferred is None:
        return
    if game.replacing is not None:
        if game.replacing.deferred is None:
            game.replacing.deferred = deferred
    elif game.pending is None:
        game.pending = deferred
        game._legal = None


handler("replacement", _choice_legal, _choice_perform)


def _choosing(game):
    state = game.replacing
    event, applied = state.queue[0]
    chosen = next(c for c in _candidates(game, event, applied) if c.key == state.choosing)
    return state, event, applied, chosen


def _option_legal(game, decision) -> list:
    state, event, applied, chosen = _choosing(game)
    return [ChooseObject(o, game.name(o)) if type(o) is int else o for o in chosen.options(game, event)]


def _option_perform(game, decision, action) -> None:
    state, event, applied, chosen = _choosing(game)
    game.replacing = None
    option = action.object if type(action) is ChooseObject else action
    _run(game, _apply(game, chosen, event, applied, option) + state.queue[1:])
    _resume(game, state.deferred)


handler("replacement_option", _option_legal, _option_perform)


# --- finding the effects that apply -----------------------------------------------------------

def _statics(game, kind: type) -> tuple:
    """(holder, ability index, effect) for every static ability of a permanent on the
    battlefield that generates a replacement effect on events of ``kind``, from the permanents'
    characteristics (so an ability removed or granted by a layer counts as it is), and of an
    object of the command zone whose abilities function there (the face-up plane, 901.7; a
    vanguard, 902.7), found once per change."""
    table = game.chars_table()
    cache = game._replacement_statics
    if cache is None or cache[0] is not table:
        found: dict = {}
        known = _BY_ABILITIES.get
        for oid in game.battlefield:
            abilities = table[oid].abilities
            hit = known(id(abilities))
            effects = hit[1] if hit is not None and hit[0] is abilities else _replacing_abilities(abilities)
            for index, effect in effects:
                found.setdefault(APPLIERS[type(effect)].event, []).append((oid, index, effect))
        for oid in command_zone.functioning(game):
            for index, effect in _replacing_abilities(game.objects[oid].card.abilities):
                found.setdefault(APPLIERS[type(effect)].event, []).append((oid, index, effect))
        cache = game._replacement_statics = (table, found)
    return cache[1].get(kind, ())


def holder_name(game, holder: int) -> str:
    """The name of the source of a static replacement effect: a permanent's, as its
    characteristics give it, or a command-zone object's (901.7, 902.7)."""
    if game.objects[holder].zone is Zone.COMMAND:
        return game.objects[holder].card.name
    return game.chars(holder).name


def statics(game, kind: type) -> tuple:
    """(holder, ability index, effect) for the static abilities generating effects on events of
    ``kind`` (see ``_statics``): for effects that change how others apply (615.12)."""
    return _statics(game, kind)


_BY_ABILITIES: dict[int, tuple] = {}


def _replacing_abilities(abilities: tuple) -> tuple:
    """(index, effect) of the abilities among ``abilities`` that generate replacement effects;
    remembered per tuple of abilities (shared by every permanent of a card)."""
    hit = _BY_ABILITIES.get(id(abilities))
    if hit is not None and hit[0] is abilities:
        return hit[1]
    found = tuple((i, a.effect) for i, a in enumerate(abilities)
                  if type(a) is m.StaticAbility and type(a.effect) in APPLIERS)
    _BY_ABILITIES[id(abilities)] = (abilities, found)
    return found


def _functioning_everywhere(card) -> tuple:
    """(index, effect) of a card's replacement abilities that work in every zone: "If this
    card would be put into a graveyard from anywhere, ... instead" (113.6b)."""
    return tuple((i, e) for i, e in _replacing_abilities(card.abilities)
                 if type(e) is m.InsteadOfGraveyard and e.what is None and not e.dies)


def _keyword_sources(game, event) -> bool:
    """Whether the event itself (a self-replacement effect), the moving card's own ability
    working in every zone, a rule or a keyword might supply an effect for ``event`` (a quick
    test)."""
    from mtgrules.engine import hooks
    kind = type(event)
    if kind is ZoneChange:
        if event.instead is not None or may_shield(game, event):
            return True
        obj = game.objects.get(event.oid)
        return obj is not None and obj.zone is not Zone.BATTLEFIELD \
            and bool(_functioning_everywhere(obj.card))
    if kind is DamageEvent:
        return event.recipient >= 0 and hooks.has_prevention_keyword(game, event.recipient) \
            or may_shield(game, event)
    if kind is DrawEvent:
        return hooks.has_draw_replacement(game, event.player)
    return False


def _candidates(game, event, applied: tuple) -> list:
    from mtgrules.engine import hooks
    out: list = []
    kind = type(event)
    for eff in game.replacement_effects:
        ap = APPLIERS[type(eff)]
        key = ("effect", eff.id)
        if ap.event is kind and key not in applied and ap.applies(game, eff, event, eff.source):
            out.append(_candidate(game, key, eff.source, eff.source_name, ap, eff, eff.source))
    for holder, index, eff in _statics(game, kind):
        ap = APPLIERS[type(eff)]
        key = ("static", holder, index, eff)  # 614.5: this ability of this object (a copy effect changes them)
        if key not in applied and ap.applies(game, eff, event, holder):
            out.append(_candidate(game, key, holder, holder_name(game, holder), ap, eff, holder))
    if kind is ZoneChange:
        if event.instead is not None and ("self",) not in applied:
            out.append(Candidate(("self",), event.oid, event.instead_by, SELF_REPLACEMENT, False,
                                 False, _self_replacement, None))
        obj = game.objects.get(event.oid)
        if obj is not None and obj.zone is not Zone.BATTLEFIELD:
            for index, eff in _functioning_everywhere(obj.card):
                ap = APPLIERS[type(eff)]
                key = ("static", event.oid, index, eff)
                if key not in applied and ap.applies(game, eff, event, event.oid):
                    out.append(_candidate(game, key, event.oid, obj.card.name, ap, eff, event.oid))
    for key, source, name, optional, apply in hooks.replacement_candidates(game, event):
        if key not in applied:
            out.append(Candidate(key, source, name, ANY, optional, False, apply, None))
    return out


def _self_replacement(game, e: ZoneChange) -> ZoneChange:
    """Rule 614.15: the resolving spell's own "instead" for this move."""
    zone, bottom = DESTINATIONS[e.instead]
    game.event("614.15", f"{game.name(e.oid)} is {DESTINATION_WORDS[e.instead]} instead of being "
                         f"put into a graveyard ({e.instead_by})")
    return _replace(e, to=int(zone), to_bottom=bottom, instead=None)


# Where "instead" sends an object, and how the log says it.
DESTINATIONS = {"exile": (Zone.EXILE, False), "library top": (Zone.LIBRARY, False),
                "library bottom": (Zone.LIBRARY, True), "hand": (Zone.HAND, False)}
DESTINATION_WORDS = {"exile": "exiled", "library top": "put on top of its owner's library",
                     "library bottom": "put on the bottom of its owner's library",
                     "hand": "returned to its owner's hand"}


def _candidate(game, key, source, name, ap: Applier, eff, holder) -> Candidate:
    options = ap.options
    if options is not None:
        return Candidate(key, source, name, ap.tier, ap.optional, ap.commutes,
                         lambda g, ev, chosen: ap.apply(g, eff, ev, holder, chosen), None,
                         lambda g, ev: options(g, eff, ev, holder))
    outcome = (_outcome(eff), holder) if ap.by_holder else _outcome(eff)
    return Candidate(key, source, name, ap.tier, ap.optional, ap.commutes,
                     lambda g, ev: ap.apply(g, eff, ev, holder), outcome)


def _outcome(eff):
    """What an effect does, apart from which effect it is (its id and source)."""
    if hasattr(eff, "id"):
        return (type(eff),) + tuple(getattr(eff, f) for f in eff.__dataclass_fields__
                                    if f not in ("id", "source", "source_name"))
    return (type(eff), eff)


# --- effects of resolved spells and abilities, with durations ------------------------------------

def add_effect(game, effect) -> None:
    """Add a replacement or prevention effect of a resolved spell or ability (a frozen record
    with ``id``, ``source``, ``source_name``; see ``new_effect_id``)."""
    game.replacement_effects = game.replacement_effects + (effect,)


def replace_effect(game, old, new) -> None:
    """Replace ``old`` by ``new`` (a shield partly used up), or remove it (``new`` None)."""
    effects = list(game.replacement_effects)
    i = effects.index(old)
    if new is None:
        del effects[i]
    else:
        effects[i] = new
    game.replacement_effects = tuple(effects)


def new_effect_id(game) -> int:
    """An id for a new effect of a resolved spell or ability (its timestamp, 613.7)."""
    return game.new_timestamp()


def end_of_turn(game) -> None:
    """Rule 514.2: effects that last "this turn" end in the cleanup step; effects waiting for a
    later occurrence ("skips their next draw step", 614.10a) stay."""
    kept = tuple(e for e in game.replacement_effects if not getattr(e, "this_turn", True))
    game.replacement_effects = kept
    game.unregenerable = ()


# --- entering the battlefield (614.1c, 614.12) ---------------------------------------------------

def enters_with(game, oid: int, item=None, announce: tuple = (), counters: tuple = ()) -> None:
    """Permanent ``oid`` enters the battlefield, by whatever route (a resolving spell, an effect
    putting it there, a land played): the replacement effects modifying how it enters are
    applied — its own "enters tapped [unless ...]", "enters with N counters [and with K]" and
    "you may have it enter as a copy of ..." (614.1c, 614.12) — with its spell ``item`` (a
    StackObject) for its kicked status (702.33d) and X, or without one (never kicked, X is 0).
    A copy effect is chosen first (616.1c), and then the abilities it has are those of what it
    copies (614.12: "enters tapped" of the copied creature applies). Once it has entered,
    its entering is announced (if ``announce``: the rule, and the words after its controller,
    e.g. " attached to Grizzly Bears") and the abilities that trigger on it are checked
    (603.6a). Entering is contained in the event that moved it (616.1g),
    so it happens now, ahead of events waiting for a choice; a choice it needs (which creature
    to copy) is asked first, and the events waiting come after. ``counters``: (kind, count)
    pairs the effect that put it onto the battlefield gives it as it enters (122.6: persist's
    "return it ... with a -1/-1 counter on it", 702.79a)."""
    perm = game.objects[oid]
    # rule 708.3: a permanent entering face down has none of its own abilities as it enters
    own = perm.card.abilities if not perm.face_down else ()
    if not counters and not any(type(effect) in _ENTERING for _, effect in _replacing_abilities(own)) \
            and not _entering_effects(game):
        _entered(game, oid, announce)
        return
    event = EnterEvent(oid, x=item.x if item is not None else 0, counters=counters, announce=announce)
    state = game.replacing
    game.replacing = None
    _run(game, [(event, ())])
    if state is None:
        return
    if game.replacing is None:
        game.replacing = state
    else:  # a choice as it enters comes first; then the events that were waiting
        game.replacing.queue.extend(state.queue)
        game.replacing.deferred = state.deferred


_ENTERING = (m.EntersTapped, m.EntersWith, m.EntersAsCopy, m.ChooseOnEntry, m.MayEnterWith,
             m.EntersWithChoice, m.RevealOrEnterTapped)


#: static abilities of permanents that modify how other permanents enter (614.1c)
_OTHERS_ENTERING = (m.OthersEnterWith, m.OthersEnterTapped)


def _entering_effects(game) -> bool:
    """Whether an effect of a resolved spell (Gather Specimens) or a static ability of another
    permanent ("Each other Warrior creature you control enters with an additional +1/+1
    counter on it", "Creatures your opponents control enter tapped", 614.1c) modifies how
    permanents enter."""
    effects = game.replacement_effects
    if effects and any(APPLIERS[type(e)].event is EnterEvent for e in effects):
        return True
    return any(type(e) in _OTHERS_ENTERING for _, _, e in _statics(game, EnterEvent))


def _entered(game, oid: int, announce: tuple) -> None:
    if announce:
        rule, attached = announce
        perm = game.objects[oid]
        name = perm.card.name if not perm.face_down else face_down.public_name(perm)  # 708.5
        game.event(rule, f"{name} enters the battlefield under player "
                         f"{seat_name(game.controller(oid))}'s control{attached}")
    from mtgrules.engine import triggers
    from mtgrules.engine.turn_state import note_entered
    note_entered(game, oid)  # "entered this turn", celebration
    triggers.entered_battlefield(game, oid)


@performer(EnterEvent)
def _enter(game, e: EnterEvent) -> None:
    perm = game.objects[e.oid]
    name = perm.card.name if not perm.face_down else face_down.public_name(perm)  # 708.5
    if e.tapped:
        perm.tapped = True
    for kind, count in e.counters:
        perm.counters[kind] = perm.counters.get(kind, 0) + count
        rule = "714.3a" if kind == "lore" and "Saga" in perm.card.subtypes else "614.1c"
        game.event(rule, f"{name} enters with {count} {kind} counter{'s' if count != 1 else ''} on it")
    if e.keywords:
        layers.begin_effect(game, (e.oid,), m.Change(keywords=e.keywords), e.oid, layers.PERMANENT)
        game.event("614.1c", f"{name} enters with {', '.join(str(k) for k in e.keywords)}")
    game.changed()
    if e.counters:  # counters put on it as it entered (122.6)
        from mtgrules.engine import triggers
        for kind, count in e.counters:
            now = perm.counters[kind]
            triggers.counters_put(game, e.oid, kind, now - count, now)
    _entered(game, e.oid, e.announce)


def _own(game, effect, e, holder) -> bool:
    return e.oid == holder


@applier(m.EntersTapped, EnterEvent, applies=_own, commutes=True)
def _enters_tapped(game, effect: m.EntersTapped, e: EnterEvent, holder):
    """"This land enters tapped [unless you control a Forest or a Plains]" (614.1c): the
    condition is checked once, as the permanent enters."""
    name = game.objects[holder].card.name
    if effect.unless is not None and _unless_holds(game, holder, effect.unless):
        game.event("614.1c", f"{name} enters untapped: {effect.unless.text}")
        return e
    game.event("614.1c", f"{name} enters tapped"
                         + (f": not {effect.unless.text}" if effect.unless is not None else ""))
    return _replace(e, tapped=True)


@applier(m.EntersWith, EnterEvent, applies=_own, commutes=True)
def _enters_with(game, effect: m.EntersWith, e: EnterEvent, holder):
    """"[This permanent] enters with N counters on it" (614.1c): with the spell's kicked status
    for "If this creature was kicked, it enters with ..." and "for each time it was kicked", or
    if a condition on the game holds as it enters (bloodthirst, 702.54a)."""
    perm = game.objects[holder]
    paid = perm.optional_paid
    kicked = times_kicked(perm.card, paid)
    cond = effect.condition
    if type(cond) is m.StateCondition:  # "If an opponent was dealt damage this turn" (702.54a)
        from mtgrules.engine.conditions import holds_for
        if not holds_for(game, game.controller(holder), holder, cond):
            return e
    elif cond is not None and not cond.holds(kicked, paid):
        return e
    count = effect.count
    if type(count) is m.KickedCount:
        count = count.per * kicked
    else:  # "for each ...", "where X is ...", "twice X": counted now
        from mtgrules.engine.effectlib.counters import entering_count
        count = entering_count(game, holder, count, e.x)
    counters = e.counters + (((effect.kind, count),) if count > 0 else ())
    return _replace(e, counters=counters, keywords=e.keywords + tuple(effect.keywords))


def _replace(event, **changes):
    import dataclasses
    return dataclasses.replace(event, **changes)


def _unless_holds(game, oid: int, cond: m.StateCondition) -> bool:
    """"This land enters tapped unless you control a Forest or a Plains" (614.1c): the
    condition is checked once, as the permanent enters; "other lands" leaves it out."""
    from mtgrules.engine import conditions
    table = game.chars_table()
    return conditions.holds(game, table, oid, table[oid].controller, cond)

