"""Card definitions of tokens (rule 111): made from the TokenSpec of the effect that creates
them, and shared by every token made from the same spec."""
from __future__ import annotations

from functools import lru_cache

from mtgrules.cards.keyword_syntax import keyword_abilities
from mtgrules.ir import CardDef, CombatRule, StaticAbility, TokenSpec


def _artifact(subtype: str, text: str, kind: str = "Artifact") -> TokenSpec:
    return TokenSpec(f"{subtype} Token", None, None, frozenset(), frozenset({kind}),
                     (subtype,), (), text)


# predefined tokens (rule 111.10): name -> what they are
PREDEFINED = {
    "treasure": _artifact("Treasure", "{T}, Sacrifice this token: Add one mana of any color."),  # 111.10a
    "food": _artifact("Food", "{2}, {T}, Sacrifice this token: You gain 3 life."),  # 111.10b
    "gold": _artifact("Gold", "Sacrifice this token: Add one mana of any color."),  # 111.10c
    "clue": _artifact("Clue", "{2}, Sacrifice this token: Draw a card."),  # 111.10f
    "walker": TokenSpec("Walker", 2, 2, frozenset("B"), frozenset({"Creature"}),
                        ("Zombie",)),  # 111.10d
    "shard": _artifact("Shard", "{2}, Sacrifice this token: Scry 1, then draw a card.",
                       "Enchantment"),  # 111.10e
    "blood": _artifact("Blood", "{1}, {T}, Discard a card, Sacrifice this token: Draw a "
                                "card."),  # 111.10g
    "powerstone": _artifact("Powerstone", "{T}: Add {C}. This mana can't be spent to cast a "
                                          "nonartifact spell."),  # 111.10h
    "map": _artifact("Map", "{1}, {T}, Sacrifice this token: Target creature you control "
                            "explores. Activate only as a sorcery."),  # 111.10s
    "lander": _artifact("Lander", "{2}, {T}, Sacrifice this token: Search your library for a "
                                  "basic land card, put it onto the battlefield tapped, then "
                                  "shuffle."),  # 111.10u
    "junk": _artifact("Junk", "{T}, Sacrifice this token: Exile the top card of your library. "
                              "You may play that card this turn. Activate only as a "
                              "sorcery."),  # 111.10t
    # a Mutagen token: defined by the reminder text of the cards that make it ("It's an
    # artifact with ..."), as the predefined tokens of 111.10 are
    "mutagen": _artifact("Mutagen", "{1}, {T}, Sacrifice this token: Put a +1/+1 counter on "
                                    "target creature. Activate only as a sorcery."),
}

# 111.10i, 701.53b: an Incubator token, a double-faced token whose back face is a 0/0
# colorless Phyrexian artifact creature named Phyrexian Token
INCUBATOR = TokenSpec("Incubator Token", None, None, frozenset(), frozenset({"Artifact"}),
                      ("Incubator",), (), "{2}: Transform this token.",
                      TokenSpec("Phyrexian Token", 0, 0, frozenset(), frozenset({"Artifact", "Creature"}),
                                ("Phyrexian",)))


@lru_cache(maxsize=None)
def token_card(spec: TokenSpec) -> CardDef:
    """Rule 111.3: a token has the characteristics the effect gives it, and no mana cost. A
    double-faced token (``spec.back``: an Incubator, 111.10i) has both faces, its front face's
    characteristics being the card's own (712.8a), and transforms like a double-faced card."""
    abilities = keyword_abilities(spec.keywords)
    if spec.text:  # predefined tokens (111.10): their abilities, compiled like a card's text
        abilities += _text_abilities(spec)
    if spec.attacks_each_combat is not None:  # 508.1d: a requirement naming that player
        abilities += (StaticAbility(CombatRule("must_attack_player", "attacks that player each combat if able",
                                               count=spec.attacks_each_combat)),)
    front = dict(name=spec.name, mana_cost=None, supertypes=frozenset(), types=spec.types,
                 subtypes=spec.subtypes, colors=spec.colors, power=spec.power,
                 toughness=spec.toughness, abilities=abilities, keywords=spec.keywords,
                 token=spec)
    if spec.back is None:
        return CardDef(**front)
    return CardDef(**front, layout="transform", faces=(CardDef(**front), token_card(spec.back)))


def _text_abilities(spec: TokenSpec) -> tuple:
    """The abilities written in ``spec.text``, where "this token" names the token itself
    (rule 201.5)."""
    from mtgrules.cards.compiler import compile_card
    compiled = compile_card({"name": "this token", "type": "Artifact", "text": spec.text})
    if compiled.unsupported is not None:
        raise ValueError(f"token text not understood: {compiled.unsupported}")
    return compiled.abilities
