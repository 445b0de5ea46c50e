"""Card definitions of tokens (rule 111): made from the TokenSpec of the effect that creates
them, and shared by every token made from the same spec."""
from __future__ import annotations

from functools import lru_cache

from mtgrules.cards.keyword_syntax import keyword_abilities
from mtgrules.ir import CardDef, TokenSpec


def _artifact(subtype: str, text: str) -> TokenSpec:
    return TokenSpec(f"{subtype} Token", None, None, frozenset(), frozenset({"Artifact"}),
                     (subtype,), (), text)


# predefined tokens (rule 111.10): name -> what they are
PREDEFINED = {
    "treasure": _artifact("Treasure", "{T}, Sacrifice this token: Add one mana of any color."),  # 111.10a
    "food": _artifact("Food", "{2}, {T}, Sacrifice this token: You gain 3 life."),  # 111.10b
    "gold": _artifact("Gold", "Sacrifice this token: Add one mana of any color."),  # 111.10c
    "clue": _artifact("Clue", "{2}, Sacrifice this token: Draw a card."),  # 111.10f
}


@lru_cache(maxsize=None)
def token_card(spec: TokenSpec) -> CardDef:
    """Rule 111.3: a token has the characteristics the effect gives it, and no mana cost."""
    abilities = keyword_abilities(spec.keywords)
    if spec.text:  # predefined tokens (111.10): their abilities, compiled like a card's text
        abilities += _text_abilities(spec)
    return CardDef(name=spec.name, mana_cost=None, supertypes=frozenset(), types=spec.types,
                   subtypes=spec.subtypes, colors=spec.colors, power=spec.power,
                   toughness=spec.toughness, abilities=abilities, keywords=spec.keywords,
                   token=spec)


def _text_abilities(spec: TokenSpec) -> tuple:
    """The abilities written in ``spec.text``, where "this token" names the token itself
    (rule 201.5)."""
    from mtgrules.cards.compiler import compile_card
    compiled = compile_card({"name": "this token", "type": "Artifact", "text": spec.text})
    if compiled.unsupported is not None:
        raise ValueError(f"token text not understood: {compiled.unsupported}")
    return compiled.abilities
