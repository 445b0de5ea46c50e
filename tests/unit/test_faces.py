"""Cards with several faces (rules 709, 712, 715): faces as data, characteristics per zone,
the face up on the battlefield, transforming (701.27), and day and night (730)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mtgrules.cards.database import CardDatabase, default_database
from mtgrules.engine import day_night
from mtgrules.engine.faces import transform, transforms_since
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone
from mtgrules.errors import ScenarioError
from mtgrules.scenario.loader import parse_scenario


def _face(name: str, type_: str, **fields: Any) -> dict[str, Any]:
    types = [t for t in ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Sorcery")
             if t in type_.split(" \u2014 ")[0].split()]
    subtypes = type_.split(" \u2014 ")[1].split() if " \u2014 " in type_ else []
    return dict(name=name, faceName=name, type=type_, types=types, subtypes=subtypes,
                supertypes=[], colorIdentity=[], **fields)


def _atomic(tmp_path: Path) -> CardDatabase:
    """Real cards as MTGJSON's AtomicCards gives them, every face with its data (the bundled
    corpus keeps only the front face of split, adventurer and modal double-faced cards)."""
    def card(full: str, layout: str, *faces: dict[str, Any]) -> list[dict[str, Any]]:
        return [dict(f, name=full, layout=layout, side="ab"[i]) for i, f in enumerate(faces)]

    data = {
        "Delver of Secrets // Insectile Aberration": card(
            "Delver of Secrets // Insectile Aberration", "transform",
            _face("Delver of Secrets", "Creature \u2014 Human Wizard", manaCost="{U}", power="1",
                  toughness="1", colors=["U"], text="At the beginning of your upkeep, look at the "
                  "top card of your library. You may reveal that card. If an instant or sorcery "
                  "card is revealed this way, transform this creature."),
            _face("Insectile Aberration", "Creature \u2014 Human Insect", power="3",
                  toughness="2", colors=["U"], colorIndicator=["U"], text="Flying")),
        "Kazandu Mammoth // Kazandu Valley": card(
            "Kazandu Mammoth // Kazandu Valley", "modal_dfc",
            _face("Kazandu Mammoth", "Creature \u2014 Elephant", manaCost="{1}{G}{G}",
                  power="3", toughness="3", colors=["G"], text="Landfall \u2014 Whenever a land "
                  "you control enters, this creature gets +2/+2 until end of turn."),
            _face("Kazandu Valley", "Land", colors=[],
                  text="Kazandu Valley enters tapped.\n{T}: Add {G}.")),
        "Augmenter Pugilist // Echoing Equation": card(
            "Augmenter Pugilist // Echoing Equation", "modal_dfc",
            _face("Augmenter Pugilist", "Creature \u2014 Troll Druid", manaCost="{1}{G}{G}",
                  power="3", toughness="3", colors=["G"], text="Trample\nAs long as you control "
                  "eight or more lands, this creature gets +5/+5."),
            _face("Echoing Equation", "Sorcery", manaCost="{3}{U}{U}", colors=["U"],
                  text="Choose target creature you control. Each other creature you control "
                  "becomes a copy of it until end of turn, except those creatures aren't "
                  "legendary if the chosen creature is legendary.")),
        "Fire // Ice": card(
            "Fire // Ice", "split",
            _face("Fire", "Instant", manaCost="{1}{R}", colors=["R"], text="Fire deals 2 damage "
                  "divided as you choose among one or two targets."),
            _face("Ice", "Instant", manaCost="{1}{U}", colors=["U"],
                  text="Tap target permanent.\nDraw a card.")),
        "Bonecrusher Giant // Stomp": card(
            "Bonecrusher Giant // Stomp", "adventure",
            _face("Bonecrusher Giant", "Creature \u2014 Giant", manaCost="{2}{R}", power="4",
                  toughness="3", colors=["R"], text="Whenever this creature becomes the target "
                  "of a spell, this creature deals 2 damage to that spell's controller."),
            _face("Stomp", "Instant \u2014 Adventure", manaCost="{1}{R}", colors=["R"],
                  text="Damage can't be prevented this turn. Stomp deals 2 damage to any target.")),
    }
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps({"meta": {}, "data": data}))
    return CardDatabase.from_atomic_cards(path)


@pytest.fixture
def atomic(tmp_path: Path) -> CardDatabase:
    return _atomic(tmp_path)


def test_each_face_name_finds_the_whole_card(atomic: CardDatabase) -> None:
    for name in ("Fire // Ice", "Fire", "Ice"):
        assert atomic.get(name) is atomic.get("fire // ice")
    assert atomic.get("Stomp") is atomic.get("Bonecrusher Giant")
    assert atomic.get("Kazandu Valley") is atomic.get("Kazandu Mammoth // Kazandu Valley")


def test_transforming_card_outside_the_battlefield_has_its_front_face(atomic: CardDatabase) -> None:
    """712.8a: the front face's characteristics; each face has its own (712.8)."""
    delver = atomic.get("Insectile Aberration")
    assert delver.layout == "transform"
    assert (delver.name, str(delver.mana_cost), delver.mana_value) == ("Delver of Secrets", "{U}", 1)
    assert (delver.power, delver.toughness, delver.colors) == (1, 1, frozenset("U"))
    assert "Human" in delver.subtypes and "Wizard" in delver.subtypes
    front, back = delver.faces
    assert front.name == "Delver of Secrets" and front.face_of == "Delver of Secrets"
    assert (back.name, back.mana_cost, back.power, back.toughness) == ("Insectile Aberration", None, 3, 2)
    assert back.colors == frozenset("U")  # its color indicator (204)
    assert [k.name for k in back.keywords] == ["flying"]
    assert back.mana_value == 1  # 202.3b, 712.8e: its front face's mana cost
    assert delver.face_up(False) is delver and delver.face_up(True) is back
    assert delver.can_transform
    # its front face's upkeep line is not understood: the card stays unsupported, naming it
    assert delver.unsupported is not None and delver.unsupported_reason.startswith("Delver of Secrets:")


def test_modal_double_faced_card(atomic: CardDatabase) -> None:
    """712.8a: front face outside the battlefield; a back face that's a land is played as a
    land (712.12), so the card is supported; a back face that's cast (712.11b) must have every
    line understood too."""
    mammoth = atomic.get("Kazandu Mammoth")
    assert (mammoth.name, mammoth.types, mammoth.mana_value) == ("Kazandu Mammoth", {"Creature"}, 3)
    valley = mammoth.faces[1]
    assert (valley.name, valley.types, valley.mana_value, valley.colors) == (
        "Kazandu Valley", {"Land"}, 0, frozenset())
    assert mammoth.unsupported is None
    pugilist = atomic.get("Echoing Equation")
    assert pugilist.name == "Augmenter Pugilist" and pugilist.faces[1].mana_value == 5
    assert pugilist.unsupported_reason.startswith("Echoing Equation:")  # its copy line


def test_split_card_has_both_halves_combined(atomic: CardDatabase) -> None:
    """709.4, 709.4b-c: two names, the combined mana cost (its symbols kept apart), colors and
    mana value from it, every type of either half; each half has its own characteristics."""
    card = atomic.get("Ice")
    assert card.name == "Fire // Ice" and card.layout == "split"
    assert str(card.mana_cost) == "{1}{R}{1}{U}" and card.mana_value == 4
    assert card.colors == frozenset("RU") and card.types == {"Instant"}
    fire, ice = card.faces
    assert (fire.name, fire.mana_value, fire.colors) == ("Fire", 2, frozenset("R"))
    assert (ice.name, ice.mana_value, ice.colors) == ("Ice", 2, frozenset("U"))
    assert card.unsupported is None  # each half is cast alone (709.3)


def test_adventurer_card_has_its_normal_characteristics(atomic: CardDatabase) -> None:
    """715.4: outside the stack, only the normal characteristics; 715.2: the Adventure's are
    alternative characteristics."""
    giant = atomic.get("Stomp")
    assert (giant.name, giant.power, giant.toughness, giant.mana_value) == ("Bonecrusher Giant", 4, 3, 3)
    assert giant.types == {"Creature"} and giant.layout == "adventure"
    stomp = giant.faces[1]
    assert (stomp.name, stomp.types, stomp.subtypes, stomp.mana_value) == (
        "Stomp", {"Instant"}, ("Adventure",), 2)
    assert giant.unsupported is None  # with both faces' data, both are understood


def test_bundled_cards_name_the_face_they_lack() -> None:
    """The bundled corpus has no second face for split, adventurer and modal double-faced cards
    and no color indicators: those cards are unsupported, naming the face."""
    db = default_database()
    valley = db.get("Kazandu Valley")
    assert valley.name == "Kazandu Mammoth" and len(valley.faces) == 1
    assert valley.unsupported == "Kazandu Valley"
    assert "Kazandu Valley is not in the card data" in valley.unsupported_reason
    captive = db.get("Ulvenwald Captive")
    assert captive.unsupported == "Ulvenwald Abomination"
    assert "color indicator" in captive.unsupported_reason
    assert captive.faces[1].power == 4 and captive.faces[1].mana_value == 2


def test_every_bundled_multi_face_card_is_one_card_with_its_faces() -> None:
    db = default_database()
    for name in ("Delver of Secrets", "Thraben Gargoyle", "Huntmaster of the Fells"):
        card = db.get(name)
        assert card.layout == "transform" and len(card.faces) == 2 and card.name == name
        assert db.get(card.faces[1].name) is card


def test_reversible_card_with_the_same_card_on_both_sides_is_that_card() -> None:
    db = default_database()
    birds, printed = db.get("Birds of Paradise // Birds of Paradise"), db.get("Birds of Paradise")
    assert birds.unsupported is None and birds.name == "Birds of Paradise"
    assert (birds.abilities, birds.keywords, birds.power, birds.colors) == \
        (printed.abilities, printed.keywords, printed.power, printed.colors)
    omen = db.get("Scavenger Regent // Exude Toxin // Scavenger Regent // Exude Toxin")
    assert omen.unsupported is not None  # two different cards on one side: not one card


# -- the battlefield --------------------------------------------------------------------------


def _delver_game() -> tuple[Game, int]:
    game = Game(seed=1)
    oid = game.make_permanent(default_database().get("Delver of Secrets"), 0, 0)
    return game, oid


def test_transform_turns_the_permanent_over_as_the_same_object() -> None:
    """701.27a, 712.8d-e, 712.18."""
    game, oid = _delver_game()
    assert game.chars(oid).name == "Delver of Secrets" and (game.chars(oid).power, game.chars(oid).toughness) == (1, 1)
    assert transform(game, oid)
    perm = game.objects[oid]
    assert perm.transformed and perm.card.name == "Insectile Aberration"
    c = game.chars(oid)
    assert (c.name, c.power, c.toughness, c.mana_value) == ("Insectile Aberration", 3, 2, 1)
    assert c.has("flying")
    assert "701.27a" in [e.rule for e in game.log]
    assert transform(game, oid) and not game.objects[oid].transformed
    assert game.chars(oid).name == "Delver of Secrets"


def test_only_double_faced_permanents_transform() -> None:
    """701.27c, 712.15a: nothing happens to another permanent or a face-down one."""
    game = Game(seed=1)
    bears = game.make_permanent(default_database().get("Grizzly Bears"), 0, 0)
    assert not transform(game, bears) and game.objects[bears].card.name == "Grizzly Bears"
    game, oid = _delver_game()
    game.objects[oid].face_down = True
    assert not transform(game, oid) and not game.objects[oid].transformed


def test_transformed_since_the_ability_was_put_on_the_stack() -> None:
    """701.27f: object ids only grow; a transformation after the stack object was made is later."""
    game, oid = _delver_game()
    item_id = game.new_id()
    assert not transforms_since(game.objects[oid], item_id)
    transform(game, oid)
    assert transforms_since(game.objects[oid], item_id)
    assert not transforms_since(game.objects[oid], game.new_id())


def test_transformed_permanent_survives_copy_and_json() -> None:
    game, oid = _delver_game()
    transform(game, oid)
    for other in (game.copy(), Game.from_json(game.to_json())):
        perm = other.objects[oid]
        assert perm.transformed and perm.card.name == "Insectile Aberration"
        assert perm.whole_card.name == "Delver of Secrets"
        assert perm.transformed_at == game.objects[oid].transformed_at
        assert (other.chars(oid).power, other.chars(oid).toughness) == (3, 2)
        assert other.to_json() == game.to_json()
    copy = game.copy()
    transform(copy, oid)
    assert game.objects[oid].transformed and not copy.objects[oid].transformed


def test_transformed_permanent_leaves_as_the_whole_card() -> None:
    """712.8a: in the graveyard it has its front face's characteristics."""
    game, oid = _delver_game()
    transform(game, oid)
    new = game.move(oid, Zone.GRAVEYARD)
    card = game.objects[new].card
    assert card.name == "Delver of Secrets" and len(card.faces) == 2


# -- day and night ----------------------------------------------------------------------------


@pytest.mark.parametrize(("before", "spells", "after"), [
    ("day", 0, "night"), ("day", 1, "day"), ("night", 1, "night"), ("night", 2, "day"),
    (None, 0, None), (None, 3, None)])
def test_untap_step_check(before: str | None, spells: int, after: str | None) -> None:
    """730.2a-c: day becomes night after a turn with no spell from its active player; night
    becomes day after two or more; with neither, no check."""
    game = Game(seed=1)
    game.day_night = before
    game.active_spells = spells
    day_night.untap_step_check(game)
    assert game.day_night == after and game.active_spells == 0


def test_no_check_without_a_previous_turn() -> None:
    game = Game(seed=1)
    game.day_night = "day"
    assert game.active_spells is None  # the first turn of a game has no previous turn
    day_night.untap_step_check(game)
    assert game.day_night == "day" and game.active_spells == 0


def test_day_night_survives_copy_and_json() -> None:
    game = Game(seed=1)
    day_night.become(game, "night")
    game.active_spells = 1
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert (other.day_night, other.active_spells) == ("night", 1)
    with pytest.raises(ValueError):
        day_night.become(game, "dusk")


# -- scenarios --------------------------------------------------------------------------------


def test_scenario_start_and_expect_day_night() -> None:
    s = parse_scenario("name: x\nstart: {day_night: night}\nexpect: {day_night: neither}\n")
    assert s.start.day_night == "night" and s.expect.day_night == "neither"
    with pytest.raises(ScenarioError, match="day_night"):
        parse_scenario("name: x\nstart: {day_night: neither}\nexpect: {}\n")


def test_scenario_names_a_card_by_its_full_or_front_face_name() -> None:
    for name in ("Delver of Secrets", "Delver of Secrets // Insectile Aberration"):
        with pytest.raises(ScenarioError, match="not supported|cannot"):
            parse_scenario(f"name: x\nstart: {{A: {{hand: ['{name}']}}}}\nexpect: {{}}\n")
    with pytest.raises(ScenarioError, match="other than its front face"):
        parse_scenario("name: x\nstart: {A: {hand: [Insectile Aberration]}}\nexpect: {}\n")


def test_scenario_transformed_needs_a_double_faced_card() -> None:
    from mtgrules.scenario.position import build_game
    s = parse_scenario("name: x\nstart: {A: {battlefield: [{card: Grizzly Bears, transformed: true}]}}\n"
                       "expect: {}\n")
    with pytest.raises(ScenarioError, match="712.9"):
        build_game(s)


def test_inline_card_with_faces_needs_its_layout() -> None:
    text = ("name: x\ncards:\n  - {name: 'A // B', type: Creature, faces: [{name: A, type: Creature}]}\n"
            "start: {}\nexpect: {}\n")
    with pytest.raises(ScenarioError, match="layout"):
        parse_scenario(text)
    with pytest.raises(ScenarioError, match=r"faces\[0\]"):
        parse_scenario(text.replace("type: Creature}]", "}]").replace("faces:", "layout: transform, faces:"))


def _mdfc_game() -> tuple[Game, int]:
    """Agadeem's Awakening // Agadeem, the Undercrypt on the battlefield, its land face up."""
    db = CardDatabase([{
        "name": "Agadeem's Awakening // Agadeem, the Undercrypt", "layout": "modal_dfc",
        "manaCost": "{X}{B}{B}{B}", "type": "Sorcery",
        "text": "Return from your graveyard to the battlefield any number of target creature "
                "cards that each have a different mana value X or less.",
        "faces": [
            {"name": "Agadeem's Awakening", "manaCost": "{X}{B}{B}{B}", "type": "Sorcery",
             "text": "Return from your graveyard to the battlefield any number of target creature "
                     "cards that each have a different mana value X or less."},
            {"name": "Agadeem, the Undercrypt", "type": "Land", "colors": [],
             "text": "As Agadeem, the Undercrypt enters, you may pay 3 life. If you don't, it "
                     "enters tapped.\n{T}: Add {B}."}]}])
    card = db.get("Agadeem, the Undercrypt")
    game = Game(seed=1)
    oid = game.make_permanent(card, 0, 0)
    from mtgrules.engine.faces import set_face
    set_face(game.objects[oid], True)
    return game, oid


def test_nothing_happens_when_the_other_face_is_an_instant_or_sorcery() -> None:
    """701.27d, 712.10."""
    game, oid = _mdfc_game()
    assert game.chars(oid).name == "Agadeem, the Undercrypt" and game.chars(oid).types == {"Land"}
    assert not transform(game, oid)
    assert game.objects[oid].transformed and "701.27d" in [e.rule for e in game.log]


def test_meld_cards_cannot_transform() -> None:
    """712.4c."""
    card = default_database().get("Phyrexian Dragon Engine")
    assert card.layout == "meld" and not card.can_transform


def _main_phase(path: str) -> Game:
    from mtgrules.scenario.loader import load_scenario
    from mtgrules.scenario.position import build_game
    game, _ = build_game(load_scenario(path))
    game.run()
    return game


def test_land_face_of_a_modal_double_faced_card_is_offered_and_played() -> None:
    """712.12: the player chooses a face that's a land; it enters with that face up."""
    from mtgrules import IllegalAction
    from mtgrules.engine.actions import PlayLand
    game = _main_phase("tests/scenarios/faces/play_land_back_face.scenario.yaml")
    hand = game.players[0].hand
    mdfc = next(o for o in hand if game.objects[o].card.name == "Kazandu Mammoth")
    forest = next(o for o in hand if o != mdfc)
    lands = [a for a in game.legal_actions() if type(a) is PlayLand]
    assert [(x.card, x.face) for x in lands] == [(mdfc, 1), (forest, 0)]
    assert "Kazandu Valley" in str(lands[0])
    before = game.to_json()
    for wrong in (PlayLand(mdfc), PlayLand(forest, face=1), PlayLand(mdfc, face=2)):
        with pytest.raises(IllegalAction):
            game.apply(wrong)
        assert game.to_json() == before
    game.apply(lands[0])
    valley = game.battlefield[-1]
    perm = game.objects[valley]
    assert perm.transformed and perm.card.name == "Kazandu Valley" and perm.tapped
    assert perm.whole_card.name == "Kazandu Mammoth"
