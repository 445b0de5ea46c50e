"""Which compiled abilities work from the command zone (rule 408), for the objects there
whose abilities function there: emblems (114.4), vanguard cards (902.7), and other cards of the
casual variants that stay in the command zone.

The engine applies from the command zone triggered abilities (``engine/triggers.fire``),
static abilities that change characteristics (an anthem: layers 6-7, ``engine/layers``) and,
for cards that allow it, activated abilities whose ``zone`` is 'command'
(``engine/zone_abilities``). Any other kind of ability is not applied there, so a card with one
is refused, naming it.
"""
from __future__ import annotations

from dataclasses import replace

from mtgrules import ir as m


def why_not_from_command_zone(ability, activated: bool = False) -> str | None:
    """None if ``ability`` works from the command zone; else why not. ``activated``: whether
    the object's activated abilities may be activated there (902.7; an emblem's, 114.4, have
    none the engine offers)."""
    kind = type(ability)
    if kind is m.TriggeredAbility:
        return None
    if kind is m.StaticAbility and type(ability.effect) is m.Anthem \
            and not ability.effect.only_self and not ability.effect.affects.attached:
        return None
    if activated and kind is m.ActivatedAbility and not ability.zone and not ability.keyword:
        return None
    return ("this kind of ability is not supported from the command zone (only triggered "
            "abilities, static abilities that change characteristics"
            + (" and activated abilities" if activated else "") + " work from there)")


def in_command_zone(ability: m.ActivatedAbility) -> m.ActivatedAbility:
    """An activated ability that functions from the command zone (113.6b, 902.7)."""
    return replace(ability, zone="command")
