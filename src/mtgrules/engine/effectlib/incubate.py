"""Incubate N (rule 701.53a): create an Incubator token (111.10i, 701.53b: a double-faced
token, a colorless Incubator artifact with "{2}: Transform this token." whose back face is a
0/0 colorless Phyrexian artifact creature named Phyrexian Token) that enters with N +1/+1
counters on it (614.1c)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.tokens import INCUBATOR, token_card
from mtgrules.engine.effects import amount, effect
from mtgrules.engine.effectlib.token_creation import create_tokens


@effect(m.Incubate)
def _incubate(game, res, e: m.Incubate, offset) -> bool:
    controller = res.item.controller
    n = amount(game, res, e.count, offset)
    res.created += create_tokens(game, controller, token_card(INCUBATOR), 1, rule="701.53a",
                                 what=f"incubates {n}: creates an Incubator token",
                                 counters=(("+1/+1", n),) if n > 0 else ())  # 614.1c, 603.6a
    return True
