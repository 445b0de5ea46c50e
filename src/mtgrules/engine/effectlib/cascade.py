"""Cascade's triggered ability as it resolves (rule 702.85a): "exile cards from the top of your
library until you exile a nonland card whose mana value is less than this spell's mana value.
You may cast that card without paying its mana cost if the resulting spell's mana value is less
than this spell's mana value. Then put all cards exiled this way that weren't cast on the bottom
of your library in a random order."

The spell's mana value is that of the spell on the stack, X included (202.3e), or as it last
existed there (608.2h). The card found is offered (``ChooseYesNo``) if it can be cast that way
(targets, costs; its mana value, X being 0, 107.3b, is that of the card); it is cast as the
ability resolves (608.2g, ``casting.begin_cast(..., during_resolution=True)``) as its last
instruction. The other exiled cards go to the bottom of the library in an order from the
game's random numbers; when a card is cast, they go there as its casting begins (nothing in
the 601.2 steps looks at them).
"""
from __future__ import annotations

from collections.abc import Callable

from mtgrules import ir as m
from mtgrules.engine import casting
from mtgrules.engine.actions import ChooseYesNo
from mtgrules.engine.decision import handler, yes_or_no
from mtgrules.engine.effects import continue_resolution, effect
from mtgrules.engine.objects import Zone, seat_name

ALTERNATIVE = casting.CASCADE


def _spell_mana_value(game, res) -> int:
    """Rule 202.3e: the mana value of the spell with cascade, X included; its card's if it has
    left the stack (608.2h)."""
    spell = game.objects.get(res.item.source)
    if spell is not None and spell.zone is Zone.STACK:
        return spell.spell_mana_value
    return res.item.card.mana_value


@effect(m.Cascade)
def _cascade(game, res, e: m.Cascade, offset) -> bool:
    player = res.item.controller
    value = _spell_mana_value(game, res)
    exiled, hit = exile_until(game, player, lambda card: card.mana_value < value, "702.85a", "cascade")
    if hit is not None and casting.why_cannot_cast(game, player, hit, alternative=ALTERNATIVE,
                                                   during_resolution=True) is None:
        game.ask("cascade_cast", player, f"cast {game.name(hit)} without paying its mana cost "
                                         "(cascade)?", (hit, tuple(o for o in exiled if o != hit)))
        return False
    to_bottom(game, player, exiled)
    return True


def exile_until(game, player: int, wanted: Callable, rule: str, label: str) -> tuple[list[int], int | None]:
    """Exile cards from the top of ``player``'s library until a nonland card ``wanted`` accepts
    (cascade 702.85a, discover 701.57a): the cards exiled, and that card (None if none came)."""
    library = game.players[player].library
    exiled: list[int] = []
    while library:
        top = library[0]
        card = game.objects[top].card
        new = game.move(top, Zone.EXILE)
        if new is None or new not in game.objects or game.objects[new].zone is not Zone.EXILE:
            continue
        game.event(rule, f"player {seat_name(player)} exiles {card.name} from the top of their "
                         f"library ({label})")
        exiled.append(new)
        if "Land" not in card.types and wanted(card):
            return exiled, new
    return exiled, None


def to_bottom(game, player: int, cards: list, rule: str = "702.85a") -> None:
    """702.85a (and discover, 701.57a): the exiled cards that weren't cast go to the bottom of
    the library, in a random order."""
    cards = [c for c in cards if c in game.objects and game.objects[c].zone is Zone.EXILE]
    if not cards:
        return
    game.rng.shuffle(cards)
    for oid in cards:
        game.move(oid, Zone.LIBRARY, to_bottom=True)
    game.event(rule, f"player {seat_name(player)} puts {len(cards)} exiled card(s) on the "
                     "bottom of their library in a random order")


def _perform(game, decision, action: ChooseYesNo) -> None:
    hit, rest = decision.data
    game.resolving.queue.pop(0)
    if not action.yes:
        to_bottom(game, decision.player, [hit, *rest])
        return
    to_bottom(game, decision.player, list(rest))
    continue_resolution(game)  # the ability's last instruction: it finishes resolving (608.2g)
    casting.begin_cast(game, decision.player, hit, ALTERNATIVE, during_resolution=True)


handler("cascade_cast", yes_or_no, _perform)
