"""Priority (rule 117): who may act, what they may do, and passing.

Before a player receives priority, state-based actions are performed and triggered abilities
are put on the stack, repeatedly, until neither happens (rule 117.5). When all players pass in
succession, the top of the stack resolves (rule 405.5, 608) or, if it is empty, the step ends
(rule 500.2).
"""
from __future__ import annotations

from mtgrules.ir import ActivatedAbility
from mtgrules.engine import (casting, cost_changes, disturb, exile_play, exiled_casting, face_casting, face_down,
                             flashback, library_play, mana, player_rules, sba, triggers, zone_abilities,
                             zone_grants)
from mtgrules.engine.abilities import can_tap_for_cost
from mtgrules.engine.actions import ActivateAbility, CastSpell, ExileFromHand, PassPriority, PlayLand, TurnFaceUp
from mtgrules.engine.actions import RollPlanarDie
from mtgrules.engine import conspiracies, planechase
from mtgrules.engine.faces import back_land_faces, playable_face
from mtgrules.engine.decision import handler
from mtgrules.engine.objects import Zone, seat_name
from mtgrules.engine.steps import Stage


def offer_priority(game) -> None:
    """Rule 117.5 then 117.3: give priority to the player who receives it."""
    if game.delayed:  # returns of rule 610.3 waiting since their exiler left
        from mtgrules.engine.effectlib.delayed import return_exiled
        return_exiled(game)
    if "suspend_haste" in game.marks:  # an effect lasting until control is lost (611.2b)
        from mtgrules.engine.suspended import control_check
        control_check(game)
    if sba.check(game) or game.over or game.pending is not None:
        return
    triggers.check_state_triggers(game)  # rule 603.8
    if game.triggers:
        triggers.put_on_stack(game)
        return
    if game.priority is None:
        game.priority = game.active  # rule 117.3a/b
    if game.players[game.priority].lost:
        # rules 800.4a, 800.4j: the next player still in the game receives it instead, unless
        # every one of them has passed already (117.4)
        game.priority = game.next_seat(game.priority)
        if game.passes >= game.remaining():
            _all_passed(game)
            return
    game.ask("priority", game.priority, "act or pass priority")


def why_cannot_play_land(game, player: int, oid: int, face: int = 0) -> tuple[str, str] | None:
    """Rule 305.1-305.2: a land is played in a main phase of one's own turn with an empty stack,
    once per turn; of a modal double-faced card, a face that's a land (712.12)."""
    obj = game.objects.get(oid)
    if obj is not None and obj.zone is Zone.EXILE:
        if not exile_play.may_play_land(game, player, oid):
            return "116.2a", f"no effect lets player {seat_name(player)} play {game.name(oid)} from exile"
    elif obj is not None and obj.zone is Zone.LIBRARY:  # "play lands from the top of your library"
        if not library_play.may_play_land(game, player, oid):
            return "305.1", f"no effect lets player {seat_name(player)} play {game.name(oid)} from a library"
    elif obj is None or obj.zone is not Zone.HAND or obj.owner != player:
        return "305.1", f"{game.name(oid)} is not in player {seat_name(player)}'s hand"
    played = playable_face(obj.card, face)
    if played is None:
        return "712.12", f"{obj.card.name} has no face {face + 1} that can be played as a land"
    if "Land" not in played.types:
        return "305.1", f"{played.name} is not a land"
    if not casting.sorcery_timing(game, player):
        return "305.1", "a land can be played only during a main phase of your turn with an empty stack"
    played = game.players[player].lands_played
    if played >= 1 and played >= player_rules.land_plays(game, player):  # 305.2a-b
        return "305.2", f"player {seat_name(player)} has played the {played} land(s) they can play this turn"
    return None


def _legal(game, decision) -> list:
    player = decision.player
    out: list = [PassPriority()]
    p = game.players[player]
    objects = game.objects
    land_ok = casting.sorcery_timing(game, player) and (
        p.lands_played < 1 or p.lands_played < player_rules.land_plays(game, player))  # 305.2a
    sources = None
    castable: dict[int, bool] = {}  # by card definition: copies of a card share the answer
    given = zone_grants.grants(game)  # keywords given to cards in hands and graveyards (613.1f)
    for oid in p.hand:
        card = zone_grants.card_of(game, oid) if given else objects[oid].card
        if card.faces:
            if land_ok:  # rule 712.12: the land face of a modal double-faced card
                out.extend(PlayLand(oid, face.name, i) for i, face in back_land_faces(card))
            faces = face_casting.hand_faces(card)  # 709.3, 712.11b, 715.3: a half, a back
            if faces and sources is None:          # face, an Adventure
                sources = mana.mana_sources(game, player)
                available = mana.available_units(game, player, sources)
            out.extend(CastSpell(oid, face.name, face=i) for i, face in faces
                       if casting.why_cannot_cast(game, player, oid, sources, face=i) is None)
        if "Land" in card.types:
            if land_ok:
                out.append(PlayLand(oid, card.name))
        elif card.layout not in face_casting.SPLIT_LAYOUTS:  # 709.3: a split card by its halves
            ok = castable.get(id(card))
            if ok is None:
                if sources is None:
                    sources = mana.mana_sources(game, player)
                    available = mana.available_units(game, player, sources)
                cost = card.mana_cost
                if cost is not None and card.mana_value - len(cost.phyrexian) > available and \
                        not cost_changes.may_cost_less(game, player, card):
                    ok = False  # cheap bound before the full check
                else:
                    ok = casting.why_cannot_cast(game, player, oid, sources) is None
                castable[id(card)] = ok
            if ok:
                out.append(CastSpell(oid, card.name))
        can = zone_abilities.playable(card)
        if can.nothing:
            continue
        for alternative in can.alternatives:  # bestow (702.103a), evoke (702.74a), face down (708.4)
            if casting.why_cannot_cast(game, player, oid, sources, alternative) is None:
                out.append(CastSpell(oid, card.name, alternative))
        for index in can.hand:  # rule 113.6b: cycling
            if casting.why_cannot_activate(game, player, oid, index) is None:
                out.append(ActivateAbility(oid, index, card.name))
        for way in can.exile_ways:  # special actions: foretell, plot (116.2h, 116.2k)
            if exiled_casting.why_cannot_exile(game, player, oid, way) is None:
                out.append(ExileFromHand(oid, card.name, way))
    for oid in face_casting.exile_castable(game, player):  # rule 715.3d: after an Adventure
        if casting.why_cannot_cast(game, player, oid, sources) is None:
            out.append(CastSpell(oid, objects[oid].card.name))
    for oid, way in exiled_casting.castable(game, player):  # foretold, plotted (702.143a, 702.170d)
        if casting.why_cannot_cast(game, player, oid, sources, way) is None:
            out.append(CastSpell(oid, objects[oid].card.name, way))
    for oid in exile_play.exiled_playable(game, player):  # rules 601.3, 116.2a: an effect's
        out.extend(_plays_outside_hand(game, player, oid, land_ok and exile_play.may_play_land(game, player, oid),
                                 sources))  # permission
    for oid in library_play.playable_tops(game, player):  # rules 601.3, 305.1: a static ability's
        out.extend(_plays_outside_hand(game, player, oid, land_ok and library_play.may_play_land(game, player, oid),
                                 sources))
    for oid in p.graveyard:
        card = zone_grants.card_of(game, oid) if given else objects[oid].card
        can = zone_abilities.playable(card)
        given = flashback.granted(game, oid)  # "gains flashback until end of turn" (702.34a)
        if can.nothing and card.layout != "aftermath" and not given:
            continue
        if (can.flashback or given) and casting.why_cannot_cast(
                game, player, oid, sources, flashback.ALTERNATIVE) is None:  # rule 702.34a
            out.append(CastSpell(oid, card.name, flashback.ALTERNATIVE))
        if can.disturb and casting.why_cannot_cast(
                game, player, oid, sources, disturb.ALTERNATIVE) is None:  # rule 702.146a
            out.append(CastSpell(oid, card.name, disturb.ALTERNATIVE))
        for way in can.graveyard_ways:  # jump-start, retrace (702.133a, 702.81a)
            if casting.why_cannot_cast(game, player, oid, sources, way) is None:
                out.append(CastSpell(oid, card.name, way))
        if card.layout == "aftermath" and casting.why_cannot_cast(
                game, player, oid, sources, face=1) is None:  # rule 702.127a
            out.append(CastSpell(oid, card.faces[1].name, face=1))
        for index in can.graveyard:  # rule 113.6b: "Exile this card from your graveyard: ..."
            if casting.why_cannot_activate(game, player, oid, index) is None:
                out.append(ActivateAbility(oid, index, card.name))
    for oid in p.command:  # rule 902.7: a vanguard card's activated abilities
        card = objects[oid].card
        for index in zone_abilities.playable(card).command if card.vanguard is not None else ():
            if casting.why_cannot_activate(game, player, oid, index) is None:
                out.append(ActivateAbility(oid, index, card.name))
    table = game.chars_table()
    for oid in game.battlefield:
        chars = table[oid]
        if not chars.abilities:
            continue
        others = chars.controller != player  # only abilities any player may activate (602.2)
        for index, ability in enumerate(chars.abilities):
            if type(ability) is not ActivatedAbility or others and not ability.any_player:
                continue
            if ability.tap_mana is not None:
                if not objects[oid].tapped and can_tap_for_cost(game, oid) and \
                        "no_activated" not in chars.imposed:  # rules 605.3a, 602.5
                    out.append(ActivateAbility(oid, index, chars.name))
            elif casting.why_cannot_activate(game, player, oid, index) is None:
                out.append(ActivateAbility(oid, index, chars.name))
    for oid in face_down.face_down_permanents(game, player):  # special action (116.2b, 702.37e)
        for by, _ in face_down.turn_up_costs(objects[oid]):
            if face_down.why_cannot_turn_up(game, player, oid, by) is None:
                out.append(TurnFaceUp(oid, objects[oid].card.name, by))
    if planechase.FACE_UP in game.marks and planechase.why_cannot_roll(game, player) is None:
        out.append(RollPlanarDie(planechase.roll_cost(game)))  # special action (901.9)
    if game.marks.get(conspiracies.FACE_DOWN):  # special action (116.2j, 702.106c)
        out.extend(TurnFaceUp(oid, objects[oid].card.name, conspiracies.HIDDEN_AGENDA)
                   for oid in conspiracies.face_down(game, player))
    return out


def _plays_outside_hand(game, player: int, oid: int, land_ok: bool, sources) -> list:
    """What ``player`` may do with the card ``oid`` outside their hand that an effect lets them
    play (an exiled card, 116.2a; the top card of a library, 601.3): play it as a land if
    ``land_ok`` (a land face 712.12), cast it, one of its faces (709.3, 712.11b, 715.3) or with
    an alternative cost (bestow, evoke, face down), as from a hand (601.3)."""
    card = game.objects[oid].card
    out: list = []
    if land_ok:
        if "Land" in card.types:
            out.append(PlayLand(oid, card.name))
        out.extend(PlayLand(oid, face.name, i) for i, face in back_land_faces(card))
    ways = [(card.name, 0, "")] if "Land" not in card.types and \
        card.layout not in face_casting.SPLIT_LAYOUTS else []
    ways += [(face.name, i, "") for i, face in face_casting.hand_faces(card)]
    ways += [(card.name, 0, alt) for alt in zone_abilities.playable(card).alternatives
             if alt != face_casting.FUSE]  # rule 702.102a: fused only from a hand
    out.extend(CastSpell(oid, name, alt, face=i) for name, i, alt in ways
               if casting.why_cannot_cast(game, player, oid, sources, alt, face=i) is None)
    return out


def _perform(game, decision, action) -> None:
    player = decision.player
    kind = type(action)
    if kind is PassPriority:
        game.passes += 1
        if game.passes >= game.remaining():  # rule 117.4: all players still in the game
            _all_passed(game)
        else:
            game.priority = game.next_seat(player)  # rule 117.3d
        return
    game.passes = 0
    if kind is PlayLand:
        play_land(game, player, action.card, action.face)
    elif kind is CastSpell:
        casting.begin_cast(game, player, action.card, action.alternative, face=action.face)
    elif kind is ActivateAbility:
        casting.begin_activate(game, player, action.source, action.index)
    elif kind is TurnFaceUp and action.by == conspiracies.HIDDEN_AGENDA:
        conspiracies.turn_face_up(game, player, action.permanent)
    elif kind is TurnFaceUp:
        face_down.turn_face_up(game, player, action.permanent, action.by)
    elif kind is ExileFromHand:
        exiled_casting.exile_from_hand(game, player, action.card, action.by)
    elif kind is RollPlanarDie:
        planechase.roll_planar_die(game, player)


def _all_passed(game) -> None:
    """Rule 117.4: all players passed in succession: the top of the stack resolves, or the step
    ends."""
    game.passes = 0
    if game.stack:
        from mtgrules.engine.effects import resolve_top
        resolve_top(game)
    else:
        game.stage = Stage.END


def play_land(game, player: int, oid: int, face: int = 0) -> None:
    """Rule 305.1: playing a land is a special action; the land enters the battlefield, with
    the face that was played up (712.12)."""
    game.players[player].lands_played += 1
    if game.objects[oid].zone is Zone.EXILE:
        exile_play.used(game, player, oid)  # rule 116.2a: played from exile
    name = playable_face(game.objects[oid].card, face).name
    game.event("305.1" if not face else "712.12", f"player {seat_name(player)} plays {name}")
    owner = game.objects[oid].owner  # 110.2a: under the control of its player, owner or not
    triggers.land_played(game, player, game.move(oid, Zone.BATTLEFIELD, back_face=face > 0,
                                                 controller=player if owner != player else None))


def _explain(game, decision, action):
    player = decision.player
    kind = type(action)
    if kind is PlayLand:
        return why_cannot_play_land(game, player, action.card, action.face)
    if kind is CastSpell:
        obj = game.objects.get(action.card)
        if obj is not None and "Land" in obj.card.types:
            return why_cannot_play_land(game, player, action.card) or (
                "305.9", f"{obj.card.name} is a land: it is played, not cast")
        return casting.why_cannot_cast(game, player, action.card, alternative=action.alternative,
                                       face=action.face)
    if kind is ActivateAbility:
        return casting.why_cannot_activate(game, player, action.source, action.index)
    if kind is TurnFaceUp and action.by == conspiracies.HIDDEN_AGENDA:
        return conspiracies.why_cannot_turn_up(game, player, action.permanent)
    if kind is TurnFaceUp:
        return face_down.why_cannot_turn_up(game, player, action.permanent, action.by)
    if kind is ExileFromHand:
        return exiled_casting.why_cannot_exile(game, player, action.card, action.by)
    if kind is RollPlanarDie:
        return planechase.why_cannot_roll(game, player)
    return None


handler("priority", _legal, _perform, _explain)
