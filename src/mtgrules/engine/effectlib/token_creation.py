"""Creating tokens (rules 111.1, 701.7a) as an event replacement effects may modify (614.1a):
"If one or more tokens would be created under your control, twice that many of those tokens are
created instead." (Parallel Lives). Every effect that creates tokens — tokens of given
characteristics, copies (707.2), populate (701.36a), amass's Army (701.47a), incubate's
Incubator (701.53a) — creates them through :func:`create_tokens`."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import replacement
from mtgrules.engine.game_events import TokensEvent
from mtgrules.engine.objects import seat_name


def create_tokens(game, player: int, card, count: int, *, tapped: bool = False,
                  rule: str = "111.1", what: str = "", counters: tuple = ()) -> tuple[int, ...]:
    """``count`` tokens with the characteristics ``card`` created under ``player``'s control,
    as the replacement effects that apply have modified that (614.1a); each enters as any
    permanent does (614.1c, 603.6a), with ``counters`` (122.6). The ids of the tokens created
    (none if the event was replaced by nothing, or waits behind a choice, 616.1)."""
    if count <= 0:
        return ()
    created = replacement.happen(game, TokensEvent(player, card, count, tapped, rule, what,
                                                   counters))
    return created if type(created) is tuple else ()


@replacement.performer(TokensEvent)
def _create(game, e: TokensEvent) -> tuple[int, ...]:
    created: tuple[int, ...] = ()
    for _ in range(e.count):
        oid = game.make_permanent(e.card, e.player, e.player, token=True, tapped=e.tapped)
        created += (oid,)
        game.event(e.rule, f"player {seat_name(e.player)} {e.what}")
        replacement.enters_with(game, oid, counters=e.counters)  # 614.1c, 616.1b; 603.6a
    return created


def _applies(game, eff: m.TokensReplaced, e: TokensEvent, holder) -> bool:
    if eff.you and e.player != game.controller(holder):
        return False
    return not eff.types or not eff.types.isdisjoint(e.card.types)


@replacement.applier(m.TokensReplaced, TokensEvent, applies=_applies, commutes=True)
def _tokens_replaced(game, eff: m.TokensReplaced, e: TokensEvent, holder):
    """Rule 614.1a: "twice (three times) that many of those tokens are created instead"."""
    import dataclasses
    now = e.count * eff.factor
    game.event("614.1a", f"{now} tokens are created instead of {e.count} "
                         f"({game.chars(holder).name})")
    return dataclasses.replace(e, count=now)
