"""Collect evidence as an optional additional cost (rule 701.59, 601.2b): offered only when the
graveyard holds cards of total mana value N or more (701.59b), the cards chosen one at a time
until their total reaches N (701.59a), and "This spell costs {2} less to cast if evidence was
collected" counted as the cost is announced (601.2f): when only that makes the spell
affordable, the cost can't be declined (no decision may leave the spell unpayable)."""
from __future__ import annotations

import mtgrules  # noqa: F401  (registers every decision handler)
from inline_cards import CUSTOM
from positions import apply_built

from mtgrules.cards.database import default_database
from mtgrules.engine import actions as a
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone
from mtgrules.engine.steps import Stage, Step

DB = default_database()


def position(lands: list[str], hand: str, graveyard: list[str]) -> tuple[Game, int]:
    """Player A in their precombat main phase of turn 3; player B has a Hill Giant."""
    g = Game(seed=1)
    g.custom_cards = CUSTOM
    g.turn, g.active = 3, 0
    for p in g.players:
        p.turn_started, p.kept = 3, True
        for _ in range(5):
            g.make_card(DB.get("Wastes"), p.index, Zone.LIBRARY)
    for land in lands + ["Grizzly Bears"]:
        g.make_permanent(DB.get(land), 0, 0)
    g.make_permanent(DB.get("Hill Giant"), 1, 1)
    for name in graveyard:
        g.make_card(DB.get(name), 0, Zone.GRAVEYARD)
    oid = g.make_card(DB.get(hand), 0, Zone.HAND)
    g.step, g.stage = Step.PRECOMBAT_MAIN, Stage.BEGIN
    g.run()
    return g, oid


def casts(g: Game) -> set[int]:
    return {x.card for x in g.legal_actions() if type(x) is a.CastSpell}


def test_evidence_must_be_collected_when_only_the_reduction_makes_the_spell_affordable() -> None:
    g, oid = position(["Forest", "Forest"], "Bite Down on Crime", ["Serra Angel", "Shock"])
    assert oid in casts(g)  # {3}{G} - {2}, two lands (601.2f)
    apply_built(g, a.CastSpell(oid))
    # the only answer, "yes", was taken: declining would leave {3}{G} to pay with two lands
    assert g.objects[g.casting.item].optional_paid == (1,)
    assert "601.2b: player A announces collect evidence for Bite Down on Crime" in [str(e) for e in g.log]
    assert g.pending.kind == "cost_choice"


def test_evidence_may_be_declined_when_the_whole_cost_is_affordable() -> None:
    g, oid = position(["Forest"] * 4, "Bite Down on Crime", ["Serra Angel", "Shock"])
    apply_built(g, a.CastSpell(oid))
    assert set(g.legal_actions()) == {a.ChooseYesNo(True), a.ChooseYesNo(False)}


def test_not_castable_when_neither_way_is_affordable() -> None:
    g, oid = position(["Forest", "Forest"], "Bite Down on Crime", ["Grizzly Bears", "Shock"])
    assert oid not in casts(g)  # 701.59b: total mana value 3 < 6


def test_cards_are_chosen_until_their_total_reaches_n() -> None:
    g, oid = position(["Forest"] * 4, "Bite Down on Crime", ["Forest", "Shock", "Hill Giant", "Serra Angel",
                                                                   "Grizzly Bears"])
    apply_built(g, a.CastSpell(oid))
    apply_built(g, a.ChooseYesNo(True))
    yard = {g.objects[o].card.name: o for o in g.players[0].graveyard}
    assert g.pending.kind == "cost_choice"  # its only possible targets chosen
    assert {x.object for x in g.legal_actions()} == set(yard.values())  # any card, lands too
    copy = g.copy()
    apply_built(g, a.ChooseObject(yard["Shock"]))
    apply_built(g, a.ChooseObject(yard["Hill Giant"]))
    assert g.pending.kind == "cost_choice"  # 1 + 4 < 6
    apply_built(g, a.ChooseObject(yard["Forest"]))
    assert g.pending.kind == "cost_choice"  # a land adds nothing
    apply_built(g, a.ChooseObject(yard["Serra Angel"]))
    assert g.pending.kind == "pay"
    apply_built(g, a.PayCost())
    names = {g.objects[o].card.name for o in g.players[0].exile}
    assert names == {"Shock", "Hill Giant", "Forest", "Serra Angel"}
    assert "701.59a: player A collects evidence 6" in "\n".join(str(e) for e in g.log)
    # a copy of the game goes on from where it was made (engine/snapshot.py)
    apply_built(copy, a.ChooseObject(yard["Serra Angel"]))
    assert copy.pending.kind == "cost_choice"  # 5 < 6
    apply_built(copy, a.ChooseObject(yard["Shock"]))
    assert copy.pending.kind == "pay"
