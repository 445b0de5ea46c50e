"""Requirements on blocking (rule 509.1c): "This creature blocks each combat if able", "All
creatures able to block this creature do so", "This creature must be blocked if able" and
their "this turn" forms imposed by effects, and "Target creature blocks this creature this
turn if able".

Each is one requirement or more: a creature that blocks if able, a creature that must block one
attacking creature (each creature able to block a creature with the Lure ability), an attacking
creature that must be blocked (by at least one creature). A declaration of blockers is legal
only if it obeys as many requirements as any declaration obeying every restriction could
(509.1c: restrictions come first, 509.1b); the defending player needn't pay a cost to obey one.

The engine declares blocks one at a time (``engine/combat.py``): a block is offered only if a
declaration that includes it can still obey that many requirements, and the declaration can be
closed once it does. The most requirements that can be obeyed is found by a search over the
blocks of the creatures the requirements concern, bounded by the requirements still open, so a
declaration that obeys all of them ends it at once.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from mtgrules.engine import restrictions


class Requirement(NamedTuple):
    """``blocker`` must block (``attacker`` None: any attacking creature), or ``attacker``
    must be blocked (``blocker`` None: by any creature)."""

    blocker: int | None
    attacker: int | None


def requirements(game, blockers: list[int], attackers: list[int]) -> list[Requirement]:
    """The requirements on the defending player's ``blockers`` (the creatures they control that
    could block) and the ``attackers`` attacking them (509.1c)."""
    out = [Requirement(x, None) for x in blockers if restrictions.must_block(game, x)]
    pairs = game.turn_state.must_block | game.combat.must_block
    if pairs:  # "target creature blocks this creature this turn if able"
        out.extend(Requirement(x, a) for x, a in sorted(pairs) if x in blockers and a in attackers)
    for a in attackers:
        kinds = restrictions.block_requirements(game, a)
        if "lure" in kinds:
            out.extend(Requirement(x, a) for x in blockers)
        if "must_be_blocked" in kinds:
            out.append(Requirement(None, a))
    return out


def obeyed(combat, reqs: list[Requirement]) -> int:
    """How many of ``reqs`` the blocks declared so far obey."""
    n = 0
    for x, a in reqs:
        if x is None:
            n += bool(combat.blocked_by.get(a))
        elif a is None:
            n += x in combat.blocks
        else:
            n += a in combat.blocks.get(x, ())
    return n


def most_obeyed(combat, reqs: list[Requirement], blockers: list[int], attackers: list[int],
                can_block: Callable[[int, int], bool], legal: Callable[[], bool],
                add: Callable, remove: Callable) -> int:
    """The most of ``reqs`` that a declaration adding blocks to those declared so far can obey
    while ``legal()`` (every restriction, 509.1b); -1 if no such declaration is legal.
    ``can_block(x, a)``: whether ``x`` may block ``a`` given the blocks made (also how many
    creatures it may block, 509.1a); ``add`` / ``remove`` a block (x, a)."""
    concerned = [x for x in blockers if _concerned(x, reqs, attackers, can_block)]
    total = len(reqs)
    mine = {x: sum(1 for r in reqs if r.blocker == x) for x in concerned}
    wanted = [r.attacker for r in reqs if r.blocker is None]
    best = -1

    def go(i: int) -> None:
        nonlocal best
        if best == total:
            return
        score = obeyed(combat, reqs)
        if i == len(concerned):
            if score > best and legal():
                best = score
            return
        open_blocked = sum(1 for a in wanted if not combat.blocked_by.get(a))
        if score + sum(mine[x] for x in concerned[i:]) + open_blocked <= best:
            return  # the blockers left can't do better than the best found
        x = concerned[i]
        for option in _options(x, reqs, attackers, can_block, add, remove):
            for a in option:
                add(x, a)
            go(i + 1)
            for a in reversed(option):
                remove(x, a)

    go(0)
    return best


def _concerned(x: int, reqs: list[Requirement], attackers: list[int], can_block) -> bool:
    """Whether blocker ``x`` appears in a requirement, or could block an attacker that must be
    blocked."""
    return any(r.blocker == x or r.blocker is None and can_block(x, r.attacker) for r in reqs)


def _options(x: int, reqs, attackers: list[int], can_block, add, remove) -> list:
    """The attackers ``x`` may block besides those it blocks already, as tuples: those named
    by a requirement first, no block last."""
    named = {r.attacker for r in reqs if r.attacker is not None and r.blocker in (x, None)}
    order = sorted(attackers, key=lambda a: a not in named)
    out: list = []

    def extend(chosen: tuple, start: int) -> None:
        for j in range(start, len(order)):
            a = order[j]
            if not can_block(x, a):
                continue
            out.append(chosen + (a,))
            add(x, a)
            extend(chosen + (a,), j + 1)
            remove(x, a)

    extend((), 0)
    out.append(())
    return out
