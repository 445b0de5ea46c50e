""""It" naming the object just targeted: "Put a +1/+1 counter on target creature. It gains
flying until end of turn." (rule 608.2c: the effect's text says what "it" is). "It" naming the
source of a triggered ability ("When this creature enters, it deals 2 damage to any target")
is read by the compiler, which writes it as ``cardname``.

Only "it gets / gains ... until end of turn" after exactly one target that is a permanent;
anything else declines.
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.sentences import NotUnderstood, _object_verb, clause


@clause(r"it (gets|gains) (.+)")
def _it_previous_target(hit, b) -> list:
    if len(b.targets) != 1:
        raise NotUnderstood(hit.group(0))
    spec = b.targets[0]
    if spec.objects is None or spec.players is not None or spec.objects.zone != "battlefield":
        raise NotUnderstood(hit.group(0))
    ref = b.now.get(m.TargetRef(0), m.TargetRef(0))
    effects = _object_verb("cardname", f"{hit.group(1)} {hit.group(2)}", b)
    return [dataclasses.replace(e, what=ref) if getattr(e, "what", None) == m.This() else e
            for e in effects]
