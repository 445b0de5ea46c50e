"""Rule 608.2d: choices made as a spell or ability resolves, by its controller, through
``legal_actions()``, kept as data so a game can be copied or saved at them.

"Target creature you control gains protection from the color of your choice until end of
turn." (Mother of Runes): one of the five colors (105.4, ``ChooseColor``); the effect waiting
in the resolution's queue is replaced by the same effect with that color.

"Choose a color." / "Choose a creature type." (Brave the Elements, And They Shall Know No
Fear): the choice is kept on the spell or ability (``StackObject.chosen``) for its later
instructions about "the chosen color / type" (607.2d, ``engine/chosen.py``).

"Choose an opponent [with the highest life total among your opponents]." (102.2, 119.1): the
seat chosen is kept the same way (kind 'player') for "that player" / "the chosen player"
(``ChosenPlayer``, ``chosen_player``)."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine import choices
from mtgrules.engine.actions import ChooseColor, ChooseObject
from mtgrules.engine.chosen import COLOR_NAMES, keywords_with_choice
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import effect
from mtgrules.engine.effectlib.entry_choices import CHOICES, shown, value_of
from mtgrules.engine.chosen import chosen_value
from mtgrules.engine.objects import player_ref, seat_name


def with_chosen_color(game, res, e: m.GrantKeywords) -> m.GrantKeywords:
    """"Gain protection from the chosen color": the color chosen for the resolving spell or
    ability, or its source (607.2d); none if no color was chosen."""
    keywords = keywords_with_choice(game, res.item.id, e.keywords)
    return e if keywords is e.keywords else dataclasses.replace(e, keywords=keywords)


def needs_color(e: m.GrantKeywords) -> bool:
    """Whether ``e`` grants a keyword of "the color of your choice" still to be chosen."""
    return any(k.param == m.COLOR_OF_YOUR_CHOICE for k in e.keywords)


def ask_color(game, res) -> None:
    """Ask the controller of the resolving spell or ability for the color (608.2d)."""
    game.ask("color_of_choice", res.item.controller,
             f"choose a color for {res.item.card.name}: {', '.join(map(str, res.queue[0][0].keywords))}")


def _legal(game, decision) -> list:
    return [ChooseColor(c) for c in COLOR_NAMES]


def _perform(game, decision, action: ChooseColor) -> None:
    res = game.resolving
    effect, offset = res.queue[0]
    word = COLOR_NAMES[action.color]
    keywords = tuple(m.KeywordInstance(k.name, word) if k.param == m.COLOR_OF_YOUR_CHOICE else k
                     for k in effect.keywords)
    res.queue[0] = (dataclasses.replace(effect, keywords=keywords), offset)
    game.event("608.2d", f"player {seat_name(decision.player)} chooses {word} for {res.item.card.name}")


handler("color_of_choice", _legal, _perform)


@effect(m.ChooseAsItResolves)
def _choose(game, res, e: m.ChooseAsItResolves, offset) -> bool:
    """"Choose a color." / "Choose a creature type." (608.2d): asked of its controller."""
    game.ask("choose_as_it_resolves", res.item.controller,
             f"choose a {e.kind} for {res.item.card.name}", (e.kind,))
    return False


def _options(game, decision) -> list:
    return list(CHOICES[decision.data[0]])


def _chosen(game, decision, action) -> None:
    res = game.resolving
    kind = decision.data[0]
    value = value_of(action)
    res.item.chosen = res.item.chosen + ((kind, value),)
    res.queue.pop(0)
    game.event("608.2d", f"player {seat_name(decision.player)} chooses {shown(kind, value)} "
                         f"({kind}) for {res.item.card.name}")


handler("choose_as_it_resolves", _options, _chosen)


def _opponents_to_choose(game, controller: int, e: m.ChooseOpponent) -> list[int]:
    """The seats ``controller`` may choose: their opponents still in the game (102.2, 800.4a),
    with ``highest_life`` those whose life total is the greatest among them (119.1)."""
    seats = choices.living_opponents(game, controller)
    if e.highest_life and seats:
        most = max(game.players[s].life for s in seats)
        seats = [s for s in seats if game.players[s].life == most]
    return seats


@effect(m.ChooseOpponent)
def _choose_opponent(game, res, e: m.ChooseOpponent, offset) -> bool:
    """"Choose an opponent." (608.2d): asked of the controller if there are several to choose
    from; with one, that one is chosen; with none, no one is."""
    seats = _opponents_to_choose(game, res.item.controller, e)
    if choices.ask_for_one(game, res.item.controller, seats, "choose_opponent",
                           f"choose an opponent for {res.item.card.name}"):
        return False
    if seats:
        _keep(game, res, res.item.controller, seats[0])
    return True


def _keep(game, res, chooser: int, seat: int) -> None:
    res.item.chosen = res.item.chosen + (("player", str(seat)),)
    game.event("608.2d", f"player {seat_name(chooser)} chooses player {seat_name(seat)} "
                         f"(an opponent) for {res.item.card.name}")


def _opponent_chosen(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    res.queue.pop(0)
    _keep(game, res, decision.player, -1 - action.object)


handler("choose_opponent", choices.player_options, _opponent_chosen)


def chosen_player(game, res) -> list[int]:
    """"That player" / "the chosen player": the reference of the player chosen for the
    resolving spell or ability (608.2d), none if no one was chosen."""
    value = chosen_value(game, res.item.id, "player")
    return [] if value is None else [player_ref(int(value))]
