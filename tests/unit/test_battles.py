"""Battles (rule 310): the protector is kept by copy() and to_json(); the state-based actions
704.5v-x; who may attack a battle (310.8b)."""
from inline_cards import card
from positions import Pos

from mtgrules.engine import sba
from mtgrules.engine.combat import begin_combat, defenders
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone


def _siege(protector, defense=4):
    pos = Pos()
    perm = pos.game.objects[pos.game.make_permanent(card("Invasion of Vryn"), 0, 0)]
    perm.protector, perm.counters["defense"] = protector, defense
    return pos, perm


def _check(game) -> None:
    game.sba_due = True
    sba.check(game)


def test_protector_survives_copy_and_json():
    pos, perm = _siege(1)
    saved = pos.game.to_json()
    loaded = Game.from_json(saved)
    for other in (loaded, pos.game.copy()):
        assert other.objects[perm.id].protector == 1
        assert other.objects[perm.id].counters["defense"] == 4
    assert loaded.to_json() == saved


def test_siege_protected_by_its_controller_gets_an_opponent_as_protector():
    pos, perm = _siege(0)  # rule 704.5x
    _check(pos.game)
    assert perm.protector == 1
    assert any(e.rule == "704.5x" and "player B becomes the protector" in e.text for e in pos.game.log)


def test_battle_with_no_protector_gets_one():
    pos, perm = _siege(None)  # rule 704.5w
    _check(pos.game)
    assert perm.protector == 1


def test_battle_with_defense_zero_is_put_into_its_owners_graveyard():
    pos, perm = _siege(1, defense=0)  # rules 704.5v, 310.7: no ability of it has triggered
    _check(pos.game)
    game = pos.game
    assert perm.id not in game.objects
    assert [game.objects[o].card.name for o in game.players[0].graveyard] == ["Invasion of Vryn"]


def test_only_a_player_for_whom_the_protector_is_defending_may_attack_it():
    pos, perm = _siege(1)  # rule 310.8b: A (its controller) may, B (its protector) may not
    game = pos.game
    begin_combat(game)
    assert perm.id in defenders(game)
    game.active = 1
    assert perm.id not in defenders(game)
    assert game.objects[perm.id].zone is Zone.BATTLEFIELD
