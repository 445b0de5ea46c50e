"""The monarch (rule 724): a designation one player at a time can have (kept in
``game.marks['monarch']`` as that player's seat), and its two inherent triggered abilities,
which have no source and are controlled by the monarch (724.2): "At the beginning of the
monarch's end step, that player draws a card" and "Whenever a creature deals combat damage to
the monarch, its controller becomes the monarch"."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import triggers
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone, player_ref, seat_name

MARK = "monarch"

# the designation as the "card" its triggered abilities come from (they have no source, 724.2)
_MONARCH = m.TokenSpec("The monarch", 0, 0, frozenset(), frozenset(), ())
_DRAW = m.TriggeredAbility("step:end", m.Mode((), (m.Draw(m.You(), 1),), "that player draws a card"),
                           "At the beginning of the monarch's end step, that player draws a card.")
_TAKE = m.TriggeredAbility("damage", m.Mode((), (m.BecomeMonarch(m.EventObject(0)),),
                                            "its controller becomes the monarch"),
                           "Whenever a creature deals combat damage to the monarch, its controller "
                           "becomes the monarch.")


def monarch(game) -> int | None:
    """The seat of the monarch, or None (724.1: there is none until an effect makes one)."""
    return game.marks.get(MARK)


def become_monarch(game, seat: int) -> None:
    """Rule 724.3: ``seat`` becomes the monarch; the monarch before ceases to be."""
    before = monarch(game)
    game.marks[MARK] = seat
    if before is None or before == seat:
        game.event("724.1", f"player {seat_name(seat)} becomes the monarch")
    else:
        game.event("724.3", f"player {seat_name(seat)} becomes the monarch; player "
                            f"{seat_name(before)} ceases to be the monarch")


def monarch_left(game, seat: int) -> None:
    """Rule 724.4: if the monarch leaves the game, the active player becomes the monarch, or,
    if the active player is leaving too, the next player in turn order still in the game; with
    no such player, there is no monarch."""
    if monarch(game) != seat:
        return
    n = len(game.players)
    for k in range(n):
        candidate = (game.active + k) % n
        if not game.players[candidate].lost:
            become_monarch(game, candidate)
            return
    del game.marks[MARK]


@effect(m.BecomeMonarch)
def _become(game, res, e: m.BecomeMonarch, offset) -> bool:
    for ref in resolve_ref(game, res, e.who, offset):
        if ref < 0 and not game.players[-1 - ref].lost:
            become_monarch(game, -1 - ref)
    return True


def _inherent(game, kind: str, data: tuple) -> None:
    """Rule 724.2: the monarch's end step begins, or a creature deals combat damage to the
    monarch: the designation's ability triggers, controlled by the monarch."""
    seat = monarch(game)
    if seat is None:
        return
    if kind == "step:end" and data[0] == seat:
        _trigger(game, _DRAW, seat, data)
    elif kind == "damage" and data[3] and data[1] == player_ref(seat):
        source = game.objects.get(data[0])
        if source is not None and source.zone is Zone.BATTLEFIELD and game.is_creature(data[0]):
            _trigger(game, _TAKE, seat, (player_ref(game.controller(data[0])),))


def _trigger(game, ability: m.TriggeredAbility, seat: int, event: tuple) -> None:
    from mtgrules.cards.tokens import token_card
    source = game.new_id()  # no object: the ability has no source (724.2)
    game.triggers.append(triggers.PendingTrigger(game.new_id(), source, token_card(_MONARCH),
                                                 ability, seat, event))


triggers.INHERENT.append(_inherent)
