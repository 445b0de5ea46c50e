"""Tapping and untapping permanents (rule 701.26), and attack/block rules an effect imposes
for a turn ("Target creature can't block this turn": a restriction checked as blockers are
declared, 509.1b, or attackers, 508.1c)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import layers, triggers
from mtgrules.engine.actions import ChooseObject, ChooseValue, ChooseYesNo
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import amount, effect, resolve_ref
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.engine.restrictions import UNTAP_SKIPPED
from mtgrules.engine.targets import permanent_matches
from mtgrules.engine.untapping import untap


def _permanents(game, res, ref, offset) -> list[int]:
    return [o for o in resolve_ref(game, res, ref, offset)
            if o >= 0 and o in game.objects and game.objects[o].zone is Zone.BATTLEFIELD]


@effect(m.Tap)
def _tap(game, res, e: m.Tap, offset) -> bool:
    """Rule 701.26a: only untapped permanents can be tapped; 701.26b: only tapped ones untapped."""
    for oid in _permanents(game, res, e.what, offset):
        perm = game.objects[oid]
        if perm.tapped and e.untap:
            if untap(game, oid):  # 122.1d: a stun counter removed instead
                game.event("701.26b", f"{game.name(oid)} becomes untapped")
        elif not perm.tapped and not e.untap:
            perm.tapped = True
            game.event("701.26a", f"{game.name(oid)} becomes tapped")
            triggers.became_tapped(game, oid)
    return True


@effect(m.UntapChosen)
def _untap_chosen(game, res, e: m.UntapChosen, offset) -> bool:
    """"Untap up to three lands": the controller chooses, one at a time, up to that many tapped
    permanents matching the description (untapping an untapped one would do nothing), or no
    more; then they become untapped at once (608.2d, 701.26b). Progress: ``res.choices``, the
    permanents chosen so far."""
    chosen = res.choices or ()
    left = _untap_candidates(game, res, chosen)
    if left and len(chosen) < amount(game, res, e.count, offset):
        game.ask("untap_chosen", res.item.controller,
                 f"{res.item.card.name}: choose a permanent to untap (chosen: "
                 f"{', '.join(game.name(o) for o in chosen) or 'none yet'}; no: choose no more)")
        return False
    res.choices = None
    for oid in chosen:
        if oid in game.objects and game.objects[oid].zone is Zone.BATTLEFIELD and game.objects[oid].tapped \
                and untap(game, oid):  # 122.1d: a stun counter removed instead
            game.event("701.26b", f"{game.name(oid)} becomes untapped")
    if not chosen:
        game.event("608.2d", f"player {seat_name(res.item.controller)} chooses nothing to untap")
    return True


def _untap_candidates(game, res, chosen: tuple) -> list[int]:
    e, _ = res.queue[0]
    player, source = res.item.controller, res.item.source
    return [oid for oid in game.battlefield if game.objects[oid].tapped and oid not in chosen
            and permanent_matches(game, oid, e.filter, player, source)]


def _untap_chosen_options(game, decision) -> list:
    res = game.resolving
    return [ChooseObject(oid, game.name(oid)) for oid in _untap_candidates(game, res, res.choices or ())] \
        + [ChooseYesNo(False)]


def _untap_chosen_answer(game, decision, action) -> None:
    res = game.resolving
    if isinstance(action, ChooseObject):
        res.choices = (res.choices or ()) + (action.object,)
        return
    e, offset = res.queue[0]  # no more: the count is reached with the ones chosen
    res.queue[0] = (m.UntapChosen(len(res.choices or ()), e.filter), offset)


handler("untap_chosen", _untap_chosen_options, _untap_chosen_answer)


@effect(m.TapOrUntap)
def _tap_or_untap(game, res, e: m.TapOrUntap, offset) -> bool:
    """"Tap or untap target permanent": its controller chooses which as it resolves (608.2d);
    the choice replaces this instruction by a Tap (701.26)."""
    if not _permanents(game, res, e.what, offset):
        return True
    game.ask("tap_or_untap", res.item.controller, f"{res.item.card.name}: tap or untap "
             f"{', '.join(game.name(o) for o in _permanents(game, res, e.what, offset))}?")
    return False


def _tap_or_untap_options(game, decision) -> list:
    return [ChooseValue("tap or untap", word) for word in ("tap", "untap")]


def _tap_or_untap_chosen(game, decision, action: ChooseValue) -> None:
    res = game.resolving
    e, offset = res.queue[0]
    res.queue[0] = (m.Tap(e.what, untap=action.value == "untap"), offset)
    game.event("608.2d", f"player {seat_name(decision.player)} chooses to {action.value} "
                         f"for {res.item.card.name}")


handler("tap_or_untap", _tap_or_untap_options, _tap_or_untap_chosen)


@effect(m.SkipNextUntap)
def _skip_next_untap(game, res, e: m.SkipNextUntap, offset) -> bool:
    affected = _permanents(game, res, e.what, offset)
    if affected:
        game.marks[UNTAP_SKIPPED] = game.marks.get(UNTAP_SKIPPED, frozenset()) | set(affected)
        game.event("502.3", f"{', '.join(game.name(o) for o in affected)} won't untap during "
                            "its controller's next untap step")
    return True


_RULE = {"cant_block": ("509.1b", "can't block"), "cant_attack": ("508.1c", "can't attack"),
         "unblockable": ("509.1b", "can't be blocked"),
         m.NO_COMBAT_DAMAGE: ("510.1a", "assigns no combat damage"),
         "must_attack": ("508.1d", "attacks if able"),
         "must_attack_owner": ("508.1d", "attacks its owner each combat if able"),
         "attacks_despite_defender": ("702.3b", "can attack as though it didn't have defender"),
         "blocks_more": ("509.1a", "can block an additional creature"),
         "must_block": ("509.1c", "blocks if able"),
         "must_be_blocked": ("509.1c", "must be blocked if able"),
         "lure": ("509.1c", "must be blocked by all creatures able to block it"),
         "no_activated": ("602.5", "can't have its activated abilities activated"),
         "doesnt_untap": ("502.3", "doesn't untap during its controller's untap step")}


@effect(m.ImposeCombatRule)
def _impose(game, res, e: m.ImposeCombatRule, offset) -> bool:
    """A restriction on attacking or blocking for the duration, affecting the permanents found
    as it begins (611.2c); it ends in the cleanup step (514.2)."""
    affected = tuple(_permanents(game, res, e.what, offset))
    if affected:
        # "can block an additional creature this turn" is the number rule of 509.1a
        kind = m.CombatRule("blocks_more", "can block an additional creature", count=1) \
            if e.kind == "blocks_more" else e.kind
        if layers.begin_effect(game, affected, m.Change(combat_rules=(kind,)), res.item.source,
                               e.duration) is None:
            return True
        rule, text = _RULE.get(e.kind, ("508.1c", e.kind))
        until = " this turn" if e.duration == layers.END_OF_TURN else \
            f" until player {seat_name(res.item.controller)}'s next turn (611.2a)" \
            if e.duration == layers.UNTIL_YOUR_NEXT_TURN else layers.duration_words(e.duration)
        game.event(rule, f"{', '.join(game.name(o) for o in affected)} {text}{until}")
    return True
