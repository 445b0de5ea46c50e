"""Prototype cards (rules 702.160, 718): cast prototyped, the spell and the permanent have only
the prototype mana cost, power and toughness and that cost's colors (718.3b); in any other
zone the card has its normal characteristics (718.4). The state survives copy() and JSON."""
from __future__ import annotations

from positions import Pos

from mtgrules.engine import actions as a
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone


def _cast_prototyped() -> Pos:
    pos = Pos(["Forest"] * 4 + ["Island"], a_hand=["Boulderbranch Golem"])
    offered = [x for x in pos.legal() if isinstance(x, a.CastSpell)]
    assert [x.alternative for x in offered] == ["prototype"]  # {7} can't be paid (601.2f)
    pos.do(offered[0])
    pos.do(a.PayCost())
    return pos


def _golem(game: Game) -> int:
    return next(oid for oid in game.battlefield if game.objects[oid].card.name == "Boulderbranch Golem")


def test_spell_cast_prototyped_has_the_prototype_characteristics_718_3b() -> None:
    pos = _cast_prototyped()
    spell = pos.game.objects[pos.game.stack[-1]]
    assert (spell.card.mana_value, spell.card.colors) == (4, frozenset({"G"}))
    assert "prototyped, {3}{G} 3/3 (702.160a, 718.3b)" in pos.log()


def test_permanent_is_prototyped_and_returns_to_normal_in_another_zone_718_4() -> None:
    pos = _cast_prototyped()
    pos.resolve()  # the spell, then its "When this creature enters" trigger
    g = pos.game
    oid = _golem(g)
    chars = g.chars(oid)
    assert (chars.power, chars.toughness, chars.colors) == (3, 3, frozenset({"G"}))
    assert pos.life(0) == 23  # "gain life equal to its power": 3
    for clone in (g.copy(), Game.from_json(g.to_json())):
        again = clone.chars(_golem(clone))
        assert (again.power, again.toughness, again.colors) == (3, 3, frozenset({"G"}))
    moved = g.objects[g.move(oid, Zone.HAND)].card
    assert (moved.power, moved.toughness, moved.mana_value, moved.colors) == (6, 5, 7, frozenset())
