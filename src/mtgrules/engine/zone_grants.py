"""Keyword abilities static abilities give to cards in hands and graveyards (rules 604.1, 611.3,
613.1f): "Each creature card in your graveyard has scavenge. The scavenge cost is equal to its
mana cost." (``ir.ZoneKeywords``).

Such an effect applies to whatever cards its text names at any given moment (611.3a), from a
permanent on the battlefield or from an object of the command zone whose abilities function
there (a plane, 901.7; 113.6p). A card it applies to has the keyword in that zone as a printed
one would be (702.1): ``card_of`` gives the card's characteristics there, its own with the
granted keyword instances and the abilities they stand for appended (so the indexes of its own
abilities are unchanged). The engine asks for them where a player may use a card's abilities
in a hand or a graveyard: casting it (``casting.why_cannot_cast``), activating its abilities
(``zone_abilities``) and what ``legal_actions`` offers. A granted ability isn't copiable (707.2):
the card itself (``CardObject.card``) never changes, and a spell cast this way keeps the
granted instances (``StackObject.granted``: the ability that allowed it to be cast goes on
applying to it, 400.7g, for the costs of the way it was cast, 601.2f).

Convoke given to "artifact spells you cast" (an ``Anthem`` about spells, ``spell_grants``) is
looked at with the card where its owner casts it from (a hand, a graveyard, exile), the spell
it will be having it as its cost is paid (601.2a, 601.2h).

"Equal to its mana cost" is the card's own mana cost (202.1); a card without one has a cost
that can't be paid (118.6), so no such keyword is given to it here (nothing could use it).
A cost with {X} isn't given (an X for it is not announced here: the card stays without it).
"""
from __future__ import annotations

import dataclasses
from typing import NamedTuple

from mtgrules import ir as m
from mtgrules.cards.keyword_syntax import keyword_abilities
from mtgrules.engine import command_zone
from mtgrules.engine.objects import Zone

#: the zones cards are given keywords in (``ZoneKeywords``), and exile, from where a card may
#: be cast as a spell that will have a keyword given to spells (convoke)
_ZONES = {Zone.GRAVEYARD: "graveyard", Zone.HAND: "hand", Zone.EXILE: "exile"}
#: keywords given to spells that change how their cost is paid: a card is cast as the spell it
#: will be would have them (601.2a: the spell is on the stack as its cost is determined and
#: paid, 601.2f-h), so the card where it is cast from is looked at with them
_CAST_FOR = frozenset({"convoke"})


class Grant(NamedTuple):
    """A static ability giving keywords to objects outside the battlefield: its ``source`` and
    its effect, a ``ZoneKeywords`` (cards in a zone) or an ``Anthem`` about spells (the stack:
    ``engine/spell_grants.py``)."""

    source: int
    effect: m.ZoneKeywords | m.Anthem


# id(a card's abilities) -> (the abilities, their effects giving keywords outside the
# battlefield); card definitions are immutable and shared, so each is looked at once
_OF_ABILITIES: dict[int, tuple] = {}
# the characteristics table last asked about and the grants found with it (computed again once
# the table is: after any change layers depend on, planeswalking included)
_LAST: list = [None, ()]
# (id(card), granted instances) -> (card, the card with them)
_WITH: dict[tuple, tuple] = {}


def _zone_effects(abilities: tuple, cache: bool) -> tuple:
    hit = _OF_ABILITIES.get(id(abilities)) if cache else None
    if hit is not None and hit[0] is abilities:
        return hit[1]
    found = tuple(a.effect for a in abilities if type(a) is m.StaticAbility and (
        type(a.effect) is m.ZoneKeywords or type(a.effect) is m.Anthem and a.effect.affects.zone == "stack"))
    if cache:
        _OF_ABILITIES[id(abilities)] = (abilities, found)
    return found


def grants(game) -> tuple[Grant, ...]:
    """The static abilities giving keywords to cards in zones or to spells that function now:
    those of the permanents (after layer 6, 613.1f) and of the objects of the command zone
    (113.6p)."""
    table = game.chars_table()
    return _LAST[1] if _LAST[0] is table else _scan(game, table)


def _scan(game, table: dict) -> tuple[Grant, ...]:
    found = []
    cache = _OF_ABILITIES
    for oid, c in table.items():
        abilities = c.abilities
        if not abilities:
            continue
        if abilities is c.copiable.abilities:  # a card's own: looked at once (the usual case)
            hit = cache.get(id(abilities))
            effects = hit[1] if hit is not None and hit[0] is abilities else _zone_effects(abilities, True)
        else:
            effects = _zone_effects(abilities, False)
        if effects:
            found.extend(Grant(oid, e) for e in effects)
    for oid in command_zone.functioning(game):
        found.extend(Grant(oid, e) for e in _zone_effects(game.objects[oid].card.abilities, True))
    _LAST[0], _LAST[1] = table, tuple(found)
    return _LAST[1]


def granted(game, oid: int) -> tuple[m.KeywordInstance, ...]:
    """The keyword instances static abilities give the card ``oid`` where it is now (none but
    in a hand or a graveyard)."""
    obj = game.objects.get(oid)
    zone = _ZONES.get(obj.zone) if obj is not None else None
    if zone is None:
        return ()
    found = grants(game)
    if not found:
        return ()
    from mtgrules.engine.conditions import holds
    from mtgrules.engine.layers import source_controller
    from mtgrules.engine.targets import card_matches
    table = game.chars_table()
    out = []
    for source, effect in found:
        if type(effect) is m.Anthem:  # about spells: only a way of paying, as it is cast
            given = tuple(k for k in effect.keywords if k.name in _CAST_FOR)
            if not given:
                continue
        elif effect.affects.zone == zone:
            given = None
        else:
            continue
        controller = source_controller(game, table, source)
        if controller is None or not (card_matches(game, obj, effect.affects, controller, source) if given is None
                                      else _cast_from_here_as(game, obj, zone, effect.affects, controller, source)):
            continue
        if effect.condition is not None and not holds(game, table, source, controller, effect.condition):
            continue  # "during your turn" (611.3a)
        for inst in given or (instance(effect, obj.card),):
            if inst is not None and inst not in out:
                out.append(inst)
    return tuple(out)


def _cast_from_here_as(game, obj, zone: str, flt: m.Filter, controller: int, source: int) -> bool:
    """Whether the card ``obj``, cast by its owner from ``zone`` where it is, would be a spell
    ``flt`` describes ("artifact spells you cast")."""
    from mtgrules.engine.targets import card_matches, cast_from_fits
    if flt.controller is not None and (obj.owner == controller) != (flt.controller == "you"):
        return False
    if flt.cast_from is not None and not cast_from_fits(flt.cast_from, zone):
        return False
    return card_matches(game, obj, dataclasses.replace(flt, controller=None, cast_from=None), controller, source)


def instance(effect: m.ZoneKeywords, card) -> m.KeywordInstance | None:
    """The keyword ``effect`` gives ``card``: its cost as written, or the card's mana cost
    (202.1) and the costs after "plus"; None if that cost can't be paid (no mana cost, 118.6)
    or has an X."""
    if not effect.own_mana_cost:
        return m.KeywordInstance(effect.keyword, effect.cost)
    cost = card.mana_cost
    if cost is None or cost.x:
        return None
    if effect.plus:  # "—{2}{B}, Exile three other cards from your graveyard." (702.138a)
        return m.KeywordInstance(effect.keyword, f"—{cost}, {effect.plus}.")
    return m.KeywordInstance(effect.keyword, str(cost))


def with_keywords(card, extra: tuple[m.KeywordInstance, ...]):
    """``card`` with the keyword instances ``extra`` and the abilities they stand for after its
    own (613.1f)."""
    if not extra:
        return card
    key = (id(card), extra)
    hit = _WITH.get(key)
    if hit is None or hit[0] is not card:
        hit = _WITH[key] = (card, dataclasses.replace(card, keywords=card.keywords + extra,
                                                      abilities=card.abilities + keyword_abilities(extra)))
    return hit[1]


def card_of(game, oid: int):
    """The card ``oid`` with the keywords static abilities give it where it is (its own card
    when none do)."""
    obj = game.objects[oid]
    if obj.zone not in _ZONES or not grants(game):
        return obj.card
    return with_keywords(obj.card, granted(game, oid))


def as_cast(item):
    """The card of spell ``item`` with the keywords it had where it was cast from, whose costs
    it was cast for (601.2f)."""
    return with_keywords(item.card, item.granted)
