"""Suspend (rule 702.62): a card exiled from a hand with time counters, cast when the last is
removed.

702.62a: "Suspend N—[cost]" means "If you could begin to cast this card by putting it onto the
stack from your hand, you may pay [cost] and exile it with N time counters on it. This action
doesn't use the stack" (a special action, 116.2f: ``ExileFromHand(card, by="suspend")``), "At
the beginning of your upkeep, if this card is suspended, remove a time counter from it" and
"When the last time counter is removed from this card, if it's exiled, you may play it without
paying its mana cost if able. If you don't, it remains exiled. If you cast a creature spell this
way, it gains haste until you lose control of the spell or the permanent it becomes." 702.62b:
a card is suspended if it's in exile, has suspend, and has a time counter on it.

The time counters on suspended cards are kept in ``game.marks`` (``SUSPENDED``: (card, count)
pairs; a card in exile is otherwise an immutable record shared by copies of the game). The two
triggered abilities function in exile (113.6k): ``upkeep`` puts the first on the waiting list
for each suspended card of the active player, the effect ``RemoveTimeCounter`` removes the
counter and, for the last one, the second triggers (``effectlib/suspend.py``); its effect ``SuspendCast`` asks the owner
whether to cast the card (``effectlib/cast_from_exile.py``; 608.2g: as it resolves, its timing
doesn't matter), without paying its mana cost (``CastSpell(card, alternative="suspend")``,
118.9). A creature permanent cast this way gets haste from an effect that ends once its caster
no longer controls it (``HASTED``, checked before a player receives priority, 611.2b).
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.engine.objects import Zone, seat_name

ALTERNATIVE = "suspend"
SUSPENDED = "suspended"  # (card id, time counters) of suspended cards (702.62b)
HASTED = "suspend_haste"  # (permanent, its caster, timestamp of its haste effect)
_PARAM = re.compile(r"(\d+)—(.+)")
_HASTE = m.Change(keywords=(m.KeywordInstance("haste"),))
_REMOVE = m.TriggeredAbility("step:upkeep", m.Mode((), (m.RemoveTimeCounter(),),
                                                   "remove a time counter from this card"),
                             "Suspend (702.62a): at the beginning of your upkeep, if this card is "
                             "suspended, remove a time counter from it")
CAST = m.TriggeredAbility("last_time_counter", m.Mode((), (m.SuspendCast(),), "you may cast it"),
                           "Suspend (702.62a): when the last time counter is removed from this card, "
                           "if it's exiled, you may cast it without paying its mana cost")


def suspend_of(card) -> tuple[int, object] | None:
    """(N, cost) of the card's suspend, or None if it has none (702.62a)."""
    from mtgrules.ir.mana_cost import parse_mana_cost
    for inst in card.keywords:
        if inst.name == ALTERNATIVE:
            n, cost = _PARAM.fullmatch(inst.param).groups()
            return int(n), parse_mana_cost(cost)
    return None


def counters(game, oid: int) -> int:
    """The time counters on the exiled card ``oid`` (0 if it isn't suspended)."""
    for held, n in game.marks.get(SUSPENDED, ()):
        if held == oid:
            return n
    return 0


def set_counters(game, oid: int, n: int) -> None:
    rest = frozenset(entry for entry in game.marks.get(SUSPENDED, ()) if entry[0] != oid)
    if n > 0:
        rest |= {(oid, n)}
    if rest:
        game.marks[SUSPENDED] = rest
    else:
        game.marks.pop(SUSPENDED, None)


def why_cannot_suspend(game, player: int, oid: int) -> tuple[str, str] | None:
    """Why ``player`` can't suspend card ``oid`` now (116.2f: only if they could begin to cast
    it from their hand, 702.62c), as (rule, reason), or None."""
    from mtgrules.engine import hooks, mana
    from mtgrules.engine.casting import sorcery_timing
    obj = game.objects.get(oid)
    if obj is None or obj.zone is not Zone.HAND or obj.owner != player:
        return "116.2f", f"{game.name(oid)} is not a card in player {seat_name(player)}'s hand to suspend"
    found = suspend_of(obj.card)
    if found is None or obj.card.unsupported:
        return "702.62a", f"{obj.card.name} has no suspend"
    locked = hooks.stack_lock(game)  # split second (702.61a) prohibits casting it (702.62c)
    if locked is not None:
        return locked
    if "Instant" not in obj.card.types and not sorcery_timing(game, player) and \
            not hooks.has_flash(game, obj.card, player):
        return "116.2f", (f"{obj.card.name} can be suspended only when it could be cast: during a main "
                          "phase of its owner's turn when the stack is empty (307.1)")
    if mana.find_payment(game, player, mana.Requirement.of([found[1]])) is None:
        return "601.2h", f"player {seat_name(player)} can't pay {found[1]} to suspend {obj.card.name}"
    return None


def suspend(game, player: int, oid: int) -> None:
    """Rules 116.2f, 702.62a: pay the cost and exile the card with N time counters on it."""
    from mtgrules.engine import mana
    card = game.objects[oid].card
    n, cost = suspend_of(card)
    mana.execute_payment(game, player, mana.find_payment(game, player, mana.Requirement.of([cost])))
    game.event("702.62a", f"player {seat_name(player)} pays {cost} and exiles {card.name} from their hand "
                          f"with {n} time counter{'s' if n != 1 else ''} on it (suspend, a special action, "
                          "116.2f)")
    new = game.move(oid, Zone.EXILE)
    if new is not None and new in game.objects:
        set_counters(game, new, n)


def upkeep(game) -> None:
    """Rule 702.62a: "At the beginning of your upkeep, if this card is suspended, remove a time
    counter from it" triggers for each suspended card the active player owns (113.6k)."""
    from mtgrules.engine.triggers import PendingTrigger
    exile = game.players[game.active].exile
    for oid, _ in sorted(game.marks.get(SUSPENDED, ())):
        if oid in exile and suspend_of(game.objects[oid].card) is not None:
            game.triggers.append(PendingTrigger(game.new_id(), oid, game.objects[oid].card, _REMOVE,
                                                game.active, ()))


def entered(game, oid: int, caster: int) -> None:
    """Rule 702.62a: the creature cast with suspend gains haste until its caster loses control
    of it (an effect of the resolved ability, 611.2a-b)."""
    from mtgrules.engine import layers
    effect_ = layers.begin_effect(game, (oid,), _HASTE, oid, "indefinite")
    game.marks[HASTED] = game.marks.get(HASTED, frozenset()) | {(oid, caster, effect_.timestamp)}
    game.event("702.62a", f"{game.name(oid)} was cast with suspend: it has haste until player "
                          f"{seat_name(caster)} loses control of it")


def control_check(game) -> None:
    """Rule 611.2b: the haste of a creature cast with suspend ends once its caster no longer
    controls it (or it has left the battlefield, 400.7)."""
    held = game.marks.get(HASTED)
    if not held:
        return
    keep = set()
    for oid, caster, stamp in held:
        if oid in game.battlefield and game.controller(oid) == caster:
            keep.add((oid, caster, stamp))
            continue
        before = len(game.effects)
        game.effects = [e for e in game.effects if e.timestamp != stamp]
        if len(game.effects) != before:
            game.changed()
            if oid in game.battlefield:
                game.event("702.62a", f"{game.name(oid)} loses the haste it had from suspend: player "
                                      f"{seat_name(caster)} no longer controls it")
    if keep:
        game.marks[HASTED] = frozenset(keep)
    else:
        del game.marks[HASTED]
