"""Choices several players make at the same time (rule 101.4, APNAP order).

"Each player discards three cards", "each opponent scries 1": the active player makes all their
choices first, then each other player in turn order, each knowing the earlier choices (101.4b);
then the actions happen simultaneously. An effect of this kind is written as two functions:

* ``step(game, res, player, progress)`` asks ``player`` their next question (``game.ask``) and
  returns None, or returns the player's finished choice once nothing is left to ask;
  ``progress`` is what the player has chosen so far (None before their first question). The
  decision's handler records the answer with :func:`advance`; the resolution then calls the
  effect again, which calls ``step`` again.
* ``finish(game, res, made)`` performs the actions, given ``made``: (player, choice) pairs in
  APNAP order.

The progress is data on the resolution (``Resolution.choices``), never a suspended frame.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterable

from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.objects import player_ref, seat_name
from mtgrules.records import record


@record
class PlayerChoices:
    """``waiting``: the players still to choose, in APNAP order (the first is choosing now);
    ``made``: the finished choices, (player, choice) in the order made; ``progress``: the
    choosing player's choices so far."""

    waiting: tuple[int, ...]
    made: tuple = ()
    progress: object = None


def living_opponents(game, you: int) -> list[int]:
    """``you``'s opponents who haven't lost (102.2, 800.4a), in APNAP order."""
    return [s for s in game.opponents(you) if not game.players[s].lost]


def ask_for_one(game, you: int, seats: list[int], kind: str, prompt: str) -> bool:
    """Whether ``you`` had to be asked (decision ``kind``, among ``seats``) to choose one player
    for an effect (608.2d): only when there are several to choose from."""
    if len(seats) < 2:
        return False
    game.ask(kind, you, prompt, (tuple(player_ref(s) for s in seats),))
    return True


def player_options(game, decision) -> list:
    """The legal actions of a decision asked by ``ask_for_one``: one player each."""
    return [ChooseObject(ref, f"player {seat_name(-1 - ref)}") for ref in decision.data[0]]


def in_apnap_order(game, players: Iterable[int]) -> list[int]:
    """``players`` (seats) still in the game, each once, in APNAP order (101.4)."""
    wanted = set(players)
    return [seat for seat in game.apnap() if seat in wanted]


def each_player_chooses(game, res, players: Callable[[], Iterable[int]], step: Callable,
                        finish: Callable, first: int | None = None) -> bool:
    """Run a simultaneous-choice effect (rule 101.4) as far as it goes: True when every player
    has chosen and ``finish`` has performed the actions, False while a question is pending.
    ``players`` gives the seats concerned; it is called once, as the effect begins. ``first``:
    the players choose in turn order beginning with that seat ("starting with you") rather
    than in APNAP order."""
    state = res.choices
    if state is None:
        wanted = set(players())
        order = game.apnap() if first is None else game.turn_order(first)
        state = res.choices = PlayerChoices(tuple(seat for seat in order if seat in wanted))
    while state.waiting:
        player = state.waiting[0]
        choice = step(game, res, player, state.progress)
        if choice is None:
            return False
        state = res.choices = PlayerChoices(state.waiting[1:], state.made + ((player, choice),))
    res.choices = None
    finish(game, res, state.made)
    return True


def advance(res, progress) -> None:
    """Record the choosing player's choices so far (called by a decision's handler)."""
    res.choices = replace(res.choices, progress=progress)


def progress(res):
    """The choosing player's choices so far (None before their first answer)."""
    return res.choices.progress


def one_at_a_time(game, player: int, candidates: list, n: int, chosen: tuple | None, kind: str,
                  prompt: str) -> tuple | None:
    """A ``step`` choosing ``n`` of ``candidates`` one at a time: all of them, without a
    question, if every one must be chosen; the choice once complete; else ask ``player`` for
    the next (decision ``kind``) and return None."""
    n = min(n, len(candidates))
    if n >= len(candidates):
        return tuple(candidates)
    chosen = chosen or ()
    if len(chosen) >= n:
        return chosen
    game.ask(kind, player, f"{prompt} ({n - len(chosen)} left)")
    return None
