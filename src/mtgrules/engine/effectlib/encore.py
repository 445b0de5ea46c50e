"""Encore's effect as it resolves (rule 702.141a): "For each opponent, create a token that's a
copy of this card that attacks that opponent this turn if able. The tokens gain haste.
Sacrifice them at the beginning of the next end step."

The tokens copy the card as it last existed in the graveyard it was exiled from to pay the
ability's cost (608.2h, 113.7a; 707.2). Each carries, until end of turn, the requirement to
attack its opponent if able (508.1d: the combat rule 'must_attack_player'); haste is theirs for
as long as they stay on the battlefield (611.2a: an effect with no duration); a delayed
triggered ability controlled by the ability's controller sacrifices them at the beginning of
the next end step (603.7).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import layers
from mtgrules.engine.effectlib.delayed import Waiting
from mtgrules.engine.effectlib.token_creation import create_tokens
from mtgrules.engine.effects import effect
from mtgrules.engine.objects import seat_name

_HASTE = m.Change(keywords=(m.KeywordInstance("haste"),))


@effect(m.Encore)
def _encore(game, res, e: m.Encore, offset) -> bool:
    item = res.item
    controller, card = item.controller, item.card
    opponents = [seat for seat, p in enumerate(game.players) if seat != controller and not p.lost]
    tokens: tuple[int, ...] = ()
    for seat in opponents:
        made = create_tokens(game, controller, card, 1, rule="702.141a",
                             what=f"creates a token that's a copy of {card.name}, which attacks "
                                  f"player {seat_name(seat)} this turn if able")
        if made:
            attack = m.CombatRule("must_attack_player", f"attacks player {seat_name(seat)} this turn if able",
                                  count=seat)
            layers.begin_effect(game, made, m.Change(combat_rules=(attack,)), item.source, layers.END_OF_TURN)
        tokens += made
    if tokens:
        layers.begin_effect(game, tokens, _HASTE, item.source, "indefinite")
        game.delayed += (Waiting("end", (m.SacrificeThat(m.Bound(tokens)),), "sacrifice them", controller,
                                 item.source, card),)
        game.event("702.141a", f"{', '.join(game.name(t) for t in tokens)} gain haste; they will be "
                               "sacrificed at the beginning of the next end step")
    res.created += tokens
    return True
