"""Copying a spell on the stack (rule 707.10): "Copy target instant or sorcery spell. You may
choose new targets for the copy." (Twincast, Reverberate, Dualcaster Mage).

The copy takes the spell's copiable values (707.2: its card, not its stickers) and every choice
made for it as it was cast: its modes, targets, the value of X and the optional costs paid, so
a copy of a kicked spell is kicked, as many times (707.10, 702.33d). It is put onto the stack,
not cast (no "whenever you cast" ability triggers, 601.2i), owned and controlled by the player
who copied it (707.10). With "you may choose new targets for the copy" its controller goes
through its targets in order, keeping each (even one that is now illegal) or choosing a new
legal one (707.10c, 115.7d), a choice per target through ``legal_actions()``; only then is the
copy put onto the stack. A copy that leaves the stack ceases to exist (707.10a, 704.5e;
``Game.perform_move``); a copy of a permanent spell becomes a token as it resolves (111.13,
707.10f; ``effects._spell_or_ability_leaves``).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.keyword_syntax import times_kicked
from mtgrules.engine import trigger_events
from mtgrules.engine import targets
from mtgrules.engine.actions import ChooseTarget
from mtgrules.engine.casting import chosen_modes, target_specs
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import _players, amount, effect, resolve_ref
from mtgrules.engine.objects import StackObject, Zone, seat_name


@effect(m.CopySpell)
def _copy_spell(game, res, e: m.CopySpell, offset) -> bool:
    """Rule 707.10: copy the target spell if it is still a legal target (608.2b). Several
    copies ("for each ...", 702.40a) are made one after the other, each with its own new
    targets (707.10c): the count is taken once (608.2h) and as many single copies follow."""
    if e.times != 1:
        single = m.CopySpell(e.what, e.new_targets, who=e.who)
        res.queue[1:1] = [(single, offset)] * amount(game, res, e.times, offset)
        return True
    copier = res.item.controller  # "that player copies it": the copy is that player's (707.10)
    if e.who is not None:
        named = _players(resolve_ref(game, res, e.who, offset))
        if len(named) != 1:
            return True
        copier = named[0]
    return copy_by(game, res, e.what, offset, copier, e.new_targets)


def copy_by(game, res, what, offset: int, player: int, new_targets: bool) -> bool:
    """Player ``player`` copies the spells ``what`` names (707.10), choosing new targets for
    each copy if ``new_targets`` (707.10c: asked of them, the effect then waits); whether done."""
    for oid in resolve_ref(game, res, what, offset):
        original = game.objects.get(oid) if oid >= 0 else None
        if original is None or original.zone is not Zone.STACK or not original.is_spell:
            continue
        copy_id = game.new_id()  # the copy's own id, so that it can't target itself (115.5)
        if new_targets and original.targets:
            _ask_target(game, player, oid, copy_id, ())
            return False
        put_copy(game, original, copy_id, player, original.targets)
    return True


def put_copy(game, original: StackObject, copy_id: int, controller: int, chosen: tuple) -> int:
    """Rule 707.10: put a copy of spell ``original`` with targets ``chosen`` onto the stack
    under ``controller``'s control; returns its id."""
    copy = StackObject(copy_id, original.card, controller, controller, copy_id)
    copy.modes = original.modes
    copy.targets = chosen
    copy.x = original.x
    copy.division = original.division  # 707.10, 601.2d: the division of its damage
    copy.optional_paid = original.optional_paid  # 702.33d: a copy of a kicked spell is kicked
    copy.overloaded = original.overloaded  # 707.10: its alternative cost (702.96b)
    if original.moved:  # 707.10: the objects used to pay the original's costs
        copy.moved = dict(original.moved)
        copy.sacrificed = original.sacrificed
    copy.is_copy = True
    game.objects[copy_id] = copy
    game.stack.append(copy_id)
    game.changed()
    kicked = times_kicked(original.card, original.optional_paid)
    said = (" (kicked)" if kicked == 1 else f" (kicked {kicked} times)") if kicked else ""
    aimed = (" targeting " + ", ".join(game.name(t) for t in chosen if t != targets.NO_TARGET)
             if any(t != targets.NO_TARGET for t in chosen) else "")
    game.event("707.10", f"a copy of {original.card.name}{said} is put on the stack under player "
                         f"{seat_name(controller)}'s control{aimed}")
    trigger_events.spell_copied(game, copy)
    return copy_id


# --- new targets for the copy (707.10c) --------------------------------------------------------

def _ask_target(game, player: int, original: int, copy_id: int, chosen: tuple) -> None:
    item = game.objects[original]
    current = item.targets[len(chosen)]
    keep = "no target" if current == targets.NO_TARGET else game.name(current)
    game.ask("copy_target", player, f"copy of {item.card.name}: keep {keep} as target "
                                    f"{len(chosen) + 1} or choose a new one", (original, copy_id, chosen))


def _others(item: StackObject, specs: list, index: int, chosen: tuple) -> set:
    """Rule 115.3: the targets the one at ``index`` must differ from: the others of the same
    word "target" (earlier ones as now chosen, later ones as they were), or all the others
    for "choose another target for each time it was kicked"."""
    spec = specs[index]
    every = any(mode.per_kick for mode in chosen_modes(item))
    now = chosen + item.targets[len(chosen):]
    return {t for i, (s, t) in enumerate(zip(specs, now))
            if i != index and t != targets.NO_TARGET and (every or spec.group and s.group == spec.group)}


def _target_legal(game, decision) -> list:
    """Rule 707.10c: the target unchanged (even if illegal now), or any legal one for the same
    word "target"; a target left unchosen ("up to N", 601.2c) stays unchosen."""
    original, copy_id, chosen = decision.data
    item = game.objects[original]
    index = len(chosen)
    current = item.targets[index]
    if current == targets.NO_TARGET:
        return [ChooseTarget(targets.NO_TARGET, "no target")]
    specs = target_specs(item)
    taken = _others(item, specs, index, chosen)
    return [ChooseTarget(current, game.name(current))] + [
        ChooseTarget(t, game.name(t))
        for t in targets.legal_targets(game, specs[index], decision.player, copy_id, item.card)
        if t != current and t not in taken]


def _target_perform(game, decision, action: ChooseTarget) -> None:
    original, copy_id, chosen = decision.data
    item = game.objects[original]
    if action.target != item.targets[len(chosen)]:
        game.event("707.10c", f"player {seat_name(decision.player)} chooses {game.name(action.target)} "
                              f"as a new target for the copy of {item.card.name}")
    chosen = chosen + (action.target,)
    if len(chosen) < len(item.targets):
        _ask_target(game, decision.player, original, copy_id, chosen)
        return
    game.resolving.queue.pop(0)
    put_copy(game, item, copy_id, decision.player, chosen)


def _target_explain(game, decision, action):
    if not isinstance(action, ChooseTarget):
        return None
    original, copy_id, chosen = decision.data
    item = game.objects[original]
    spec = target_specs(item)[len(chosen)]
    if action.target in _others(item, target_specs(item), len(chosen), chosen):
        return "115.3", f"{game.name(action.target)} is already a target of the copy of {item.card.name}"
    return targets.why_not_target(game, spec, action.target, decision.player, copy_id, item.card)


handler("copy_target", _target_legal, _target_perform, _target_explain)
