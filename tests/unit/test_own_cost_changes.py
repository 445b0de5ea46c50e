"""Rule 601.2f: a card's own cost changes are its "this spell costs ..." ones; its "<spells>
you cast cost ..." is a static ability of the permanent, which doesn't reduce the card itself
while it is cast from the hand (Herald of War is an Angel)."""
from __future__ import annotations

import mtgrules
from mtgrules.cards.database import default_database
from mtgrules.engine.cost_changes import spell_changes


def test_a_permanents_cost_reduction_is_not_the_cards_own():
    db = default_database()
    game = mtgrules.new_game([["Forest"] * 40, ["Forest"] * 40], seed=1)
    herald = db.get("Herald of War")  # "Angel spells and Human spells you cast cost {1} less ..."
    assert spell_changes(game, 0, herald, 0) == []
    hamza = db.get("Hamza, Guardian of Arashin")  # "This spell costs {1} less ..." and "Creature spells ..."
    assert [c.scope for c, _, _ in spell_changes(game, 0, hamza, 0)] == ["self"]
