"""Kicker and multikicker (rule 702.33) and optional additional costs while casting (601.2b,
601.2f, 118.8b): recognition of the keyword lines, the compiled "kicked" abilities, the costs
offered (only when the total cost stays payable), the total cost paid, and the scenario keys."""
from __future__ import annotations

import pytest

import mtgrules  # noqa: F401  (registers every decision handler)
from mtgrules.cards import keyword_syntax
from mtgrules import IllegalAction
from mtgrules import ir as m
from mtgrules.ir.mana_cost import parse_mana_cost
from mtgrules.engine import actions as a
from mtgrules.engine import casting, hooks
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone
from mtgrules.engine.steps import Stage, Step
from mtgrules.cards.keyword_syntax import parse_keyword_line
from mtgrules.scenario.runner import run_file

from inline_cards import CUSTOM, DB, card
from inline_cards import custom as _custom
from positions import apply_built


def custom(name: str, text: str, **options):
    options.setdefault("supported", None)
    return _custom(name, text, **options)


# --- recognition (702.33a-c) -----------------------------------------------------------------

@pytest.mark.parametrize("line,expected", [
    ("Kicker {2}{R}", ["Kicker {2}{R}"]),
    ("Kicker {4} (You may pay an additional {4} as you cast this spell.)", ["Kicker {4}"]),
    ("Kicker {1}{G} and/or {2}{U}", ["Kicker {1}{G}", "Kicker {2}{U}"]),
    ("Kicker {B} and/or {R} (You may pay an additional {B} and/or {R} as you cast this spell.)",
     ["Kicker {B}", "Kicker {R}"]),
    ("Multikicker {1}{G}", ["Multikicker {1}{G}"]),
    ("Multikicker {G} (You may pay an additional {G} any number of times as you cast this spell.)",
     ["Multikicker {G}"]),
    ("Kicker—Sacrifice a land.", ["Kicker—Sacrifice a land"]),
    ("Kicker—{2}{R}, Sacrifice a land.", ["Kicker—{2}{R}, Sacrifice a land"]),
    ("Kicker—Pay 3 life. (You may pay 3 life in addition to any other costs as you cast this spell.)",
     ["Kicker—Pay 3 life"]),
])
def test_kicker_lines(line: str, expected: list[str]) -> None:
    got = parse_keyword_line(line)
    assert got is not None and [str(k) for k in got] == expected


@pytest.mark.parametrize("line", ["Kicker—Return a land you control to its owner's hand.",
                                  "Kicker—{1}{B}, Sacrifice two creatures and discard a card.",
                                  "Multikicker {1} and/or {2}", "Kicker {X}", "Kicker"])
def test_kicker_lines_not_supported(line: str) -> None:
    assert parse_keyword_line(line) is None


def test_optional_costs_hook() -> None:
    """keyword_syntax.optional_costs(card) -> OptionalCost(label, cost, max_times, rule), in the
    order of the card's kicker costs (702.33b, 702.33f)."""
    costs = keyword_syntax.optional_costs(card("Cetavolver"))
    assert [(c.label, str(c.cost), c.max_times) for c in costs] == [
        ("kicker {1}{R}", "{1}{R}", 1), ("kicker {G}", "{G}", 1)]
    (multi,) = keyword_syntax.optional_costs(card("Gnarlid Pack"))
    assert (multi.label, multi.cost, multi.max_times, multi.rule) == (
        "multikicker {1}{G}", parse_mana_cost("{1}{G}"), None, "702.33c")
    assert keyword_syntax.optional_costs(card("Grizzly Bears")) == ()



def kicked(obj) -> int:
    """How many times ``obj``'s spell was kicked (702.33d), read from its record of optional costs."""
    return keyword_syntax.times_kicked(obj.card, obj.optional_paid)


# --- compiled "kicked" abilities (702.33e-f) -------------------------------------------------

def test_enters_with_counters_if_kicked() -> None:
    c = card("Kavu Titan")
    assert c.unsupported is None
    (ability,) = c.abilities
    assert ability.effect == m.EntersWith("+1/+1", 3, (m.KeywordInstance("trample"),), m.WasKicked(),
                                          ability.effect.text)


def test_enters_with_a_counter_per_kick() -> None:
    (ability,) = card("Gnarlid Pack").abilities
    assert ability.effect.count == m.KickedCount(1) and ability.effect.condition is None


def test_linked_to_one_kicker_cost() -> None:
    first, second = card("Cetavolver").abilities
    assert first.effect.condition == m.WasKicked(which=0)
    assert second.effect.condition == m.WasKicked(which=1)
    assert [a.condition for a in card("Archangel of Wrath").abilities] == [
        m.WasKicked(1), m.WasKicked(2)]


def test_spell_effect_only_if_kicked() -> None:
    mode = card("Blink of an Eye").spell.modes[0]
    assert type(mode.effects[0]) is m.ReturnToHand
    assert mode.effects[1] == m.Conditional(m.WasKicked(), (m.Draw(m.You(), 1),), "draw a card")


def test_per_kick_amounts_in_triggered_abilities() -> None:
    (trigger,) = card("Wolfbriar Elemental").abilities
    assert trigger.event == "enters" and trigger.condition is None
    assert trigger.mode.effects[0].count == m.KickedCount(1)
    (trigger,) = [x for x in card("Lightkeeper of Emeria").abilities if type(x) is m.TriggeredAbility]
    assert trigger.mode.effects[0] == m.GainLife(m.You(), m.KickedCount(2))


def test_kicked_effect_instead() -> None:
    """"If this spell was kicked, it deals 4 damage instead" (608.2c): the kicked effect, or the
    one of the sentence before."""
    (effect,) = card("Burst Lightning").spell.modes[0].effects
    assert type(effect) is m.Conditional and effect.condition == m.WasKicked()
    assert effect.effects == (m.DealDamage(4, m.TargetRef(0)),)
    assert effect.otherwise == (m.DealDamage(2, m.TargetRef(0)),)


def test_kicker_costs_other_than_mana() -> None:
    (cost,) = keyword_syntax.optional_costs(card("Vicious Offering"))
    assert cost.cost is None and cost.kicks
    assert [(c.kind, c.count) for c in cost.extra] == [("sacrifice", 1)]
    (cost,) = keyword_syntax.optional_costs(card("Phyrexian Scuta"))
    assert [(c.kind, c.count) for c in cost.extra] == [("life", 3)]


def test_charge_counters_per_kick_and_mana_per_counter() -> None:
    """Everflowing Chalice: "enters with a charge counter on it for each time it was kicked"
    (614.1c, 702.33c) and "{T}: Add {C} for each charge counter on this artifact" (106.4)."""
    chalice = card("Everflowing Chalice")
    enters, tap = chalice.abilities
    assert enters.effect.kind == "charge" and enters.effect.count == m.KickedCount(1)
    assert tap.is_mana and tap.mode.effects == (m.AddMana(("C",), per_counter="charge"),)


def test_one_more_target_per_kick() -> None:
    """Comet Storm: "Choose any target, then choose another target for each time this spell was
    kicked. Comet Storm deals X damage to each of them." (702.33c, 115.3)."""
    (mode,) = card("Comet Storm").spell.modes
    assert mode.per_kick and len(mode.targets) == 1
    assert mode.effects == (m.DealDamage("X", m.EachTarget()),)
    custom("Two Per Kick", "Multikicker {1}\nChoose any target, then choose another target for "
                           "each time this spell was kicked. If this spell was kicked, draw a card. "
                           "This spell deals 1 damage to target creature.",
           type_line="Instant", power=None, supported=False)


def test_unkicked_condition() -> None:
    (trigger,) = [x for x in card("Skizzik").abilities if type(x) is m.TriggeredAbility]
    assert trigger.condition == m.WasKicked(negated=True)
    assert not trigger.condition.holds(1, (1,)) and trigger.condition.holds(0, (0,))


@pytest.mark.parametrize("name", [
    "Conqueror's Pledge",     # "create twelve of those tokens instead"
    "Sphinx of Lost Truths",  # "then if it wasn't kicked" inside a triggered ability
    "Anavolver",              # enters with a quoted ability
])
def test_unsupported_kicked_texts(name: str) -> None:
    assert card(name).unsupported is not None


def test_unsupported_custom_kicked_texts() -> None:
    dies = custom("Kicked Mourner", "Kicker {1}\nWhen this creature dies, if it was kicked, draw a card.")
    assert dies.unsupported is not None
    wrong = custom("Wrong Kicker", "Kicker {1}\nWhen this creature enters, if it was kicked with its {5} "
                                   "kicker, draw a card.")
    assert wrong.unsupported is not None and "702.33f" in wrong.unsupported_reason
    targets = custom("Kicked Bolt", "Kicker {1}\nThis spell deals 2 damage to any target. If this spell "
                                    "was kicked, it deals 2 damage to target player.",
                     type_line="Instant", power=None)
    assert targets.unsupported is None  # 702.33g: a target chosen only if kicked
    assert targets.spell.modes[0].kicked_targets == 1
    later = custom("Kicked Bolt Then", "Kicker {1}\nIf this spell was kicked, it deals 2 damage to "
                                       "target player. This spell deals 2 damage to any target.",
                   type_line="Instant", power=None)
    assert later.unsupported is not None  # targets of every cast after ones only if kicked


# --- casting (601.2b, 601.2f) ------------------------------------------------------------------

def position(lands: list[str], hand: str) -> tuple[Game, int]:
    """Player A in their precombat main phase of turn 3 with ``lands`` and ``hand`` in hand."""
    g = Game(seed=1)
    g.custom_cards = CUSTOM
    g.turn, g.active = 3, 0
    for p in g.players:
        p.turn_started, p.kept = 3, True
        for _ in range(5):
            g.make_card(DB.get("Wastes"), p.index, Zone.LIBRARY)
    for land in lands:
        g.make_permanent(DB.get(land), 0, 0)
    oid = g.make_card(card(hand), 0, Zone.HAND)
    g.step, g.stage = Step.PRECOMBAT_MAIN, Stage.BEGIN
    g.run()
    return g, oid


def begin(g: Game, oid: int):
    apply_built(g, a.CastSpell(oid))
    return g.objects[g.casting.item]


def test_kicker_offered_when_the_total_cost_is_payable() -> None:
    g, oid = position(["Forest"] * 5, "Kavu Titan")
    item = begin(g, oid)
    assert g.pending.kind == "optional" and g.pending.player == 0
    assert set(g.legal_actions()) == {a.ChooseYesNo(True), a.ChooseYesNo(False)}
    apply_built(g, a.ChooseYesNo(True))
    assert kicked(item) == 1 and item.optional_paid == (1,)
    assert casting._total_requirement(g, item).total == 5  # {1}{G} + {2}{G} (601.2f)
    apply_built(g, a.PayCost())
    assert all(g.objects[o].tapped for o in g.battlefield)
    assert "601.2i: player A casts Kavu Titan (kicked)" in [str(e) for e in g.log][-1]


def test_kicker_not_asked_when_it_cannot_be_paid() -> None:
    g, oid = position(["Forest"] * 4, "Kavu Titan")
    item = begin(g, oid)
    assert g.pending.kind == "pay"
    assert kicked(item) == 0 and item.optional_paid == (0,)
    assert casting._total_requirement(g, item).total == 2


def test_declining_the_kicker() -> None:
    g, oid = position(["Forest"] * 5, "Kavu Titan")
    item = begin(g, oid)
    apply_built(g, a.ChooseYesNo(False))
    assert kicked(item) == 0 and casting._total_requirement(g, item).total == 2


def test_multikicker_offers_each_payable_number_of_times() -> None:
    g, oid = position(["Forest"] * 7, "Gnarlid Pack")
    item = begin(g, oid)
    assert g.legal_actions() == (a.ChooseX(0), a.ChooseX(1), a.ChooseX(2))
    with pytest.raises(IllegalAction) as err:
        apply_built(g, a.ChooseX(3))
    assert err.value.rule == "601.2f"
    apply_built(g, a.ChooseX(2))
    assert kicked(item) == 2 and casting._total_requirement(g, item).total == 6


def test_second_kicker_offered_only_if_payable_on_top_of_the_first() -> None:
    # {1}{U} + {1}{R} uses all four lands: the {G} kicker can then no longer be paid
    g, oid = position(["Island", "Island", "Mountain", "Forest"], "Cetavolver")
    item = begin(g, oid)
    apply_built(g, a.ChooseYesNo(True))
    assert g.pending.kind == "pay" and item.optional_paid == (1, 0)
    g2, oid2 = position(["Island", "Island", "Mountain", "Forest"], "Cetavolver")
    item2 = begin(g2, oid2)
    apply_built(g2, a.ChooseYesNo(False))
    assert g2.pending.kind == "optional" and set(g2.legal_actions()) == {a.ChooseYesNo(True),
                                                                           a.ChooseYesNo(False)}
    apply_built(g2, a.ChooseYesNo(True))
    assert item2.optional_paid == (0, 1) and kicked(item2) == 1


def test_x_is_announced_after_the_kicker_and_limited_by_it() -> None:
    custom("Kicked Blast", "Kicker {2}\nThis spell deals X damage to any target.", cost="{X}{R}",
           type_line="Sorcery", power=None)
    g, oid = position(["Mountain"] * 5, "Kicked Blast")
    begin(g, oid)
    assert g.pending.kind == "optional"  # 601.2b: optional costs before X
    apply_built(g, a.ChooseYesNo(True))
    assert g.pending.kind == "x" and g.legal_actions()[-1] == a.ChooseX(2)


def test_kicked_spell_survives_copy_and_json() -> None:
    g, oid = position(["Forest"] * 7, "Gnarlid Pack")
    begin(g, oid)
    apply_built(g, a.ChooseX(1))
    for other in (g.copy(), Game.from_json(g.to_json())):
        item = other.objects[other.casting.item]
        assert item.optional_paid == (1,) and kicked(item) == 1
        apply_built(other, a.PayCost())
        apply_built(other, a.PassPriority())
        apply_built(other, a.PassPriority())
        (pack,) = [o for o in other.battlefield if other.objects[o].card.name == "Gnarlid Pack"]
        assert kicked(other.objects[pack]) == 1 and other.objects[pack].counters == {"+1/+1": 1}
        assert other.chars(pack).power == 3


def test_triggered_ability_carries_the_kicked_status_of_its_source() -> None:
    g, oid = position(["Forest"] * 7, "Wolfbriar Elemental")
    begin(g, oid)
    apply_built(g, a.ChooseX(3))
    apply_built(g, a.PayCost())
    apply_built(g, a.PassPriority())
    apply_built(g, a.PassPriority())  # the Elemental resolves; its enters ability triggers
    (sid,) = g.stack
    assert kicked(g.objects[sid]) == 3
    apply_built(g, a.PassPriority())
    apply_built(g, a.PassPriority())
    assert sum(1 for o in g.battlefield if g.objects[o].card.name == "Wolf Token") == 3


# --- the scenario keys ---------------------------------------------------------------------------

SCENARIO = """
name: kicked
start:
  turn: 1
  A: {battlefield: [Forest, Forest, Forest, Forest, Forest], hand: [CARD]}
actions:
  - {player: A, cast: CARD, kicked: KICKED}
expect: {}
"""


@pytest.mark.parametrize("card_name,kicked,message", [
    ("Grizzly Bears", "true", "the card has no kicker"),
    ("Thornscape Battlemage", "true", "give the list of the ones paid"),
    ("Thornscape Battlemage", "[3]", "kicker cost 3: the card has 2 kicker cost(s)"),
    ("Kavu Titan", "2", "kicker {2}{G} can be paid only 1 time(s)"),
])
def test_scenario_kicked_errors(tmp_path, card_name: str, kicked: str, message: str) -> None:
    path = tmp_path / "kicked.scenario.yaml"
    path.write_text(SCENARIO.replace("CARD", card_name).replace("KICKED", kicked), encoding="utf-8")
    result = run_file(path)
    assert not result.passed and message in result.message, result.message


def test_scenario_battlefield_kicked_list_needs_kicker_costs(tmp_path) -> None:
    path = tmp_path / "bf.scenario.yaml"
    path.write_text(SCENARIO.replace("battlefield: [Forest,", "battlefield: [{card: Cetavolver, "
                                     "kicked: [1, 3]}, Forest,").replace("CARD", "Grizzly Bears")
                    .replace(", kicked: KICKED", ""), encoding="utf-8")
    result = run_file(path)
    assert not result.passed and "kicked: kicker cost 3" in result.message, result.message
