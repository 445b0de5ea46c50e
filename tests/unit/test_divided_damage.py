"""Damage divided as its controller chooses (rule 601.2d): read by the grammar, announced as the
spell is cast (every division offered, at least 1 to each target), saved with the game."""
from __future__ import annotations

import pytest

import mtgrules  # noqa: F401
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.cards.database import default_database
from mtgrules.engine.actions import AssignDamage, CastSpell, ChooseTarget, PassPriority, PayCost
from mtgrules.engine.game import Game
from mtgrules.errors import IllegalAction
from mtgrules.scenario.loader import parse_scenario
from mtgrules.scenario.position import build_game

DB = default_database()


def test_reading() -> None:
    mode = DB.get("Arc Lightning").spell.modes[0]
    assert mode.effects == (m.DealDividedDamage(3, m.TargetRef(0, 3)),)
    assert [t.optional for t in mode.targets] == [False, True, True]
    assert len({t.group for t in mode.targets}) == 1  # one word "target": no object twice (115.3)
    # "any number of targets": at most one per 1 damage
    assert len(DB.get("Pyrotechnics").spell.modes[0].targets) == 4
    c = compile_card({"name": "Test Card", "manaCost": "{X}{R}", "type": "Sorcery",
                      "text": "Test Card deals X damage divided as you choose among any number of targets."})
    assert c.unsupported  # X damage: how many targets is not fixed


POSITION = """
name: t
start:
  turn: 3
  step: precombat_main
  A:
    battlefield: [Mountain, Mountain, Mountain]
    hand: [Arc Lightning]
  B:
    battlefield: [Grizzly Bears, Raging Goblin]
expect: {}
"""


def _to_division():
    game, _ = build_game(parse_scenario(POSITION))
    game.run()
    game.apply(next(a for a in game.legal_actions() if type(a) is CastSpell))
    names = iter(["Grizzly Bears", "Raging Goblin"])
    while game.pending.kind != "divide":
        legal = game.legal_actions()
        if game.pending.kind == "target":
            want = next(names, None)
            game.apply(next(a for a in legal if (game.name(a.target) == want if want
                                                 else a.target == 0)))
        else:
            game.apply(next(a for a in legal if type(a) in (PayCost, PassPriority)))
    return game


def test_every_division_is_offered_and_only_those() -> None:
    game = _to_division()
    legal = game.legal_actions()
    assert sorted(tuple(n for _, n in a.division) for a in legal) == [(1, 2), (2, 1)]
    bears, goblin = (t for t, _ in legal[0].division)
    with pytest.raises(IllegalAction):
        game.apply(AssignDamage(legal[0].creature, ((bears, 3), (goblin, 0))))
    saved = Game.from_json(game.to_json())
    assert saved.legal_actions() == legal
    saved.apply(next(a for a in legal if dict(a.division)[bears] == 2))
    item = saved.objects[saved.casting.item if saved.casting else saved.stack[-1]]
    assert item.division[:2] == (2, 1)
    copy = saved.copy()
    while copy.casting or copy.stack:
        copy.apply(next(a for a in copy.legal_actions() if type(a) in (PayCost, PassPriority)))
    assert bears not in copy.battlefield and goblin not in copy.battlefield
