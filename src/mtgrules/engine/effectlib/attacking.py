"""Creatures put onto the battlefield attacking (rule 508.4): "create a 1/1 white Soldier
creature token that's tapped and attacking" (Geist of Saint Traft, mobilize 702.181a), "return
target creature card from your graveyard to the battlefield tapped and attacking".

Each such creature attacks what its controller chooses among the defending players and the
planeswalkers they control (508.4; the engine answers by itself when only one can be
attacked); restrictions and requirements on declaring attackers don't apply (508.4c). It is an
attacking creature, unblocked if blockers were already declared (509.1h), but for trigger
events it never "attacked" (508.4): no "whenever ... attacks" ability triggers for it."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.combat import defenders
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.objects import Zone, player_ref, ref_player, seat_name


def then_attacking(res, created: tuple[int, ...], player=None, planeswalkers: bool = True) -> None:
    """After an instruction that created ``created`` "tapped and attacking" [``player`` "or a
    planeswalker they control"], make them attacking before anything else of the effect
    happens (508.4)."""
    if created:
        res.queue.insert(1, (m.Attacking(m.Bound(created), player, planeswalkers), res.queue[0][1]))


def required_to_attack(game, res, e: m.CreateToken, offset) -> int | None:
    """The seat of the player tokens "that attack that player ... if able" must attack (508.1d),
    None if that player is no longer in the game (800.4a)."""
    seats = [ref_player(r) for r in resolve_ref(game, res, e.must_attack, offset) if r < 0]
    return seats[0] if seats and not game.players[seats[0]].lost else None


def attack_this_turn(game, res, tokens: tuple[int, ...], seat: int) -> None:
    """Rules 508.1d, 611.2a: ``tokens`` attack player ``seat`` this turn if able (an effect
    until end of turn, as encore's, 702.141a)."""
    from mtgrules.engine import layers
    rule = m.CombatRule("must_attack_player", f"attacks player {seat_name(seat)} this turn if able",
                        count=seat)
    layers.begin_effect(game, tokens, m.Change(combat_rules=(rule,)), res.item.source, layers.END_OF_TURN)


def _can_attack(game, oid: int) -> bool:
    """Rules 506.3a-b: a creature put onto the battlefield attacking during combat, under the
    attacking player's control, is attacking; anything else only enters."""
    if oid < 0 or oid not in game.objects or game.objects[oid].zone is not Zone.BATTLEFIELD:
        return False
    chars = game.chars(oid)
    if game.combat is None or "Creature" not in chars.types or chars.controller != game.active:
        game.event("506.3", f"{game.name(oid)} enters the battlefield but isn't attacking")
        return False
    return oid not in game.combat.attackers


@effect(m.Attacking)
def _attacking(game, res, e: m.Attacking, offset) -> bool:
    """Rule 508.4: each creature named becomes attacking what its controller chooses."""
    waiting = [oid for oid in resolve_ref(game, res, e.what, offset) if _can_attack(game, oid)]
    for i, oid in enumerate(waiting):
        options = _options(game, res, e, offset)
        if len(options) > 1:
            res.queue[0] = (m.Attacking(m.Bound(tuple(waiting[i:]))), offset)
            game.ask("enters_attacking", game.active,
                     f"choose what {game.name(oid)} attacks (508.4)", (oid,))
            return False
        if options:
            attack(game, oid, options[0])
    return True


def _options(game, res, e: m.Attacking, offset) -> list[int]:
    """What the creatures may attack: any defending player or planeswalker one controls, or
    only the player ``e.player`` names and their planeswalkers (508.4a: none if that player
    has left the game)."""
    options = defenders(game)
    if e.player is None:
        return options
    named = set(resolve_ref(game, res, e.player, offset))
    return [d for d in options if d in named or e.planeswalkers and d >= 0
            and player_ref(game.chars(d).controller) in named]


def attack(game, oid: int, defender: int, text: str = "") -> None:
    """Rule 508.4: ``oid`` is attacking ``defender`` (a player ref or a planeswalker); ``text``
    says how in the log, if the default doesn't."""
    combat = game.combat
    combat.attackers[oid] = defender
    combat.defending[oid] = ref_player(defender) if defender < 0 else game.chars(defender).controller
    combat.entered = combat.entered | {oid}
    game.changed()  # "attacking creatures" (611.3a)
    game.event("508.4", text or f"{game.name(oid)} enters the battlefield attacking {game.name(defender)}")


def _legal(game, decision) -> list:
    res = game.resolving
    effect_, offset = res.queue[0]
    return [ChooseObject(d, game.name(d)) for d in _options(game, res, effect_, offset)]


def _perform(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    oid = decision.data[0]
    attack(game, oid, action.object)
    effect_, offset = res.queue[0]
    rest = tuple(o for o in effect_.what.ids if o != oid)
    res.queue[0] = (dataclasses.replace(effect_, what=m.Bound(rest)), offset)


handler("enters_attacking", _legal, _perform)


@effect(m.MyriadCopies)
def _myriad(game, res, e: m.MyriadCopies, offset) -> bool:
    """Rule 702.116a: for each opponent other than the defending player, in APNAP order, the
    controller may create a token copy of the creature tapped and attacking that player or a
    planeswalker they control; the tokens created are exiled at end of combat (603.7)."""
    from mtgrules.engine.targets import defending_player
    source = res.item.source
    defending = defending_player(game, source)
    others = [p for p in game.opponents(res.item.controller) if p != defending]
    if not others or source not in game.objects or game.objects[source].zone is not Zone.BATTLEFIELD:
        return True
    steps = [(m.May((m.CreateTokenCopy(1, m.This(), True),
                     m.Attacking(m.Created(), m.Bound((player_ref(p),)))),
                    f"create a token copy of {game.name(source)} attacking player {seat_name(p)}"),
              offset) for p in others]
    exile = m.DelayedTrigger("end_of_combat", (m.Exile(m.Created()),), "exile the tokens")
    res.queue[1:1] = steps + [(exile, offset)]
    return True
