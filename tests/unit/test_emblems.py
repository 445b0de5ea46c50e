"""Emblems (rule 114): read from "[Player] gets an emblem with "..."", put into the command
zone, their abilities working there; carried by copy() and to_json()."""
from __future__ import annotations

from positions import Pos

from mtgrules import ir as m
from mtgrules.actions import ActivateAbility, PassPriority
from mtgrules.cards.compiler import compile_card
from mtgrules.engine.game import Game


def _walker(text: str) -> m.CardDef:
    return compile_card({"name": "Test Walker", "manaCost": "{3}", "loyalty": "3",
                         "type": "Legendary Planeswalker — Test", "text": text})


def test_emblem_sentence_composes_with_the_player_and_the_abilities():
    """114.2: the player, then each quoted ability read as a card's line would be."""
    card = _walker('[−1]: Target opponent gets an emblem with "Creatures you control get +1/+1" '
                   'and "Whenever you cast a spell, this emblem deals 1 damage to any target."')
    assert card.unsupported is None, card.unsupported_reason
    (effect,) = card.abilities[0].mode.effects
    assert type(effect) is m.GetEmblem and type(effect.who) is m.TargetRef
    static, trigger = effect.abilities
    assert type(static.effect) is m.Anthem and type(trigger) is m.TriggeredAbility
    assert card.abilities[0].mode.targets[0].text == "target opponent"


def test_emblem_with_an_ability_not_working_from_the_command_zone_is_refused():
    """114.4: only abilities the engine applies from the command zone are read; an activated
    ability of an emblem leaves the card unsupported, naming the line."""
    card = _walker('[−1]: You get an emblem with "{T}: Draw a card."')
    assert card.unsupported is not None
    assert "emblem" in card.unsupported_reason


def test_emblem_is_kept_by_copies_and_saved_games():
    """114.2-114.4: the emblem stays in its owner's command zone in a copy and a saved game,
    and its static ability still applies there."""
    pos = Pos(["Elspeth, Sun's Champion", "Grizzly Bears"])
    game = pos.game
    walker = pos["Elspeth, Sun's Champion"]
    game.objects[walker].counters["loyalty"] = 7
    game.changed()
    pos.do([act for act in pos.legal() if type(act) is ActivateAbility and act.source == walker][-1])
    for _ in range(4):
        if game.players[0].command:
            break
        pos.do(PassPriority())
    (emblem,) = game.players[0].command
    assert game.objects[emblem].card.name == "emblem (Elspeth, Sun's Champion)"
    assert game.chars(pos["Grizzly Bears"]).power == 4
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert other.players[0].command == [emblem]
        assert other.objects[emblem].card.emblem == game.objects[emblem].card.emblem
        assert other.chars(pos["Grizzly Bears"]).power == 4
    assert Game.from_json(game.to_json()).to_json() == game.to_json()
