"""Cards put from a hand on top of or under their owner's library (``PutFromHandInLibrary``,
rules 400.7, 401.4): "Draw three cards, then put two cards from your hand on top of your
library in any order." (Brainstorm), "put a card from your hand on the bottom of your library".

Each player concerned chooses their cards one at a time (decision "hand_to_library", in APNAP
order, 101.4), which is also the order they choose (401.4): the cards go on the library in
the order chosen, so the last chosen ends on top (on the bottom: the last chosen is the bottom
card). With fewer cards in hand than asked, every card goes (and one card alone needs
no question).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import choices
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import _players, amount, effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name


@effect(m.PutFromHandInLibrary)
def _hand_to_library(game, res, e: m.PutFromHandInLibrary, offset) -> bool:
    who = lambda: _players(resolve_ref(game, res, e.who, offset))  # noqa: E731
    return choices.each_player_chooses(game, res, who, _step, _chosen)


def _step(game, res, player: int, chosen: tuple | None) -> tuple | None:
    """The cards ``player`` has chosen once they are all chosen, else None (asked for the next)."""
    e, offset = res.queue[0]
    chosen = chosen or ()
    hand = game.players[player].hand
    n = min(amount(game, res, e.count, offset), len(hand))
    left = [oid for oid in hand if oid not in chosen]
    if len(chosen) >= n:
        return chosen
    if len(left) == 1:  # the one card left must go: no order to choose
        return chosen + (left[0],)
    where = "on the bottom of" if e.bottom else "on top of"
    game.ask("hand_to_library", player, f"choose a card from your hand to put {where} your library "
                                        f"({n - len(chosen)} left; the last chosen ends "
                                        f"{'at the bottom' if e.bottom else 'on top'})")
    return None


def _chosen(game, res, made) -> None:
    """The cards go; "that many" is then how many one player put (608.2h)."""
    e, _ = res.queue[0]
    where = "the bottom of" if e.bottom else "top of"
    res.last_amount = sum(len(cards) for _, cards in made)
    for player, cards in made:
        for oid in cards:
            if oid in game.players[player].hand:
                game.move(oid, Zone.LIBRARY, to_bottom=e.bottom)
        if cards:
            game.event("401.4", f"player {seat_name(player)} puts {len(cards)} "
                                f"card{'s' if len(cards) != 1 else ''} from their hand on {where} their library")


def _legal(game, decision) -> list:
    chosen = choices.progress(game.resolving) or ()
    return [ChooseObject(oid, game.name(oid)) for oid in game.players[decision.player].hand
            if oid not in chosen]


def _perform(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    choices.advance(res, (choices.progress(res) or ()) + (action.object,))


handler("hand_to_library", _legal, _perform)
