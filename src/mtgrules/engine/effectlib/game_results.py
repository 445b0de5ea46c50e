"""Effects that decide the game or set a life total: "<player> wins the game" (104.2b), "<player>
loses the game" (104.3e), "<player's> life total becomes N" (119.5), "exchange life totals with
target player" (701.12c); and "<players> can't gain life this turn / for the rest of the game"
(119.7). A player who can't win or lose the game for a time (101.2,
``effectlib/lasting_player_rules``) doesn't."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import amount, effect, resolve_ref
from mtgrules.engine.leaving import players_lost
from mtgrules.engine.objects import seat_name
from mtgrules.engine.player_rules import NO_LIFE_GAIN, cant_gain_life, has_rule


def _seats(game, res, ref, offset) -> list[int]:
    """The players ``ref`` names who are still in the game."""
    return [-1 - r for r in resolve_ref(game, res, ref, offset)
            if r < 0 and not game.players[-1 - r].lost]


@effect(m.WinGame)
def _win(game, res, e: m.WinGame, offset) -> bool:
    """Rule 104.2b; the game ends at once (104.1), and the rest of the effect with it."""
    seats = _seats(game, res, e.who, offset)
    if seats and has_rule(game, seats[0], "cant_win"):  # "your opponents can't win the game" (101.2)
        game.event("101.2", f"player {seat_name(seats[0])} can't win the game")
    elif seats:
        game.end_game(seats[0], "104.2b", f"an effect says player {seat_name(seats[0])} wins the game")
    return True


@effect(m.LoseGame)
def _lose(game, res, e: m.LoseGame, offset) -> bool:
    """Rule 104.3e: the players lose at once. With more than one left in the game, they leave
    it (800.4a); if the resolving object's controller left, its remaining effects do nothing."""
    seats = [seat for seat in _seats(game, res, e.who, offset) if not has_rule(game, seat, "cant_lose")]
    for seat in seats:
        game.players[seat].lost = True
        game.event("104.3e", f"player {seat_name(seat)} loses the game: an effect says so")
    if seats:
        players_lost(game, seats)
        if not game.over and game.players[res.item.controller].lost:
            del res.queue[1:]
    return True


@effect(m.SetLife)
def _set_life(game, res, e: m.SetLife, offset) -> bool:
    """Rule 119.5: the player gains or loses the difference (so it is life gained or lost,
    which replacement effects and triggers see as such); the number is determined once, before
    any life total changes (608.2h)."""
    target = amount(game, res, e.amount, offset)
    for seat in _seats(game, res, e.who, offset):
        life = game.players[seat].life
        game.event("119.5", f"player {seat_name(seat)}'s life total becomes {target}")
        if target > life:
            game.gain_life(seat, target - life, "119.5")
        elif target < life:
            game.lose_life(seat, life - target, "119.5")
    return True


@effect(m.ExchangeLifeTotals)
def _exchange_life(game, res, e: m.ExchangeLifeTotals, offset) -> bool:
    """Rule 701.12c: each player gains or loses the difference to the other's previous life
    total, in APNAP order (101.4); rule 701.12a: no part of it happens unless all of it can —
    two different players, neither of whom would have to gain life while unable to (119.7)."""
    pair = _seats(game, res, e.first, offset)[:1] + _seats(game, res, e.second, offset)[:1]
    if len(pair) != 2 or pair[0] == pair[1]:
        return True
    lives = {seat: game.players[seat].life for seat in pair}
    new = dict(zip(pair, reversed(pair)))
    if any(lives[new[seat]] > lives[seat] and cant_gain_life(game, seat) for seat in pair):
        game.event("701.12a", f"players {seat_name(pair[0])} and {seat_name(pair[1])} can't "
                              "exchange life totals: one of them can't gain life")
        return True
    game.event("701.12c", f"players {seat_name(pair[0])} and {seat_name(pair[1])} exchange life "
                          f"totals ({lives[pair[0]]} and {lives[pair[1]]})")
    for seat in game.apnap():
        if seat in new:
            became = lives[new[seat]]
            if became > lives[seat]:
                game.gain_life(seat, became - lives[seat], "701.12c")
            elif became < lives[seat]:
                game.lose_life(seat, lives[seat] - became, "701.12c")
    return True


@effect(m.CantGainLife)
def _no_life_gain(game, res, e: m.CantGainLife, offset) -> bool:
    """Rule 119.7, this turn (``TurnState.no_life_gain``) or for the rest of the game
    (``game.marks``)."""
    seats = _seats(game, res, e.who, offset)
    if not seats:
        return True
    if e.rest_of_game:
        game.marks[NO_LIFE_GAIN] = tuple(sorted(set(game.marks.get(NO_LIFE_GAIN, ())) | set(seats)))
    else:
        game.turn_state.no_life_gain |= set(seats)
    when = "for the rest of the game" if e.rest_of_game else "this turn"
    for seat in seats:
        game.event("119.7", f"player {seat_name(seat)} can't gain life {when}")
    return True
