"""Effects of resolving spells and abilities that change characteristics for a duration
(rules 611.2, 613.1): "Until end of turn, target creature loses all abilities and becomes a blue
Frog with base power and toughness 1/1." The objects affected are fixed as the effect begins
(611.2c); each part applies in its layer (613.6), and the effect ends in the cleanup step
(514.2)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import layers
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone


@effect(m.ApplyChange)
def _apply_change(game, res, e: m.ApplyChange, offset) -> bool:
    affected = tuple(o for o in resolve_ref(game, res, e.what, offset)
                     if o >= 0 and o in game.objects and game.objects[o].zone is Zone.BATTLEFIELD)
    if affected:
        if layers.begin_effect(game, affected, e.change, res.item.source, e.duration) is None:
            return True
        until = layers.duration_words(e.duration)
        game.event("611.2c", f"{', '.join(game.name(o) for o in affected)}: {e.text}{until} "
                             f"(layers {', '.join(_LAYER_NAMES[x] for x in e.change.layers())}, 613.1)")
    return True


_LAYER_NAMES = {layers.COPY: "1a", layers.FACE_DOWN: "1b", layers.CONTROL: "2", layers.TEXT: "3",
                layers.TYPE: "4", layers.COLOR: "5", layers.ABILITY: "6", layers.PT_CDA: "7a",
                layers.PT_SET: "7b", layers.PT_MODIFY: "7c", layers.PT_SWITCH: "7d"}
