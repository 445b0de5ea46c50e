"""Conditions and counts of the turn's and the spell's history: the mana spent to cast the
source (601.2h: "if {U}{B} was spent to cast this spell", "if no mana / five or more mana was
spent to cast it", read only where "it" is the source) and the creatures that died this turn
(700.4: "for each Zubera that died this turn", "if three or more creatures died this turn")."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar import read_sentence
from mtgrules.cards.modes import ModeBuilder, NotUnderstood


def _condition(text: str, refs: dict | None = None) -> m.StateCondition:
    effects = read_sentence(text, ModeBuilder(refs))
    assert type(effects[0]) is m.Conditional
    return effects[0].condition


def test_mana_symbols_name_each_color_once_per_symbol():
    cond = _condition("if {u}{b} was spent to cast cardname, draw a card")
    assert (cond.kind, cond.count, cond.detail) == ("mana_spent", 1, "UB")
    assert cond.text == "{U}{B} was spent to cast this spell"
    assert _condition("if {g}{g} was spent to cast it, draw a card", {"it": m.This()}).detail == "GG"


def test_total_mana_spent():
    cond = _condition("if five or more mana was spent to cast cardname, draw a card")
    assert (cond.kind, cond.count, cond.at_most) == ("mana_spent_total", 5, False)
    cond = _condition("if at least four mana was spent to cast it, draw a card", {"it": m.This()})
    assert (cond.kind, cond.count, cond.at_most) == ("mana_spent_total", 4, False)
    cond = _condition("if no mana was spent to cast cardname, draw a card")
    assert (cond.kind, cond.count, cond.at_most) == ("mana_spent_total", 0, True)


def test_it_must_be_the_source():
    """After "whenever you cast a spell", "it" is that spell, not the source: not read."""
    for refs in (None, {"it": m.EventObject(0)}):
        try:
            read_sentence("if at least four mana was spent to cast it, draw a card", ModeBuilder(refs))
        except NotUnderstood:
            continue
        raise AssertionError("read 'it' as the source")


def test_creatures_that_died_this_turn():  # 700.4
    from mtgrules.cards.grammar.amounts import for_each
    from mtgrules.cards.grammar.parser import Parser
    from mtgrules.cards.grammar.tokens import tokenize
    per = for_each(Parser(tokenize("for each zubera that died this turn")))
    assert (per.kind, per.filter.subtypes) == ("died", frozenset({"Zubera"}))
    p = Parser(tokenize("for each tapped creature that died this turn"))  # not remembered
    assert for_each(p).kind != "died" and not p.done()
    cond = _condition("if three or more creatures died this turn, draw a card")
    assert (cond.kind, cond.count, cond.filter) == ("creatures_died", 3, None)
    cond = _condition("if no creatures died this turn, draw a card")
    assert (cond.kind, cond.count, cond.at_most) == ("creatures_died", 0, True)
    cond = _condition("if a zombie creature died this turn, draw a card")
    assert cond.filter.subtypes == frozenset({"Zombie"})


def test_life_gained_this_turn_in_all():  # 119.3
    cond = _condition("if you gained 3 or more life this turn, draw a card")
    assert (cond.kind, cond.count) == ("life_gained", 3)
    assert _condition("if you've gained 7 or more life this turn, draw a card").count == 7


def test_spent_to_cast_the_spell_a_cast_trigger_names():  # 601.2h
    from mtgrules.cards.grammar.conditions import CAST_SPENT
    refs = {"that spell": m.EventObject(0), CAST_SPENT: True}
    cond = _condition("if five or more mana was spent to cast that spell, draw a card", refs)
    assert (cond.kind, cond.count) == ("cast_mana_spent", 5)
    assert _condition("if at least four mana was spent to cast it, draw a card", refs).kind \
        == "cast_mana_spent"


def test_cards_put_into_your_graveyard_this_turn_from_anywhere():
    """404.1: "if three or more cards were put into your graveyard this turn from anywhere"
    counts the cards put into the controller's graveyard this turn, from any zone, and not
    those put into another player's."""
    import mtgrules
    from mtgrules.engine.conditions import holds_for
    from mtgrules.engine.objects import Zone
    cond = _condition("if three or more cards were put into your graveyard this turn from "
                      "anywhere, draw a card")
    assert (cond.kind, cond.count) == ("to_your_graveyard", 3)
    game = mtgrules.new_game([["Forest"] * 40, ["Swamp"] * 40], seed=1)
    mine, theirs = game.players[0], game.players[1]
    game.move(mine.library[0], Zone.GRAVEYARD)
    game.move(mine.hand[0], Zone.GRAVEYARD)
    for oid in theirs.library[:3]:
        game.move(oid, Zone.GRAVEYARD)
    assert not holds_for(game, 0, -1, cond) and holds_for(game, 1, -1, cond)
    game.move(mine.library[0], Zone.GRAVEYARD)
    assert holds_for(game, 0, -1, cond)
