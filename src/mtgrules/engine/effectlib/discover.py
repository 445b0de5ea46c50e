"""Discover N as it resolves (rule 701.57a): "Exile cards from the top of your library until
you exile a nonland card with mana value N or less. You may cast that card without paying its
mana cost if the resulting spell's mana value is less than or equal to N. If you don't cast it,
put that card into your hand. Put the remaining exiled cards on the bottom of your library in a
random order."

The card found is offered (``ChooseYesNo``: yes casts it, no puts it into the hand) when it can
be cast that way (targets, timing as the ability resolves, 608.2g; its mana value as a spell, X
being 0, 107.3b, is that of the card); otherwise it goes to the hand. It is cast as the
ability's last instruction, like cascade's card (``effectlib/cascade.py``), the other exiled
cards going to the bottom first. 701.57b: the player has discovered even if nothing was found.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import casting
from mtgrules.engine.actions import ChooseYesNo
from mtgrules.engine.decision import handler, yes_or_no
from mtgrules.engine.effects import amount, continue_resolution, effect
from mtgrules.engine.effectlib.cascade import exile_until, to_bottom
from mtgrules.engine.objects import Zone, seat_name

ALTERNATIVE = casting.DISCOVER


@effect(m.Discover)
def _discover(game, res, e: m.Discover, offset) -> bool:
    player = res.item.controller
    n = amount(game, res, e.count, offset)
    exiled, hit = exile_until(game, player, lambda card: card.mana_value <= n, "701.57a", f"discover {n}")
    rest = [o for o in exiled if o != hit]
    if hit is not None and casting.why_cannot_cast(game, player, hit, alternative=ALTERNATIVE,
                                                   during_resolution=True) is None:
        game.ask("discover_cast", player, f"cast {game.name(hit)} without paying its mana cost "
                                          "(discover)? If not, it goes to your hand", (hit, tuple(rest)))
        return False
    if hit is not None:
        _to_hand(game, player, hit)
    _to_bottom(game, player, rest)
    return True


def _to_hand(game, player: int, oid: int) -> None:
    game.event("701.57a", f"player {seat_name(player)} puts {game.name(oid)} into their hand (discover)")
    game.move(oid, Zone.HAND)


def _to_bottom(game, player: int, cards: list) -> None:
    """701.57a: the other exiled cards go to the bottom of the library, in a random order."""
    to_bottom(game, player, cards, "701.57a")


def _perform(game, decision, action: ChooseYesNo) -> None:
    hit, rest = decision.data
    game.resolving.queue.pop(0)
    if not action.yes:
        _to_hand(game, decision.player, hit)
        _to_bottom(game, decision.player, list(rest))
        return
    _to_bottom(game, decision.player, list(rest))
    continue_resolution(game)  # its last instruction: the ability finishes resolving (608.2g)
    casting.begin_cast(game, decision.player, hit, ALTERNATIVE, during_resolution=True)


handler("discover_cast", yes_or_no, _perform)
