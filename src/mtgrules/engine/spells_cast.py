"""The spells each player has cast this turn (601.2i), remembered as they were cast
(``TurnState.cast_cards``): "the first creature spell you cast each turn costs {2} less to
cast", "if you've cast another instant or sorcery spell this turn"; and, per player, how many
spells their opponents have cast since that player's last turn ended (``TurnState.opponent_spells``,
carried from turn to turn: "if no opponent cast a spell since your last turn ended")."""
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


def note_cast(game, caster: int) -> None:
    """A spell of ``caster`` became cast (601.2i): one more cast by an opponent for each other
    player since their last turn ended."""
    state = game.turn_state
    counts = state.opponent_spells or (0,) * len(game.players)
    state.opponent_spells = tuple(n if seat == caster else n + 1 for seat, n in enumerate(counts))


def after_turn_of(counts: tuple, seat: int) -> tuple:
    """``counts`` (``TurnState.opponent_spells``) once player ``seat``'s turn has ended: none
    cast by their opponents since then."""
    return counts[:seat] + (0,) + counts[seat + 1:] if seat < len(counts) and counts[seat] else counts


def opponents_cast_since_turn(game, seat: int) -> int:
    """How many spells the opponents of ``seat`` cast since ``seat``'s last turn ended."""
    counts = game.turn_state.opponent_spells
    return counts[seat] if seat < len(counts) else 0
