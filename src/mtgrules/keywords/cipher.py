"""Cipher (rule 702.99).

702.99a: cipher on an instant or sorcery represents a spell ability, "If this spell is
represented by a card, you may exile this card encoded on a creature you control", and a static
ability of the card in exile, "For as long as this card is encoded on that creature, that
creature has 'Whenever this creature deals combat damage to a player, you may copy the encoded
card and you may cast the copy without paying its mana cost.'" The engine side is
``engine/effectlib/cipher.py`` (the spell's last effect ``Encode``, added as it resolves, and
the granted triggered ability).
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Cipher(Keyword):
    name = "cipher"
    rule = "702.99"

    def meaning(self, inst) -> str:
        return ("then you may exile this spell card encoded on a creature you control; whenever that "
                "creature deals combat damage to a player, its controller may cast a copy of the "
                "encoded card without paying its mana cost (702.99a)")


register(Cipher())
