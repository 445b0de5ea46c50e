"""Card definitions of tokens (rule 111): made from the TokenSpec of the effect that creates
them, and shared by every token made from the same spec."""
from __future__ import annotations

from functools import lru_cache

from mtgrules.cards.model import CardDef, TokenSpec


@lru_cache(maxsize=None)
def token_card(spec: TokenSpec) -> CardDef:
    """Rule 111.3: a token has the characteristics the effect gives it, and no mana cost."""
    from mtgrules.keywords.registry import KEYWORDS
    abilities = tuple(a for k in spec.keywords for a in KEYWORDS[k.name].expand(k))
    return CardDef(name=spec.name, mana_cost=None, supertypes=frozenset(), types=spec.types,
                   subtypes=spec.subtypes, colors=spec.colors, power=spec.power,
                   toughness=spec.toughness, abilities=abilities, keywords=spec.keywords,
                   token=spec)
