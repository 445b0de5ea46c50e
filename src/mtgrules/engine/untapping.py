"""A permanent becoming untapped (rule 701.26b), through the replacement stun counters make
(122.1d): "If a permanent with a stun counter on it would become untapped, instead remove a
stun counter from it." Every way a permanent untaps (the untap step, 502.3; an effect, 701.26b;
an {Q} cost, 107.6) goes through :func:`untap`. Static abilities untapping groups of
permanents during other players' untap steps ("Untap all permanents you control during each
opponent's untap step", 502.3) are found by :func:`untapping_in_others_steps`."""
from __future__ import annotations

from mtgrules.ir import StaticAbility, UntapsDuring, UntapsSkipped
from mtgrules.engine import command_zone, targets, trigger_events
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


def _untaps_during(game) -> list:
    """(source, controller, effect) of the static abilities untapping groups of permanents
    during other players' untap steps, of permanents and of command-zone objects whose
    abilities function there (901.7, 904.8), as the characteristics are now."""
    found = [(oid, c.controller, a.effect) for oid, c in game.chars_table().items()
             for a in c.abilities if type(a) is StaticAbility and type(a.effect) is UntapsDuring]
    for oid in command_zone.functioning(game):
        found.extend((oid, command_zone.controller(game, oid), a.effect)
                     for a in game.objects[oid].card.abilities
                     if type(a) is StaticAbility and type(a.effect) is UntapsDuring)
    return found


def _in_these_steps(game, steps: str, controller: int, active: int) -> bool:
    """Whether the untap step of ``active`` is one of those ``steps`` names for an ability
    controlled by ``controller`` (each player's, each opponent's, each other player's)."""
    if steps == "each":
        return True
    if steps == "opponent":
        return active in game.opponents(controller)
    return active != controller


def untapping_in_others_steps(game, active: int) -> list[tuple[int, object]]:
    """Rule 502.3: (permanent, effect) for each tapped permanent a player other than the
    active player controls that untaps during this untap step by a static ability ("Untap all
    permanents you control during each opponent's untap step"); empty at once when no such
    ability exists."""
    sources = _untaps_during(game)
    if not sources:
        return []
    out = []
    for oid in game.battlefield:
        if not game.objects[oid].tapped or game.chars(oid).controller == active:
            continue
        for source, controller, effect in sources:
            if _in_these_steps(game, effect.steps, controller, active) and \
                    targets.permanent_matches(game, oid, effect.filter, controller, source):
                out.append((oid, effect))
                break
    return out
