"""Keyword abilities static abilities give to spells (rules 611.3, 613.1f): "Instant and
sorcery spells have rebound." (Trail of the Mage-Rings), "All spells have split second." (Lake
Silencio), "Instant and sorcery spells you control have rebound." (Cast Through Time).

Such an ``Anthem`` about spells (its filter's zone the stack) applies to whatever spells it
names at any given moment (611.3a), from a permanent or from the command zone
(``zone_grants.grants``). The engine reads a spell's keywords where they matter: split second
as players would cast or activate (``hooks.stack_lock``, 702.61a), rebound as the spell
resolves (``rebound.exiled_as_it_resolves``, 702.88a), cascade, demonstrate and storm as it
becomes cast (their "when you cast this spell" abilities, 702.85a, 702.144a, 702.40a:
``triggers.spell_cast``), convoke as its cost is paid (702.51a, the payment in ``casting``;
before it is cast, the card is looked at as the spell it would be, ``zone_grants``). A copy
of a spell is a spell (707.10) and has them too; "spells you cast" are those of its controller
(a copy isn't cast, so a cast trigger never sees it).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import zone_grants


def granted(game, sid: int) -> tuple[m.KeywordInstance, ...]:
    """The keyword instances static abilities give the spell ``sid`` now (613.1f)."""
    found = zone_grants.grants(game)
    if not found:
        return ()
    item = game.objects.get(sid)
    if item is None or item.ability is not None:
        return ()
    from mtgrules.engine.conditions import holds
    from mtgrules.engine.layers import source_controller
    from mtgrules.engine.targets import card_matches
    table = game.chars_table()
    out = []
    for source, effect in found:
        if type(effect) is not m.Anthem:
            continue
        controller = source_controller(game, table, source)
        if controller is None or not card_matches(game, item, effect.affects, controller, source):
            continue
        if effect.condition is not None and not holds(game, table, source, controller, effect.condition):
            continue
        out.extend(k for k in effect.keywords if k not in out)
    return tuple(out)


def keywords_of(game, sid: int) -> tuple[m.KeywordInstance, ...]:
    """The keywords of the spell ``sid``: its own and those given to it."""
    return game.objects[sid].card.keywords + granted(game, sid)


def card_of(game, sid: int):
    """The card of the spell ``sid`` with the keywords given to it and the abilities they stand
    for (cascade's triggered ability, 702.85a)."""
    return zone_grants.with_keywords(game.objects[sid].card, granted(game, sid))
