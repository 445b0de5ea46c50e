"""Conditional and counting static abilities (611.3a, 613.4c) and "enters tapped unless"
(614.1c): how the lines compile, and that the characteristics cache never outlives a change
a condition reads (life totals, hands and graveyards, the turn, attackers)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.cards.database import default_database
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone
from mtgrules.engine.turn import start_next_turn


def card(text: str, type_line: str = "Creature — Elf", pt=("2", "2")):
    return compile_card({"name": "Test Card", "manaCost": "{1}", "type": type_line,
                         "text": text, "power": pt[0], "toughness": pt[1]})


def anthem(text: str, **kw) -> m.Anthem:
    c = card(text, **kw)
    assert c.unsupported is None, c.unsupported_reason
    return c.abilities[0].effect


def test_conditions_compile_to_data() -> None:
    a = anthem("Metalcraft — This creature gets +2/+2 as long as you control three or more artifacts.")
    assert a.only_self and (a.power, a.toughness) == (2, 2)
    assert a.condition.kind == "control" and a.condition.count == 3
    assert a.condition.filter.types == frozenset({"Artifact"})
    a = anthem("As long as it's your turn, this creature has first strike.")
    assert a.condition.kind == "your_turn" and a.keywords[0].name == "first strike"
    a = anthem("This creature gets +1/+1 as long as you control a Swamp.")
    assert a.condition.filter.subtypes == frozenset({"Swamp"})


def test_grammar_conditions_compile_to_data() -> None:
    a = anthem("This creature gets +1/+1 as long as you control no untapped lands.")
    assert a.condition.kind == "control" and a.condition.at_most and a.condition.count == 0
    assert a.condition.filter.tapped is False and a.condition.filter.types == frozenset({"Land"})
    a = anthem("This creature has lifelink as long as you control another white creature.")
    assert a.condition.filter.another and a.condition.filter.colors == frozenset({"W"})
    a = anthem("As long as your devotion to red and white is less than seven, this creature isn't a creature.")
    assert (a.condition.kind, a.condition.detail, a.condition.count, a.condition.at_most) == ("devotion", "RW", 6, True)
    assert a.change.remove_types == frozenset({"Creature"})
    a = anthem("Enchanted creature gets +2/+2 as long as an opponent controls a black permanent.")
    assert a.affects.attached and a.condition.kind == "opponent_controls"
    a = anthem("This creature has hexproof as long as it's untapped.")
    assert a.condition.kind == "is" and a.condition.filter.tapped is False and not a.condition.detail
    a = anthem("As long as equipped creature is a Human, it gets +1/+1.")
    assert a.condition.detail == "attached" and a.condition.filter.subtypes == frozenset({"Human"})
    a = anthem("During turns other than yours, creatures you control get +0/+2.")
    assert a.condition.kind == "your_turn" and a.condition.negate and not a.only_self


def test_counts_compile_to_data() -> None:
    a = anthem("This creature gets +1/+0 for each other Rat you control.")
    assert a.per.kind == "permanents" and a.per.filter.subtypes == frozenset({"Rat"})
    assert a.per.filter.another and a.per.filter.controller == "you"
    assert anthem("This creature gets +1/+1 for each creature card in your graveyard.").per.kind == "graveyard"


def test_unknown_conditions_leave_the_card_unsupported() -> None:
    c = card("This creature gets +1/+1 as long as you're shorter than an opponent.")
    assert c.unsupported is not None
    c = card("This land enters tapped unless you're shorter than an opponent.", "Land", (None, None))
    assert c.unsupported is not None
    c = card("This land enters tapped unless you control two or more basic lands.", "Land", (None, None))
    cond = c.abilities[0].effect.unless
    assert cond.count == 2 and cond.filter.supertypes == frozenset({"Basic"})
    assert cond.filter.types == frozenset({"Land"})


def test_checkland_and_fastland_conditions() -> None:
    c = card("This land enters tapped unless you control a Forest or a Plains.", "Land", (None, None))
    cond = c.abilities[0].effect.unless
    assert cond.filter.subtypes == frozenset({"Forest", "Plains"})
    c = card("This land enters tapped unless you control two or fewer other lands.", "Land", (None, None))
    cond = c.abilities[0].effect.unless
    assert (cond.count, cond.at_most, cond.filter.another) == (2, True, True)


def _game_with(*names: str):
    game = Game()
    db = default_database()
    return game, [game.make_permanent(db.get(n), 0, 0) for n in names]


def test_life_change_drops_the_cache() -> None:  # 611.3a: no stale characteristics
    game, (cullblade,) = _game_with("Ruthless Cullblade")
    assert game.chars(cullblade).power == 2
    game.lose_life(1, 10)
    assert game.chars(cullblade).power == 4
    game.gain_life(1, 5)
    assert game.chars(cullblade).power == 2


def test_graveyard_and_hand_changes_drop_the_cache() -> None:
    db = default_database()
    game, (strider, barkripper) = _game_with("Grim Strider", "Anurid Barkripper")
    cards = [game.make_card(db.get("Wastes"), 0, Zone.HAND) for _ in range(7)]
    game.changed()
    assert game.chars(strider).power == -1
    for oid in cards:
        game.move(oid, Zone.GRAVEYARD)
    assert game.chars(strider).power == 6
    assert game.chars(barkripper).power == 4


def test_turn_change_drops_the_cache() -> None:
    game, (oid,) = _game_with("Grizzly Bears")
    game.objects[oid].card = card("As long as it's your turn, this creature has first strike.")
    game.changed()
    game.active = 0
    assert game.chars(oid).has("first strike")
    start_next_turn(game)
    assert not game.chars(oid).has("first strike")


def test_a_drawn_card_can_make_a_state_based_action_apply() -> None:  # 704.3, 704.5f
    from mtgrules.engine import sba
    db = default_database()
    game, (strider,) = _game_with("Grim Strider")
    for _ in range(5):
        game.make_card(db.get("Wastes"), 0, Zone.HAND)
    game.make_card(db.get("Wastes"), 0, Zone.LIBRARY)
    game.changed()
    assert game.chars(strider).toughness == 1
    game.sba_due = False
    game.draw(0)
    assert game.sba_due and game.chars(strider).toughness == 0 and sba.would_apply(game)
