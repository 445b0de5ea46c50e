"""Sacrificing permanents a player chooses (rule 701.21a): "each opponent sacrifices a
creature", "target player sacrifices two lands". Each player concerned chooses, in APNAP order
(101.4), from the permanents they control that match; then all are sacrificed at once."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import choices
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import _players, amount, effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.engine.targets import permanent_matches


@effect(m.Sacrifice)
def _sacrifice(game, res, e: m.Sacrifice, offset) -> bool:
    who = lambda: _players(resolve_ref(game, res, e.who, offset))  # noqa: E731
    return choices.each_player_chooses(game, res, who, _step, _finish)


def _candidates(game, res, player: int) -> list[int]:
    e, _ = res.queue[0]
    return [oid for oid in game.battlefield if game.controller(oid) == player
            and permanent_matches(game, oid, e.filter, player, res.item.source)]


def _step(game, res, player: int, chosen: tuple | None) -> tuple | None:
    """Ask ``player`` for their next permanent to sacrifice, or return their choice once made
    (all their matching permanents, without a question, if they must all go)."""
    e, offset = res.queue[0]
    candidates = _candidates(game, res, player)
    n = min(amount(game, res, e.count, offset), len(candidates))
    if n >= len(candidates):
        return tuple(candidates)
    chosen = chosen or ()
    if len(chosen) >= n:
        return chosen
    game.ask("sacrifice", player, f"choose a permanent to sacrifice ({n - len(chosen)} left)")
    return None


def _finish(game, res, made) -> None:
    for player, oids in made:
        for oid in oids:
            if oid in game.objects and game.objects[oid].zone is Zone.BATTLEFIELD:
                game.event("701.21a", f"player {seat_name(player)} sacrifices {game.name(oid)}")
                game.move(oid, Zone.GRAVEYARD)


def _legal(game, decision) -> list:
    res = game.resolving
    chosen = choices.progress(res) or ()
    return [ChooseObject(oid, game.name(oid)) for oid in _candidates(game, res, decision.player)
            if oid not in chosen]


def _perform(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    choices.advance(res, (choices.progress(res) or ()) + (action.object,))


handler("sacrifice", _legal, _perform)
