"""Extra turns (500.7) and "until your next turn" (611.2a) are kept by copy() and to_json()."""
from __future__ import annotations

from positions import Pos

from mtgrules.actions import ActivateAbility, PassPriority
from mtgrules.engine.game import Game


def _resolve_last_loyalty_ability(pos: Pos, name: str, loyalty: int) -> None:
    game = pos.game
    walker = pos[name]
    game.objects[walker].counters["loyalty"] = loyalty
    game.changed()
    pos.do([a for a in pos.legal() if type(a) is ActivateAbility and a.source == walker][-1])
    while game.stack:
        pos.do(PassPriority())


def test_extra_turn_is_saved_and_taken_next():
    """500.7: the extra turn waits in the game's state, survives a copy and a save, and is
    the next turn taken."""
    pos = Pos(["Teferi, Timebender"])
    game = pos.game
    _resolve_last_loyalty_ability(pos, "Teferi, Timebender", 9)
    assert game.marks["extra_turns"] == (0,)
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert other.marks["extra_turns"] == (0,)
    turn = game.turn
    while game.turn == turn:
        game.apply(game.legal_actions()[0])
    assert game.active == 0 and "extra_turns" not in game.marks


def test_until_your_next_turn_is_saved():
    """611.2a: the effect names the seat whose next turn ends it, in copies and saves too."""
    pos = Pos(["Mu Yanling, Celestial Wind"], ["Hill Giant"])
    game = pos.game
    walker = pos["Mu Yanling, Celestial Wind"]
    pos.do(next(a for a in pos.legal() if type(a) is ActivateAbility and a.source == walker))
    while game.pending.kind != "priority":
        game.apply(next(a for a in game.legal_actions() if getattr(a, "target", None) == pos["Hill Giant"]))
    while game.stack:
        pos.do(PassPriority())
    assert pos.chars("Hill Giant").power == -2
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert other.chars(pos["Hill Giant"]).power == -2
        assert [e.duration for e in other.effects] == ["your_next_turn:0"]
