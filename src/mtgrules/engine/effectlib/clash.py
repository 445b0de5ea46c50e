"""Clash (rule 701.30): "Clash with an opponent" — the controller chooses an opponent (asked
only if there are several), both reveal the top card of their library, each decides in APNAP
order whether to put it on the bottom (101.4), the cards move at the same time, and the
controller wins if their card has the higher mana value (701.30d); then "If you win, ..."."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine import choices
from mtgrules.engine.actions import ChooseObject, ChooseYesNo
from mtgrules.engine.decision import handler, yes_or_no
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import player_ref, seat_name


@effect(m.Clash)
def _clash(game, res, e: m.Clash, offset) -> bool:
    you = res.item.controller
    if e.against is None:
        opponents = choices.living_opponents(game, you)
        if not opponents:
            return True
        if choices.ask_for_one(game, you, opponents, "clash_opponent", "clash: choose an opponent"):
            return False  # 701.30b: "choose an opponent"
        e = dataclasses.replace(e, against=player_ref(opponents[0]))
        res.queue[0] = (e, offset)
        them = opponents[0]
        tops = [f"player {seat_name(p)} reveals {_top_name(game, p)}" for p in (you, them)]
        game.event("701.30c", "clash: " + "; ".join(tops))
    them = -1 - e.against
    return choices.each_player_chooses(game, res, lambda: (you, them), _step, _finish)


def _top(game, player: int) -> int | None:
    library = game.players[player].library
    return library[0] if library else None


def _top_name(game, player: int) -> str:
    top = _top(game, player)
    return "nothing (their library is empty)" if top is None else game.name(top)


def _opponent_perform(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    e, offset = res.queue[0]
    res.queue[0] = (dataclasses.replace(e, against=action.object), offset)
    tops = [f"player {seat_name(p)} reveals {_top_name(game, p)}"
            for p in (decision.player, -1 - action.object)]
    game.event("701.30c", "clash: " + "; ".join(tops))


handler("clash_opponent", choices.player_options, _opponent_perform)


def _step(game, res, player: int, progress) -> bool | None:
    """Whether ``player`` puts their revealed card on the bottom (asked; none revealed: no)."""
    if progress is not None:
        return progress
    top = _top(game, player)
    if top is None:
        return False
    game.ask("clash_bottom", player, f"clash: put {game.name(top)} on the bottom of your library "
                                     "(no: leave it on top)?")
    return None


def _bottom_perform(game, decision, action: ChooseYesNo) -> None:
    choices.advance(game.resolving, action.yes)


handler("clash_bottom", yes_or_no, _bottom_perform)


def _finish(game, res, made) -> None:
    """The cards move at the same time (701.30c); the controller wins with a higher mana value
    than every other card revealed (701.30d), and the "If you win" effects follow."""
    e, offset = res.queue[0]
    you = res.item.controller
    revealed = {p: _top(game, p) for p, _ in made}
    for player, bottom in made:
        top = revealed[player]
        if top is not None and bottom:
            library = game.players[player].library
            library.remove(top)
            library.append(top)
            game.event("701.30c", f"player {seat_name(player)} puts {game.name(top)} on the bottom "
                                  "of their library")
    value = {p: game.objects[c].card.mana_value for p, c in revealed.items() if c is not None}
    won = you in value and all(value[you] > v for p, v in value.items() if p != you)
    game.event("701.30d", f"player {seat_name(you)} {'wins' if won else 'does not win'} the clash")
    if won:
        res.queue[1:1] = [(inner, offset) for inner in e.won]
