"""Which compiled abilities work from the command zone (rule 408), for the objects there
whose abilities function there: emblems (114.4), vanguard cards (902.7), the face-up plane of
Planechase (901.7), and other cards of the casual variants that stay in the command zone.

The engine applies from the command zone triggered abilities (``engine/triggers.fire``),
static abilities that change characteristics (an anthem: layers 6-7, ``engine/layers``), that
change what spells cost (601.2f, ``engine/cost_changes``) or when they may be cast (702.8a:
``engine/hooks.has_flash``), that give keywords to cards in hands and graveyards (613.1f,
``engine/zone_grants``), that are about players (land
plays, hand size, spells cast: ``engine/player_rules``), that replace or prevent damage
(614.1a, 615: ``engine/replacement``) or skip steps (614.10: "Players skip their untap
steps."), that untap permanents in other players' untap steps (502.3), triggered mana abilities (605.1b:
``engine/mana_triggers``), and, for cards that allow it,
activated abilities whose ``zone`` is 'command' (``engine/zone_abilities``). Any other kind of
ability is not applied there, so a card with one is refused, naming it.
"""
from __future__ import annotations

from dataclasses import replace

from mtgrules import ir as m
from mtgrules.cards.grammar.zone_keywords import SPELL_KEYWORDS


def why_not_from_command_zone(ability, activated: bool = False) -> str | None:
    """None if ``ability`` works from the command zone; else why not. ``activated``: whether
    the object's activated abilities may be activated there (902.7; an emblem's, 114.4, have
    none the engine offers)."""
    kind = type(ability)
    if kind is m.TriggeredAbility:
        return None
    if kind is m.StaticAbility and _applies_from_command_zone(ability.effect):
        return None
    if activated and kind is m.ActivatedAbility and not ability.zone and not ability.keyword:
        return None
    return ("this kind of ability is not supported from the command zone (only triggered "
            "abilities, static abilities that change characteristics, the costs and timing of spells, "
            "keywords of spells and of cards in hands and graveyards, "
            "rules about players, damage or skipped steps" + (" and activated abilities" if activated else "")
            + " work from there)")


#: static effects about players the engine reads from the command zone (``engine/player_rules``)
_PLAYER_RULES = (m.PlayerRule, m.AdditionalLandPlays, m.CastCountLimit, m.CombatCountLimit,
                 m.CastSharingTopCardType, m.PlayFromLibraryTop)
#: static replacement and prevention effects on damage it reads there (``engine/replacement``)
_DAMAGE_RULES = (m.DamageReplaced, m.PreventsDamage)
#: static effects on the turn's steps it reads there: skipping them (614.10: ``engine/replacement``,
#: ``engine/effectlib/skip``), permanents untapping in other players' (502.3: ``engine/untapping``)
_TURN_RULES = (m.SkipStep, m.UntapsDuring)


def _applies_from_command_zone(effect) -> bool:
    """Whether the engine applies the static ``effect`` from the command zone: an anthem about
    permanents, not its own object or what it is attached to (it is no permanent), or one
    giving spells keywords the engine reads from them ("instant and sorcery spells have
    rebound", 613.1f), a change to the cost of spells (not "this spell"), keywords given to
    cards in hands and graveyards (613.1f), a rule about players, or a replacement or
    prevention effect on damage (614.1a, 615) not about its own object, or a triggered mana
    ability not about what its object is attached to (605.1b)."""
    kind = type(effect)
    if kind is m.Anthem:
        flt = effect.affects
        if flt.zone == "stack":  # keywords given to spells (engine/spell_grants)
            return not effect.only_self and all(k.name in SPELL_KEYWORDS for k in effect.keywords)
        return not effect.only_self and not flt.attached and flt.zone == "battlefield" and not flt.spell
    if kind is m.CostChange:
        return effect.scope == "spells"
    if kind is m.CastAsThoughFlash:  # casting spells as though they had flash (702.8a)
        return not effect.this_spell
    if kind is m.TappedForManaAdds:  # a triggered mana ability (605.1b, ``engine/mana_triggers``)
        return effect.tapped is not None
    if kind is m.ZoneKeywords:  # keywords of cards in hands and graveyards (engine/zone_grants)
        return True
    if kind in _DAMAGE_RULES:  # not damage to or by this object or what it's attached to
        return not any(type(ref) in (m.This, m.AttachedTo) for party in (effect.to, effect.by)
                       if party is not None for ref in party.refs)
    return kind in _PLAYER_RULES or kind in _TURN_RULES


def in_command_zone(ability: m.ActivatedAbility) -> m.ActivatedAbility:
    """An activated ability that functions from the command zone (113.6b, 902.7)."""
    return replace(ability, zone="command")
