"""Attaching (rule 701.3): "When this Equipment enters, attach it to target creature you
control." In an ability of an Aura, Equipment or Fortification, "it" is that permanent (its
source); the ``Attach`` effect is the one equip uses (702.6a, ``engine/effects.py``), so an
Equipment that can't be attached to the target doesn't move (701.3b)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.sentences import NotUnderstood, clause, object_ref


@clause(r"attach (it|cardname) to (target .+)")
def _attach_self(hit, b) -> list:
    """"Attach it to target creature you control" (701.3a). "It" is the source only when no
    earlier object of the ability could be meant (no target chosen before it)."""
    if hit.group(1) == "it" and b.targets:
        raise NotUnderstood(hit.group(0))
    return [m.Attach(m.This(), object_ref(hit.group(2), b))]
