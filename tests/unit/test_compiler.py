"""The oracle-text compiler: which lines are understood, and as what (rules 112.3, 602, 603,
605, 305.6); unknown text makes a card unsupported, never vanilla."""
from __future__ import annotations

import pytest

from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.cards.database import default_database


def card(name: str) -> m.CardDef:
    return default_database().get(name)


def inline(text: str, type_line: str = "Instant", cost: str = "{R}", **extra) -> m.CardDef:
    return compile_card({"name": "Test Card", "manaCost": cost, "type": type_line, "text": text, **extra})


def only_mode(c: m.CardDef) -> m.Mode:
    assert c.unsupported is None, c.unsupported_reason
    assert c.spell is not None and len(c.spell.modes) == 1
    return c.spell.modes[0]


def test_basic_land_types_give_mana_abilities() -> None:  # rule 305.6
    forest = card("Forest")
    (ability,) = forest.abilities
    assert ability.is_mana and ability.cost.tap
    assert ability.mode.effects == (m.AddMana(("G",)),)


def test_pump_spell() -> None:
    mode = only_mode(card("Giant Growth"))
    assert mode.targets[0].objects.types == frozenset({"Creature"})
    assert mode.effects == (m.ModifyPT(m.TargetRef(0), 3, 3),)


def test_damage_to_any_target_uses_the_card_name() -> None:
    mode = only_mode(card("Lightning Bolt"))
    assert mode.targets[0].players == "any"
    assert mode.effects == (m.DealDamage(3, m.TargetRef(0)),)


def test_a_rebalanced_card_names_itself_by_its_printed_name() -> None:  # rule 201.5
    """"A-Blood Artist" says "Whenever Blood Artist or another creature dies": the printed name
    is the card itself, as for the card it rebalances."""
    rebalanced, printed = card("A-Blood Artist"), card("Blood Artist")
    assert rebalanced.unsupported is None, rebalanced.unsupported_reason
    mine, theirs = rebalanced.abilities[0], printed.abilities[0]
    assert (mine.event, mine.subject, mine.self_too) == (theirs.event, theirs.subject, theirs.self_too)
    assert mine.self_too


@pytest.mark.parametrize("recipient, players, types", [
    ("target creature", None, {"Creature"}),
    ("target player", "any", None),
    ("target opponent", "opponent", None),
    ("target creature or player", "any", {"Creature"}),
])
def test_damage_recipients(recipient, players, types) -> None:
    mode = only_mode(inline(f"Test Card deals 2 damage to {recipient}."))
    spec = mode.targets[0]
    assert spec.players == players
    assert (spec.objects.types if spec.objects else None) == (frozenset(types) if types else None)


def test_destroy_with_color_filter() -> None:
    mode = only_mode(card("Doom Blade"))
    assert mode.targets[0].objects.not_colors == frozenset({"B"})
    assert mode.effects == (m.Destroy(m.TargetRef(0)),)


def test_sentences_joined_by_and_share_their_subject() -> None:
    mode = only_mode(card("Sign in Blood"))
    assert mode.effects == (m.Draw(m.TargetRef(0), 2), m.LoseLife(m.TargetRef(0), 2))


def test_draw_gain_lose_discard() -> None:
    assert only_mode(card("Divination")).effects == (m.Draw(m.You(), 2),)
    assert only_mode(card("Mind Rot")).effects == (m.Discard(m.TargetRef(0), 2),)
    assert only_mode(inline("You gain 4 life.")).effects == (m.GainLife(m.You(), 4),)
    assert only_mode(inline("Each opponent loses 3 life.")).effects == (m.LoseLife(m.EachOpponent(), 3),)
    assert only_mode(inline("Target player discards a card at random.")).effects == (
        m.Discard(m.TargetRef(0), 1, True),)


def test_reanimation_targets_your_graveyard() -> None:
    mode = only_mode(card("Raise Dead"))
    flt = mode.targets[0].objects
    assert flt.zone == "graveyard" and flt.owner_you and flt.types == frozenset({"Creature"})


def test_enters_trigger_with_you_may() -> None:
    (trigger,) = card("Gravedigger").abilities
    assert isinstance(trigger, m.TriggeredAbility) and trigger.event == "enters"
    (may,) = trigger.mode.effects
    assert isinstance(may, m.May) and may.effects == (m.ReturnToHand(m.TargetRef(0)),)


def test_mana_ability_of_a_creature() -> None:  # rule 605.1a
    (ability,) = card("Llanowar Elves").abilities
    assert ability.is_mana and ability.cost == m.Cost(tap=True)


def test_activated_ability_costs() -> None:
    c = inline("{2}, {T}, Pay 2 life: Draw a card.", "Artifact", "{1}")
    (ability,) = c.abilities
    assert not ability.is_mana
    assert ability.cost.tap and ability.cost.pay_life == 2 and str(ability.cost.mana) == "{2}"
    assert (c.abilities[0].mode.effects == (m.Draw(m.You(), 1),))


def test_x_spell() -> None:
    mode = only_mode(inline("This spell deals X damage to any target.", cost="{X}{R}"))
    assert mode.effects == (m.DealDamage("X", m.TargetRef(0)),)


def test_anthem() -> None:
    (static,) = card("Glorious Anthem").abilities
    assert static.effect.power == 1 and static.effect.affects.controller == "you"


def test_modal_spell() -> None:
    c = inline("Choose one —\n• Target player draws a card.\n• You gain 3 life.")
    assert c.unsupported is None
    assert c.spell.choose == 1 and len(c.spell.modes) == 2


@pytest.mark.parametrize("name", ["Shahrazad", "Chaos Orb", "Abstract Iguanart"])
def test_unknown_text_makes_the_card_unsupported(name) -> None:
    c = card(name)
    assert c.unsupported
    assert any("NOT UNDERSTOOD" in how for _, how in c.lines)


def test_star_power_is_unsupported() -> None:
    c = compile_card({"name": "X", "manaCost": "{1}", "type": "Creature — Elf", "power": "*",
                      "toughness": "1", "text": ""})
    assert c.unsupported and "604.3" in c.unsupported_reason


@pytest.mark.parametrize("name", ["Chilling Shade", "Zombie Musher", "Arcum's Astrolabe"])
def test_snow_mana_costs_keep_their_snow_symbols(name) -> None:
    """Rule 107.4h: {S} is paid with mana from a snow source: the cost keeps it, never paid
    with any mana (or, as the cost parts ignored it once, with none: a random game activated
    Chilling Shade's "{S}: +1/+1" thousands of times)."""
    c = card(name)
    assert not c.unsupported
    costs = [c.mana_cost] + [ab.cost.mana for ab in c.abilities if hasattr(ab, "cost")]
    assert any(cost is not None and cost.snow for cost in costs)


def test_snow_mana_spent_in_an_effect_is_refused() -> None:
    """Rule 107.4h: "for each {S} spent to cast this spell" is not read yet."""
    c = card("Tundra Fumarole")
    assert c.unsupported and "107.4h" in c.unsupported_reason


def test_token_creation() -> None:  # rules 111.1, 111.4
    mode = only_mode(inline("Create two 1/1 white Soldier creature tokens with flying."))
    (create,) = mode.effects
    assert create.count == 2
    spec = create.token
    assert (spec.name, spec.power, spec.toughness) == ("Soldier Token", 1, 1)
    assert spec.colors == frozenset("W") and [str(k) for k in spec.keywords] == ["Flying"]


def test_loyalty_abilities() -> None:  # rules 606.2-606.4
    jace = card("Jace Beleren")
    assert jace.unsupported is None and jace.loyalty == 3
    costs = [a.cost.loyalty for a in jace.abilities]
    assert costs == [2, -1, -10]
    assert all(a.sorcery_speed for a in jace.abilities)  # rule 606.3
    assert jace.abilities[0].mode.effects == (m.Draw(m.EachPlayer(), 1),)
    assert jace.abilities[2].mode.effects == (m.Mill(m.TargetRef(0), 20),)


def test_counters_effect() -> None:
    mode = only_mode(card("Battlegrowth"))
    assert mode.effects == (m.PutCounters(m.TargetRef(0), "+1/+1", 1),)


def test_every_bundled_card_compiles_without_error() -> None:
    """The compiler never raises on card text: a card is supported, or unsupported with the
    line it could not read."""
    db = default_database()
    supported = 0
    for name in db.names():
        c = db.get(name)
        if c.unsupported is None:
            supported += 1
        else:
            assert c.unsupported_reason and c.lines, name
    assert supported > 5000


def test_every_effect_kind_has_one_executor_and_one_description():
    """Each kind of effect in the card model is carried out by exactly one executor in the
    engine and read by exactly one description (the registries are keyed by kind)."""
    from mtgrules.cards.describe import DESCRIPTIONS
    from mtgrules.engine.effects import EFFECTS

    every = {v for v in vars(m).values()
             if isinstance(v, type) and issubclass(v, m.Effect) and v is not m.Effect}
    assert len(every) >= 29
    assert sorted(k.__name__ for k in every - set(EFFECTS)) == [], "effect kinds without an executor"
    assert sorted(k.__name__ for k in every - set(DESCRIPTIONS)) == [], "effect kinds without a description"
    assert set(EFFECTS) <= every and set(DESCRIPTIONS) <= every


def test_mana_leak_reads_as_rules_english():
    """The description of "counter unless its controller pays" is made from the model, not a
    representation of it."""
    from mtgrules.cards.describe import describe_mode
    card = compile_card({"name": "Mana Leak", "manaCost": "{1}{U}", "type": "Instant",
                         "text": "Counter target spell unless its controller pays {3}."})
    text = describe_mode(card.spell.modes[0])
    assert text.startswith("counter target 1 unless its controller pays {3} (701.6a, 118.12a)")
    assert "(" in text and "TargetRef" not in text


def test_one_or_more_modes_needs_one_before_it_can_stop() -> None:
    """700.2: "Choose one or both —" asks for a first mode, then offers to stop."""
    from mtgrules.engine import actions as a
    from mtgrules.engine.casting import NO_MORE_MODES
    from mtgrules.engine.steps import Step
    from positions import Pos, apply_built
    pos = Pos(["Island", "Mountain", "Mountain"], ["Grizzly Bears"], a_hand=["Winterflame"])
    pos.pass_until(Step.PRECOMBAT_MAIN)
    apply_built(pos.game, a.CastSpell(pos["Winterflame"]))
    first = [x.index for x in pos.legal()]
    assert NO_MORE_MODES not in first and sorted(first) == [0, 1]
    apply_built(pos.game, a.ChooseMode(1))
    assert [x.index for x in pos.legal()] == [0, NO_MORE_MODES]
