"""Transmute (rule 702.53).

702.53a: "Transmute [cost]" means "[Cost], Discard this card: Search your library for a card
with the same mana value as the discarded card, reveal that card, and put it into your hand.
Then shuffle your library. Activate only as a sorcery." The keyword stands for that ability
(``expand``): an ``ActivatedAbility`` of the hand zone whose cost includes ``discard_self``, as
cycling's (702.29a; ``engine/zone_abilities.py`` offers it), activated only as a sorcery
(602.5d). The mana value searched for is the card's as it last existed in the hand (608.2h:
``ManaValueOf(This())``, the discarded card). Mana costs only.
"""
from __future__ import annotations

from functools import lru_cache

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.ir.mana_cost import parse_mana_cost

_SENTENCE = ("search your library for a card with mana value x, reveal it, put it into your hand, "
             "then shuffle, where x is cardname's mana value.")


@lru_cache(maxsize=None)
def _mode() -> m.Mode:
    """The search, read by the oracle grammar with the discarded card's mana value as its bound,
    fixed as the ability resolves (``Mode.bounds``, 608.2h)."""
    from mtgrules.cards.sentences import parse_mode
    mode = parse_mode(_SENTENCE)
    return m.Mode((), mode.effects,
                  "search your library for a card with the same mana value as the discarded card, "
                  "reveal it, put it into your hand, then shuffle", bounds=True)


class Transmute(Keyword):
    name = "transmute"
    rule = "702.53"
    costed = True
    x_allowed = False  # an X in the transmute cost would have no value

    def expand(self, inst) -> tuple:
        """702.53a: "[Cost], Discard this card: Search ... Activate only as a sorcery.", from the hand."""
        cost = m.Cost(mana=parse_mana_cost(inst.param), discard_self=True)
        return (m.ActivatedAbility(cost, _mode(), sorcery_speed=True, text=f"Transmute {inst.param}",
                                   zone="hand", keyword=self.name),)


    def meaning(self, inst) -> str:
        return (f"{inst.param}, discard this card: search your library for a card with the same mana "
                "value as the discarded card, reveal it, put it into your hand, then shuffle; only as "
                "a sorcery (702.53a)")


register(Transmute())
