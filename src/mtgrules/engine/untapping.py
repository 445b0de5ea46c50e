"""A permanent becoming untapped (rule 701.26b), through the replacement stun counters make
(122.1d): "If a permanent with a stun counter on it would become untapped, instead remove a
stun counter from it." Every way a permanent untaps (the untap step, 502.3; an effect, 701.26b;
an {Q} cost, 107.6) goes through :func:`untap`."""
from __future__ import annotations

from mtgrules.engine import trigger_events
from mtgrules.engine.abilities import remove_counters


def untap(game, oid: int) -> bool:
    """Untap permanent ``oid``, or (122.1d) remove a stun counter from it instead; whether it
    became untapped."""
    perm = game.objects[oid]
    if perm.counters.get("stun"):
        game.event("122.1d", f"{game.name(oid)} would become untapped: a stun counter is removed "
                             "from it instead")
        remove_counters(game, oid, "stun", 1)
        return False
    perm.tapped = False
    trigger_events.became_untapped(game, oid)
    return True
