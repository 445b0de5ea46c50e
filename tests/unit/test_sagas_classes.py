"""Sagas (714) and Classes (716): how their text is read, and a Class's level carried by
copies and saved games."""
from __future__ import annotations

from positions import Pos

from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.engine.actions import ActivateAbility, PassPriority, PayCost
from mtgrules.engine.game import Game
from mtgrules.ir.sagas import chapter_number, final_chapter_number


def _saga(text: str) -> m.CardDef:
    return compile_card({"name": "Test Saga", "manaCost": "{2}", "type": "Enchantment — Saga",
                         "layout": "saga", "text": text})


def test_chapter_symbols_stand_for_one_chapter_ability_each():
    """714.2c: "I, II —" means the same as "I —" and "II —"; 714.2d: the final chapter number."""
    card = _saga("I, II — You gain 2 life.\nIII — Draw a card.")
    assert not card.unsupported
    chapters = [chapter_number(a) for a in card.abilities if chapter_number(a) is not None]
    assert chapters == [1, 2, 3]
    assert final_chapter_number(card.abilities) == 3


def test_a_saga_enters_with_a_lore_counter():
    """714.3a: the compiler gives every Saga its lore counter as it enters."""
    card = _saga("I — Draw a card.")
    entering = [a.effect for a in card.abilities if type(a) is m.StaticAbility]
    assert entering == [m.EntersWith("lore", 1, text=entering[0].text)]


def test_a_saga_with_a_chapter_not_understood_is_refused_naming_it():
    card = _saga("I — Draw a card.\nII — Frobnicate the widget.")
    assert card.unsupported == "II — Frobnicate the widget."


def test_chapter_label_is_read_as_an_ability_word():
    """207.2c: "I — Pain — ..." reads the effect after the label."""
    card = _saga("I — Pain — You draw a card and you lose 1 life.")
    assert not card.unsupported


def _class(text: str) -> m.CardDef:
    return compile_card({"name": "Test Class", "manaCost": "{1}", "type": "Enchantment — Class",
                         "layout": "class", "text": text})


def test_class_level_bar_and_the_abilities_of_its_level():
    """716.2a: a level bar is an activated ability (sorcery speed, only from the level below)
    and a static ability giving the level's abilities."""
    card = _class("When this Class enters, draw a card.\n{2}{U}: Level 2\n"
                  "When this Class becomes level 2, draw two cards.")
    assert not card.unsupported, card.unsupported_reason
    bar = next(a for a in card.abilities if type(a) is m.ActivatedAbility)
    assert bar.sorcery_speed and bar.only_if.kind == "class_level_is" and bar.only_if.count == 1
    gated = next(a for a in card.abilities if type(a) is m.StaticAbility)
    assert gated.effect.condition.kind == "class_level" and gated.effect.condition.count == 2
    assert [a.event for a in gated.effect.change.abilities] == ["class_level:2"]


def test_class_level_static_ability_in_early_layers_is_refused():
    """A gained static ability whose effect applies in layers 1-6 is refused, naming the bar."""
    card = _class("When this Class enters, draw a card.\n{1}{U}{B}: Level 2\n"
                  "Creatures you control have menace.")
    assert card.unsupported == "{1}{U}{B}: Level 2"


def test_class_level_is_kept_by_copies_and_saved_games():
    """716.2b: the level is a designation of the permanent, carried by copy() and to_json()."""
    pos = Pos(["Stormchaser's Talent", "Island", "Island", "Island", "Island"])
    game, talent = pos.game, pos["Stormchaser's Talent"]
    pos.do(next(act for act in pos.legal() if type(act) is ActivateAbility and act.source == talent))
    for _ in range(10):
        if game.objects[talent].class_level == 2:
            break
        pos.do(PayCost() if game.pending.kind != "priority" else PassPriority())
    assert game.objects[talent].class_level == 2
    assert game.copy().objects[talent].class_level == 2
    assert Game.from_json(game.to_json()).objects[talent].class_level == 2


def _case(text: str) -> m.CardDef:
    return compile_card({"name": "Test Case", "manaCost": "{1}", "type": "Enchantment — Case",
                         "layout": "case", "text": text})


def test_case_to_solve_and_solved():
    """719.3a: "To solve" is an end step trigger with its condition as an intervening "if";
    719.3c: "Solved" abilities are had while the Case is solved."""
    card = _case("To solve — You control three or more artifacts. (If unsolved, solve at the "
                 "beginning of your end step.)\nSolved — Creatures you control get +1/+1.")
    assert not card.unsupported, card.unsupported_reason
    solve = next(a for a in card.abilities if type(a) is m.TriggeredAbility)
    assert solve.event == "step:end:unsolved" and solve.condition.kind == "control"
    assert solve.mode.effects == (m.Solve(),)
    gated = next(a for a in card.abilities if type(a) is m.StaticAbility)
    assert gated.effect.condition.kind == "solved"


def test_case_condition_not_understood_names_the_line():
    card = _case("To solve — Three or more creatures are damaged.\nSolved — Draw a card.")
    assert card.unsupported == "To solve — Three or more creatures are damaged."
