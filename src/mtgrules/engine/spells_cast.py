"""The spells each player has cast this turn (601.2i), remembered as they were cast
(``TurnState.cast_cards``): "the first creature spell you cast each turn costs {2} less to
cast", "if you've cast another instant or sorcery spell this turn"."""
from __future__ import annotations

from mtgrules.engine import face_down


def spell_matches(flt, card) -> bool:
    """Whether a spell of ``card`` matches the description of spells ``flt``."""
    return flt.accepts(card.types, card.colors, card.subtypes, card.supertypes, card.name) and flt.accepts_values(
        card.supertypes, card.power, card.toughness, card.mana_value, False) and (
        flt.with_keyword is None or any(k.name == flt.with_keyword for k in card.keywords)) and (
        flt.face_down is None or face_down.is_face_down_card(card) == flt.face_down)  # 708.4


def cast_this_turn(game, player: int, flt, besides: int | None = None) -> int:
    """How many spells matching ``flt`` ``player`` has cast this turn; ``besides``: not
    counting the spell that is that object ("another spell")."""
    return sum(1 for seat, card, oid in game.turn_state.cast_cards
               if seat == player and oid != besides and spell_matches(flt, card))


def became(game, spell: int, permanent: int) -> None:
    """Spell ``spell`` resolved and became ``permanent`` (608.3): the permanent's "another
    spell" is any but the spell it was, so its entry now names the permanent."""
    state = game.turn_state
    if any(oid == spell for _, _, oid in state.cast_cards):
        state.cast_cards = tuple((seat, card, permanent if oid == spell else oid)
                                 for seat, card, oid in state.cast_cards)
