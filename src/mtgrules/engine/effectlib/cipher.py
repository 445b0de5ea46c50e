"""Cipher (rule 702.99): encoding a spell card on a creature, and casting copies of it.

702.99a: cipher is a spell ability, "If this spell is represented by a card, you may exile this
card encoded on a creature you control" (``Encode``, the spell's last effect), and a static
ability of the card in exile, "For as long as this card is encoded on that creature, that
creature has 'Whenever this creature deals combat damage to a player, you may copy the encoded
card and you may cast the copy without paying its mana cost.'" 702.99b: the card is encoded on
that creature. 702.99c: it stays encoded only while it stays exiled and the creature stays on
the battlefield (400.7: a new object is neither).

The encodings are (exiled card, creature) pairs in ``game.marks[ENCODED]``. The granted ability
triggers from combat damage to a player (``_inherent``, 510.2), controlled by the creature's
controller, once for each card encoded on it; as it resolves (``CipherCast``) its controller
may cast a copy of the card (707.12: created in exile, then cast without paying its mana cost,
118.9, as the ability resolves, 608.2g; a copy of a card leaving the stack ceases to exist,
707.10a).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import casting, triggers
from mtgrules.engine.actions import ChooseObject, ChooseYesNo
from mtgrules.engine.decision import handler, yes_or_no
from mtgrules.engine.effects import continue_resolution, effect
from mtgrules.engine.objects import Zone, player_ref, seat_name

ENCODED = "cipher_encoded"
#: The alternative of casting the copy of an encoded card (no mana cost, 118.9).
ALTERNATIVE = "cipher"
_GRANTED = m.TriggeredAbility("cipher_damage", m.Mode((), (m.CipherCast(),), "you may copy the encoded "
                              "card and cast the copy without paying its mana cost"),
                              "Whenever this creature deals combat damage to a player, you may copy the "
                              "encoded card and you may cast the copy without paying its mana cost (702.99a)")


def encodings(game) -> frozenset:
    """The (card, creature) pairs of cards still encoded (702.99c: both still where they were)."""
    return frozenset((card, creature) for card, creature in game.marks.get(ENCODED, ())
                     if card in game.objects and game.objects[card].zone is Zone.EXILE
                     and creature in game.battlefield)


@effect(m.Encode)
def _encode(game, res, e: m.Encode, offset) -> bool:
    item = res.item
    if item.is_copy or item.id not in game.objects:
        return True  # rule 702.99a: only a spell represented by a card (707.10)
    creatures = _creatures(game, item.controller)
    if not creatures:
        return True
    game.ask("cipher_encode", item.controller, f"exile {item.card.name} encoded on a creature you control? "
                                               "(cipher)")
    return False


def _creatures(game, player: int) -> list[int]:
    return [oid for oid in game.battlefield if game.is_creature(oid) and game.controller(oid) == player]


def _encode_legal(game, decision) -> list:
    return [ChooseObject(oid, game.name(oid)) for oid in _creatures(game, decision.player)] + [ChooseYesNo(False)]


def _encode_perform(game, decision, action) -> None:
    item = game.resolving.item
    game.resolving.queue.pop(0)
    if not isinstance(action, ChooseObject):
        return
    creature = action.object
    name = item.card.name
    new = game.move(item.id, Zone.EXILE)
    if new is not None and new in game.objects and game.objects[new].zone is Zone.EXILE:
        game.marks[ENCODED] = encodings(game) | {(new, creature)}
        game.event("702.99a", f"player {seat_name(decision.player)} exiles {name} encoded on "
                              f"{game.name(creature)} (702.99b)")


handler("cipher_encode", _encode_legal, _encode_perform)


def _inherent(game, kind: str, data: tuple) -> None:
    """Rule 510.2: a creature with cards encoded on it deals combat damage to a player: the
    ability each card grants it triggers (702.99a)."""
    if kind != "damage" or not data[3] or data[1] >= 0 or ENCODED not in game.marks:
        return
    creature = data[0]
    for card, host in sorted(encodings(game)):
        if host == creature:
            game.triggers.append(triggers.PendingTrigger(
                game.new_id(), creature, game.objects[creature].card, _GRANTED, game.controller(creature),
                (creature, card, player_ref(game.controller(creature)))))


triggers.INHERENT.append(_inherent)


@effect(m.CipherCast)
def _cipher_cast(game, res, e: m.CipherCast, offset) -> bool:
    card = res.item.trigger_event[1]
    obj = game.objects.get(card)
    if obj is None or obj.zone is not Zone.EXILE:
        return True  # rule 400.7: the encoded card has left exile; there is nothing to copy
    game.ask("cipher_cast", res.item.controller, f"cast a copy of {obj.card.name} without paying its mana "
                                                 "cost? (cipher)", (card,))
    return False


def _cast_perform(game, decision, action: ChooseYesNo) -> None:
    card = decision.data[0]
    game.resolving.queue.pop(0)
    if not action.yes:
        return
    player = decision.player
    copy = game.make_card(game.objects[card].card, player, Zone.EXILE)  # rule 707.12
    game.event("707.12", f"player {seat_name(player)} copies {game.name(card)}")
    if casting.why_cannot_cast(game, player, copy, alternative=ALTERNATIVE, during_resolution=True) is not None:
        game.event("707.12", f"the copy of {game.name(card)} can't be cast and ceases to exist (707.10a)")
        game.remove_from_zone(copy)
        return
    continue_resolution(game)  # the ability's last instruction: it finishes resolving (608.2g)
    casting.begin_cast(game, player, copy, ALTERNATIVE, during_resolution=True)


handler("cipher_cast", yes_or_no, _cast_perform)
