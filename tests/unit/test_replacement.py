"""The replacement pipeline (rules 614-616): the templates it reads, the 616.1 choice as data
(copied and saved mid-choice), 614.5 (an effect applies once to an event), 616.1a (a
self-replacement effect first, without a choice), and what the decision allows."""
from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

import mtgrules  # noqa: F401
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.cards.database import default_database
from mtgrules.engine import replacement
from mtgrules.engine.actions import ChooseReplacement, PassPriority
from mtgrules.engine.damage import deal_damage, source_info
from mtgrules.engine.game import Game
from mtgrules.engine.game_events import DamageEvent
from mtgrules.engine.objects import Zone
from mtgrules.errors import IllegalAction
from mtgrules.scenario.loader import parse_scenario
from mtgrules.scenario.position import build_game
from mtgrules.scenario.runner import run_file

DB = default_database()


def _static(name: str):
    (ability,) = [a for a in DB.get(name).abilities if type(a) is m.StaticAbility]
    return ability.effect


def test_templates() -> None:
    shadow = _static("Misery's Shadow")
    assert shadow.dies and shadow.to == "exile" and shadow.what.controller == "opponent"
    assert shadow.what.types == frozenset({"Creature"})
    zombie = _static("Gravebane Zombie")
    assert zombie.what is None and zombie.dies and zombie.to == "library top"
    militant = _static("Dryad Militant")
    assert not militant.dies and militant.what.types == frozenset({"Instant", "Sorcery"})
    assert not militant.tokens and militant.graveyard_of is None
    assert _static("Yawgmoth's Bargain") == m.SkipStep("draw", "skip your draw step")
    assert DB.get("Fatigue").spell.modes[0].effects == (m.SkipNextStep(m.TargetRef(0), "draw"),)
    assert m.KeywordInstance("dredge", "3") in DB.get("Greater Mossdog").keywords
    c = compile_card({"name": "T", "manaCost": "{1}", "type": "Enchantment",
                      "text": "If a card would be put into an opponent's graveyard from anywhere, "
                              "exile it instead."})
    (ability,) = c.abilities
    assert ability.effect.graveyard_of == "opponent" and ability.effect.what.types == frozenset()
    c = compile_card({"name": "T", "manaCost": "{1}", "type": "Enchantment",
                      "text": "If a card would be put into a graveyard from anywhere, shuffle it "
                              "into its owner's library instead."})
    assert c.unsupported


POSITION = """
name: t
start:
  turn: 3
  step: precombat_main
  A:
    battlefield: [Mountain, Misery's Shadow]
    hand: [Lightning Bolt]
  B:
    battlefield: [Gravebane Zombie]
    library: [Forest]
expect: {}
"""


def _at_choice() -> Game:
    """Lightning Bolt has killed Gravebane Zombie: player B must choose (616.1)."""
    game, _ = build_game(parse_scenario(POSITION))
    bolt = game.players[0].hand[0]
    zombie = next(o for o in game.battlefield if game.objects[o].card.name == "Gravebane Zombie")
    src = source_info(game, bolt)
    deal_damage(game, src, zombie, 3)
    from mtgrules.engine import sba
    sba.check(game)
    return game


def test_choice_is_data_asked_of_the_affected_controller() -> None:
    game = _at_choice()
    assert game.pending.kind == "replacement" and game.actor == 1
    legal = game.legal_actions()
    assert sorted(a.name for a in legal) == ["Gravebane Zombie", "Misery's Shadow"]
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply(PassPriority())
    assert game.to_json() == before
    saved = Game.from_json(before)
    copy = game.copy()
    assert saved.legal_actions() == legal and copy.legal_actions() == legal
    exile = next(a for a in legal if a.name == "Misery's Shadow")
    library = next(a for a in legal if a.name == "Gravebane Zombie")
    game.apply(exile)
    saved.apply(exile)
    copy.apply(library)
    for g in (game, saved):
        assert [g.objects[o].card.name for o in g.players[1].exile] == ["Gravebane Zombie"]
        assert g.replacing is None
    assert [copy.objects[o].card.name for o in copy.players[1].library] == ["Gravebane Zombie", "Forest"]
    assert game.to_json() == saved.to_json()


def test_self_replacement_is_not_a_choice() -> None:
    """616.1a: Memory Lapse's own effect is applied first, with Dryad Militant's applicable too:
    nobody is asked."""
    result = run_file("tests/scenarios/replacement/self_replacement_first.scenario.yaml")
    assert result.passed
    assert not any("616.1:" in line for line in result.log)


@dataclass(frozen=True, slots=True)
class _Doubler:
    """The example of rule 614.5: "If a creature you control would deal damage to a permanent
    or player, it deals double that damage to that permanent or player instead.\""""

    id: int
    source: int
    source_name: str
    this_turn: bool = True


@replacement.applier(_Doubler, DamageEvent)
def _double(game, effect, e, holder):
    return replace(e, amount=e.amount * 2)


def test_each_effect_applies_once() -> None:
    """614.5: two doubling effects make 2 damage 8, not 4 and not an endless loop."""
    game, _ = build_game(parse_scenario(POSITION))
    bolt = game.players[0].hand[0]
    replacement.add_effect(game, _Doubler(1, 0, "first"))
    replacement.add_effect(game, _Doubler(2, 0, "second"))
    assert deal_damage(game, source_info(game, bolt), -2, 2) == 8
    assert game.players[1].life == 12
    replacement.end_of_turn(game)
    assert game.replacement_effects == ()


def test_no_effect_no_pipeline_state() -> None:
    game, _ = build_game(parse_scenario(POSITION))
    assert game.replacement_effects == () and game.replacing is None
    assert ChooseReplacement(None) != ChooseReplacement(None, 5, "x")


def test_from_anywhere_works_from_any_zone() -> None:
    """113.6b: "If this card would be put into a graveyard from anywhere, exile it instead"
    works in the hand too: discarded, the card is exiled."""
    card = compile_card({"name": "Drifting Test", "manaCost": "{1}{U}", "type": "Creature — Spirit",
                         "text": "If Drifting Test would be put into a graveyard from anywhere, "
                                 "exile it instead.", "power": "1", "toughness": "1"})
    assert card.unsupported is None
    game, _ = build_game(parse_scenario(POSITION))
    oid = game.make_card(card, 0, Zone.HAND)
    from mtgrules.engine.effects import discard
    discard(game, 0, oid)
    assert [game.objects[o].card.name for o in game.players[0].exile] == ["Drifting Test"]
    assert game.players[0].graveyard == []


CLONE_POSITION = """
name: t
start:
  turn: 3
  step: precombat_main
  A:
    battlefield: [Island]
    graveyard: [Clone]
  B:
    battlefield: [Craw Wurm, Grizzly Bears]
expect: {}
"""


def _names(game, actions) -> list[str]:
    return sorted(game.name(a.object) for a in actions)


def test_enter_as_a_copy_is_asked_however_it_enters() -> None:
    """614.1c, 707.2, 616.1c: Clone put onto the battlefield by an effect (not cast) is offered
    its copy effect ("you may"), then which creature — not itself — through legal_actions();
    the game copies and saves at either choice; the copy takes the chosen creature's values."""
    game, _ = build_game(parse_scenario(CLONE_POSITION))
    (clone,) = game.players[0].graveyard
    game.move(clone, Zone.BATTLEFIELD)
    assert game.pending.kind == "replacement" and game.actor == 0
    legal = game.legal_actions()
    assert [a.name for a in legal] == ["Clone", "none"] and legal[1].key is None
    game.apply(legal[0])
    assert game.pending.kind == "replacement_option" and game.actor == 0
    legal = game.legal_actions()
    assert _names(game, legal) == ["Craw Wurm", "Grizzly Bears"]
    saved, copy = Game.from_json(game.to_json()), game.copy()
    assert saved.legal_actions() == legal and copy.legal_actions() == legal
    wurm = next(a for a in legal if game.name(a.object) == "Craw Wurm")
    bears = next(a for a in legal if game.name(a.object) == "Grizzly Bears")
    game.apply(wurm)
    saved.apply(wurm)
    copy.apply(bears)
    (new,) = [o for o in game.battlefield if game.objects[o].card.name == "Clone"]
    assert game.chars(new).name == "Craw Wurm" and game.chars(new).power == 6
    assert copy.chars(new).name == "Grizzly Bears"
    assert game.replacing is None and game.to_json() == saved.to_json()


def test_nothing_to_copy_asks_nothing() -> None:
    """707.2: with no other creature on the battlefield the copy effect can't apply: no choice is
    offered and Clone is the 0/0 it is (704.5f then puts it into the graveyard)."""
    game, _ = build_game(parse_scenario(CLONE_POSITION.replace("[Craw Wurm, Grizzly Bears]", "[Forest]")))
    (clone,) = game.players[0].graveyard
    pending = game.pending
    new = game.move(clone, Zone.BATTLEFIELD)
    assert game.replacing is None and game.pending == pending
    assert game.chars(new).name == "Clone" and game.chars(new).toughness == 0


APNAP_POSITION = """
name: t
start:
  turn: TURN
  step: precombat_main
  A:
    battlefield: [Gravebane Zombie, Rest in Peace]
  B:
    battlefield: [Gravebane Zombie]
expect: {}
"""


@pytest.mark.parametrize("turn, first", [(4, 1), (3, 0)])
def test_simultaneous_choices_in_apnap_order(turn: int, first: int) -> None:
    """101.4, 616.1: both zombies are destroyed at once (player A's event first); each
    controller chooses between Rest in Peace and the zombie's own effect, the active player
    first whatever the order of the events, then the other; the choice is data throughout."""
    from mtgrules.engine.effects import destroy
    game, _ = build_game(parse_scenario(APNAP_POSITION.replace("TURN", str(turn))))
    zombies = {game.objects[o].controller: o for o in game.battlefield
               if game.objects[o].card.name == "Gravebane Zombie"}
    assert game.active == first
    destroy(game, zombies[0], "701.8")
    destroy(game, zombies[1], "701.8")
    asked = []
    while game.replacing is not None:
        assert game.pending.kind == "replacement"
        asked.append(game.actor)
        saved = Game.from_json(game.to_json())
        assert saved.actor == game.actor and saved.legal_actions() == game.legal_actions()
        game.apply(next(a for a in game.legal_actions() if a.name == "Rest in Peace"))
    assert asked == [first, 1 - first]
    assert [game.objects[o].card.name for p in game.players for o in p.exile] == ["Gravebane Zombie"] * 2


def test_simultaneous_choices_of_three_players_in_apnap_order() -> None:
    """101.4 with three players: player C is active; the zombies of A, B and C are destroyed at
    once in that order, and their controllers choose C first, then A, then B (turn order from
    the active player); the decision asked before (C's mulligan) waits until they are done."""
    from mtgrules.engine.effects import destroy
    game = mtgrules.new_game([["Forest"] * 20] * 3, starting_player=2)
    mulligan = game.pending
    assert game.active == 2 and mulligan.player == 2
    game.make_permanent(DB.get("Rest in Peace"), 0, 0)
    zombies = [game.make_permanent(DB.get("Gravebane Zombie"), seat, seat) for seat in range(3)]
    for oid in zombies:
        destroy(game, oid, "701.8")
    asked = []
    while game.replacing is not None:
        asked.append(game.actor)
        game.apply(next(a for a in game.legal_actions() if a.name == "Gravebane Zombie"))
    assert asked == [2, 0, 1]
    assert [game.objects[p.library[0]].card.name for p in game.players] == ["Gravebane Zombie"] * 3
    assert game.pending == mulligan


def test_control_on_entering_is_saved_and_ends_in_cleanup() -> None:
    """614.1, 616.1b: Gather Specimens' effect is data in game.replacement_effects: a saved game
    keeps it, a creature entering under the opponent's control enters under its controller's
    instead, one entering under their own control is untouched, and it ends in the cleanup step
    (514.2)."""
    from mtgrules.engine.effectlib.control import ControlOnEntering
    game, _ = build_game(parse_scenario(POSITION))
    effect = ControlOnEntering(replacement.new_effect_id(game), 0, "Gather Specimens", 0,
                               m.Filter(types=frozenset({"Creature"})))
    replacement.add_effect(game, effect)
    game = Game.from_json(game.to_json())
    assert game.replacement_effects == (effect,)
    theirs = game.make_card(DB.get("Grizzly Bears"), 1, Zone.HAND)
    mine = game.make_card(DB.get("Grizzly Bears"), 0, Zone.HAND)
    new_theirs = game.move(theirs, Zone.BATTLEFIELD)
    new_mine = game.move(mine, Zone.BATTLEFIELD)
    assert game.controller(new_theirs) == 0 and game.objects[new_theirs].owner == 1
    assert game.controller(new_mine) == 0
    replacement.end_of_turn(game)
    assert game.replacement_effects == ()
