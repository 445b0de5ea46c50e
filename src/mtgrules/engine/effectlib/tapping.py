"""Tapping and untapping permanents (rule 701.26), and attack/block rules an effect imposes
for a turn ("Target creature can't block this turn": a restriction checked as blockers are
declared, 509.1b, or attackers, 508.1c)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import layers, trigger_events, triggers
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone
from mtgrules.engine.restrictions import UNTAP_SKIPPED


def _permanents(game, res, ref, offset) -> list[int]:
    return [o for o in resolve_ref(game, res, ref, offset)
            if o >= 0 and o in game.objects and game.objects[o].zone is Zone.BATTLEFIELD]


@effect(m.Tap)
def _tap(game, res, e: m.Tap, offset) -> bool:
    """Rule 701.26a: only untapped permanents can be tapped; 701.26b: only tapped ones untapped."""
    for oid in _permanents(game, res, e.what, offset):
        perm = game.objects[oid]
        if perm.tapped == e.untap:
            perm.tapped = not e.untap
            game.event("701.26b" if e.untap else "701.26a",
                       f"{game.name(oid)} becomes {'untapped' if e.untap else 'tapped'}")
            if not e.untap:
                triggers.became_tapped(game, oid)
            else:
                trigger_events.became_untapped(game, oid)
    return True


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
         "must_attack": ("508.1d", "attacks if able"),
         "attacks_despite_defender": ("702.3b", "can attack as though it didn't have defender"),
         "blocks_more": ("509.1a", "can block an additional creature")}


@effect(m.ImposeCombatRule)
def _impose(game, res, e: m.ImposeCombatRule, offset) -> bool:
    """A restriction on attacking or blocking for the duration, affecting the permanents found
    as it begins (611.2c); it ends in the cleanup step (514.2)."""
    affected = tuple(_permanents(game, res, e.what, offset))
    if affected:
        # "can block an additional creature this turn" is the number rule of 509.1a
        kind = m.CombatRule("blocks_more", "can block an additional creature", count=1) \
            if e.kind == "blocks_more" else e.kind
        layers.begin_effect(game, affected, m.Change(combat_rules=(kind,)), res.item.source,
                            e.duration)
        rule, text = _RULE.get(e.kind, ("508.1c", e.kind))
        game.event(rule, f"{', '.join(game.name(o) for o in affected)} {text} this turn")
    return True
