"""Static abilities that change how every creature's landwalk works (604.1, 702.14c): while a
permanent with "Creatures with swampwalk can be blocked as though they didn't have swampwalk"
is on the battlefield, swampwalk doesn't stop a blocker (``BlockedAsThoughWithout``)."""
from __future__ import annotations

from mtgrules.ir import BlockedAsThoughWithout, StaticAbility

_FOUND: list = [None, ()]  # the characteristics table last read, and the rules found in it


def _rules(game) -> tuple:
    """The ``BlockedAsThoughWithout`` effects of the permanents' static abilities, found once per
    state of the characteristics."""
    table = game.chars_table()
    if _FOUND[0] is not table:
        _FOUND[0] = table
        _FOUND[1] = tuple(a.effect for c in table.values() for a in c.abilities
                          if type(a) is StaticAbility and type(a.effect) is BlockedAsThoughWithout)
    return _FOUND[1]


def landwalk_ignored(game, keyword: str) -> BlockedAsThoughWithout | None:
    """The effect letting creatures with landwalk ``keyword`` be blocked as though they didn't
    have it, if one applies now."""
    return next((rule for rule in _rules(game) if rule.keyword in (None, keyword)), None)
