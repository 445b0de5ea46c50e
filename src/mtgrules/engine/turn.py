"""Turn structure (rules 500-514): each step's turn-based actions, and moving to the next step.

Steps without priority: untap (502.4) and cleanup (514.3, unless something happens in it).
"""
from __future__ import annotations

from mtgrules.engine import (combat, day_night, exile_play, goad, layers, mana, phasing, player_rules, replacement,
                             restrictions, sagas, triggers, untapping)
from mtgrules.engine import additional_phases
from mtgrules.engine import archenemy
from mtgrules.engine.command_zone import hand_size
from mtgrules.engine.decision import handler
from mtgrules.engine.effectlib import extra_turns
from mtgrules.engine.effectlib import lasting_player_rules, planar_rules
from mtgrules.engine.game_events import StepEvent
from mtgrules.engine import spells_cast
from mtgrules.engine.objects import seat_name
from mtgrules.engine.steps import Stage, Step
from mtgrules.engine.turn_state import TurnState


def begin_step(game) -> None:
    """Perform the turn-based actions that begin the current step (rule 703.4)."""
    step = game.step
    game.priority = None
    game.passes = 0
    if step is Step.UNTAP:
        turn_begins(game)
        game.stage = Stage.END  # rule 502.4: no player receives priority
        event = StepEvent(game.active, int(step))
        if replacement.may_apply(game, event):  # the untap step may be skipped (614.10)
            replacement.happen(game, event)
        else:
            untap_step(game)
        return
    event = StepEvent(game.active, int(step)) if step in replacement.SKIPPABLE_STEPS else None
    if event is not None and replacement.may_apply(game, event):
        game.stage = Stage.END  # if the step is skipped (614.10), it has ended at once
        replacement.happen(game, event)
        return
    start_step(game)


@replacement.performer(StepEvent)
def _step_happens(game, e: StepEvent) -> None:
    if e.step == Step.UNTAP:
        untap_step(game)
    else:
        start_step(game)


def start_step(game) -> None:
    """The turn-based actions at the start of the current step, which is not skipped."""
    step = game.step
    game.stage = Stage.PRIORITY
    if step is Step.UPKEEP:
        triggers.step_began(game, "upkeep")
        game.players[game.active].upkeep_turn = game.turn
    elif step is Step.DRAW:
        # rule 103.8a: the starting player skips the draw of their first turn
        if game.turn == 1 and game.active == game.starting_player:
            game.event("103.8a", f"player {seat_name(game.active)} skips the first draw")
        else:
            game.draw(game.active)  # rule 504.1
        triggers.step_began(game, "draw")
    elif step is Step.BEGINNING_OF_COMBAT:
        combat.begin_combat(game)
        additional_phases.combat_began(game)  # 500.8: counted ("the first combat phase")
        triggers.step_began(game, "beginning_of_combat")
    elif step is Step.DECLARE_ATTACKERS:
        combat.begin_declare_attackers(game)
    elif step is Step.DECLARE_BLOCKERS:
        combat.begin_declare_blockers(game)
    elif step is Step.FIRST_STRIKE_DAMAGE or step is Step.COMBAT_DAMAGE:
        combat.begin_damage_step(game)
    elif step is Step.END_OF_COMBAT:
        triggers.step_began(game, "end_of_combat")  # 511.2: "at end of combat"
    elif step is Step.END:
        triggers.step_began(game, "end")
    elif step is Step.CLEANUP:
        if game.delayed:  # "at the beginning of the next cleanup step" (514.3a)
            triggers.step_began(game, "cleanup")
        cleanup_step(game)
    elif step is Step.PRECOMBAT_MAIN:
        sagas.add_lore_counters(game)  # rules 505.4, 714.3b
        archenemy.set_in_motion_at_main(game)  # rule 904.9: immediately after it begins
        triggers.step_began(game, "precombat_main")  # 505.4: then "at the beginning of" triggers
    elif step is Step.POSTCOMBAT_MAIN:
        triggers.step_began(game, "postcombat_main")




def turn_begins(game) -> None:
    """What begins with the active player's turn, whether or not its untap step is skipped:
    the effects lasting "until your next turn" end (611.2a, 603.7b), the turn's counts restart."""
    active = game.active
    p = game.players[active]
    p.turn_started = game.turn
    layers.turn_began_effects(game, active)  # rule 611.2a: "until your next turn"
    goad.turn_began(game, active)  # rule 701.15a
    lasting_player_rules.turn_began(game, active)  # rule 611.2a: "until your next turn"
    planar_rules.turn_began(game, active)  # the planar die's rules (611.2a)
    if game.delayed:  # rule 603.7b: delayed triggered abilities "until your next turn"
        from mtgrules.engine.effectlib.delayed import end_lasting
        end_lasting(game, "your_next_turn", active)
    exile_play.turn_began(game, active)  # "until the end of your next turn": this turn
    if game.replacement_effects:  # rule 611.2a: prevention "until your next turn"
        from mtgrules.engine.effectlib.prevention import turn_began as prevention_turn_began
        prevention_turn_began(game, active)
    p.lands_played = 0
    for q in game.players:
        q.life_lost_this_turn = 0


def untap_step(game) -> None:
    """Rule 502: the untap step's actions, unless it is skipped (614.10): phasing (502.1,
    702.26a; not if the step is skipped, 702.26m), the day/night check (502.2), then the active
    player's permanents untap (502.3), except those an effect keeps
    tapped (``doesnt_untap``; ``restrictions.UNTAP_SKIPPED``: only during this untap step,
    "doesn't untap during its controller's next untap step", exert 701.43a-b); the other
    players' permanents that a static ability untaps during this step ("Untap all permanents
    you control during each opponent's untap step") untap with them."""
    active = game.active
    held = game.marks.get(restrictions.UNTAP_SKIPPED, frozenset())
    phasing.untap_step(game, active)  # rule 502.1: phasing (702.26a)
    day_night.untap_step_check(game)  # rule 502.2
    skipped = untapping.untaps_skipped(game)  # "Nonbasic lands don't untap during ..."
    others = untapping.untapping_in_others_steps(game, active)  # "... during each opponent's untap step"
    for oid in game.battlefield:
        perm = game.objects[oid]
        if perm.tapped and game.chars(oid).controller == active:
            if oid in held:
                game.event("502.3", f"{game.name(oid)} doesn't untap (an effect said it wouldn't "
                                    "during its controller's next untap step)")
                continue
            if restrictions.doesnt_untap(game, oid):
                game.event("502.3", f"{game.name(oid)} doesn't untap (an effect keeps it tapped)")
                continue
            group = untapping.kept_tapped(game, oid, skipped) if skipped else None
            if group is not None:
                game.event("502.3", f"{game.name(oid)} doesn't untap ({group.text})")
                continue
            untapping.untap(game, oid)  # 122.1d: a stun counter removed instead
    for oid, effect in others:  # at the same time (502.3): not their controller's untap step
        game.event("502.3", f"{game.name(oid)} untaps during player {seat_name(active)}'s untap step "
                            f"({effect.text})")
        untapping.untap(game, oid)
    if held:  # the effects end during this untap step (701.43b; those of the others wait)
        kept = frozenset(oid for oid in held if oid in game.battlefield
                         and game.chars(oid).controller != active)
        if kept:
            game.marks[restrictions.UNTAP_SKIPPED] = kept
        else:
            del game.marks[restrictions.UNTAP_SKIPPED]
    game.event("502.3", f"turn {game.turn}: player {seat_name(active)} untaps their permanents")


def cleanup_step(game) -> None:
    """Rule 514: discard to maximum hand size (514.1), then remove damage and end "until end of
    turn" effects (514.2). Priority is given only if something triggers or an SBA applies (514.3)."""
    p = game.players[game.active]
    maximum = hand_size(game, game.active)  # rule 402.2: seven; a vanguard's modifier (902.5b)
    excess = len(p.hand) - maximum
    if excess > 0 and player_rules.has_rule(game, game.active, "no_max_hand_size"):
        game.event("402.2", f"player {seat_name(game.active)} has no maximum hand size: "
                            f"keeps {len(p.hand)} cards")
        excess = 0
    if excess > 0:
        game.ask("cleanup_discard", game.active, f"discard {excess} card(s) down to {maximum}")
        return
    finish_cleanup(game)


def finish_cleanup(game) -> None:
    for oid in game.battlefield:
        perm = game.objects[oid]
        perm.damage = 0
    layers.end_of_turn_effects(game)
    lasting_player_rules.end_of_turn(game)  # rule 514.2
    planar_rules.end_of_turn(game)  # the planar die's rules "until end of turn" (514.2)
    layers.prune_effects(game)
    replacement.end_of_turn(game)  # shields of "this turn" end too (514.2)
    if game.delayed:  # delayed triggered abilities lasting "this turn" end too (603.7b)
        from mtgrules.engine.effectlib.delayed import end_lasting
        end_lasting(game, "end_of_turn")
    if exile_play.turn_ended(game):
        game.event("611.2a", "permissions to play exiled cards this turn end")
    from mtgrules.engine import flashback
    if flashback.turn_ended(game):
        game.event("611.2a", "flashback granted until end of turn ends")
    game.event("514.2", "damage wears off and \"until end of turn\" effects end")
    game.stage = Stage.END
    from mtgrules.engine import sba
    if sba.would_apply(game) or game.triggers:
        # rule 514.3a: players get priority, and another cleanup step follows
        game.turn_state.another_cleanup = True
        game.stage = Stage.PRIORITY


def end_step(game) -> None:
    """The current step ends (rule 500.2): mana empties (500.4), then the next step begins."""
    mana.empty_pools(game)
    step = game.step
    if step is Step.END_OF_COMBAT:
        combat.end_combat(game)  # rule 511.3
    nxt = next_step(game)
    if nxt is None:
        start_next_turn(game)
        return
    game.step = additional_phases.following(game, step, nxt)  # 500.8: phases added
    game.stage = Stage.BEGIN


def next_step(game) -> Step | None:
    step = game.step
    if step is Step.CLEANUP:
        if game.turn_state.another_cleanup:
            game.turn_state.another_cleanup = False
            return Step.CLEANUP  # rule 514.3a
        return None
    if step is Step.DECLARE_ATTACKERS and not combat.has_attackers(game):
        return Step.END_OF_COMBAT  # rule 508.8
    if step is Step.DECLARE_BLOCKERS:
        return Step.FIRST_STRIKE_DAMAGE if combat.needs_first_strike_step(game) else Step.COMBAT_DAMAGE
    if step is Step.FIRST_STRIKE_DAMAGE:
        return Step.COMBAT_DAMAGE
    return Step(step + 1)


def start_next_turn(game) -> None:
    """Rules 500.1, 101.4: the next player in turn order takes the next turn, unless an extra
    turn comes first (500.7); a player who has left the game begins no turn (800.4k), nor one
    who skips it (614.10: then the player after them)."""
    game.turn += 1
    ended = game.active
    while True:
        taken = extra_turns.next_extra_turn(game)
        extra = None if taken is None else taken[0]
        seat = game.next_seat(game.active) if extra is None else extra
        if not extra_turns.skips_turn(game, seat):  # a skipped turn doesn't happen (614.10)
            break
        game.active = seat
    game.active = seat
    if extra is not None:
        game.event("500.7", f"player {seat_name(extra)} takes an extra turn")
        if taken[1]:  # "Skip the untap step of that turn." (614.10) ...
            extra_turns.extra_turn_began(game, extra, taken[1])
    game.changed()  # "as long as it's your turn" (611.3a)
    game.step = Step.UNTAP
    game.stage = Stage.BEGIN
    game.turn_state = TurnState(spells_last_turn=game.turn_state.spells_cast,
                                drawn_last_turn=game.turn_state.cards_drawn,
                                opponent_spells=spells_cast.after_turn_of(
                                    game.turn_state.opponent_spells, ended))


def _cleanup_discard_legal(game, decision):
    from mtgrules.engine.actions import ChooseObject
    return [ChooseObject(oid, game.name(oid)) for oid in game.players[decision.player].hand]


def _cleanup_discard_perform(game, decision, action) -> None:
    from mtgrules.engine.effects import discard
    discard(game, decision.player, action.object)
    game.event("514.1", f"player {seat_name(decision.player)} discards down to maximum hand size")
    cleanup_step(game)


handler("cleanup_discard", _cleanup_discard_legal, _cleanup_discard_perform)
