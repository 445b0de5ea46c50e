"""The Ring tempts you (rule 701.54): the emblem named The Ring (701.54c), the choice of a
Ring-bearer (701.54a), "whenever the Ring tempts you" (701.54d), and the emblem's triggered
abilities, which it has as long as the Ring has tempted its owner two, three or four or more
times (701.54c). The state and the emblem's static ability are in ``engine/ring.py``."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import triggers
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import effect
from mtgrules.engine.emblems import create_emblem
from mtgrules.engine.objects import player_ref, seat_name
from mtgrules.engine.ring import BEARER, RING, ring_bearer, ring_emblem, tempted

RING_TEXT = ("Your Ring-bearer is legendary and can't be blocked by creatures with greater "
             "power. As long as the Ring has tempted you two or more times, it has \"Whenever "
             "your Ring-bearer attacks, draw a card, then discard a card.\" As long as the Ring "
             "has tempted you three or more times, it has \"Whenever your Ring-bearer becomes "
             "blocked by a creature, the blocking creature's controller sacrifices it at end of "
             "combat.\" As long as the Ring has tempted you four or more times, it has "
             "\"Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 "
             "life.\"")

# the emblem's triggered abilities, with the number of temptations from which it has each
_LOOT = m.TriggeredAbility(
    "attacks", m.Mode((), (m.Draw(m.You(), 1), m.Discard(m.You(), 1)), "draw a card, then discard a card"),
    "Whenever your Ring-bearer attacks, draw a card, then discard a card. (701.54c)")
_BLOCKER_SACRIFICED = m.TriggeredAbility(
    "becomes_blocked_by",
    m.Mode((), (m.DelayedTrigger("end_of_combat", (m.SacrificeThat(m.EventObject(1), its_controller=True),),
                                 "the blocking creature's controller sacrifices it"),),
           "the blocking creature's controller sacrifices it at end of combat"),
    "Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's controller "
    "sacrifices it at end of combat. (701.54c)")
_DRAIN = m.TriggeredAbility(
    "damage", m.Mode((), (m.LoseLife(m.EachOpponent(), 3),), "each opponent loses 3 life"),
    "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life. (701.54c)")


@effect(m.RingTempts)
def _ring_tempts(game, res, e: m.RingTempts, offset) -> bool:
    seat = res.item.controller
    if ring_emblem(game, seat) is None:  # 701.54c: before choosing
        emblem = create_emblem(game, seat, "The Ring", (), RING_TEXT)
        game.marks[RING + str(seat)] = (emblem, 0)
    mine = _creatures(game, seat)
    if len(mine) > 1:
        game.ask("ring_bearer", seat, "the Ring tempts you: choose your Ring-bearer")
        return False
    _tempted(game, seat, mine[0] if mine else None)
    return True


def _creatures(game, seat: int) -> list[int]:
    table = game.chars_table()
    return [o for o in game.battlefield if table[o].controller == seat and "Creature" in table[o].types]


def _tempted(game, seat: int, chosen: int | None) -> None:
    """Rules 701.54a, 701.54d: ``chosen`` (None: no creature to choose) becomes the Ring-bearer;
    the Ring has tempted ``seat`` once more, and "whenever the Ring tempts you" triggers."""
    who = f"player {seat_name(seat)}"
    if chosen is not None:
        game.marks[BEARER + str(seat)] = chosen
        game.event("701.54a", f"{who} chooses {game.name(chosen)} as their Ring-bearer")
        triggers.fire(game, "ring_bearer_chosen", (seat, player_ref(seat), chosen))
    else:
        game.event("701.54a", f"{who} controls no creature to choose as their Ring-bearer")
    emblem, times = game.marks[RING + str(seat)]
    game.marks[RING + str(seat)] = (emblem, times + 1)
    game.changed()
    game.event("701.54d", f"the Ring has tempted {who} {times + 1} time{'s' if times else ''}")
    triggers.fire(game, "ring_tempts", (seat, player_ref(seat)))


def _bearer_legal(game, decision) -> list:
    return [ChooseObject(o, game.name(o)) for o in _creatures(game, decision.player)]


def _bearer_perform(game, decision, action: ChooseObject) -> None:
    game.resolving.queue.pop(0)
    _tempted(game, decision.player, action.object)


handler("ring_bearer", _bearer_legal, _bearer_perform)

# "whenever the Ring tempts you" (701.54d; data: the seat and reference of the player tempted),
# "whenever you choose a creature as your Ring-bearer" (701.54a; data: also the creature)
triggers.matcher("ring_tempts")(lambda game, source, controller, data: data[0] == controller)
triggers.matcher("ring_bearer_chosen")(lambda game, source, controller, data: data[0] == controller)


def _inherent(game, kind: str, data: tuple) -> None:
    """The Ring's triggered abilities (701.54c): its owner's Ring-bearer attacks, becomes
    blocked by a creature, or deals combat damage to a player."""
    if kind not in ("attacks", "becomes_blocked_by", "damage") or not game.marks:
        return
    for seat in range(len(game.players)):
        times = tempted(game, seat)
        if times < 2 or data[0] != ring_bearer(game, seat):
            continue
        if kind == "attacks":
            _trigger(game, seat, _LOOT, data)
        elif kind == "becomes_blocked_by" and times >= 3:
            _trigger(game, seat, _BLOCKER_SACRIFICED, data)
        elif kind == "damage" and times >= 4 and data[3] and data[1] < 0:
            _trigger(game, seat, _DRAIN, data)


def _trigger(game, seat: int, ability: m.TriggeredAbility, event: tuple) -> None:
    emblem = ring_emblem(game, seat)
    trig = triggers.PendingTrigger(game.new_id(), emblem, game.objects[emblem].card, ability, seat, event)
    trig.batch = game.event_batch
    game.triggers.append(trig)


triggers.INHERENT.append(_inherent)
