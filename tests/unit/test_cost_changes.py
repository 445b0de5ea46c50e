"""Cost increases and reductions (rules 601.2f, 118.7): how the grammar reads them, how they
change a total cost, and the total cost locked in once determined."""
from __future__ import annotations

import pytest

import mtgrules  # noqa: F401  (registers every decision handler and keyword)
from mtgrules import ir as m
from mtgrules.cards.grammar.cost_changes import read_cost_change, split_ability_changes
from mtgrules.engine import actions as a
from mtgrules.engine import casting, cost_changes
from mtgrules.engine.mana import Requirement
from mtgrules.engine.objects import Zone

from inline_cards import DB
from positions import apply_built, offered
from test_kicker import position


@pytest.mark.parametrize("text,scope,more,per,condition,targets", [
    ("cardname costs {1} less to cast for each creature card in your graveyard",
     "self", False, "graveyard", None, False),
    ("cardname costs {3} less to cast if it targets a tapped creature", "self", False, None, None, True),
    ("cardname costs {1} less to cast if you control a wizard", "self", False, None, "control", False),
    ("cardname costs {1} less to cast during your turn", "self", False, None, "your_turn", False),
    ("instant and sorcery spells you cast cost {1} less to cast", "spells", False, None, None, False),
    ("noncreature spells cost {1} more to cast", "spells", True, None, None, False),
    ("during turns other than yours, spells you cast cost {1} less to cast",
     "spells", False, None, "your_turn", False),
    ("cardname costs {x} less to cast, where x is the number of creatures you control",
     "self", False, "permanents", None, False),
    ("this ability costs {1} less to activate for each artifact you control",
     "ability", False, "permanents", None, False),
    ("cardname costs {1} less to cast for each creature in your party", "self", False, "party", None, False),
    ("cardname costs {2} less to cast for each basic land type among lands you control",
     "self", False, "basic_land_types", None, False),
    ("cardname costs {x} less to cast, where x is the total power of creatures you control",
     "self", False, "total_power", None, False),
    ("cardname costs {x} less to cast, where x is the greatest power among creatures you control",
     "self", False, "greatest_power", None, False),
    ("cardname costs {x} less to cast, where x is your devotion to black", "self", False, "devotion",
     None, False),
    ("spells your opponents cast that target a merfolk you control cost {2} more to cast",
     "spells", True, None, None, True),
])
def test_read(text, scope, more, per, condition, targets) -> None:
    change, why = read_cost_change(text)
    assert change is not None, why
    assert (change.scope, change.more) == (scope, more)
    assert (change.per.kind if change.per else None) == per
    assert (change.condition.kind if change.condition else None) == condition
    assert (change.targets is not None) == targets


def test_read_tax_on_the_source() -> None:
    change, why = read_cost_change("spells your opponents cast that target cardname cost {2} more to cast")
    assert change is not None, why
    assert change.targets_source and change.caster == "opponent" and change.more


@pytest.mark.parametrize("text", [
    "cardname costs {x} less to cast",                               # X with nothing to say what it is
    "cardname costs {1} less to cast for each card in your hand",     # the spell leaves the hand (601.2a)
    "this ability costs {1} less to cast",                            # abilities are activated
    "cardname costs {2/w} less to cast",
])
def test_not_read(text) -> None:
    change, why = read_cost_change(text)
    assert change is None and why


def test_ability_sentence_split_off() -> None:
    rest, changes = split_ability_changes(
        "each opponent loses 2 life. this ability costs {1} less to activate for each creature "
        "card in your graveyard.")
    assert rest == "each opponent loses 2 life."
    assert len(changes) == 1 and changes[0].scope == "ability"


@pytest.mark.parametrize("cost,change,expected", [
    ("{4}{W}", (0, "", 3, ""), ("W", 1)),               # 118.7a: generic only
    ("{1}{W}", (0, "", 3, ""), ("W", 0)),               # 601.2f: never below {0}
    ("{G}{G}{G}", (0, "", 0, "GG"), ("G", 0)),          # 118.7c: that color's part
    ("{2}{U}", (0, "", 0, "G"), ("U", 1)),              # 118.7b: no green: generic instead
    ("{2}{U}", (1, "B", 0, ""), ("UB", 3)),             # increases add their mana
])
def test_apply(cost, change, expected) -> None:
    req = cost_changes.apply(Requirement.of([m.parse_mana_cost(cost)]), change)
    assert ("".join(sorted(req.colored, key="WUBRG".index)), req.generic) == \
        ("".join(sorted(expected[0], key="WUBRG".index)), expected[1])


def test_total_cost_locked_in_once_determined() -> None:
    """Rule 601.2f: once the total cost is determined it is locked in; an artifact leaving the
    battlefield while the player pays doesn't change what Frogmite's affinity took off."""
    g, oid = position(["Ornithopter", "Ornithopter", "Ornithopter", "Island"], "Frogmite")
    apply_built(g, a.CastSpell(oid))
    item = g.objects[g.casting.item]
    assert g.pending.kind == "pay" and casting._total_requirement(g, item).total == 1
    thopter = next(o for o in g.battlefield if g.objects[o].card.name == "Ornithopter")
    g.move(thopter, Zone.GRAVEYARD)
    assert casting._total_requirement(g, item).total == 1
    apply_built(g, a.PayCost())
    assert any(g.objects[o].card.name == "Frogmite" for o in g.stack)
    assert "601.2f: the total cost of Frogmite is {3} less: {1}" in [str(e) for e in g.log]


def test_reduction_offers_a_card_its_mana_value_would_not() -> None:
    """A card whose mana value is more than the mana available is offered when a reduction
    brings its total cost within reach (the cheap bound of legal_actions must not hide it)."""
    g, oid = position(["Ornithopter", "Ornithopter", "Ornithopter", "Ornithopter"], "Frogmite")
    assert offered(a.CastSpell(oid), g.legal_actions())


# --- convoke, improvise, delve (601.2h) -------------------------------------------------------

def test_convoke_choices_are_data() -> None:
    """Rule 702.51a: while paying, each creature that can pay a part is offered as a choice;
    a green creature can't pay {R}, so with one Mountain only the red creature is offered first
    (the Mountain and the green creature then pay the rest), and paying with mana is not."""
    g, oid = position(["Mountain", "Goblin Piker", "Grizzly Bears", "Llanowar Elves"],
                      "Stoke the Flames")
    apply_built(g, a.CastSpell(oid))
    apply_built(g, a.ChooseTarget(-2))
    legal = g.legal_actions()
    names = {g.objects[x.object].card.name for x in legal if isinstance(x, a.ChooseObject)}
    assert a.PayCost() not in legal
    assert "Goblin Piker" in names
    piker = next(x for x in legal if isinstance(x, a.ChooseObject)
                 and g.objects[x.object].card.name == "Goblin Piker")
    g.apply(piker)
    assert "702.51a: player A taps Goblin Piker to pay {R} of the cost of Stoke the Flames (convoke)" \
        in [str(e) for e in g.log]


def test_a_helper_not_offered_is_refused_with_the_rule() -> None:
    """An object that can't pay a part (an opponent's creature) raises IllegalAction citing
    601.2h and leaves the game unchanged."""
    g, oid = position(["Mountain", "Mountain", "Goblin Piker", "Grizzly Bears"], "Stoke the Flames")
    foreign = g.make_permanent(DB.get("Raging Goblin"), 1, 1)
    apply_built(g, a.CastSpell(oid))
    apply_built(g, a.ChooseTarget(-2))
    before = g.to_json()
    with pytest.raises(mtgrules.IllegalAction, match="601.2h"):
        apply_built(g, a.ChooseObject(foreign, "Raging Goblin"))
    assert g.to_json() == before
