"""Keyword abilities a static ability gives to cards in a hand or a graveyard (rules 604.1,
611.3, 613.1f): "Each creature card in your graveyard has scavenge. The scavenge cost is equal
to its mana cost." (Varolz), "Each Sliver creature card in your graveyard has unearth {2}."
(Dregscape Sliver), "Each land card in your hand has cycling {R}." (Tectonic Reformation)."""
from __future__ import annotations

from mtgrules.ir.conditions import StateCondition
from mtgrules.ir.filters import Filter
from mtgrules.records import record


@record
class ZoneKeywords:
    """Each card passing ``affects`` (its ``zone`` a hand or a graveyard; ``owner_you``: only
    those of the ability's controller, 404.2, 402.1) has keyword ``keyword``, as long as
    ``condition`` holds (611.3a). Its cost is ``cost`` as written ("{2}{B}"; None for a keyword
    without one, retrace), or, with ``own_mana_cost``, the card's own mana cost (202.1; none for
    a card without one: that cost can't be paid, 118.6) followed by the costs other than mana
    ``plus`` ("Exile three other cards from your graveyard")."""

    affects: Filter
    keyword: str
    cost: str | None = None
    own_mana_cost: bool = False
    plus: str = ""
    condition: StateCondition | None = None
    text: str = ""
