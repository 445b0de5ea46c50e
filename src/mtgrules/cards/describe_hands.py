"""How whole hands and graveyards (discarding a hand, 701.9a; shuffling a hand and graveyard into
a library, 701.24a) and an object put on the top or bottom of its owner's library (608.2d) read
in ``mtgrules cards show``."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.describe import _a, describe_filter, describes, ref

describes(m.DiscardHand)(
    lambda e: ("you discard your hand" if type(e.who) is m.You else f"{ref(e.who)} discards their hand")
    + " (701.9a)")


@describes(m.PutTopOrBottom)
def _put_top_or_bottom(e: m.PutTopOrBottom) -> str:
    who = "its owner" if e.by_owner else "you"
    return f"put {ref(e.what)} on the top or bottom of its owner's library, as {who} choose(s) (400.7, 608.2d)"


@describes(m.ShuffleZonesInto)
def _shuffle_zones_into(e: m.ShuffleZonesInto) -> str:
    zones = "hand and graveyard" if e.hand else "graveyard"
    return f"{ref(e.who)} shuffle their {zones} into their library (400.7, 701.24a)"


describes(m.ReturnCardChosen)(lambda e: (
    f"put {_a(describe_filter(e.filter, 'card').removesuffix(' in a graveyard'))} of your choice "
    "from among the cards milled this "
    "way into your hand (400.7, 608.2d)" if e.milled else
    f"return {_a(describe_filter(e.filter, 'card'))} at random to your hand (400.7)" if e.at_random else
    f"return {_a(describe_filter(e.filter, 'card'))} of your choice to your hand (400.7, 608.2d)"))
