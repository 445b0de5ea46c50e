""""For each opponent, <instruction>" (rules 608.2c, 601.2c): the instruction made about one
opponent, and its targets chosen once per opponent (``ir/for_each_opponent.py``)."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine.objects import player_ref
from mtgrules.ir.rewrite import replace_filters, replace_records


def about(value, seat: int):
    """``value`` (effects, target specifications) made about the opponent of seat ``seat``:
    "that player" is that player, and objects "that player controls" are controlled by them."""
    value = replace_records(value, m.ThatOpponent, lambda _: m.Bound((player_ref(seat),)))
    return replace_filters(value, lambda flt: dataclasses.replace(flt, controller=f"seat:{seat}")
                           if flt.controller == m.EACH_TIME else flt)


def per_opponent_targets(mode: m.Mode, opponents) -> tuple:
    """The target specifications of ``mode`` whose last ``mode.per_opponent`` ones are chosen
    once for each of ``opponents``, each time among what that opponent controls (601.2c: the
    number of targets the text defines, fixed as they are chosen). The words "target" of each
    time are apart (their groups renumbered, 115.3)."""
    first = len(mode.targets) - mode.per_opponent
    each = mode.targets[first:]
    out = list(mode.targets[:first])
    for i, seat in enumerate(opponents):
        out.extend(_apart(spec, i, len(mode.targets), first, mode.per_opponent)
                   for spec in about(each, seat))
    return tuple(out)


def _apart(spec: m.TargetSpec, i: int, size: int, first: int, count: int) -> m.TargetSpec:
    """``spec`` as chosen for the ``i``-th opponent: its group apart from the other opponents'
    (115.3), and "another target" meaning that opponent's own earlier target."""
    if not i or not spec.group and spec.other_than < first:
        return spec
    return dataclasses.replace(spec, group=spec.group + i * size if spec.group else 0,
                               other_than=spec.other_than + i * count if spec.other_than >= first
                               else spec.other_than)
