"""Keyword abilities (rule 702): recognition of real cards' keyword lines, and their rules,
checked on positions built directly (``Game`` + ``make_permanent``) and played through the
public interface (``legal_actions`` / ``apply``)."""
from __future__ import annotations

import pytest

import mtgrules  # noqa: F401  (registers every decision handler)
from mtgrules import IllegalAction
from mtgrules.engine import actions as a
from mtgrules.engine.objects import Zone, player_ref
from mtgrules.engine.steps import Step
from mtgrules.cards.keyword_syntax import parse_keyword_line

from inline_cards import card, custom
from positions import Pos, apply_built, offered


# --- recognition ---------------------------------------------------------------------------

CARDS = {
    "Vampire Nighthawk": ["Flying", "Deathtouch", "Lifelink"],
    "Typhoid Rats": ["Deathtouch"],
    "Serra Angel": ["Flying", "Vigilance"],
    "Giant Spider": ["Reach"],
    "Colossal Dreadmaw": ["Trample"],
    "Knight of Meadowgrain": ["First strike", "Lifelink"],
    "Raging Goblin": ["Haste"],
    "Wall of Stone": ["Defender"],
    "Vault Skirge": ["Flying", "Lifelink"],
    "Bog Imp": ["Flying"],
    "Highborn Ghoul": ["Intimidate"],
    "Black Knight": ["First strike", "Protection from white"],
    "White Knight": ["First strike", "Protection from black"],
    "Monastery Swiftspear": ["Haste", "Prowess"],
    "Tomakul Honor Guard": ["Ward {2}"],
    "Devoted Retainer": ["Bushido 1"],
    "Benalish Cavalry": ["Flanking"],
    "Anaconda": ["Swampwalk"],
    "Fencing Ace": ["Double strike"],
    "Boggart Brute": ["Menace"],
    "Darksteel Myr": ["Indestructible"],
    "Soltari Foot Soldier": ["Shadow"],
    "Furtive Homunculus": ["Skulk"],
    "Dross Prowler": ["Fear"],
    "Deadly Insect": ["Shroud"],
    "Spectral Sailor": ["Flash", "Flying"],
    "Beloved Chaplain": ["Protection from creatures"],
    "Oversoul of Dusk": ["Protection from blue", "Protection from black", "Protection from red"],
    "Rime Dryad": ["Snow forestwalk"],
}


@pytest.mark.parametrize("name", sorted(CARDS))
def test_keyword_lines_of_real_cards_are_recognised(name: str) -> None:
    c = card(name)
    assert c.unsupported is None, (c.unsupported, c.unsupported_reason)
    assert [str(k) for k in c.keywords] == CARDS[name]


def test_cards_with_a_line_that_is_not_a_keyword_stay_unsupported() -> None:
    # Ghalma the Shaper's second line is not a keyword, and no template reads it ("conjure", a
    # digital-only action; Sengir Vampire's line, once the example here, is read now)
    for name, line in (("Ghalma the Shaper", "Whenever Ghalma the Shaper attacks, conjure"),):
        c = card(name)
        assert c.unsupported is not None and c.unsupported.startswith(line)
        assert parse_keyword_line(c.text.split("\n")[0]) is not None  # its first line is read


@pytest.mark.parametrize("line,expected", [
    ("Flying", ["Flying"]),
    ("Flying (This creature can't be blocked except by creatures with flying or reach.)", ["Flying"]),
    ("Flying, vigilance", ["Flying", "Vigilance"]),
    ("First strike; lifelink", ["First strike", "Lifelink"]),
    ("Protection from black", ["Protection from black"]),
    ("Protection from white and from blue", ["Protection from white", "Protection from blue"]),
    ("Protection from creatures", ["Protection from creatures"]),
    ("Protection from Goblins", ["Protection from goblins"]),
    ("Protection from everything", ["Protection from everything"]),
    ("hexproof from blue", ["Hexproof from blue"]),
    ("Hexproof from artifacts, creatures, and enchantments",
     ["Hexproof from artifacts", "Hexproof from creatures", "Hexproof from enchantments"]),
    ("Ward {2}", ["Ward {2}"]),
    ("Ward—Pay 3 life.", ["Ward—Pay 3 life"]),
    ("Ward—{2}, Pay 2 life.", ["Ward—{2}, Pay 2 life"]),
    ("Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)",
     ["Bushido 1"]),
    ("Flanking", ["Flanking"]),
    ("Swampwalk", ["Swampwalk"]),
    ("Forestwalk (This creature can't be blocked as long as defending player controls a Forest.)",
     ["Forestwalk"]),
    ("Nonbasic landwalk", ["Nonbasic landwalk"]),
    ("Double strike", ["Double strike"]),
    ("Skulk", ["Skulk"]),
])
def test_keyword_line_parameters(line: str, expected: list[str]) -> None:
    got = parse_keyword_line(line)
    assert got is not None and [str(k) for k in got] == expected


@pytest.mark.parametrize("line", ["Ward—Discard a card.", "Protection from the chosen player",
                                  "Flying and trample", "Bushido X", "Flyingwalk, haste"])
def test_lines_that_are_not_supported_keywords(line: str) -> None:
    assert parse_keyword_line(line) is None


def test_granted_keywords_route_through_the_keyword_parser() -> None:
    c = custom("Test Sorcerer", "{T}: Target creature gains flying until end of turn.")
    assert c.unsupported is None
    anthem = custom("Test Banner", "Creatures you control have haste.", type_line="Enchantment",
                    power=None)
    assert [str(k) for k in anthem.abilities[0].effect.keywords] == ["Haste"]


# --- positions -------------------------------------------------------------------------------

def attack_error(pos: Pos, name: str) -> IllegalAction:
    pos.pass_until(Step.DECLARE_ATTACKERS, "attackers")
    with pytest.raises(IllegalAction) as err:
        pos.do(a.DeclareAttacker(pos[name], player_ref(1)))
    return err.value


def block_error(pos: Pos, blocker: str, attacker: str) -> IllegalAction:
    pos.pass_until(Step.DECLARE_BLOCKERS, "blockers")
    assert not offered(a.DeclareBlocker(pos[blocker], pos[attacker]), pos.legal())
    with pytest.raises(IllegalAction) as err:
        pos.do(a.DeclareBlocker(pos[blocker], pos[attacker]))
    return err.value


def can_block(pos: Pos, blocker: str, attacker: str) -> bool:
    pos.pass_until(Step.DECLARE_BLOCKERS, "blockers")
    return offered(a.DeclareBlocker(pos[blocker], pos[attacker]), pos.legal())


def to_end_of_combat(pos: Pos) -> None:
    pos.pass_until(Step.END_OF_COMBAT)


# --- deathtouch 702.2 ------------------------------------------------------------------------

def test_deathtouch_blocker_destroys_a_big_attacker() -> None:
    pos = Pos(["Craw Wurm"], ["Typhoid Rats"])
    pos.attack("Craw Wurm")
    pos.block({"Typhoid Rats": "Craw Wurm"})
    to_end_of_combat(pos)
    assert not pos.on_battlefield("Craw Wurm") and not pos.on_battlefield("Typhoid Rats")
    assert "702.2b" in pos.log() and "704.5h" in pos.log()


def test_deathtouch_and_trample_assign_one_to_each_blocker() -> None:
    pos = Pos([custom("Tramplerat", "Deathtouch\nTrample", power=5, toughness=5)],
              ["Craw Wurm", "Grizzly Bears"])
    pos.attack("Tramplerat")
    pos.block({"Craw Wurm": "Tramplerat", "Grizzly Bears": "Tramplerat"})
    pos.pass_until(Step.COMBAT_DAMAGE, "damage")
    divisions = {act.division for act in pos.legal()}
    wurm, bears = pos["Craw Wurm"], pos["Grizzly Bears"]
    assert divisions and all(dict(d).get(player_ref(1), 0) == 0 or
                             (dict(d).get(wurm, 0) >= 1 and dict(d).get(bears, 0) >= 1) for d in divisions)
    best = ((wurm, 1), (bears, 1), (player_ref(1), 3))
    assert best in divisions
    pos.do(a.AssignDamage(pos["Tramplerat"], best))
    to_end_of_combat(pos)
    assert pos.life(1) == 17
    assert not pos.on_battlefield("Craw Wurm") and not pos.on_battlefield("Grizzly Bears")


def test_deathtouch_noncombat_damage_destroys() -> None:
    pinger = custom("Deathtouch Pinger", "Deathtouch\n{T}: This creature deals 1 damage to any target.")
    pos = Pos([pinger], ["Craw Wurm"])
    pos.do(a.ActivateAbility(pos["Deathtouch Pinger"], 0))
    pos.do(a.ChooseTarget(pos["Craw Wurm"]))
    pos.do(a.PassPriority())
    pos.do(a.PassPriority())
    assert not pos.on_battlefield("Craw Wurm")


def test_first_strike_kills_deathtouch_blocker_before_it_deals_damage() -> None:
    pos = Pos(["Youthful Knight"], ["Typhoid Rats"])
    pos.attack("Youthful Knight")
    pos.block({"Typhoid Rats": "Youthful Knight"})
    to_end_of_combat(pos)
    assert pos.on_battlefield("Youthful Knight") and not pos.on_battlefield("Typhoid Rats")


# --- defender 702.3 --------------------------------------------------------------------------

def test_defender_cant_attack_but_can_block() -> None:
    pos = Pos(["Wall of Stone", "Llanowar Elves"], ["Grizzly Bears"])
    err = attack_error(pos, "Wall of Stone")
    assert err.rule == "702.3b" and "defender" in str(err)
    pos = Pos(["Grizzly Bears"], ["Wall of Stone"])
    pos.attack("Grizzly Bears")
    assert can_block(pos, "Wall of Stone", "Grizzly Bears")


# --- first strike 702.7, double strike 702.4 -------------------------------------------------

def test_first_strike_deals_damage_first() -> None:
    pos = Pos(["Youthful Knight"], ["Grizzly Bears"])
    pos.attack("Youthful Knight")
    pos.block({"Grizzly Bears": "Youthful Knight"})
    pos.pass_until(Step.FIRST_STRIKE_DAMAGE)
    assert not pos.on_battlefield("Grizzly Bears")
    to_end_of_combat(pos)
    assert pos.game.objects[pos["Youthful Knight"]].damage == 0


def test_double_strike_deals_damage_twice() -> None:
    pos = Pos(["Fencing Ace"])
    pos.attack("Fencing Ace")
    to_end_of_combat(pos)
    assert pos.life(1) == 18


def _grant(pos: Pos, name: str, keyword: str) -> None:
    from mtgrules.engine import layers
    from mtgrules.ir import KeywordInstance
    g = pos.game
    from mtgrules.ir import Change
    layers.begin_effect(g, (pos[name],), Change(keywords=(KeywordInstance(keyword),)))


def _remove(pos: Pos, name: str, keyword: str) -> None:
    from mtgrules.engine import layers
    g = pos.game
    from mtgrules.ir import Change
    layers.begin_effect(g, (pos[name],), Change(lose_keywords=(keyword,)))


def test_removing_double_strike_in_the_first_step_stops_second_damage_702_4c() -> None:
    pos = Pos(["Fencing Ace"])
    pos.attack("Fencing Ace")
    pos.pass_until(Step.FIRST_STRIKE_DAMAGE)
    _remove(pos, "Fencing Ace", "double strike")
    to_end_of_combat(pos)
    assert pos.life(1) == 19


def test_granting_double_strike_to_a_first_striker_after_first_damage_702_4d() -> None:
    pos = Pos(["Youthful Knight"])
    pos.attack("Youthful Knight")
    pos.pass_until(Step.FIRST_STRIKE_DAMAGE)
    _grant(pos, "Youthful Knight", "double strike")
    to_end_of_combat(pos)
    assert pos.life(1) == 16  # 2 in each step


def test_first_strike_granted_or_removed_after_the_first_step_702_7c() -> None:
    pos = Pos(["Youthful Knight", "Grizzly Bears"])
    pos.attack("Youthful Knight", "Grizzly Bears")
    pos.pass_until(Step.FIRST_STRIKE_DAMAGE)
    assert pos.life(1) == 18
    _grant(pos, "Grizzly Bears", "first strike")
    _remove(pos, "Youthful Knight", "first strike")
    to_end_of_combat(pos)
    assert pos.life(1) == 16  # the bears still deal damage, the knight doesn't deal it twice


def test_a_creature_killed_in_the_first_step_deals_no_damage() -> None:
    pos = Pos(["Grizzly Bears"], ["Youthful Knight"])
    pos.attack("Grizzly Bears")
    pos.block({"Youthful Knight": "Grizzly Bears"})
    to_end_of_combat(pos)
    assert not pos.on_battlefield("Grizzly Bears")
    assert pos.game.objects[pos["Youthful Knight"]].damage == 0


def test_double_strike_and_lifelink_gain_life_twice() -> None:
    pos = Pos([custom("Twin Leech", "Double strike\nLifelink")])
    pos.attack("Twin Leech")
    to_end_of_combat(pos)
    assert pos.life(1) == 16 and pos.life(0) == 24
    assert pos.log().count("702.15b") == 2


# --- flying 702.9, reach 702.17 --------------------------------------------------------------

def test_flying_blocked_only_by_flying_or_reach() -> None:
    pos = Pos(["Serra Angel"], ["Grizzly Bears", "Giant Spider", "Bog Imp"])
    pos.attack("Serra Angel")
    err = block_error(pos, "Grizzly Bears", "Serra Angel")
    assert str(err) == "702.9b: Grizzly Bears can't block Serra Angel (flying)"
    assert can_block(pos, "Giant Spider", "Serra Angel")
    assert can_block(pos, "Bog Imp", "Serra Angel")


def test_a_flyer_can_block_a_ground_creature() -> None:
    pos = Pos(["Grizzly Bears"], ["Bog Imp"])
    pos.attack("Grizzly Bears")
    assert can_block(pos, "Bog Imp", "Grizzly Bears")


# --- haste 702.10 ----------------------------------------------------------------------------

def test_haste_attacks_and_taps_the_turn_it_arrives() -> None:
    pos = Pos(["Raging Goblin", "Grizzly Bears"], sick=("Raging Goblin", "Grizzly Bears"))
    err = attack_error(pos, "Grizzly Bears")
    assert err.rule == "302.6"
    pos.do(a.DeclareAttacker(pos["Raging Goblin"], player_ref(1)))
    tapper = custom("Hasty Pinger", "Haste\n{T}: This creature deals 1 damage to any target.")
    pos2 = Pos([tapper], sick=("Hasty Pinger",))
    assert any(isinstance(x, a.ActivateAbility) for x in pos2.legal())


# --- vigilance 702.20 ------------------------------------------------------------------------

def test_vigilance_doesnt_tap() -> None:
    pos = Pos(["Serra Angel", "Grizzly Bears"])
    pos.attack("Serra Angel", "Grizzly Bears")
    assert not pos.game.objects[pos["Serra Angel"]].tapped
    assert pos.game.objects[pos["Grizzly Bears"]].tapped
    assert "702.20b" in pos.log()


# --- trample 702.19 --------------------------------------------------------------------------

def test_trample_assigns_excess_to_the_player() -> None:
    pos = Pos(["Colossal Dreadmaw"], ["Grizzly Bears"])
    pos.attack("Colossal Dreadmaw")
    pos.block({"Grizzly Bears": "Colossal Dreadmaw"})
    pos.pass_until(Step.COMBAT_DAMAGE, "damage")
    divisions = [x.division for x in pos.legal()]
    bears = pos["Grizzly Bears"]
    assert divisions[0] == ((bears, 2), (player_ref(1), 4))
    assert all(dict(d).get(bears, 0) >= 2 for d in divisions if player_ref(1) in dict(d))
    pos.do(pos.legal()[0])
    to_end_of_combat(pos)
    assert pos.life(1) == 16


def test_trample_with_no_blockers_left_hits_the_player_702_19d() -> None:
    pos = Pos(["Colossal Dreadmaw", "Grizzly Bears"], ["Llanowar Elves"])
    pos.attack("Colossal Dreadmaw", "Grizzly Bears")
    pos.block({"Llanowar Elves": "Colossal Dreadmaw"})
    pos.pass_until(Step.DECLARE_BLOCKERS)
    pos.game.move(pos["Llanowar Elves"], Zone.GRAVEYARD)
    to_end_of_combat(pos)
    assert pos.life(1) == 20 - 6 - 2


def test_without_trample_a_blocked_creature_deals_no_damage_to_the_player() -> None:
    pos = Pos(["Craw Wurm"], ["Llanowar Elves"])
    pos.attack("Craw Wurm")
    pos.block({"Llanowar Elves": "Craw Wurm"})
    to_end_of_combat(pos)
    assert pos.life(1) == 20


# --- lifelink 702.15 -------------------------------------------------------------------------

def test_lifelink_gains_life_with_combat_damage() -> None:
    pos = Pos(["Vault Skirge"], life=20)
    pos.attack("Vault Skirge")
    to_end_of_combat(pos)
    assert pos.life(0) == 21 and pos.life(1) == 19
    assert "702.15b" in pos.log()


def test_lifelink_life_gain_is_simultaneous_with_combat_damage() -> None:
    # A at 1 life: the lifelink blocker's controller gains life as the damage is dealt, before
    # state-based actions are checked
    pos = Pos(["Craw Wurm"], ["Vampire Nighthawk"])
    pos.game.players[1].life = 2
    pos.attack("Craw Wurm")
    pos.block({"Vampire Nighthawk": "Craw Wurm"})
    to_end_of_combat(pos)
    assert pos.life(1) == 4 and not pos.game.is_over


# --- menace 702.111 --------------------------------------------------------------------------

def test_menace_needs_two_blockers() -> None:
    pos = Pos(["Boggart Brute"], ["Grizzly Bears", "Llanowar Elves"])
    pos.attack("Boggart Brute")
    pos.pass_until(Step.DECLARE_BLOCKERS, "blockers")
    pos.do(a.DeclareBlocker(pos["Grizzly Bears"], pos["Boggart Brute"]))
    assert a.FinishDeclaration() not in pos.legal()
    with pytest.raises(IllegalAction) as err:
        pos.do(a.FinishDeclaration())
    assert err.value.rule == "702.111b"
    pos.do(a.DeclareBlocker(pos["Llanowar Elves"], pos["Boggart Brute"]))
    pos.finish("blockers")
    assert pos.game.combat.blocked_by[pos["Boggart Brute"]] == [pos["Grizzly Bears"], pos["Llanowar Elves"]]


# --- indestructible 702.12 -------------------------------------------------------------------

def test_indestructible_survives_lethal_damage_and_deathtouch() -> None:
    pos = Pos(["Darksteel Myr", "Darksteel Myr"], ["Craw Wurm", "Typhoid Rats"])
    pos.game.active = 0
    pos.attack("Darksteel Myr", "Darksteel Myr#2")
    pos.block({"Craw Wurm": "Darksteel Myr", "Typhoid Rats": "Darksteel Myr#2"})
    to_end_of_combat(pos)
    assert pos.on_battlefield("Darksteel Myr") and pos.on_battlefield("Darksteel Myr#2")
    assert "702.12b" in pos.log()


def test_indestructible_still_dies_to_zero_toughness() -> None:
    pos = Pos(["Darksteel Myr"])
    from mtgrules.engine import layers
    g = pos.game
    from mtgrules.ir import Change
    layers.begin_effect(g, (pos["Darksteel Myr"],), Change(power=-1, toughness=-1))
    pos.pass_until(Step.BEGINNING_OF_COMBAT)
    assert not pos.on_battlefield("Darksteel Myr")
    assert "704.5f" in pos.log()


# --- hexproof 702.11, shroud 702.18 ----------------------------------------------------------

def test_hexproof_only_stops_opponents() -> None:
    pos = Pos([custom("Hexproof Bear", "Hexproof")], ["Grizzly Bears"], a_hand=["Giant Growth", "Forest"],
              b_hand=["Shock"])
    pos.do(a.PlayLand(pos["Forest"]))
    pos.do(a.CastSpell(pos["Giant Growth"]))
    targets = [x.target for x in pos.legal() if isinstance(x, a.ChooseTarget)]
    assert pos["Hexproof Bear"] in targets


def test_hexproof_refuses_an_opponents_target() -> None:
    pos = Pos(["Mountain"], [custom("Hexproof Bear", "Hexproof"), "Grizzly Bears"], a_hand=["Shock"])
    pos.do(a.CastSpell(pos["Shock"]))
    targets = [x.target for x in pos.legal() if isinstance(x, a.ChooseTarget)]
    assert pos["Hexproof Bear"] not in targets and pos["Grizzly Bears"] in targets
    with pytest.raises(IllegalAction) as err:
        pos.do(a.ChooseTarget(pos["Hexproof Bear"]))
    assert err.value.rule == "702.11b"


def test_hexproof_from_a_color() -> None:
    pos = Pos(["Mountain", "Forest"], [custom("Blue Ward Bear", "Hexproof from red")],
              a_hand=["Shock", "Giant Growth"])
    pos.do(a.CastSpell(pos["Shock"]))
    with pytest.raises(IllegalAction) as err:
        pos.do(a.ChooseTarget(pos["Blue Ward Bear"]))
    assert err.value.rule == "702.11d"
    pos2 = Pos(["Forest"], [custom("Blue Ward Bear", "Hexproof from red")], a_hand=["Giant Growth"])
    pos2.do(a.CastSpell(pos2["Giant Growth"]))  # its only legal target is chosen by itself
    assert pos2.game.objects[pos2.game.stack[-1]].targets == (pos2["Blue Ward Bear"],)


def test_shroud_stops_everyone() -> None:
    pos = Pos(["Forest", "Deadly Insect"], a_hand=["Giant Growth"])
    assert not offered(a.CastSpell(pos["Giant Growth"]), pos.legal())


# --- ward 702.21 -----------------------------------------------------------------------------

def test_ward_counters_unless_the_opponent_pays() -> None:
    pos = Pos(["Mountain"] * 4, ["Punk Frogs", "Grizzly Bears"], a_hand=["Shock"])
    pos.do(a.CastSpell(pos["Shock"]))
    pos.do(a.ChooseTarget(pos["Punk Frogs"]))
    pos.do(a.PayCost())
    assert len(pos.game.stack) == 2  # Shock and the ward trigger above it
    pos.do(a.PassPriority())
    pos.do(a.PassPriority())
    assert pos.game.pending.kind == "pay_or_counter" and pos.game.actor == 0
    pos.do(a.ChooseYesNo(True))
    assert sum(1 for oid in pos.game.battlefield if pos.game.objects[oid].tapped) == 4
    pos.do(a.PassPriority())
    pos.do(a.PassPriority())
    assert pos.game.objects[pos["Punk Frogs"]].damage == 2


def test_ward_counters_when_the_cost_is_not_paid() -> None:
    pos = Pos(["Mountain"], ["Tomakul Honor Guard"], a_hand=["Shock"])
    pos.do(a.CastSpell(pos["Shock"]))
    pos.do(a.ChooseTarget(pos["Tomakul Honor Guard"]))
    pos.do(a.PayCost())
    pos.do(a.PassPriority())
    pos.do(a.PassPriority())  # ward resolves: A can't pay {2}: Shock is countered
    assert not pos.game.stack
    assert "Shock (spell) is countered" in pos.log()
    assert pos.game.objects[pos["Tomakul Honor Guard"]].damage == 0
    assert [pos.game.name(o) for o in pos.game.players[0].graveyard] == ["Shock"]


def test_ward_doesnt_trigger_for_its_controller() -> None:
    pos = Pos(["Forest", "Tomakul Honor Guard", "Grizzly Bears"], a_hand=["Giant Growth"])
    pos.do(a.CastSpell(pos["Giant Growth"]))
    pos.do(a.ChooseTarget(pos["Tomakul Honor Guard"]))
    pos.do(a.PayCost())
    assert len(pos.game.stack) == 1


def test_ward_pay_life() -> None:
    guard = custom("Life Warded", "Ward—Pay 3 life.", power=1, toughness=5)
    pos = Pos(["Mountain"], [guard], a_hand=["Shock"])
    pos.do(a.CastSpell(pos["Shock"]))
    pos.do(a.ChooseTarget(pos["Life Warded"]))
    pos.do(a.PayCost())
    pos.do(a.PassPriority())
    pos.do(a.PassPriority())
    assert pos.game.pending.kind == "pay_or_counter"
    # the decision in the middle of resolving ward's ability survives a copy and a JSON round trip
    text = pos.game.to_json()
    loaded = mtgrules.Game.from_json(text)
    assert loaded.to_json() == text and pos.game.copy().to_json() == text
    for game in (pos.game, loaded):
        apply_built(game, a.ChooseYesNo(True))
        assert game.players[0].life == 17 and len(game.stack) == 1


# --- protection 702.16 -----------------------------------------------------------------------

def test_protection_from_white_cant_be_blocked_by_white_creatures() -> None:
    pos = Pos(["Black Knight"], ["Savannah Lions", "Grizzly Bears"])
    pos.attack("Black Knight")
    err = block_error(pos, "Savannah Lions", "Black Knight")
    assert err.rule == "702.16f"
    assert can_block(pos, "Grizzly Bears", "Black Knight")


def test_protection_prevents_damage_from_that_color() -> None:
    pos = Pos(["Savannah Lions"], [custom("Pro White Bear", "Protection from white")])
    pos.attack("Savannah Lions")
    pos.block({"Pro White Bear": "Savannah Lions"})
    to_end_of_combat(pos)
    assert pos.game.objects[pos["Pro White Bear"]].damage == 0
    assert not pos.on_battlefield("Savannah Lions")
    assert "702.16e" in pos.log()


def test_protection_from_a_color_cant_be_targeted() -> None:
    pos = Pos(["Mountain"], ["Black Knight", "Grizzly Bears"], a_hand=["Shock"])
    pos2 = Pos(["Mountain"], [custom("Red Knight", "Protection from red")], a_hand=["Shock"])
    pos2.do(a.CastSpell(pos2["Shock"]))
    assert a.ChooseTarget(pos2["Red Knight"]) not in pos2.legal()
    with pytest.raises(IllegalAction) as err:
        pos2.do(a.ChooseTarget(pos2["Red Knight"]))
    assert err.value.rule == "702.16b"
    pos.do(a.CastSpell(pos["Shock"]))
    assert offered(a.ChooseTarget(pos["Black Knight"]), pos.legal())


def test_protection_from_creatures_prevents_combat_damage() -> None:
    pos = Pos(["Craw Wurm"], ["Beloved Chaplain"])
    pos.attack("Craw Wurm")
    pos.block({"Beloved Chaplain": "Craw Wurm"})
    to_end_of_combat(pos)
    assert pos.on_battlefield("Beloved Chaplain")


def test_protection_stops_auras_and_equipment_702_16c_d() -> None:
    from mtgrules.engine import hooks
    aura = custom("White Aura", "", cost="{W}", type_line="Enchantment — Aura", power=None)
    equipment = custom("White Sword", "", cost="{W}", type_line="Artifact — Equipment", power=None)
    pos = Pos([equipment], ["Black Knight", "Grizzly Bears"])
    g = pos.game
    in_hand = g.make_card(aura, 0, Zone.HAND)
    assert hooks.can_be_attached(g, in_hand, pos["Black Knight"])[0] == "702.16c"
    assert hooks.can_be_attached(g, pos["White Sword"], pos["Black Knight"])[0] == "702.16d"
    assert hooks.can_be_attached(g, in_hand, pos["Grizzly Bears"]) is None
    pos.ids["White Aura"] = g.make_permanent(aura, 0, 0)
    g.objects[pos["White Aura"]].attached_to = pos["Black Knight"]
    g.objects[pos["White Sword"]].attached_to = pos["Black Knight"]
    pos.pass_until(Step.BEGINNING_OF_COMBAT)
    assert not pos.on_battlefield("White Aura")
    assert pos.on_battlefield("White Sword") and g.objects[pos["White Sword"]].attached_to is None


# --- evasion: intimidate 702.13, fear 702.36, shadow 702.28, landwalk 702.14, skulk 702.118 ---

def test_intimidate() -> None:
    pos = Pos(["Highborn Ghoul"], ["Grizzly Bears", "Typhoid Rats", "Ornithopter"])
    pos.attack("Highborn Ghoul")
    assert block_error(pos, "Grizzly Bears", "Highborn Ghoul").rule == "702.13b"
    assert can_block(pos, "Typhoid Rats", "Highborn Ghoul")   # shares black
    assert can_block(pos, "Ornithopter", "Highborn Ghoul")    # artifact creature


def test_fear() -> None:
    pos = Pos(["Dross Prowler"], ["Grizzly Bears", "Typhoid Rats", "Ornithopter"])
    pos.attack("Dross Prowler")
    assert block_error(pos, "Grizzly Bears", "Dross Prowler").rule == "702.36b"
    assert can_block(pos, "Typhoid Rats", "Dross Prowler")
    assert can_block(pos, "Ornithopter", "Dross Prowler")


def test_shadow_both_ways() -> None:
    pos = Pos(["Soltari Foot Soldier", "Grizzly Bears"], ["Grizzly Bears", "Soltari Foot Soldier"])
    pos.attack("Soltari Foot Soldier", "Grizzly Bears")
    assert block_error(pos, "Grizzly Bears#2", "Soltari Foot Soldier").rule == "702.28b"
    assert block_error(pos, "Soltari Foot Soldier#2", "Grizzly Bears").rule == "702.28b"
    assert can_block(pos, "Soltari Foot Soldier#2", "Soltari Foot Soldier")


def test_swampwalk_only_against_a_swamp() -> None:
    pos = Pos(["Anaconda", "Llanowar Elves"], ["Grizzly Bears", "Swamp"])
    pos.attack("Anaconda", "Llanowar Elves")
    err = block_error(pos, "Grizzly Bears", "Anaconda")
    assert err.rule == "702.14c" and "Swamp" in str(err)
    pos = Pos(["Anaconda"], ["Grizzly Bears", "Forest"])
    pos.attack("Anaconda")
    assert can_block(pos, "Grizzly Bears", "Anaconda")


def test_nonbasic_landwalk() -> None:
    walker = custom("Nonbasic Walker", "Nonbasic landwalk")
    pos = Pos([walker], ["Grizzly Bears", "Forest"])
    pos.attack("Nonbasic Walker")
    assert can_block(pos, "Grizzly Bears", "Nonbasic Walker")


def test_skulk() -> None:
    pos = Pos(["Furtive Homunculus"], ["Craw Wurm", "Grizzly Bears"])
    pos.attack("Furtive Homunculus")
    assert block_error(pos, "Craw Wurm", "Furtive Homunculus").rule == "702.118b"
    assert can_block(pos, "Grizzly Bears", "Furtive Homunculus")  # equal power may block


# --- triggered keywords: flanking 702.25, bushido 702.45, prowess 702.108 ----------------------

def test_flanking_shrinks_a_blocker_without_flanking() -> None:
    pos = Pos(["Benalish Cavalry"], ["Llanowar Elves", "Grizzly Bears"])
    pos.attack("Benalish Cavalry")
    pos.block({"Llanowar Elves": "Benalish Cavalry", "Grizzly Bears": "Benalish Cavalry"})
    pos.pass_until(Step.DECLARE_BLOCKERS)
    assert len(pos.game.stack) == 2
    pos.do(a.PassPriority())
    pos.do(a.PassPriority())
    pos.do(a.PassPriority())
    pos.do(a.PassPriority())
    assert not pos.on_battlefield("Llanowar Elves")   # 1/1 -> 0/0
    assert pos.chars("Grizzly Bears").power == 1


def test_flanking_doesnt_trigger_for_a_flanking_blocker() -> None:
    pos = Pos(["Benalish Cavalry"], ["Benalish Cavalry"])
    pos.attack("Benalish Cavalry")
    pos.block({"Benalish Cavalry#2": "Benalish Cavalry"})
    pos.pass_until(Step.DECLARE_BLOCKERS)
    assert not pos.game.stack


def test_bushido_on_blocking_and_becoming_blocked() -> None:
    pos = Pos(["Devoted Retainer"], ["Devoted Retainer"])
    pos.attack("Devoted Retainer")
    pos.block({"Devoted Retainer#2": "Devoted Retainer"})
    pos.pass_until(Step.DECLARE_BLOCKERS)
    assert len(pos.game.stack) == 2
    for _ in range(4):
        pos.do(a.PassPriority())
    assert pos.chars("Devoted Retainer").power == 2 and pos.chars("Devoted Retainer#2").toughness == 2


def test_prowess_triggers_on_noncreature_spells_only() -> None:
    pos = Pos(["Monastery Swiftspear", "Forest", "Forest", "Forest"],
              a_hand=["Giant Growth", "Grizzly Bears"])
    pos.do(a.CastSpell(pos["Grizzly Bears"]))
    pos.do(a.PayCost())
    assert len(pos.game.stack) == 1
    pos.do(a.PassPriority())
    pos.do(a.PassPriority())
    pos.do(a.CastSpell(pos["Giant Growth"]))
    pos.do(a.ChooseTarget(pos["Monastery Swiftspear"]))
    pos.do(a.PayCost())
    assert len(pos.game.stack) == 2
    for _ in range(4):
        pos.do(a.PassPriority())
    assert pos.chars("Monastery Swiftspear").power == 1 + 1 + 3


# --- flash 702.8 -----------------------------------------------------------------------------

def test_flash_casts_at_instant_speed() -> None:
    pos = Pos(["Island", "Island", "Island", "Island"], b_hand=[], a_hand=["Spectral Sailor", "Grizzly Bears"])
    pos.pass_until(Step.BEGINNING_OF_COMBAT)
    legal = pos.legal()
    assert offered(a.CastSpell(pos["Spectral Sailor"]), legal)
    assert not offered(a.CastSpell(pos["Grizzly Bears"]), legal)


def test_a_misspelt_extension_point_is_an_error():
    """Extension points are methods of the Keyword base class: a keyword defining a public
    method that isn't one fails as its class is created, instead of silently doing nothing."""
    import pytest
    from mtgrules.engine.keyword_rules import Keyword, implementing

    with pytest.raises(TypeError, match="evasoin"):
        class Misspelt(Keyword):  # noqa: F841
            def evasoin(self, game, attacker, blocker, inst):
                return None
    with pytest.raises(KeyError):
        implementing("evasoin")
    assert "flying" in implementing("evasion")
    assert "flying" not in implementing("targeting")
