"""Face-down spells and permanents (rule 708): morph (702.37), megamorph (702.37b) and disguise
(702.168): what is offered and refused, what every player may know, copies and saves."""
from __future__ import annotations

import pytest
from positions import Pos

from mtgrules.engine import actions as a
from mtgrules.engine.objects import Zone
from mtgrules.engine.steps import Step
from mtgrules.errors import IllegalAction

LANDS = ["Mountain"] * 8 + ["Plains"] * 2


def _face_down(pos: Pos, name: str, way: str = "morph") -> int:
    """Cast ``name`` face down and let it resolve; the id of the face-down permanent."""
    pos.do(a.CastSpell(pos[name], name, way))
    pos.do(a.PayCost())
    pos.resolve()
    return pos.game.battlefield[-1]


def test_cast_face_down_is_offered_only_for_cards_with_morph_or_disguise():
    pos = Pos(LANDS, a_hand=["Ainok Tracker", "Grizzly Bears"])
    legal = pos.legal()
    assert a.CastSpell(pos["Ainok Tracker"], "Ainok Tracker", "morph") in legal  # 702.37a
    assert not any(x.alternative == "morph" for x in legal
                   if type(x) is a.CastSpell and x.card == pos["Grizzly Bears"])
    with pytest.raises(IllegalAction, match=r"^702\.37d"):
        pos.do(a.CastSpell(pos["Grizzly Bears"], "Grizzly Bears", "morph"))


def test_face_down_spell_needs_sorcery_timing_and_three_mana():
    pos = Pos(["Mountain", "Mountain"], a_hand=["Ainok Tracker"])
    assert not any(type(x) is a.CastSpell for x in pos.legal())  # {3} can't be paid
    with pytest.raises(IllegalAction, match=r"^601\.2h"):
        pos.do(a.CastSpell(pos["Ainok Tracker"], "Ainok Tracker", "morph"))


def test_face_down_permanent_is_a_nameless_colorless_2_2_and_hidden_from_the_log():
    pos = Pos(LANDS, a_hand=["Ainok Tracker"])
    oid = _face_down(pos, "Ainok Tracker")
    g = pos.game
    c = g.chars(oid)
    assert (c.name, c.power, c.toughness, c.types, c.subtypes, c.colors, c.keywords, c.mana_value) == \
        ("", 2, 2, frozenset({"Creature"}), (), frozenset(), (), 0)  # 708.2a
    assert "Ainok" not in pos.log()  # 708.5: only its controller may look at it
    assert g.name(oid) == f"face-down creature #{oid}"
    # rule 116.2b, 702.37e: turning it face up is offered as a special action, once it can be paid
    assert a.TurnFaceUp(oid, "Ainok Tracker", "morph") in pos.legal()
    assert not any(type(x) is a.TurnFaceUp and x.by == "mana cost" for x in pos.legal())  # 701.40b


def test_the_opponents_observation_shows_a_face_down_2_2_only():
    pytest.importorskip("numpy")
    from inline_cards import card

    from mtgrules.env import encode
    pos = Pos(LANDS, a_hand=["Ainok Tracker"])
    oid = _face_down(pos, "Ainok Tracker")
    g = pos.game
    other = g.copy()  # the same position with another card face down: the opponent can't tell
    other.objects[oid].card = other.objects[oid].whole_card = card("Hill Giant")
    other.changed()
    assert (encode(g, 1)["observation"] == encode(other, 1)["observation"]).all()


def test_turn_face_up_is_refused_with_the_rule_when_not_allowed():
    pos = Pos(LANDS[:3], a_hand=["Ainok Tracker"])
    oid = _face_down(pos, "Ainok Tracker")
    with pytest.raises(IllegalAction, match=r"^601\.2h"):  # {4}{R} can't be paid: all tapped
        pos.do(a.TurnFaceUp(oid, "Ainok Tracker"))
    with pytest.raises(IllegalAction, match=r"^708\.7"):
        pos.do(a.TurnFaceUp(pos["Mountain"], "Mountain"))
    with pytest.raises(IllegalAction, match=r"^701\.40b"):  # cast face down, not manifested
        pos.do(a.TurnFaceUp(oid, "Ainok Tracker", "mana cost"))


def test_megamorph_puts_a_counter_as_it_is_turned_face_up():
    pos = Pos(LANDS, a_hand=["Hidden Dragonslayer"])
    oid = _face_down(pos, "Hidden Dragonslayer")
    pos.do(a.TurnFaceUp(oid, "Hidden Dragonslayer", "megamorph"))
    g = pos.game
    assert g.objects[oid].counters == {"+1/+1": 1}  # 702.37b
    assert (g.chars(oid).power, g.chars(oid).toughness) == (3, 2)
    assert "702.37b" in pos.log()


def test_face_down_permanent_is_revealed_as_it_leaves_the_battlefield():
    pos = Pos(LANDS, a_hand=["Ainok Tracker"])
    oid = _face_down(pos, "Ainok Tracker")
    g = pos.game
    g.move(oid, Zone.GRAVEYARD)
    assert f"708.9: face-down creature #{oid} leaves the battlefield and is revealed: it is Ainok Tracker" \
        in pos.log()
    assert [g.objects[o].card.name for o in g.players[0].graveyard] == ["Ainok Tracker"]


def test_face_down_state_survives_copy_and_json():
    from mtgrules.engine.game import Game
    pos = Pos(LANDS, a_hand=["Ainok Tracker", "Hidden Dragonslayer"])
    _face_down(pos, "Ainok Tracker")
    g = pos.game
    pos.do(a.CastSpell(pos["Hidden Dragonslayer"], "Hidden Dragonslayer", "morph"))
    pos.do(a.PayCost())
    for other in (g.copy(), Game.from_json(g.to_json())):
        assert other.to_json() == g.to_json()
        spell = other.objects[other.stack[-1]]
        assert spell.card.name == "" and spell.face_down_card.name == "Hidden Dragonslayer"
        assert other.legal_actions() == g.legal_actions()


def test_disguise_face_down_has_ward_2():
    pos = Pos(LANDS, a_hand=["Basilica Stalker"])
    oid = _face_down(pos, "Basilica Stalker", "disguise")
    c = pos.game.chars(oid)
    assert [str(k) for k in c.keywords] == ["Ward {2}"]  # 702.168a
    assert (c.name, c.power, c.toughness) == ("", 2, 2)


def test_cloaked_card_is_a_warded_2_2_and_a_creature_card_turns_up_for_its_mana_cost():
    from inline_cards import custom
    custom("Cloaking Test", "When this creature enters, cloak the top card of your library.")
    pos = Pos(LANDS, a_hand=["Cloaking Test"])
    g = pos.game
    library = g.players[0].library
    g.objects[library[0]].card = card_named("Hill Giant")  # the top card: a creature card
    pos.cast("Cloaking Test")
    pos.resolve()  # the spell, then its enters trigger
    pos.resolve()
    cloaked = next(o for o in g.battlefield if g.objects[o].face_down)
    c = g.chars(cloaked)
    assert [str(k) for k in c.keywords] == ["Ward {2}"] and (c.power, c.toughness) == (2, 2)  # 701.58a
    assert "701.58a: player A cloaks the top card of their library" in pos.log()
    assert "Hill Giant" not in pos.log()
    offered = [x for x in pos.legal() if type(x) is a.TurnFaceUp]
    assert offered == [a.TurnFaceUp(cloaked, "Hill Giant", "mana cost")]  # 701.58b
    pos.do(offered[0])
    assert (g.chars(cloaked).name, g.chars(cloaked).power) == ("Hill Giant", 3)


def test_face_down_attacker_stays_hidden_in_combat_and_is_revealed_at_the_end_of_the_game():
    pos = Pos(LANDS, a_hand=["Ainok Tracker"], turn=3)
    oid = _face_down(pos, "Ainok Tracker")
    g = pos.game
    g.objects[oid].control_turn = 0  # under its controller's control since the turn began
    pos.ids["Tracker"] = oid
    pos.attack("Tracker")
    pos.pass_until(Step.END)
    assert g.players[1].life == 18 and "Ainok" not in pos.log()
    g.end_game(0, "104.3a", "player B concedes")
    assert pos.log().splitlines()[-1] == \
        f"708.9: at the end of the game, face-down creature #{oid} is revealed: it is Ainok Tracker"


def card_named(name: str):
    from inline_cards import card
    return card(name)
