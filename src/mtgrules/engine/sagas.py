"""Sagas (rule 714): lore counters, chapter abilities, and sacrificing a Saga that has been read.

* 714.3a: a Saga enters with a lore counter (the compiler gives every Saga that replacement
  effect, ``cards/chapters.py``);
* 714.3b, 505.4: as its controller's precombat main phase begins, a lore counter is put on each
  Saga they control with one or more chapter abilities, a turn-based action;
* 714.2b: a chapter ability triggers when lore counters put on its Saga (as it enters too,
  122.6) bring their number from less than its chapter number to at least it: putting two at
  once triggers two chapters;
* 714.4, 704.5s: a Saga with at least as many lore counters as its final chapter number (714.2d)
  is sacrificed, once no chapter ability of it has triggered and not yet left the stack.
"""
from __future__ import annotations

from mtgrules.engine import replacement, triggers
from mtgrules.engine.game_events import CountersEvent
from mtgrules.ir.sagas import MAX_CHAPTER, chapter_event, chapter_number, final_chapter_number


def _chapter_test(number: int):
    def test(game, source, controller, data) -> bool:
        oid, kind, before, after = data
        return oid == source and kind == "lore" and before < number <= after
    return test


for _n in range(1, MAX_CHAPTER + 1):  # rule 714.2b
    triggers.derived(chapter_event(_n), "counters", _chapter_test(_n))


def add_lore_counters(game) -> None:
    """Rules 505.4, 714.3b: as the active player's precombat main phase begins, they put a lore
    counter on each Saga they control with one or more chapter abilities (no stack)."""
    table = game.chars_table()
    sagas = [oid for oid in game.battlefield
             if "Saga" in table[oid].subtypes and table[oid].controller == game.active
             and final_chapter_number(table[oid].abilities)]
    for oid in sagas:
        replacement.happen(game, CountersEvent(oid, "lore", 1, rule="714.3b"))


def read_out(game, oid: int, c) -> tuple | None:
    """Rules 714.4, 704.5s: the state-based action for Saga permanent ``oid`` (characteristics
    ``c``), if it applies: ("sacrifice", oid, rule, why)."""
    final = final_chapter_number(c.abilities)
    lore = game.objects[oid].counters.get("lore", 0)
    if not final or lore < final or _chapter_waiting(game, oid):
        return None
    return ("sacrifice", oid, "704.5s",
            f"it has {lore} lore counter{'s' if lore != 1 else ''}, at least its final chapter "
            f"number {final}, and no chapter ability of it is waiting to leave the stack (714.4)")


def _chapter_waiting(game, oid: int) -> bool:
    """Whether a chapter ability of ``oid`` has triggered and not yet left the stack (714.4):
    waiting to be put on it (603.3) or on it."""
    for trig in game.triggers:
        if trig.source == oid and chapter_number(trig.ability) is not None:
            return True
    for trig in game.placing:
        if trig.source == oid and chapter_number(trig.ability) is not None:
            return True
    objects = game.objects
    for sid in game.stack:
        item = objects[sid]
        if item.source == oid and item.ability is not None and chapter_number(item.ability) is not None:
            return True
    return False
