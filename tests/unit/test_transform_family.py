"""Transforming double-faced cards' own rules: the werewolves' "spells cast last turn"
(603.4 intervening "if"), the verb "transform" (701.27a)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.compiler import compile_face
from mtgrules.engine.conditions import holds_for
from mtgrules.engine.game import Game
from mtgrules.engine.turn import start_next_turn

_WEREWOLF = {"name": "Village Ironsmith", "manaCost": "{1}{R}", "type": "Creature \u2014 Human Werewolf",
             "types": ["Creature"], "subtypes": ["Human", "Werewolf"], "supertypes": [],
             "power": "1", "toughness": "1", "layout": "normal",
             "text": "At the beginning of each upkeep, if no spells were cast last turn, transform "
                     "this creature."}


def test_werewolf_trigger_has_an_intervening_if() -> None:
    """603.4: "At the beginning of each upkeep, if ..., transform this creature": the condition
    is the ability's, not part of its effect."""
    ability = compile_face(_WEREWOLF).abilities[0]
    assert ability.event == "step:upkeep:each"
    assert ability.condition == m.StateCondition("spells_last_turn", 0, None, True, False,
                                                 text="no spells were cast last turn")
    assert ability.mode.effects == (m.Transform(m.This()),)


def _last_turn(game: Game, spells: tuple[int, ...]) -> None:
    game.turn_state.spells_cast = spells
    start_next_turn(game)


def test_spells_cast_last_turn() -> None:
    """The previous turn's spells, per player, are remembered for one turn."""
    none = m.StateCondition("spells_last_turn", 0, at_most=True)
    two = m.StateCondition("player_spells_last_turn", 2)
    game = Game(seed=1)
    assert holds_for(game, 0, 0, none) and not holds_for(game, 0, 0, two)
    _last_turn(game, (1, 1))  # one spell each: neither holds
    assert not holds_for(game, 0, 0, none) and not holds_for(game, 0, 0, two)
    _last_turn(game, (0, 2))
    assert not holds_for(game, 0, 0, none) and holds_for(game, 0, 0, two)
    _last_turn(game, ())
    assert holds_for(game, 0, 0, none)
    game.turn_state.spells_last_turn = (0, 3)
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert other.turn_state.spells_last_turn == (0, 3)


def _ruffian(game: Game) -> int:
    import mtgrules  # noqa: F401  (the keywords register)
    from mtgrules.cards.database import default_database
    return game.make_permanent(default_database().get("Tavern Ruffian"), 0, 0)


def test_daybound_transforms_only_by_its_own_rules() -> None:
    """702.145b, 702.145e: an effect can't transform a daybound or nightbound permanent; it
    transforms as it becomes night (702.145c) and back as it becomes day (702.145f)."""
    from mtgrules.engine import day_night
    from mtgrules.engine.faces import transform
    game = Game(seed=1)
    oid = _ruffian(game)
    assert not transform(game, oid) and not game.objects[oid].transformed
    assert game.log[-1].rule == "702.145b"
    day_night.become(game, "night")
    assert game.objects[oid].transformed and game.chars(oid).name == "Tavern Smasher"
    assert not transform(game, oid) and game.log[-1].rule == "702.145e"
    day_night.become(game, "day")
    assert not game.objects[oid].transformed


def test_nightbound_entering_makes_it_night_only_without_daybound() -> None:
    """702.145d, 702.145g: with neither, a daybound permanent makes it day; a nightbound one
    makes it night only if no permanent has daybound."""
    from mtgrules.engine import hooks
    from mtgrules.engine.faces import set_face
    game = Game(seed=1)
    wolf = _ruffian(game)
    set_face(game.objects[wolf], True)
    game.changed()
    hooks.day_night_check(game)
    assert game.day_night == "night"
    game = Game(seed=1)
    wolf, other = _ruffian(game), _ruffian(game)
    set_face(game.objects[wolf], True)
    game.changed()
    hooks.day_night_check(game, (wolf,))
    assert game.day_night is None  # a daybound permanent is on the battlefield
    hooks.day_night_check(game, (other,))
    assert game.day_night == "day" and not game.objects[wolf].transformed  # 702.145f


def _beggar():
    """Beloved Beggar // Generous Soul with its back face's color (white), which the bundled
    corpus lacks."""
    import copy
    from mtgrules.cards.compiler import compile_card
    from mtgrules.cards.database import default_database
    raw = copy.deepcopy(default_database().raw("Beloved Beggar"))
    raw["faces"][1]["colors"] = ["W"]
    card = compile_card(raw)
    assert card.unsupported is None, card.unsupported_reason
    return card


def test_disturb_is_offered_from_the_graveyard_and_carried_by_copies() -> None:
    """702.146a: legal_actions offers casting it transformed from the graveyard, not from the
    hand; the spell has its back face (712.8c), and copy() and to_json() keep the whole card."""
    from positions import Pos, apply_built, offered

    from mtgrules.engine import actions as a
    from mtgrules.engine.objects import Zone
    pos = Pos(["Plains"] * 6)
    g = pos.game
    beggar = _beggar()
    in_yard = g.make_card(beggar, 0, Zone.GRAVEYARD)
    in_hand = g.make_card(beggar, 0, Zone.HAND)
    legal = g.legal_actions()
    assert offered(a.CastSpell(in_yard, alternative="disturb"), legal)
    assert not offered(a.CastSpell(in_hand, alternative="disturb"), legal)
    assert not offered(a.CastSpell(in_yard), legal)
    apply_built(g, a.CastSpell(in_yard, alternative="disturb"))
    spell = g.objects[g.stack[-1]]
    assert spell.card.name == "Generous Soul" and spell.whole_card is beggar
    assert spell.card.mana_value == 2  # its front face's mana cost (712.8c, 202.3b)
    for other in (g.copy(), Game.from_json(g.to_json())):
        item = other.objects[other.stack[-1]]
        assert item.disturbed and item.card.name == "Generous Soul"
        assert item.whole_card.name == "Beloved Beggar" and len(item.whole_card.faces) == 2
