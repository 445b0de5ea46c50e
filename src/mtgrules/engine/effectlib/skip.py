"""Skipping steps (rules 614.1b, 614.10): "Skip your draw step." as a static ability
(``SkipStep``), and "Target player skips their next draw step." as an effect waiting in
``game.replacement_effects`` for that player's next such step (``StepSkip``, 614.10a: used up
by the first occurrence it skips)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import replacement
from mtgrules.engine.effects import _players, effect, resolve_ref
from mtgrules.engine.game_events import StepEvent
from mtgrules.engine.steps import STEP_BY_NAME, Step
from mtgrules.records import record


@record
class StepSkip:
    """Rule 614.10a: ``player`` skips their next ``step`` (a ``Step`` value); it lasts until
    then, across turns (``this_turn`` False)."""

    id: int
    source: int
    source_name: str
    player: int
    step: int
    this_turn: bool = False


def _skip(game, e: StepEvent, by: str) -> None:
    game.event("614.10", f"player {game.players[e.player].name} skips their "
                         f"{Step(e.step).label.replace('_', ' ')} step ({by})")


def _static_applies(game, effect: m.SkipStep, e: StepEvent, holder: int) -> bool:
    return e.step == STEP_BY_NAME[effect.step] and (
        effect.players == "each" or e.player == game.controller(holder))


# The steps the templates of cards/templates/skip.py name.
replacement.SKIPPABLE_STEPS.add(Step.DRAW)  # the untap step is always asked (engine/turn.py)


@replacement.applier(m.SkipStep, StepEvent, applies=_static_applies)
def _skip_each(game, effect: m.SkipStep, e: StepEvent, holder: int):
    _skip(game, e, game.name(holder))
    return None


def _next_applies(game, skip: StepSkip, e: StepEvent, holder) -> bool:
    return e.step == skip.step and e.player == skip.player


@replacement.applier(StepSkip, StepEvent, applies=_next_applies)
def _skip_next(game, skip: StepSkip, e: StepEvent, holder):
    replacement.replace_effect(game, skip, None)
    _skip(game, e, skip.source_name)
    return None


@effect(m.SkipNextStep)
def _skips_next(game, res, e: m.SkipNextStep, offset) -> bool:
    item = res.item
    step = STEP_BY_NAME[e.step]
    for player in _players(resolve_ref(game, res, e.who, offset)):
        replacement.add_effect(game, StepSkip(replacement.new_effect_id(game), item.source,
                                              item.card.name, player, int(step)))
        game.event("614.10", f"player {game.players[player].name} will skip their next "
                             f"{e.step} step")
    return True
