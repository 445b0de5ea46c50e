"""Auras and Equipment: enchant (702.5), equip (702.6), attach (701.3), the static abilities of
the enchanted or equipped creature (303.4m, 301.5f, layers 6 and 7c) and the state-based
actions of 704.5m-n / 704.5p; checked on positions built directly and played through the
public interface (``legal_actions`` / ``apply``)."""
from __future__ import annotations

import pytest

import mtgrules  # noqa: F401  (registers every decision handler)
from mtgrules.cards import keyword_syntax
from mtgrules import IllegalAction
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.engine import actions as a
from mtgrules.engine import casting, hooks, sba
from mtgrules.engine.effects import attach
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone, player_ref
from mtgrules.engine.steps import Step
from mtgrules.cards.keyword_syntax import parse_keyword_line

from inline_cards import card
from inline_cards import custom as _custom
from positions import Pos, apply_built, offered


def custom(name: str, text: str, **options):
    """An inline Aura by default."""
    options.setdefault("type_line", "Enchantment — Aura")
    options.setdefault("power", None)
    return _custom(name, text, **options)


def equip_index(pos: Pos, name: str) -> int:
    abilities = pos.chars(name).abilities
    return next(i for i, ab in enumerate(abilities)
                if type(ab) is m.ActivatedAbility and ab.text.startswith("Equip"))


# --- recognition: enchant 702.5a, equip 702.6a -----------------------------------------------

@pytest.mark.parametrize("line,expected", [
    ("Enchant creature", ["Enchant creature"]),
    ("Enchant creature you control", ["Enchant creature you control"]),
    ("Enchant land", ["Enchant land"]),
    ("Enchant artifact", ["Enchant artifact"]),
    ("Enchant permanent", ["Enchant permanent"]),
    ("Enchant nonland permanent", ["Enchant nonland permanent"]),
    (("Enchant creature (Target a creature as you cast this. This card enters attached to that "
      "creature.)"), ["Enchant creature"]),
    ("Enchant player", ["Enchant player"]),
    ("Enchant opponent", ["Enchant opponent"]),
    ("Enchant creature or Vehicle", ["Enchant creature or vehicle"]),
    ("Equip {2}", ["Equip {2}"]),
    ("Equip legendary creature {1}", ["Equip legendary creature {1}"]),
    ("Equip Knight {1}", ["Equip knight {1}"]),
    ("Equip {1}{W}", ["Equip {1}{W}"]),
    ("Equip {0}", ["Equip {0}"]),
    ("Equip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)", ["Equip {1}"]),
    ("Equip—Pay 3 life.", ["Equip—Pay 3 life"]),  # 702.6a with a cost other than mana
    ("Equip—Sacrifice a creature.", ["Equip—Sacrifice a creature"]),
    ("Equip—{2}, Pay 2 life.", ["Equip—{2}, Pay 2 life"]),
    ("Equip planeswalker {1}", ["Equip planeswalker {1}"]),  # 702.6e
    ("Equip creature token {1}", ["Equip creature token {1}"]),  # 702.6c, a quality the grammar reads
    ("Equip {0}. Activate only once each turn.", ["Equip {0}. Activate only once each turn"]),  # 602.5b
])
def test_enchant_and_equip_lines(line: str, expected: list[str]) -> None:
    got = parse_keyword_line(line)
    assert got is not None and [str(k) for k in got] == expected


@pytest.mark.parametrize("line", ["Enchant Forest",
                                  "Enchant creature card in a graveyard", "Equip—Pay {3} or discard a card.",
                                  "Equip commander {1}", "Equip—{T}", "Equip {X}"])
def test_enchant_and_equip_lines_not_supported(line: str) -> None:
    assert parse_keyword_line(line) is None


@pytest.mark.parametrize("name", ["Holy Strength", "Unholy Strength", "Pacifism", "Giant Strength",
                                  "Dead Weight", "Arcane Flight", "Serra's Embrace", "Goblin War Paint",
                                  "Bonesplitter", "Short Sword", "Leonin Scimitar", "Vulshok Morningstar",
                                  "Loxodon Warhammer", "Lightning Greaves", "Whispersilk Cloak",
                                  "Kitesail", "Crystal Slipper", "Curse of Death's Hold",
                                  "Curse of the Bloody Tome", "Claustrophobia", "Silken Strength",
                                  "Inertia Bubble", "Sword of the Animist"])
def test_real_auras_and_equipment_are_supported(name: str) -> None:
    c = card(name)
    assert c.unsupported is None, (c.unsupported, c.unsupported_reason)


def test_equip_stands_for_a_sorcery_speed_attach_ability_702_6a() -> None:
    ability = [ab for ab in card("Bonesplitter").abilities if type(ab) is m.ActivatedAbility]
    assert len(ability) == 1
    equip = ability[0]
    assert equip.sorcery_speed and not equip.is_mana
    assert str(equip.cost.mana) == "{1}" and equip.text == "Equip {1}"
    assert equip.mode.effects == (m.Attach(m.This(), m.TargetRef(0)),)
    (spec,) = equip.mode.targets
    assert spec.objects.types == frozenset({"Creature"}) and spec.objects.controller == "you"


def test_attached_statics_are_compiled() -> None:
    (anthem,) = [ab.effect for ab in card("Holy Strength").abilities if type(ab) is m.StaticAbility]
    assert type(anthem) is m.Anthem and anthem.affects.attached
    assert (anthem.power, anthem.toughness, anthem.keywords) == (1, 2, ())
    rules = [ab.effect for ab in card("Pacifism").abilities if type(ab) is m.StaticAbility]
    assert sorted(r.kind for r in rules) == ["cant_attack", "cant_block"]
    assert all(type(r) is m.CombatRule and r.attached for r in rules)
    cloak = [ab.effect for ab in card("Whispersilk Cloak").abilities if type(ab) is m.StaticAbility]
    assert [type(e).__name__ for e in cloak] == ["CombatRule", "Anthem"]
    assert cloak[0].kind == "unblockable" and [str(k) for k in cloak[1].keywords] == ["Shroud"]
    hammer = [ab.effect for ab in card("Loxodon Warhammer").abilities if type(ab) is m.StaticAbility]
    assert [str(k) for k in hammer[0].keywords] == ["Trample", "Lifelink"] and hammer[0].power == 3


def test_unknown_attached_text_stays_unsupported() -> None:
    raw = {"name": "Odd Aura", "manaCost": "{W}", "type": "Enchantment — Aura",
           "text": "Enchant creature\nEnchanted creature gets +1/+1 for each time it has attacked."}
    assert compile_card(raw).unsupported is not None


def test_counting_counters_on_the_attached_permanent_or_on_the_source_122_1() -> None:
    """"for each counter on it" in an Equipment's or Aura's line counts the counters of the
    creature it is attached to; "for each charge counter on this Equipment", its own."""
    raw = {"name": "Counting Aura", "manaCost": "{W}", "type": "Enchantment — Aura",
           "text": "Enchant creature\nEnchanted creature gets +1/+1 for each counter on it."}
    (anthem,) = [ab.effect for ab in compile_card(raw).abilities if type(ab) is m.StaticAbility]
    assert (anthem.per.kind, anthem.per.detail) == ("host_counters", "")
    (blade,) = [ab.effect for ab in card("Excalibur II").abilities if type(ab) is m.StaticAbility]
    assert (blade.per.kind, blade.per.detail) == ("counters", "charge")


# --- an Aura spell's target (303.4a, 601.2c) ----------------------------------------------------

def test_aura_spells_target_what_they_can_enchant() -> None:
    (spec,) = keyword_syntax.spell_targets(card("Holy Strength"))
    assert spec.text == "target creature" and spec.objects.types == frozenset({"Creature"})
    assert keyword_syntax.spell_targets(card("Grizzly Bears")) == ()
    assert keyword_syntax.spell_targets(card("Bonesplitter")) == ()  # 301.5b: Equipment spells don't target
    (mode,) = casting.modes_of(card("Pacifism"), None)
    assert mode.effects == () and len(mode.targets) == 1
    assert casting.modes_of(card("Grizzly Bears"), None) == ()


def test_aura_spell_offers_only_legal_targets() -> None:
    pos = Pos(["Plains", "Grizzly Bears", "Black Knight"], ["Hill Giant"], a_hand=["Holy Strength"])
    pos.do(a.CastSpell(pos["Holy Strength"]))
    offered = {act.target for act in pos.legal()}
    # Black Knight has protection from white (702.16b); Plains is not a creature (702.5a)
    assert offered == {pos["Grizzly Bears"], pos["Hill Giant"]}
    with pytest.raises(IllegalAction) as err:
        pos.do(a.ChooseTarget(pos["Black Knight"]))
    assert err.value.rule == "702.16b"


def test_aura_resolves_attached_and_modifies_the_enchanted_creature() -> None:
    pos = Pos(["Plains", "Grizzly Bears", "Hill Giant"], a_hand=["Holy Strength"])
    pos.cast("Holy Strength", "Grizzly Bears")
    pos.resolve()
    aura = [o for o in pos.game.battlefield if pos.game.objects[o].card.name == "Holy Strength"]
    assert len(aura) == 1
    assert pos.game.objects[aura[0]].attached_to == pos["Grizzly Bears"]
    assert (pos.chars("Grizzly Bears").power, pos.chars("Grizzly Bears").toughness) == (3, 4)
    assert (pos.chars("Hill Giant").power, pos.chars("Hill Giant").toughness) == (3, 3)
    assert "608.3c: Holy Strength enters the battlefield" in pos.log()


def test_aura_spell_with_illegal_target_does_not_resolve_608_2b() -> None:
    pos = Pos(["Plains", "Grizzly Bears"], a_hand=["Holy Strength"])
    pos.cast("Holy Strength", "Grizzly Bears")
    g = pos.game
    g.move(pos["Grizzly Bears"], Zone.GRAVEYARD)
    pos.resolve()
    names = [g.objects[o].card.name for o in g.players[0].graveyard]
    assert sorted(names) == ["Grizzly Bears", "Holy Strength"]
    assert not any(g.objects[o].card.name == "Holy Strength" for o in g.battlefield)


def test_aura_spell_copies_and_saves_with_its_target() -> None:
    pos = Pos(["Plains", "Grizzly Bears"], a_hand=["Holy Strength"])
    pos.cast("Holy Strength", "Grizzly Bears")
    for other in (pos.game.copy(), Game.from_json(pos.game.to_json())):
        while other.stack:
            apply_built(other, a.PassPriority())
        host = pos["Grizzly Bears"]
        assert [other.objects[o].attached_to for o in other.battlefield
                if other.objects[o].card.name == "Holy Strength"] == [host]
        assert other.chars(host).toughness == 4


# --- enchanted creature: layers and combat rules (303.4m) -----------------------------------------

def test_pacifism_stops_attacking_and_blocking_but_not_its_own_permanent() -> None:
    pos = Pos(["Grizzly Bears", "Pacifism"], ["Hill Giant"], attached={"Pacifism": "Grizzly Bears"})
    g = pos.game
    assert set(g.chars(pos["Grizzly Bears"]).imposed) == {"cant_attack", "cant_block"}
    assert g.chars(pos["Hill Giant"]).imposed == ()
    from mtgrules.engine.combat import why_cannot_attack
    assert why_cannot_attack(g, pos["Grizzly Bears"])[0] == "508.1c"
    # moved elsewhere, the restriction follows the Aura
    g.objects[pos["Pacifism"]].attached_to = pos["Hill Giant"]
    g.changed()
    assert why_cannot_attack(g, pos["Grizzly Bears"]) is None
    assert set(g.chars(pos["Hill Giant"]).imposed) == {"cant_attack", "cant_block"}


def test_aura_effects_apply_in_timestamp_order_with_the_aura_timestamp() -> None:
    pos = Pos(["Grizzly Bears", "Holy Strength", "Flight"],
              attached={"Holy Strength": "Grizzly Bears", "Flight": "Grizzly Bears"})
    c = pos.chars("Grizzly Bears")
    assert (c.power, c.toughness) == (3, 4) and c.has("flying")
    assert pos.chars("Holy Strength").power is None  # the Aura itself is unchanged


# --- equip and attach (701.3, 702.6) ------------------------------------------------------------

def test_equip_is_offered_only_at_sorcery_speed() -> None:
    pos = Pos(["Mountain", "Bonesplitter", "Grizzly Bears"])
    index = equip_index(pos, "Bonesplitter")
    assert offered(a.ActivateAbility(pos["Bonesplitter"], index), pos.legal())
    g = pos.game
    while g.step is Step.PRECOMBAT_MAIN:
        pos.do(a.PassPriority())
    assert g.step is Step.BEGINNING_OF_COMBAT and g.pending.kind == "priority"
    assert not offered(a.ActivateAbility(pos["Bonesplitter"], index), pos.legal())
    with pytest.raises(IllegalAction) as err:
        pos.do(a.ActivateAbility(pos["Bonesplitter"], index))
    assert err.value.rule == "602.5d"


def test_equip_attaches_moves_and_gives_a_new_timestamp_701_3c() -> None:
    pos = Pos(["Mountain", "Mountain", "Bonesplitter", "Grizzly Bears", "Hill Giant"])
    index = equip_index(pos, "Bonesplitter")
    before = pos.game.objects[pos["Bonesplitter"]].timestamp
    pos.activate("Bonesplitter", index, "Grizzly Bears")
    pos.resolve()
    assert pos.attached_to("Bonesplitter") == pos["Grizzly Bears"]
    assert pos.chars("Grizzly Bears").power == 4
    assert pos.game.objects[pos["Bonesplitter"]].timestamp > before
    pos.activate("Bonesplitter", index, "Hill Giant")
    pos.resolve()
    assert pos.attached_to("Bonesplitter") == pos["Hill Giant"]
    assert (pos.chars("Grizzly Bears").power, pos.chars("Hill Giant").power) == (2, 5)


def test_attach_does_nothing_when_it_cant_be_attached_701_3b() -> None:
    pos = Pos(["Bonesplitter", "Grizzly Bears", "Tel-Jilad Chosen", "Plains", "Holy Strength"],
              attached={"Bonesplitter": "Grizzly Bears", "Holy Strength": "Grizzly Bears"})
    g = pos.game
    attach(g, pos["Bonesplitter"], pos["Tel-Jilad Chosen"])  # protection from artifacts (702.16d)
    assert pos.attached_to("Bonesplitter") == pos["Grizzly Bears"]
    attach(g, pos["Bonesplitter"], pos["Plains"])  # not a creature (301.5c)
    assert pos.attached_to("Bonesplitter") == pos["Grizzly Bears"]
    attach(g, pos["Holy Strength"], pos["Plains"])  # enchant creature (702.5a)
    assert pos.attached_to("Holy Strength") == pos["Grizzly Bears"]
    attach(g, pos["Plains"], pos["Grizzly Bears"])  # not an Aura, Equipment or Fortification
    assert pos.attached_to("Plains") is None
    ts = g.objects[pos["Bonesplitter"]].timestamp
    attach(g, pos["Bonesplitter"], pos["Grizzly Bears"])  # already attached: nothing happens
    assert g.objects[pos["Bonesplitter"]].timestamp == ts
    assert pos.log().count("701.3b") == 5


def test_sba_704_5n_and_704_5p_unattach_without_leaving_the_battlefield() -> None:
    blade = custom("Walking Blade", "Equipped creature gets +1/+1.\nEquip {1}",
                   type_line="Artifact Creature — Equipment Construct", power=1, toughness=1)
    assert blade.keywords[0].name == "equip"
    pos = Pos(["Grizzly Bears", "Walking Blade", "Plains"],
              attached={"Walking Blade": "Grizzly Bears", "Plains": "Grizzly Bears"})
    # the state-based actions ran as the game began
    assert pos.attached_to("Walking Blade") is None and pos.on_battlefield("Walking Blade")
    assert pos.attached_to("Plains") is None and pos.on_battlefield("Plains")
    assert pos.chars("Grizzly Bears").power == 2
    assert "301.5c" in pos.log() and "704.5p: Plains becomes unattached" in pos.log()


def test_sba_704_5m_aura_attached_illegally_goes_to_the_graveyard() -> None:
    custom("Land Charm", "Enchant land\nEnchanted land has indestructible.")
    pos = Pos(["Grizzly Bears", "Forest", "Land Charm", "Holy Strength", "Pacifism"],
              attached={"Land Charm": "Grizzly Bears", "Holy Strength": "Forest"})
    # attached to a creature with "Enchant land" / to a land with "Enchant creature" / to nothing
    assert not pos.on_battlefield("Land Charm")
    assert not pos.on_battlefield("Holy Strength")
    assert not pos.on_battlefield("Pacifism")
    assert pos.log().count("704.5m") == 3


def test_aura_enchant_land_and_keywords_of_an_enchanted_land() -> None:
    custom("Land Charm", "Enchant land\nEnchanted land has indestructible.")
    pos = Pos(["Forest", "Land Charm"], attached={"Land Charm": "Forest"})
    assert pos.on_battlefield("Land Charm") and pos.chars("Forest").has("indestructible")
    (spec,) = keyword_syntax.spell_targets(card("Land Charm"))
    assert spec.objects.types == frozenset({"Land"})


def test_enchant_creature_you_control_follows_control() -> None:
    custom("Loyal Mantle", "Enchant creature you control\nEnchanted creature gets +1/+1.")
    pos = Pos(["Loyal Mantle"], ["Grizzly Bears"], attached={"Loyal Mantle": "Grizzly Bears"})
    assert not pos.on_battlefield("Loyal Mantle")  # 702.5a: it enchants a creature A doesn't control
    pos2 = Pos(["Loyal Mantle", "Savannah Lions"], attached={"Loyal Mantle": "Savannah Lions"})
    assert pos2.on_battlefield("Loyal Mantle") and pos2.chars("Savannah Lions").power == 3
    assert hooks.can_be_attached(pos2.game, pos2["Loyal Mantle"], pos2["Savannah Lions"]) is None


def test_equipment_stays_when_its_creature_dies() -> None:
    pos = Pos(["Grizzly Bears", "Short Sword"], attached={"Short Sword": "Grizzly Bears"})
    g = pos.game
    g.move(pos["Grizzly Bears"], Zone.GRAVEYARD)
    assert pos.on_battlefield("Short Sword") and pos.attached_to("Short Sword") is None
    assert not sba.would_apply(g)


def test_granted_protection_drops_equipment_and_auras_of_that_color() -> None:
    pos = Pos(["Plains", "Crimson Acolyte", "Grizzly Bears", "Crystal Slipper", "Giant Strength"],
              attached={"Crystal Slipper": "Grizzly Bears", "Giant Strength": "Grizzly Bears"})
    assert pos.chars("Grizzly Bears").power == 5 and pos.chars("Grizzly Bears").has("haste")
    acolyte = next(i for i, ab in enumerate(pos.chars("Crimson Acolyte").abilities)
                   if type(ab) is m.ActivatedAbility)
    pos.activate("Crimson Acolyte", acolyte, "Grizzly Bears")
    pos.resolve()
    assert pos.on_battlefield("Crystal Slipper") and pos.attached_to("Crystal Slipper") is None
    assert not pos.on_battlefield("Giant Strength")
    assert pos.chars("Grizzly Bears").power == 2 and not pos.chars("Grizzly Bears").has("haste")


def test_equipped_creature_keywords_work_in_combat() -> None:
    pos = Pos(["Grizzly Bears", "Whispersilk Cloak"], ["Hill Giant"],
              attached={"Whispersilk Cloak": "Grizzly Bears"})
    from mtgrules.engine.combat import why_cannot_block
    g = pos.game
    while g.pending.kind != "attackers":
        pos.do(a.PassPriority())
    pos.do(a.DeclareAttacker(pos["Grizzly Bears"], player_ref(1)))
    if g.pending.kind == "attackers":
        pos.do(a.FinishDeclaration())
    assert why_cannot_block(g, pos["Hill Giant"], pos["Grizzly Bears"])[0] == "509.1b"
    assert pos.chars("Grizzly Bears").has("shroud")
    while g.step is not Step.END_OF_COMBAT:
        pos.do(g.legal_actions()[0] if g.pending.kind != "priority" else a.PassPriority())
    assert g.players[1].life == 18  # no block was possible (the blockers step asked nothing)


# --- several enchant abilities (702.5c), equip planeswalker (702.6e) ------------------------

def test_several_enchant_abilities_give_one_target_all_of_them_allow_702_5c() -> None:
    (both,) = keyword_syntax.spell_targets(custom("Two-Rule Aura", "Enchant creature\nEnchant artifact"))
    assert both.objects.types == frozenset({"Creature"})
    assert [f.types for f in both.also] == [frozenset({"Artifact"})]
    (players,) = keyword_syntax.spell_targets(custom("Player Aura", "Enchant player\nEnchant opponent"))
    assert players.players == "opponent" and players.objects is None
    (none,) = keyword_syntax.spell_targets(custom("Mixed Aura", "Enchant creature\nEnchant player"))
    assert none.players is None and none.objects is None  # 702.5d: no legal target at all
    pos = Pos(["Plains", "Grizzly Bears", "Ornithopter", "Sol Ring"], a_hand=["Two-Rule Aura"])
    pos.do(a.CastSpell(pos["Two-Rule Aura"]))  # the only legal target is chosen by itself
    assert pos.game.objects[pos.game.stack[-1]].targets == (pos["Ornithopter"],)


def test_equip_planeswalker_attaches_as_though_it_were_a_creature_702_6e() -> None:
    custom("Walker Charm", "Equip planeswalker {0}\nEquip {0}", type_line="Artifact — Equipment",
           power=None)
    pos = Pos(["Walker Charm", "Grizzly Bears", "Ajani Goldmane"])
    abilities = pos.chars("Walker Charm").abilities
    walker = next(i for i, ab in enumerate(abilities) if ab.text == "Equip planeswalker {0}")
    (spec,) = abilities[walker].mode.targets
    assert spec.objects.types == frozenset({"Planeswalker"}) and spec.objects.controller == "you"
    assert abilities[walker].mode.effects == (m.Attach(m.This(), m.TargetRef(0), as_though_creature=True),)
    pos.activate("Walker Charm", walker, "Ajani Goldmane")  # its only legal target
    pos.resolve()
    # attached as though it were a creature, then unattached: it isn't one (301.5c, 704.5n)
    assert "701.3a: Walker Charm becomes attached to Ajani Goldmane" in pos.log()
    assert "704.5n" in pos.log() and pos.attached_to("Walker Charm") is None
    g = pos.game
    attach(g, pos["Walker Charm"], pos["Ajani Goldmane"])  # the ordinary attach: not a creature
    assert pos.attached_to("Walker Charm") is None
    attach(g, pos["Walker Charm"], pos["Ajani Goldmane"], as_though_creature=True)
    assert pos.attached_to("Walker Charm") == pos["Ajani Goldmane"]
    # once attached, 301.5c holds as usual: a planeswalker that isn't a creature can't stay
    assert sba.attach_problem(g, pos["Walker Charm"], pos["Ajani Goldmane"])[0] == "301.5c"
