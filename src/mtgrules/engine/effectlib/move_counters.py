"""Moving counters from one permanent onto another (rule 122.5): graft (702.58a)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import replacement
from mtgrules.engine.abilities import remove_counters
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.game_events import CountersEvent
from mtgrules.engine.objects import Zone


def _on_battlefield(game, oids: list) -> list:
    return [o for o in oids if o >= 0 and o in game.objects and game.objects[o].zone is Zone.BATTLEFIELD]


@effect(m.MoveCounters)
def _move(game, res, e: m.MoveCounters, offset) -> bool:
    """Rule 122.5: the counters are removed from the first permanent and put onto the second;
    nothing moves if either is gone, if they are the same object, or if the first has too few
    of them."""
    sources = _on_battlefield(game, resolve_ref(game, res, e.source, offset))
    targets = _on_battlefield(game, resolve_ref(game, res, e.to, offset))
    if len(sources) != 1 or len(targets) != 1 or sources[0] == targets[0] \
            or game.objects[sources[0]].counters.get(e.kind, 0) < e.count:
        game.event("122.5", f"no {e.kind} counter can be moved")
        return True
    src, to = sources[0], targets[0]
    game.event("122.5", f"{e.count} {e.kind} counter(s) move from {game.name(src)} onto {game.name(to)}")
    remove_counters(game, src, e.kind, e.count)
    replacement.happen(game, CountersEvent(to, e.kind, e.count))
    return True
