"""A player leaving a game of more than two players (rules 104.2a, 800.4).

In a two-player game the game ends as soon as a player loses (104.2a). With more players, a
player who loses leaves the game and the others play on (800.4): everything that player owns
leaves the game with them, effects giving them control of objects end, spells and abilities they
control on the stack that are not cards cease to exist, and whatever they still control is
exiled (800.4a). Triggered abilities they would control are not put on the stack (800.4d). The
game ends when one player, the winner, or none is left (104.2a, 104.4a). Priority that would go
to a player who has left goes to the next player still in the game (800.4a, 800.4j;
``priority.offer_priority``).
"""
from __future__ import annotations

from mtgrules.engine.objects import Zone, seat_name


def players_lost(game, seats: list[int]) -> None:
    """The players in ``seats`` have just lost the game, at the same time (already marked): the
    game ends if one player or none is left (104.2a, 104.4a); otherwise they leave it and the
    others play on (800.4a)."""
    alive = [p.index for p in game.players if not p.lost]
    if len(alive) == 1:
        losers = [seat_name(index) for index in seats]
        who = (f"player {losers[0]} has" if len(losers) == 1
               else f"players {', '.join(losers[:-1])} and {losers[-1]} have")
        game.end_game(alive[0], "104.2a", f"{who} lost")
    elif not alive:
        game.end_game(None, "104.4a", "all players lost simultaneously")
    else:
        leave_game(game, seats)


def leave_game(game, seats: list[int]) -> None:
    """Rule 800.4a: the players in ``seats`` (already marked as having lost, at the same time)
    leave the game; not a state-based action, it happens at once. A pass of priority they made
    no longer counts towards all players passing in succession (117.4): only the players still
    in the game must have passed."""
    passed = _passed_in_succession(game, seats)
    for seat in seats:
        _leave(game, seat)
    game.passes -= sum(1 for seat in passed if seat in seats)


def _passed_in_succession(game, leaving: list[int]) -> list[int]:
    """The players who have passed since the last action (117.4): the ``game.passes`` players
    before the one receiving priority, in turn order, counting those leaving now."""
    out: list[int] = []
    receiver = game.priority
    if not game.passes or receiver is None:
        return out
    players = game.players
    seat = receiver
    while len(out) < game.passes:
        seat = seat - 1 if seat > 0 else len(players) - 1
        if seat == receiver:
            break
        if not players[seat].lost or seat in leaving:
            out.append(seat)
    return out


def _leave(game, seat: int) -> None:
    name = seat_name(seat)
    # 1. the objects the player owns leave the game (wherever they are)
    for oid in [oid for oid in game.battlefield + game.stack if game.objects[oid].owner == seat]:
        game.remove_from_zone(oid)
    p = game.players[seat]
    for zone in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND):
        cards = p.zone_list(zone)
        for oid in cards:
            del game.objects[oid]
        cards.clear()
    p.pool = [0, 0, 0, 0, 0, 0]
    p.snow = [0, 0, 0, 0, 0, 0]
    # 2. effects that give the player control of objects end
    if any(e.change.controller == seat for e in game.effects):
        game.effects = [e for e in game.effects if e.change.controller != seat]
    game.changed()
    # 3. abilities (not cards) the player controls on the stack cease to exist
    for oid in [oid for oid in game.stack if game.objects[oid].controller == seat]:
        if not game.objects[oid].is_spell:
            game.remove_from_zone(oid)
    # 4. what the player still controls is exiled
    for oid in [oid for oid in game.battlefield if game.chars(oid).controller == seat]:
        game.move(oid, Zone.EXILE)
    for oid in [oid for oid in game.stack if game.objects[oid].controller == seat]:
        item = game.remove_from_zone(oid)
        game.make_card(item.card, item.owner, Zone.EXILE)
    # rule 800.4d: their triggered abilities are not put on the stack
    game.triggers = [t for t in game.triggers if t.controller != seat]
    game.placing = [t for t in game.placing if t.controller != seat]
    game.event("800.4a", f"player {name} leaves the game with everything they own")
    from mtgrules.engine.effectlib.monarch import monarch_left
    monarch_left(game, seat)  # 724.4
