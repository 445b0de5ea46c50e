"""Starting the game (rule 103): opening hands and the London mulligan (103.5).

Each player in turn order, starting with the starting player, keeps or mulligans; those who
mulligan shuffle their hand into their library and draw seven again, and the round repeats
(103.5). A player who kept after N mulligans puts N cards from hand on the bottom of their
library (103.5c), one at a time here. Then come the actions with cards of the opening hands
(103.6, ``opening_hand``), and the first turn begins.
"""
from __future__ import annotations

from mtgrules.engine import opening_hand, planechase
from mtgrules.engine.actions import ChooseObject, Mulligan
from mtgrules.engine.decision import handler
from mtgrules.engine.objects import Zone
from mtgrules.engine.steps import Stage, Step
from mtgrules.engine.turn_state import TurnState
from mtgrules.engine.command_zone import hand_size



def start(game) -> None:
    """Rule 103.3-103.5: shuffle, draw opening hands, then the mulligan decisions."""
    for p in game.players:
        game.rng.shuffle(p.library)
        _draw_seven(game, p.index)
    sizes = {hand_size(game, p.index) for p in game.players}
    game.event("103.4", "each player draws an opening hand of seven cards" if sizes == {7} else
               "each player draws an opening hand of their starting hand size (902.5)")
    _next(game)


def _draw_seven(game, player: int) -> None:
    p = game.players[player]
    for _ in range(min(hand_size(game, player), len(p.library))):  # 902.5a with a vanguard
        top = p.library.pop(0)
        obj = game.objects.pop(top)
        new = game.new_id()
        from mtgrules.engine.objects import CardObject
        game.objects[new] = CardObject(new, obj.card, player, Zone.HAND)
        p.hand.append(new)


def _order(game) -> list[int]:
    """Rule 103.5 / 101.4e: turn order, beginning with the starting player."""
    return game.turn_order(game.starting_player)


def _next(game) -> None:
    """Ask the next undecided player of this round, or end the round."""
    decided = game.turn_state.mulligan_decided
    for player in _order(game):
        p = game.players[player]
        if not p.kept and player not in decided:
            game.ask("mulligan", player, f"keep this hand of {len(p.hand)} or take a mulligan")
            return
    # end of the round: those who chose to mulligan shuffle and draw seven (103.5)
    redo = [pl for pl in decided if not game.players[pl].kept]
    game.turn_state.mulligan_decided = ()
    if redo:
        for player in redo:
            p = game.players[player]
            p.library.extend(p.hand)
            for oid in p.hand:
                _relocate(game, oid, Zone.LIBRARY)
            p.hand = []
            game.rng.shuffle(p.library)
            _draw_seven(game, player)
        _next(game)
        return
    _bottom_or_begin(game)


def _relocate(game, oid: int, zone: Zone) -> None:
    from mtgrules.engine.objects import CardObject
    obj = game.objects[oid]
    game.objects[oid] = CardObject(oid, obj.card, obj.owner, zone)


def _bottom_or_begin(game) -> None:
    state = game.turn_state
    if state.bottom_owed is None:
        state.bottom_owed = tuple(p.mulligans for p in game.players)
    for player in _order(game):
        owed = state.bottom_owed[player]
        if owed > 0 and game.players[player].hand:
            game.ask("bottom", player, f"put {owed} card(s) from your hand on the bottom of your library")
            return
    begin_or_ask(game)


def begin_or_ask(game) -> None:
    """Once the mulligans are done: the actions with cards of the opening hands (103.6), then
    the first turn."""
    if opening_hand.ask_next(game, _order(game)):
        return
    planechase.set_starting_plane(game)  # rule 901.5
    game.turn_state = TurnState()  # the first turn begins with nothing remembered (500.1)
    game.turn = 1
    game.active = game.starting_player
    game.step = Step.UNTAP
    game.stage = Stage.BEGIN


def _mulligan_legal(game, decision) -> list:
    p = game.players[decision.player]
    out = [Mulligan(True)]
    if p.mulligans < hand_size(game, decision.player):
        out.append(Mulligan(False))
    return out


def _mulligan_perform(game, decision, action: Mulligan) -> None:
    p = game.players[decision.player]
    game.turn_state.mulligan_decided += (decision.player,)
    if action.keep:
        p.kept = True
        game.event("103.5", f"player {p.name} keeps a hand of {len(p.hand)}")
    else:
        p.mulligans += 1
        game.event("103.5", f"player {p.name} takes mulligan number {p.mulligans}")
    _next(game)


def _bottom_legal(game, decision) -> list:
    return [ChooseObject(oid, game.name(oid)) for oid in game.players[decision.player].hand]


def _bottom_perform(game, decision, action: ChooseObject) -> None:
    player = decision.player
    p = game.players[player]
    p.hand.remove(action.object)
    p.library.append(action.object)
    _relocate(game, action.object, Zone.LIBRARY)
    owed = list(game.turn_state.bottom_owed)
    owed[player] -= 1
    game.turn_state.bottom_owed = tuple(owed)
    game.event("103.5c", f"player {p.name} puts a card on the bottom of their library")
    _bottom_or_begin(game)


handler("mulligan", _mulligan_legal, _mulligan_perform)
handler("bottom", _bottom_legal, _bottom_perform)
