"""Rules 401.5, 402.3: a library's top card played with it revealed is known to every player,
so the search players' determinization keeps it where it is; the other cards of the library
(and the libraries of players who don't play so) stay hidden."""
from __future__ import annotations

from scenario_prefix import scenario_prefix

from mtgrules.engine.player_rules import top_card_revealed
from mtgrules.engine.rng import Rng
from mtgrules.players.determinize import determinize, hidden_ids


def _upkeep(file: str):
    """The game of the scenario at player A's first decision (turn 3's upkeep, before the draw:
    A's library is Forest, Island, Swamp, Mountain; B's Plains, Forest, Forest)."""
    game, _ = scenario_prefix("top_card_revealed", file, 0)
    game.run()
    return game


def _hidden(game, seat: int) -> dict[int, list[str]]:
    return {owner: [game.objects[oid].card.name for oid in ids] for owner, ids in hidden_ids(game, seat)}


def test_goblin_spy_reveals_only_its_controllers_top_card() -> None:
    game = _upkeep("goblin_spy.scenario.yaml")
    assert top_card_revealed(game, 0) == game.players[0].library[0]
    assert top_card_revealed(game, 1) is None
    assert _hidden(game, 1)[0] == ["Island", "Swamp", "Mountain"]  # A's hand is empty
    assert _hidden(game, 0)[1] == ["Plains", "Forest", "Forest"]  # B's hand is empty too


def test_determinization_keeps_the_revealed_card_on_top() -> None:
    game = _upkeep("goblin_spy.scenario.yaml")
    for seed in range(6):
        copy = determinize(game, 1, Rng(seed))
        assert copy.objects[copy.players[0].library[0]].card.name == "Forest"


def test_field_of_dreams_reveals_every_players_top_card() -> None:
    game = _upkeep("field_of_dreams.scenario.yaml")
    assert top_card_revealed(game, 0) == game.players[0].library[0]
    assert top_card_revealed(game, 1) == game.players[1].library[0]
    assert _hidden(game, 1)[0] == ["Island", "Swamp", "Mountain"]
    assert _hidden(game, 0)[1] == ["Forest", "Forest"]
