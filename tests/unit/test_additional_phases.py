"""Rule 500.8: phases added to a turn — their order, and their place in copies and saved games."""
from positions import Pos

from mtgrules.engine.game import Game
from mtgrules.engine.steps import Step


def _after_aurelia_attacks() -> Pos:
    pos = Pos(["Aurelia, the Warleader", "Grizzly Bears"])
    pos.attack("Aurelia, the Warleader", "Grizzly Bears")
    pos.resolve()
    return pos


def test_the_added_combat_follows_this_combat_and_then_the_postcombat_main_phase():
    pos = _after_aurelia_attacks()
    g = pos.game
    assert g.turn_state.phases_added == (("combat", False),)
    pos.pass_until(Step.BEGINNING_OF_COMBAT)
    assert g.turn_state.combats == 2 and g.turn_state.phase_queue == (int(Step.POSTCOMBAT_MAIN),)
    assert "500.8: an additional combat phase begins" in pos.log()
    pos.pass_until(Step.POSTCOMBAT_MAIN)
    assert g.turn_state.combats == 2 and g.turn_state.phase_queue == ()


def test_copies_and_saved_games_carry_the_added_phases():
    g = _after_aurelia_attacks().game
    for other in (g.copy(), Game.from_json(g.to_json())):
        assert other.turn_state.phases_added == (("combat", False),)
        assert other.turn_state.combats == 1
        assert other.turn_state.attacked_before == g.turn_state.attacked_before
