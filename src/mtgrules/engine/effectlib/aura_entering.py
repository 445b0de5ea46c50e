"""Auras put onto the battlefield other than by resolving (rules 303.4f-g).

An Aura card an effect puts onto the battlefield without saying what it enchants is attached,
as it enters, to an object or player its controller chooses then, among those it could legally
enchant (its enchant ability, 702.5a, and effects such as protection, 702.16c); this is not
targeting (115.1), so hexproof and shroud don't stop it. With nothing it could enchant it stays
in its zone (303.4g). The choice is a decision (``aura_host``) asked before the cards move;
the answers are kept on the resolving spell or ability (``StackObject.aura_hosts``). Two effects put cards onto the battlefield: returning or putting
them from a graveyard or exile (``effectlib/exile.py``) and searching a library
(``effectlib/library.py``, whose search decision asks the question itself once the cards are
found).
"""
from __future__ import annotations

from mtgrules.engine import hooks
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler
from mtgrules.engine.objects import player_ref


def is_aura_card(card) -> bool:
    """Whether ``card`` is an Aura (303.4) that isn't also a creature (303.4d)."""
    return "Aura" in card.subtypes and "Enchantment" in card.types and "Creature" not in card.types


def entering_hosts(game, oid: int) -> list[int]:
    """What Aura card ``oid`` could enchant as it enters (303.4f): players (as refs) first,
    then permanents, in battlefield order."""
    players = [player_ref(p.index) for p in game.players if not p.lost]
    return [host for host in players + list(game.battlefield)
            if host != oid and hooks.can_be_attached(game, oid, host) is None]


def unchosen_aura(game, res, cards) -> int | None:
    """The first Aura card among ``cards`` that could enchant several things as it enters and
    whose controller hasn't chosen yet (303.4f), or None."""
    chosen = dict(res.item.aura_hosts)
    for oid in cards:
        if oid not in chosen and is_aura_card(game.objects[oid].card) and len(entering_hosts(game, oid)) > 1:
            return oid
    return None


def host_prompt(game, oid: int) -> str:
    return f"choose what {game.name(oid)} will enchant as it enters (303.4f)"


def host_actions(game, oid: int) -> list:
    """The answers to "what will Aura card ``oid`` enchant?" (303.4f)."""
    return [ChooseObject(host, game.name(host)) for host in entering_hosts(game, oid)]


def record_host(res, oid: int, host: int) -> None:
    """Keep the answer on the resolving spell or ability until the card enters."""
    res.item.aura_hosts = res.item.aura_hosts + ((oid, host),)


def choose_hosts(game, res, cards: list[int]) -> bool:
    """Ask, one card at a time, what each Aura card among ``cards`` will enchant as it enters;
    True once every such card with several possibilities has an answer."""
    oid = unchosen_aura(game, res, cards)
    if oid is not None:
        game.ask("aura_host", res.item.controller, host_prompt(game, oid), (oid,))
        return False
    return True


def host_for(game, res, oid: int) -> int | None:
    """What Aura card ``oid`` will enchant (the answer given, or its only possibility), or None
    when it has nothing to enchant and stays where it is (303.4g)."""
    chosen = dict(res.item.aura_hosts)
    if oid in chosen:
        return chosen[oid]
    hosts = entering_hosts(game, oid)
    return hosts[0] if hosts else None


def enter_attached(game, new: int | None, host: int | None) -> None:
    """The Aura that entered as ``new`` is attached to ``host`` (303.4f); nothing for a card
    that isn't an Aura (``host`` None)."""
    if host is not None and new is not None and new in game.objects:
        game.objects[new].attached_to = host
        game.changed()
        game.event("303.4f", f"{game.name(new)} enters attached to {game.name(host)}")


def _legal(game, decision) -> list:
    return host_actions(game, decision.data[0])


def _perform(game, decision, action: ChooseObject) -> None:
    record_host(game.resolving, decision.data[0], action.object)


handler("aura_host", _legal, _perform)
