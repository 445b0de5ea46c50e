"""Effects lasting "for as long as you control" their source (611.2b) are kept by copy() and
to_json(), naming the seat that must keep control, and end in the copy as in the game."""
from __future__ import annotations

from positions import Pos

from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone


def test_for_as_long_as_you_control_is_saved_and_ends():
    pos = Pos(["Thrull Champion"], ["Mindstab Thrull"])
    game = pos.game
    pos.activate("Thrull Champion", 1, "Mindstab Thrull")
    pos.resolve()
    assert pos.chars("Mindstab Thrull").controller == 0
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert [e.duration for e in other.effects] == ["you_control_source:0"]
        assert other.chars(pos["Mindstab Thrull"]).controller == 0
        other.move(pos["Thrull Champion"], Zone.GRAVEYARD)
        assert other.chars(pos["Mindstab Thrull"]).controller == 1
        assert other.effects == []
        assert "611.2b: the effect on Mindstab Thrull ends: its source left the battlefield" \
            in [str(e) for e in other.log]
    assert pos.chars("Mindstab Thrull").controller == 0
