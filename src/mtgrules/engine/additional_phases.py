"""Phases added to a turn (rule 500.8): "After this phase, there is an additional combat phase
followed by an additional main phase". The phases are added directly after the phase that was
current as the effect happened; if several are added after the same phase, the most recently
created comes first. The turn's record keeps them (``TurnState.phases_added``: (the phase,
whether a main phase follows the combat phase), and ``TurnState.phase_queue``: the steps that
begin the phases to come, ahead of the turn's usual order), and counts the combat phases begun
(``TurnState.combats``: "if it's the first combat phase of the turn")."""
from __future__ import annotations

from mtgrules.engine.steps import Step


def phase_of(step: Step) -> str | None:
    """The phase ``step`` belongs to, as the turn's record names it: 'beginning', 'main',
    'combat', or None in the ending phase (500.1)."""
    if step.is_combat:
        return "combat"
    if step.is_main:
        return "main"
    return "beginning" if step <= Step.DRAW else None


def add_combat(game, then_main: bool) -> bool:
    """Rule 500.8: an additional combat phase (and main phase) after the current phase; False
    if there is no phase it can follow (the ending phase)."""
    phase = phase_of(game.step)
    if phase is None:
        return False
    game.turn_state.phases_added += ((phase, then_main),)
    return True


def _ending(step: Step) -> str | None:
    """The phase that ends with ``step`` ending, if any."""
    if step is Step.END_OF_COMBAT:
        return "combat"
    if step.is_main:
        return "main"
    return "beginning" if step is Step.DRAW else None


def following(game, ended: Step, usual: Step) -> Step:
    """The step that follows ``ended``: ``usual``, unless a phase ends with it after which
    phases were added, or added phases wait (500.8)."""
    state = game.turn_state
    if not (state.phases_added or state.phase_queue):
        return usual
    phase = _ending(ended)
    if phase is None:
        return usual
    added = [then_main for after, then_main in state.phases_added if after == phase]
    if not added and not state.phase_queue:
        return usual
    state.phases_added = tuple(a for a in state.phases_added if a[0] != phase)
    queue = state.phase_queue or (int(usual),)
    for then_main in added:  # the most recently created ends up first (500.8)
        combat = (int(Step.BEGINNING_OF_COMBAT),)
        queue = (combat + (int(Step.POSTCOMBAT_MAIN),) if then_main else combat) + queue
    state.phase_queue = queue[1:]
    if added:
        game.event("500.8", "an additional combat phase begins"
                   + (", followed by an additional main phase" if any(added) else ""))
    return Step(queue[0])


def combat_began(game) -> None:
    """Rule 507: a combat phase begins: counted, and the creatures that attacked before it
    remembered ("whenever this creature attacks for the first time each turn")."""
    state = game.turn_state
    state.combats += 1
    state.attacked_before = state.attackers
