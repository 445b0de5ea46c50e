"""Triggered mana abilities (605.1b, 605.4a, 106.12a): "Whenever enchanted land is tapped for
mana, its controller adds an additional {G}" resolves right after the mana ability that
triggered it, also when that ability waits for a color choice, and the payment search counts
its mana."""
from __future__ import annotations

import mtgrules  # noqa: F401  (registers every decision handler and keyword)
from mtgrules.engine import actions as a, mana
from mtgrules.engine.game import Game
from mtgrules.engine.objects import MANA_INDEX

from positions import Pos


def _city() -> Pos:
    return Pos(["City of Brass", "Wild Growth"], attached={"Wild Growth": "City of Brass"})


def test_the_trigger_waits_for_the_color_choice_and_survives_a_save() -> None:
    pos = _city()
    pos.do(a.ActivateAbility(pos["City of Brass"], 1, "City of Brass"))
    assert pos.game.pending.kind == "color"
    pool = pos.game.players[0].pool
    assert sum(pool) == 0  # nothing added before the ability's own mana (605.4a)
    again = Game.from_json(pos.game.to_json())
    assert again.pending.kind == "color"
    pos.do(a.ChooseColor("U"))
    assert pool[MANA_INDEX["U"]] == 1 and pool[MANA_INDEX["G"]] == 1 and sum(pool) == 2
    assert any(e.rule == "605.4a" for e in pos.game.log)


def test_the_payment_search_counts_the_triggered_mana_and_no_more() -> None:
    g = Pos(["Savannah", "Wild Growth"], attached={"Wild Growth": "Savannah"}).game
    assert mana.find_payment(g, 0, mana.Requirement(["W", "G"], 0, [], [])) is not None
    assert mana.find_payment(g, 0, mana.Requirement(["W", "W"], 0, [], [])) is None
    assert mana.find_payment(g, 0, mana.Requirement(["G"], 2, [], [])) is None
    pay = mana.find_payment(g, 0, mana.Requirement(["W"], 1, [], []))
    mana.execute_payment(g, 0, pay)
    assert sum(g.players[0].pool) == 0  # the {W} of the land and the {G} of the Aura, both spent


def test_the_mana_made_before_a_color_choice_reaches_the_triggers_after_a_save() -> None:
    pos = _city()
    pos.do(a.ActivateAbility(pos["City of Brass"], 1, "City of Brass"))
    again = Game.from_json(pos.game.to_json())
    again.apply(a.ChooseColor("U"))
    pool = again.players[0].pool
    assert pool[MANA_INDEX["U"]] == 1 and pool[MANA_INDEX["G"]] == 1 and sum(pool) == 2


def test_one_mana_of_the_type_produced_is_chosen_among_the_types_made_after_a_save() -> None:
    pos = Pos(["Mana Flare", "Selesnya Sanctuary"])
    pos.do(a.ActivateAbility(pos["Selesnya Sanctuary"], 2, "Selesnya Sanctuary"))
    assert pos.game.pending.kind == "mana_type"  # {G}{W}: two types (106.12a)
    again = Game.from_json(pos.game.to_json())
    assert sorted(str(x) for x in again.legal_actions()) == ["choose green", "choose white"]
    again.apply(a.ChooseColor("W"))
    pool = again.players[0].pool
    assert pool[MANA_INDEX["W"]] == 2 and pool[MANA_INDEX["G"]] == 1 and sum(pool) == 3


def test_a_single_choice_unit_is_not_counted_twice_by_the_payment_search() -> None:
    """Savannah with Mana Flare makes {G}{G} or {W}{W}, never {G}{W}: the search can't tie the
    added mana to the color chosen for the land's, so it counts none of it."""
    g = Pos(["Mana Flare", "Savannah"]).game
    assert mana.find_payment(g, 0, mana.Requirement(["G"], 0, [], [])) is not None
    assert mana.find_payment(g, 0, mana.Requirement(["G", "W"], 0, [], [])) is None


def test_the_forms_of_triggered_mana_abilities_read() -> None:
    from mtgrules.cards.grammar.mana_triggers import read_mana_trigger
    flare = read_mana_trigger("whenever a player taps a land for mana, that player adds one mana of "
                              "any type that land produced.")
    assert flare.produced and flare.tapped.types == {"Land"} and flare.tapped.controller is None
    mine = read_mana_trigger("whenever you tap a nonland permanent for mana, add one mana of any "
                             "type that permanent produced.")
    assert mine.produced and mine.tapped.controller == "you" and mine.tapped.not_types == {"Land"}
    theirs = read_mana_trigger("whenever an opponent taps a swamp for mana, that player adds an "
                               "additional {b}.")
    assert theirs.symbols == ("B",) and theirs.tapped.controller == "opponent"
    # "that land" must name what was tapped; the adder must be the player who tapped it
    assert read_mana_trigger("whenever a player taps a creature for mana, that player adds one "
                             "mana of any type that land produced.") is None
    assert read_mana_trigger("whenever an opponent taps a land for mana, add {g}.") is None
    assert read_mana_trigger("whenever a player taps a land for mana, add an additional {g}.") is None


def test_an_ability_adding_mana_on_a_tap_for_mana_is_not_read_as_one_on_the_stack() -> None:
    """It would be a triggered mana ability (605.1b), resolving at once, not a triggered
    ability waiting for the stack (605.5a): refused unless read as one."""
    from mtgrules.cards.compiler import compile_card
    from mtgrules.cards.database import default_database
    raw = dict(default_database().raw("Manabarbs"))
    raw["name"] = "Mana Trickle"
    raw["text"] = "Whenever an opponent taps a land for mana, add {G}."
    card = compile_card(raw)
    assert card.unsupported and "triggered mana ability" in card.unsupported_reason
