"""Keywords given to cards in graveyards and to spells (613.1f): a spell cast with a keyword
given to its card keeps it (400.7g, ``StackObject.granted``) through a save and a copy."""
from __future__ import annotations

from scenario_prefix import scenario_prefix

from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone


def _escaping():
    """Lightning Bolt cast with the escape Underworld Breach gives it, on the stack."""
    game, _ = scenario_prefix("granted_keywords", "escape_for_mana_cost_plus_three_other_cards.scenario.yaml", 1)
    return game


def test_the_escape_given_to_the_card_stays_with_its_spell_through_a_save_and_a_copy():
    game = _escaping()
    spell = next(game.objects[s] for s in game.stack if game.objects[s].zone is Zone.STACK)
    assert spell.from_graveyard == "escape"
    assert [str(k) for k in spell.granted] == ["Escape—{R}, Exile three other cards from your graveyard."]
    for other in (Game.from_json(game.to_json()), game.copy()):
        again = next(other.objects[s] for s in other.stack)
        assert again.granted == spell.granted
