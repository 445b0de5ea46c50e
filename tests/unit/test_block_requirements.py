"""Requirements on blocking (509.1c): a requirement to block one creature this turn is carried
by a copy and a save of the game, and the declaration offered obeys the most requirements."""
from pathlib import Path

import mtgrules
from mtgrules.engine.actions import DeclareBlocker, FinishDeclaration, PassPriority
from mtgrules.scenario.loader import load_scenario
from mtgrules.scenario.position import build_game
from mtgrules.scenario.script import Driver

SCENARIO = Path(__file__).parent.parent / "scenarios" / "block_requirements" / "rampant_elephant.scenario.yaml"


def _at_blockers():
    scenario = load_scenario(str(SCENARIO))
    game, names = build_game(scenario)
    game.run()
    driver = Driver(scenario, game, names)
    for action in scenario.actions[:2]:  # the activation and the attack
        driver.run_action(action)
    game = driver.game
    while game.pending.kind != "blockers":  # the attack declared: on to the blocks
        game.apply(PassPriority())
    return game


def _name(game, oid):
    return game.objects[oid].card.name


def test_the_requirement_survives_save_and_copy():
    game = _at_blockers()
    assert game.pending.kind == "blockers"
    pairs = {(_name(game, x), _name(game, a)) for x, a in game.turn_state.must_block}
    assert pairs == {("Llanowar Elves", "Rampant Elephant")}
    saved = game.to_json()
    loaded = mtgrules.Game.from_json(saved)
    assert loaded.turn_state.must_block == game.turn_state.must_block
    assert loaded.to_json() == saved
    assert game.copy().turn_state.must_block == game.turn_state.must_block
    assert loaded.legal_actions() == game.legal_actions()


def test_only_blocks_keeping_the_requirement_are_offered():
    game = _at_blockers()
    legal = game.legal_actions()
    assert not any(isinstance(a, FinishDeclaration) for a in legal)  # no block obeys none
    blocks = {(_name(game, a.blocker), _name(game, a.attacker)) for a in legal if isinstance(a, DeclareBlocker)}
    assert ("Llanowar Elves", "Grizzly Bears") not in blocks
    assert ("Llanowar Elves", "Rampant Elephant") in blocks
    assert ("Savannah Lions", "Grizzly Bears") in blocks
