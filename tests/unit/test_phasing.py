"""Phasing (rule 702.26): a phased-out permanent is the same object, out of every zone's list,
carried by ``copy()`` and ``to_json()``; it phases in with what phased out attached to it."""
from __future__ import annotations

import mtgrules
from mtgrules.engine import phasing
from mtgrules.engine.objects import PhasedOut, Zone

from test_api import finish, mid_game


def _creature_with_aura(game):
    """A creature on the battlefield, and another permanent put on it for the test."""
    creatures = [oid for oid in game.battlefield if game.is_creature(oid)]
    others = [oid for oid in game.battlefield if oid not in creatures]
    assert creatures and others, "the game chosen has a creature and another permanent"
    return creatures[0], others[0]


def test_phased_out_permanents_survive_copy_and_json() -> None:
    game = mid_game(seed=4, turn=12)
    creature, other = _creature_with_aura(game)
    game.objects[other].attached_to = creature  # phases out with it, indirectly (702.26g)
    seat = game.chars(creature).controller
    phasing.phase_out(game, [creature])
    assert creature not in game.battlefield and other not in game.battlefield
    assert type(game.objects[creature]) is PhasedOut and game.objects[creature].zone is Zone.PHASED_OUT
    assert (other, seat, False) in game.marks[phasing.PHASED_OUT]
    text = game.to_json()
    loaded = mtgrules.Game.from_json(text)
    assert loaded.to_json() == text
    assert type(loaded.objects[creature]) is PhasedOut
    assert type(game.copy().objects[creature]) is PhasedOut
    assert finish(loaded, 5) == finish(game.copy(), 5)


def test_phasing_in_brings_back_what_phased_out_indirectly() -> None:
    game = mid_game(seed=4, turn=12)
    creature, other = _creature_with_aura(game)
    game.objects[other].attached_to = creature
    seat = game.chars(creature).controller
    phasing.phase_out(game, [creature])
    phasing.untap_step(game, 1 - seat)  # another player's untap step: nothing phases in
    assert creature not in game.battlefield
    phasing.untap_step(game, seat)
    assert creature in game.battlefield and other in game.battlefield
    assert game.objects[other].attached_to == creature
    assert phasing.PHASED_OUT not in game.marks
