"""A permanent becoming untapped (rule 701.26b), through the replacement stun counters make
(122.1d): "If a permanent with a stun counter on it would become untapped, instead remove a
stun counter from it." Every way a permanent untaps (the untap step, 502.3; an effect, 701.26b;
an {Q} cost, 107.6) goes through :func:`untap`."""
from __future__ import annotations

from mtgrules.ir import StaticAbility, UntapsSkipped
from mtgrules.engine import targets, trigger_events
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


def untaps_skipped(game) -> tuple:
    """(source, controller, effect) of the static abilities of permanents keeping groups of
    permanents tapped ("Nonbasic lands don't untap during their controllers' untap steps",
    502.3), as the characteristics are now."""
    return tuple((oid, c.controller, a.effect) for oid, c in game.chars_table().items()
                 for a in c.abilities if type(a) is StaticAbility and type(a.effect) is UntapsSkipped)


def kept_tapped(game, oid: int, skipped: tuple) -> object | None:
    """The ``UntapsSkipped`` of ``skipped`` whose group ``oid`` is in, or None (502.3)."""
    for source, controller, effect in skipped:
        if targets.permanent_matches(game, oid, effect.filter, controller, source):
            return effect
    return None
