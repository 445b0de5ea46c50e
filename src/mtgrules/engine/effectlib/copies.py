"""Copy effects (rule 707, layer 1a): "You may have this creature enter as a copy of any
creature on the battlefield." (Clone).

That ability is a replacement effect on the permanent entering (614.1c), whatever route it
enters by: its spell resolving, an effect returning it from a graveyard or from exile
(``replacement.enters_with``). It is a copy effect, so it is applied before the other
replacement effects on that event (616.1c), and its controller chooses through
``legal_actions()`` whether to apply it (``ChooseReplacement``, "you may") and which creature to
copy (``ChooseObject``). The copiable values of the chosen creature are taken at that moment
(707.2: its printed values as modified by other copy effects and its face-down status, without
counters or other effects) and become the new permanent's through a copy effect that lasts as
long as it is on the battlefield, so nothing sees it enter as anything else, and the
replacement effects of what it copies ("enters tapped", "enters with counters") then apply to it
(614.12). The exceptions of "..., except ..." become part of the copiable values (707.9a-b).

A permanent entering as a copy of an Aura is not an Aura spell and targets nothing: as it
enters, its controller chooses what it will enchant among what it could legally enchant
(303.4f, ``EnchantsAsItEnters``, asked as ``ChooseObject``). If it could enchant nothing, it
doesn't enter (303.4g); the engine has already moved it by then, so it is put into its
owner's graveyard, which is where 303.4g puts an Aura entering from the stack (one entering
from another zone would stay there).
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.keyword_syntax import SYNTAX, defined_characteristics
from mtgrules.engine import layers
from mtgrules.engine import replacement
from mtgrules.engine.effectlib.aura_entering import entering_hosts, is_aura_card
from mtgrules.engine.game_events import EnterEvent
from mtgrules.engine.replacement import COPY, applier
from mtgrules.records import record


def _copyable(game, e: m.EntersAsCopy, event: EnterEvent, holder: int) -> list[int]:
    """The permanents ``holder`` may enter as a copy of: those matching the filter ("a creature
    you control": its controller is the entering permanent's), other than itself (it is not on
    the battlefield yet as it enters)."""
    table = game.chars_table()
    flt = e.filter
    return [oid for oid in game.battlefield if oid != holder
            and layers.matches(game, table, oid, flt, holder)]


def _own_with_something_to_copy(game, e: m.EntersAsCopy, event: EnterEvent, holder: int) -> bool:
    return event.oid == holder and bool(_copyable(game, e, event, holder))


@applier(m.EntersAsCopy, EnterEvent, applies=_own_with_something_to_copy, tier=COPY,
         optional=True, options=_copyable)
def _enter_as_copy(game, e: m.EntersAsCopy, event: EnterEvent, holder: int, chosen: int):
    copiable = with_exceptions(game.chars(chosen).copiable, e)  # 707.2: the values taken now
    if e.own_name:  # "except its name is <its own name>" (707.9a)
        copiable = dataclasses.replace(copiable, name=game.objects[holder].card.name)
    enter_as_copy(game, holder, copiable)
    if is_aura_card(copiable) and game.objects[holder].attached_to is None:
        if not entering_hosts(game, holder):  # 303.4g
            game.event("303.4g", f"{game.name(holder)} entering as a copy of {copiable.name} "
                                 "could enchant nothing: it doesn't enter (it is put into its "
                                 "owner's graveyard, 704.5m)")
            return None
        replacement.add_effect(game, EnchantsAsItEnters(replacement.new_effect_id(game), holder,
                                                        game.name(holder)))
    return event


@record
class EnchantsAsItEnters:
    """Rule 303.4f: a permanent that became an Aura as it enters (a copy of an Aura, 707.2), not
    by resolving as an Aura spell, is attached as it enters to what its controller chooses
    among what it could legally enchant (its enchant ability; not targeting, 115.1)."""

    id: int
    source: int
    source_name: str


def _entering(game, eff: EnchantsAsItEnters, event: EnterEvent, holder) -> bool:
    return event.oid == eff.source


def _hosts(game, eff: EnchantsAsItEnters, event: EnterEvent, holder) -> list[int]:
    return entering_hosts(game, eff.source)


@applier(EnchantsAsItEnters, EnterEvent, applies=_entering, options=_hosts)
def _enchant_as_it_enters(game, eff: EnchantsAsItEnters, event: EnterEvent, holder, host: int):
    replacement.replace_effect(game, eff, None)
    game.objects[eff.source].attached_to = host
    game.changed()
    game.event("303.4f", f"{game.name(eff.source)} enters attached to {game.name(host)}")
    return event


def with_exceptions(copiable: m.CardDef, e: m.EntersAsCopy) -> m.CardDef:
    """Rules 707.9a-b: the copiable values with the copy effect's exceptions, which become part
    of them (types "in addition to its other types", keywords and abilities it has, its power
    and toughness, its colors, no mana cost: embalm 702.128a, eternalize 702.129a; not
    legendary).
    A characteristic-defining keyword it gains defines its characteristics (604.3, changeling
    702.73a)."""
    if not (e.add_types or e.add_subtypes or e.keywords or e.abilities or e.power is not None
            or e.colors is not None or e.no_mana_cost or e.not_legendary or e.loyalty is not None
            or e.add_supertypes):
        return copiable
    subtypes = copiable.subtypes + tuple(t for t in e.add_subtypes if t not in copiable.subtypes)
    colors = copiable.colors if e.colors is None else e.colors
    abilities = copiable.abilities
    if e.keywords:
        colors, subtypes = defined_characteristics(e.keywords, colors, subtypes)
        abilities = abilities + tuple(a for k in e.keywords for a in SYNTAX[k.name].expand(k))
    abilities = abilities + e.abilities
    return dataclasses.replace(
        copiable, types=copiable.types | e.add_types, subtypes=subtypes, colors=colors,
        keywords=copiable.keywords + e.keywords, abilities=abilities,
        power=e.power if e.power is not None else copiable.power,
        toughness=e.toughness if e.toughness is not None else copiable.toughness,
        mana_cost=None if e.no_mana_cost else copiable.mana_cost,
        supertypes=(copiable.supertypes - {"Legendary"} if e.not_legendary else copiable.supertypes)
        | e.add_supertypes,
        loyalty=e.loyalty if e.loyalty is not None else copiable.loyalty)


def enter_as_copy(game, oid: int, copiable: m.CardDef) -> None:
    """The permanent ``oid`` enters with the copiable values ``copiable`` (layer 1a)."""
    layers.begin_effect(game, (oid,), m.Change(copy=copiable), oid, layers.PERMANENT)
    game.event("707.2", f"{game.objects[oid].card.name} enters as a copy of {copiable.name or 'a face-down permanent'}")
