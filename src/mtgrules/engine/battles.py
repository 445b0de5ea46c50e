"""Battles (rule 310): defense, protectors, and what the rules do with them.

A battle enters with defense counters (310.4b, its ``EntersWith`` ability given by the
compiler, ``cards/battles.py``); its defense is the number of defense counters on it (310.4c).
Damage dealt to it removes that many (310.6, 120.3h: ``lose_defense``). Each battle has a
protector (310.8), a seat kept on the permanent (``Permanent.protector``, carried by ``copy()``
and ``to_json()``), chosen as it enters (310.8a; for a Siege one of its controller's opponents,
310.11a: ``effectlib/battles.py``). A battle can be attacked by an attacking player for whom its
protector is a defending player, its own controller included (310.5, 310.8b, 506.3, 508.1b:
``attackable``); the protector is then the defending player of the creatures attacking it
(310.8d) and the one who may block them (310.8c). State-based actions (``state_action``):
704.5v a battle with defense 0 is put into its owner's graveyard unless it is the source of an
ability that has triggered but not yet left the stack (310.7) — a Siege's own "when the last
defense counter is removed" ability (310.11b) keeps it there until it resolves; 704.5w a
battle with no protector in the game, not being attacked, gets one (310.10); 704.5x a Siege
protected by its controller gets one of their opponents as protector; if none can be chosen,
it is put into its owner's graveyard.
"""
from __future__ import annotations

from mtgrules.ir import TriggeredAbility
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler
from mtgrules.engine.objects import Zone, player_ref, seat_name

DEFENSE = "defense"


def is_battle(game, oid: int) -> bool:
    return "Battle" in game.chars(oid).types


def protector_of(game, oid: int) -> int | None:
    """The seat of the player protecting battle ``oid`` (310.8), or None."""
    perm = game.objects.get(oid)
    return getattr(perm, "protector", None)


def protector_choices(game, oid: int, controller: int) -> list[int]:
    """The seats that may protect battle ``oid`` under ``controller``: for a Siege, their
    opponents still in the game (310.11a); for a battle with no battle type, its controller
    (310.8a)."""
    if "Siege" in game.chars(oid).subtypes:
        return list(game.opponents(controller))
    return [controller]


def attackable(game, defending: list[int]) -> list[int]:
    """Rules 310.8b, 508.1b: the battles an attacking player may attack: those whose protector
    is one of the ``defending`` players (a Siege its own controller protects is none)."""
    return [oid for oid in game.battlefield if "Battle" in game.chars(oid).types
            and game.objects[oid].protector in defending]


def lose_defense(game, oid: int, amount: int, cause: str) -> None:
    """Rules 310.6, 120.3h: damage dealt to battle ``oid`` removes that many defense counters
    (``cause``: the damage, for the log)."""
    from mtgrules.engine.abilities import remove_counters
    before = game.objects[oid].counters.get(DEFENSE, 0)
    removed = remove_counters(game, oid, DEFENSE, amount, rule="120.3h", cause=cause)
    if not removed:
        game.event("120.3h", f"{cause}: it has no defense counters to remove ({before})")


def _triggered_source(game, oid: int) -> bool:
    """Whether ``oid`` is the source of an ability that has triggered but not yet left the
    stack (704.5v): one waiting to be put on the stack (603.3) or on it."""
    if any(trig.source == oid for trig in game.triggers):
        return True
    for sid in game.stack:
        item = game.objects[sid]
        if item.source == oid and type(item.ability) is TriggeredAbility:
            return True
    return False


def state_action(game, oid: int, perm, chars) -> tuple | None:
    """The state-based action that applies to battle ``oid`` now (704.5v, 704.5w, 704.5x), as an
    action of ``sba._perform``, or None."""
    if perm.counters.get(DEFENSE, 0) <= 0 and not _triggered_source(game, oid):
        return ("graveyard", oid, "704.5v", "it has defense 0")
    protector = perm.protector
    siege = "Siege" in chars.subtypes
    if protector is not None and not game.players[protector].lost and \
            not (siege and protector == chars.controller):
        return None
    rule = "704.5x" if protector is not None and not game.players[protector].lost else "704.5w"
    if rule == "704.5w" and game.combat is not None and oid in game.combat.attackers.values():
        return None  # rule 704.5w: not while creatures are attacking it
    choices = protector_choices(game, oid, chars.controller)
    if not choices:
        return ("graveyard", oid, rule, "no player can be its protector (310.10)")
    if len(choices) == 1:
        return ("protector", oid, rule, choices[0])
    return ("ask_protector", oid, rule, chars.controller)


def set_protector(game, oid: int, seat: int, rule: str, how: str) -> None:
    """Player ``seat`` becomes the protector of battle ``oid`` (310.8f: its only one)."""
    game.objects[oid].protector = seat
    game.changed()
    game.event(rule, f"player {seat_name(seat)} becomes the protector of {game.name(oid)} {how}")


def _protector_legal(game, decision) -> list:
    oid = decision.data[0]
    if oid not in game.objects or game.objects[oid].zone is not Zone.BATTLEFIELD:
        return []
    return [ChooseObject(player_ref(s), f"player {seat_name(s)}")
            for s in protector_choices(game, oid, decision.player)]


def _protector_perform(game, decision, action) -> None:
    oid, rule = decision.data
    set_protector(game, oid, -1 - action.object, rule, f"(chosen by player {seat_name(decision.player)})")
    game.sba_due = True


handler("protector", _protector_legal, _protector_perform)
