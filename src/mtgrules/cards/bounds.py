"""Which abilities of a card have object descriptions with bounds that are amounts ("a creature
card with mana value X or less"), and whether the engine can fix them (``ir/bounds.py``).

A bound is fixed by the spell or ability that has it: X by the value announced as it was cast
or activated (107.3a, 601.2b), which only a spell or an ability with X in its cost has; a
count given by "where X is ..." as it resolves (608.2h). Elsewhere (a trigger condition, a
cost, a static ability, or X in a triggered ability other than an enters-the-battlefield one,
107.3m) the card is refused; the counters on the source in a trigger condition ("a spell with
mana value equal to the number of charge counters on this artifact") are counted as the event
happens (603.2).
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m

# the third: exactly X (202.3); the last: counters on the source, counted as it resolves
_PHRASES = (" x or less", " x or greater", "mana value x ", "mana value equal to the number of")


def fix_bounds(text: str, mana_cost, spell, abilities: tuple, lines: tuple, extra_x: bool = False):
    """(spell, abilities, refusal): the modes with bounds marked for the engine to fix
    (``Mode.bounds``), and ``(line, reason)`` if a bound is where nothing can fix it.
    ``extra_x``: the spell's additional cost has an X ("pay X life"), announced as it is cast."""
    low = text.lower()
    if not any(phrase in low for phrase in _PHRASES):
        return spell, abilities, None
    line = next((ln for ln, _ in lines if any(ph in ln.lower() for ph in _PHRASES)), text)
    if spell is not None:
        x_paid = mana_cost is not None and bool(mana_cost.x) or extra_x
        modes = tuple(_marked(mode, x_paid) for mode in spell.modes)
        if None in modes:
            return spell, abilities, (line, _NO_X)
        spell = dataclasses.replace(spell, modes=modes)
    fixed = []
    for ability in abilities:
        kind = type(ability)
        if kind is m.ActivatedAbility or kind is m.TriggeredAbility:
            if kind is m.ActivatedAbility:
                x_paid = ability.cost.loyalty_x or ability.cost.mana is not None and bool(ability.cost.mana.x)
            else:  # an enters-the-battlefield ability has its spell's X (107.3m)
                x_paid = ability.event == "enters"
            modes = tuple(_marked(mode, x_paid) for mode in (ability.mode,) + ability.modes)
            if None in modes:
                return spell, abilities, (line, _NO_X)
            subject = ability.subject if kind is m.TriggeredAbility else None
            if subject is not None and all(type(n) is m.CountOf and n.kind == "counters"
                                           for n in m.dynamic_bounds(subject)):
                subject = None  # counters on the source, counted as the event happens (603.2)
            rest = dataclasses.replace(ability, mode=m.Mode((), ()), modes=())
            if kind is m.TriggeredAbility:
                rest = dataclasses.replace(rest, subject=subject)
            if m.dynamic_bounds(rest):
                return spell, abilities, (line, _ELSEWHERE)
            ability = dataclasses.replace(ability, mode=modes[0], modes=modes[1:])
        elif m.dynamic_bounds(ability):
            return spell, abilities, (line, _ELSEWHERE)
        fixed.append(ability)
    return spell, tuple(fixed), None


_NO_X = ("an object description bounded by X where no X was announced (107.3a; of the abilities "
         "of a permanent, only its enters-the-battlefield ones have its spell's X, 107.3m)")
_ELSEWHERE = "an object description bounded by an amount outside an effect (608.2h)"


def _marked(mode: m.Mode, x_paid: bool) -> m.Mode | None:
    """``mode`` marked as having bounds to fix; None if one is an X nobody announces."""
    bounds = m.dynamic_bounds((mode.targets, mode.effects))
    if not bounds:
        return mode
    if not x_paid and "X" in bounds:
        return None
    return dataclasses.replace(mode, bounds=True)
