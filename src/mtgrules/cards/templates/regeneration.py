"""Regeneration (rule 701.19).

* ``regenerate cardname`` / ``regenerate target creature`` (often "{G}: Regenerate this
  creature."): a regeneration shield (701.19a, 614.8).
* ``it can't be regenerated`` / ``they can't be regenerated`` after a destroy effect (701.19c):
  what the spell or ability destroys can't be regenerated.
* ``it can't be regenerated this turn`` after an effect on a target, and ``target creature can't
  be regenerated this turn``: that creature can't be regenerated for the rest of the turn
  (701.19c).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.sentences import CLAUSES, NotUnderstood, clause, object_ref


@clause(r"regenerate (cardname|target [a-z ,'-]+)")
def _regenerate(hit, b):
    return [m.Regenerate(object_ref(hit.group(1), b))]


@clause(r"(?:it|they) can't be regenerated")
def _cant_be_regenerated(hit, b):
    return [m.CantBeRegenerated()]


# This reading must win over any template elsewhere treating the sentence as saying nothing (as
# one could while the engine had no regeneration): clause templates are tried in order.
CLAUSES.insert(0, CLAUSES.pop())


@clause(r"(?:it|that creature) can't be regenerated this turn")
def _cant_be_regenerated_this_turn(hit, b):
    if not b.targets:
        raise NotUnderstood(hit.group(0))
    return [m.CantBeRegenerated(m.TargetRef(len(b.targets) - 1), this_turn=True)]


@clause(r"(target [a-z ,'-]+) can't be regenerated this turn")
def _target_cant_be_regenerated(hit, b):
    return [m.CantBeRegenerated(object_ref(hit.group(1), b), this_turn=True)]
