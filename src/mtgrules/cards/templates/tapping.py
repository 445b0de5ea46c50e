"""Tapping and untapping (rule 701.26), and attack/block rules imposed for a turn ("Target
creature can't block this turn", rules 508.1c, 509.1b)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.sentences import ATTACHED, clause
from mtgrules.cards.templates.control import THAT, subject_ref
from mtgrules.cards.templates.mass import group_ref


@clause(rf"(tap|untap) (cardname|target .+|{THAT}|{ATTACHED})")
def _tap(hit, b) -> list:
    """"Tap target creature", "untap target land", "untap that creature", "tap enchanted
    creature" (701.26a-b)."""
    what = subject_ref(hit.group(2), b)
    b.last_object, b.last_gone = what, False  # "it" in a later sentence names it (608.2c)
    return [m.Tap(what, hit.group(1) == "untap")]


@clause(r"(tap|untap) ((?:all|each) .+)")
def _tap_all(hit, b) -> list:
    """"Tap all creatures your opponents control", "untap all lands you control" (611.2c)."""
    return [m.Tap(group_ref(hit.group(2), b), hit.group(1) == "untap")]


_COMBAT = {"can't block": ("cant_block",), "can't attack": ("cant_attack",),
           "can't attack or block": ("cant_attack", "cant_block"),
           "can't be blocked": ("unblockable",)}
_VERBS = "|".join(_COMBAT)


@clause(rf"(cardname|target .+?|{THAT}) ({_VERBS}) this turn")
def _combat_rule(hit, b) -> list:
    """"Target creature can't block this turn", "cardname can't be blocked this turn"."""
    ref = subject_ref(hit.group(1), b)
    return [m.ImposeCombatRule(ref, kind) for kind in _COMBAT[hit.group(2)]]


@clause(rf"((?:all |each )?(?!target |cardname)[a-z ,'-]+?) ({_VERBS}) this turn")
def _group_combat_rule(hit, b) -> list:
    """"Creatures your opponents control can't block this turn" (611.2c)."""
    ref = group_ref(hit.group(1), b)
    return [m.ImposeCombatRule(ref, kind) for kind in _COMBAT[hit.group(2)]]
