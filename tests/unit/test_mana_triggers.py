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
