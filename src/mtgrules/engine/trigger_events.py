"""Trigger events beyond a single object or player acting (rule 603.2): the nth spell cast or
card drawn in a turn, spells copied (707.10), a permanent dealt damage (120.3) or becoming
untapped (603.2f), attacking with others (battalion), attacking and not being blocked (508.3f,
509.3g), blocking or being blocked by a creature (509.3b, 509.3d), being put into a graveyard
from the battlefield (700.4), becoming the target of a spell (115.1), and transforming into a
face (701.27e).

Each is a narrower event derived from one the engine reports (``triggers.derived``), so an
ability listening for it costs nothing on other events; the counts it needs are kept on the
turn's record (``TurnState.spells_cast``, ``cards_drawn``: per seat, this turn).
"""
from __future__ import annotations

from mtgrules.engine import graveyard_arrivals  # noqa: F401 (registers its events)
from mtgrules.engine.objects import StackObject, Zone, player_ref
from mtgrules.cards.grammar.counters import PUT_EVENT_KINDS, event_kind_name
from mtgrules.engine.triggers import BATCH_BY_DEALER, BATCH_BY_RECIPIENT, COMBAT_BATCHES, WITH_SUBJECT, _listens, derived, fire


def _nth(counts: tuple, seat: int) -> int:
    return counts[seat] if seat < len(counts) else 0


# "whenever you cast your second spell each turn" (data of 'cast': spell, caster, ...)
derived("second_spell_cast", "cast", lambda game, source, controller, data:
        data[1] == controller and _nth(game.turn_state.spells_cast, controller) == 2)
# "whenever you cast your first spell each turn [during each opponent's turn]"
derived("first_spell_cast", "cast", lambda game, source, controller, data:
        data[1] == controller and _nth(game.turn_state.spells_cast, controller) == 1)
# "whenever you draw your second card each turn" (data of 'draw': seat, reference)
derived("second_card_drawn", "draw", lambda game, source, controller, data:
        data[0] == controller and _nth(game.turn_state.cards_drawn, controller) == 2)
# "whenever you gain / lose life for the first time each turn" (data of 'gain_life' /
# 'lose_life': seat, reference, amount; 119.3): the turn's first such event for that player,
# whether or not the source was there for an earlier one
derived("first_life_gain", "gain_life", lambda game, source, controller, data:
        data[0] == controller and _nth(game.turn_state.life_gains, controller) == 1)
derived("first_life_loss", "lose_life", lambda game, source, controller, data:
        data[0] == controller and _nth(game.turn_state.life_losses, controller) == 1)


def spell_copied(game, item: StackObject) -> None:
    """Rule 707.10: a copy of a spell was put on the stack ("whenever you cast or copy an
    instant or sorcery spell"); the data are those of 'cast'."""
    if _listens(game, "copy"):
        fire(game, "copy", (item.id, item.controller, player_ref(item.controller)))


def designated(game, oid: int, designation: str) -> None:
    """Permanent ``oid`` got a designation ("becomes monstrous", 701.37c; "becomes renowned")."""
    event = "becomes_" + designation
    if _listens(game, event):
        fire(game, event, (oid,))


def became_untapped(game, oid: int) -> None:
    """Rule 701.26b: permanent ``oid`` became untapped (603.2f: not by entering untapped)."""
    if _listens(game, "becomes_untapped"):
        fire(game, "becomes_untapped", (oid,))


def transformed(game, oid: int) -> None:
    """Rule 701.27e: permanent ``oid`` transformed; "when this creature transforms into
    [this face]" triggers from the face now up, so only if it has that face immediately after."""
    if _listens(game, "transforms"):
        fire(game, "transforms", (oid,))


def blockers_declared(game) -> None:
    """Rules 509.3b, 509.3g: after blockers are declared, "blocks a creature" once for each
    attacker a creature blocks, and "attacks and isn't blocked" for each attacker with no
    blocker declared."""
    combat = game.combat
    if _listens(game, "blocks_creature"):
        for blocker, attackers in combat.blocks.items():
            for attacker in attackers:
                fire(game, "blocks_creature", (blocker, attacker))
    if _listens(game, "unblocked"):  # data: the attacker and the player it attacks (506.2)
        for attacker, defender in combat.attackers.items():
            if not combat.blocked_by.get(attacker):
                who = defender if defender < 0 else player_ref(game.controller(defender))
                fire(game, "unblocked", (attacker, who))


def _self(game, source, controller, data) -> bool:
    return data[0] == source


def _dealt_damage(game, source, controller, data) -> bool:
    """Enrage: "whenever this creature is dealt damage" (data of 'damage': source, recipient,
    amount, combat). Combat damage is dealt simultaneously (510.2): one event, however many
    creatures dealt it, so the ability triggers once for it (603.2c; ``COMBAT_BATCHES``)."""
    return data[1] == source


derived("dealt_damage", "damage", _dealt_damage)
derived("dealt_combat_damage", "damage", lambda game, source, controller, data: data[3] and data[1] == source)
COMBAT_BATCHES.update(dealt_damage=BATCH_BY_RECIPIENT, dealt_combat_damage=BATCH_BY_RECIPIENT)
derived("becomes_untapped_self", "becomes_untapped", _self)
derived("tapped_for_mana_self", "tapped_for_mana", _self)  # 106.12a (data: the permanent, ...)
derived("becomes_monstrous_self", "becomes_monstrous", _self)
derived("transforms_into_self", "transforms", _self)
derived("attacks_unblocked", "unblocked", _self)
derived("blocks_a_creature", "blocks_creature", _self)


def _with_two_others(game, source, controller, data) -> bool:
    """Battalion: "whenever this creature and at least two other creatures attack" (508.1)."""
    return data[0] == source and len(game.combat.attackers) >= 3


derived("attacks_with_two_others", "attacks", _with_two_others)


def _attacks_first_time(game, source, controller, data) -> bool:
    """"Whenever this creature attacks for the first time each turn" (508.1): it attacked in
    no earlier combat phase of the turn (500.8; ``TurnState.attacked_before``)."""
    return data[0] == source and source not in game.turn_state.attacked_before


derived("attacks_first_time", "attacks", _attacks_first_time)


def _to_graveyard(game, source, controller, data) -> bool:
    """"When this is put into a graveyard from the battlefield" (700.4; data of 'leaves': the
    object and the zone it went to)."""
    return data[0] == source and data[1] == int(Zone.GRAVEYARD)


derived("put_into_graveyard", "leaves", _to_graveyard)
derived("sacrificed_self", "sacrificed", _self)  # "when you sacrifice this creature" (701.21a)


def _targeted_by_spell(game, source, controller, data) -> bool:
    """"Whenever this creature becomes the target of a spell" (data of 'becomes_target')."""
    item = game.objects.get(data[1])
    return data[0] == source and item is not None and item.ability is None


derived("becomes_target_of_spell", "becomes_target", _targeted_by_spell)


def _you_cast_or_copy(game, source, controller, data) -> bool:
    """Magecraft: "whenever you cast or copy an instant or sorcery spell" (601.2i, 707.10)."""
    return data[1] == controller


derived("cast_or_copy", "cast", _you_cast_or_copy)
derived("cast_or_copy", "copy", _you_cast_or_copy)


# --- events about an object matching the ability's description (603.2) -------------------------

def _combat_damage_to(to: str, *, once: bool = False):
    def test(game, source, controller, data) -> bool:
        """Combat damage to a player ('player') or an opponent ('opponent') by the object the
        ability's description names (data of 'damage': dealer, recipient, amount, combat).
        ``once``: "one or more creatures ... deal combat damage to a player": combat damage is
        dealt simultaneously (510.2), so it triggers once for each player dealt damage."""
        recipient = data[1]
        if not data[3] or recipient >= 0 or to == "opponent" and -1 - recipient == controller:
            return False
        return not once or not any(t.source == source and t.ability.event == name
                                   and t.event[1] == recipient for t in game.triggers)
    name = f"combat_damage_to_{to}_by" + ("_one_or_more" if once else "")
    derived(name, "damage", test)
    WITH_SUBJECT.add(name)


_combat_damage_to("player")
_combat_damage_to("opponent")
_combat_damage_to("player", once=True)


def _damage_by(combat: bool, to: str | None) -> None:
    """Damage dealt by the object the ability's description names ("whenever equipped creature
    deals damage to a creature", 120.3), combat damage only if ``combat`` (510.2), to a
    'player', an 'opponent', the ability's controller ('you'), a 'creature' or (None) anything.
    Combat damage is dealt at once
    (510.2): "deals combat damage" with no recipient triggers once for it (603.2c)."""
    name = ("combat_" if combat else "") + "damage" + (f"_to_{to}" if to else "") + "_by"

    def test(game, source, controller, data) -> bool:
        dealer, recipient, _, was_combat = data
        if combat and not was_combat:
            return False
        if to == "creature":
            return recipient >= 0 and recipient in game.battlefield \
                and "Creature" in game.chars(recipient).types
        if to == "you":  # "whenever a creature deals damage to you"
            return recipient < 0 and -1 - recipient == controller
        if to is not None:
            return recipient < 0 and (to == "player" or -1 - recipient != controller)
        return True
    derived(name, "damage", test)
    WITH_SUBJECT.add(name)
    if to is None:
        COMBAT_BATCHES[name] = BATCH_BY_DEALER


for _combat in (False, True):
    _damage_by(_combat, None)
    _damage_by(_combat, "creature")
_damage_by(False, "player")
_damage_by(False, "opponent")
_damage_by(False, "you")
_damage_by(True, "you")


def _first_damage_to_a_player(game, source, controller, data) -> bool:
    """"Whenever a creature deals damage to one or more players for the first time each turn"
    (120.3): damage to a player by a dealer that has dealt none to a player earlier this turn
    (``TurnState.damaged_by``, which records it once the event is heard: damage to two players
    at once, 510.2, triggers once)."""
    dealer, recipient = data[0], data[1]
    return recipient < 0 and not any(d == dealer and r < 0 for d, r in game.turn_state.damaged_by)


derived("first_damage_to_player_by", "damage", _first_damage_to_a_player)
WITH_SUBJECT.add("first_damage_to_player_by")


# "whenever a creature deals combat damage to this planeswalker" (510.2): the described
# object deals combat damage to the source; each dealer triggers it (603.2)
derived("combat_damage_to_self_by", "damage", lambda game, source, controller, data:
        bool(data[3]) and data[1] == source)
WITH_SUBJECT.add("combat_damage_to_self_by")
# "whenever a source deals damage to this creature" (120.3), and "... noncombat damage to an
# opponent" (120.2b: damage dealt other than combat damage)
derived("damage_to_self_by", "damage", lambda game, source, controller, data: data[1] == source)
WITH_SUBJECT.add("damage_to_self_by")
derived("noncombat_damage_to_opponent_by", "damage", lambda game, source, controller, data:
        not data[3] and data[1] < 0 and -1 - data[1] != controller)
WITH_SUBJECT.add("noncombat_damage_to_opponent_by")


def _alone(game, source, controller, data) -> bool:
    """"Attacks alone": it is the only creature declared as an attacker (506.5)."""
    return len(game.combat.attackers) == 1


derived("attacks_alone", "attacks", lambda game, source, controller, data:
        data[0] == source and _alone(game, source, controller, data))
derived("attacks_alone_by", "attacks", _alone)
WITH_SUBJECT.add("attacks_alone_by")


def _counters_put(kind: str, *, on_source: bool):
    """Rule 122.6: one or more counters of ``kind`` ('' for any) were put on a permanent (the
    source itself if ``on_source``), also as it entered; data: (permanent, kind, before, after)."""
    def test(game, source, controller, data) -> bool:
        oid, put, before, after = data
        return after > before and (not kind or put == kind) and (not on_source or oid == source)
    return test


def _counters_put_by_you(kind: str, *, on_source: bool):
    """Rule 122.6: the source's controller put one or more counters of ``kind`` ('' for any)
    on a permanent (the source itself if ``on_source``); data: (permanent, kind, how many,
    the seat of the player who put them, that player's reference)."""
    def test(game, source, controller, data) -> bool:
        return data[3] == controller and (not kind or data[1] == kind) and (not on_source or data[0] == source)
    return test


for _kind in PUT_EVENT_KINDS:
    _name = event_kind_name(_kind)
    for _event, _on_self, _base, _test in (
            ("counters_put_on", "counters_put_on_self", "counters", _counters_put),
            ("counters_by_you", "counters_by_you_on_self", "counters_by", _counters_put_by_you)):
        derived(f"{_on_self}:{_name}", _base, _test(_kind, on_source=True))
        derived(f"{_event}:{_name}", _base, _test(_kind, on_source=False))
        WITH_SUBJECT.add(f"{_event}:{_name}")
# the described object dealt damage (data[1] of 'damage', 120.3) or becoming a target (data[0]
# of 'becomes_target': the target, the spell or ability, its controller; 115.1): "whenever
# enchanted creature is dealt damage / becomes the target of a spell or ability"
derived("is_dealt_damage", "damage", lambda game, source, controller, data: True)
COMBAT_BATCHES["is_dealt_damage"] = BATCH_BY_RECIPIENT
derived("targeted", "becomes_target", lambda game, source, controller, data: True)
derived("targeted_by_opponent", "becomes_target",
        lambda game, source, controller, data: data[2] != controller)
derived("targeted_by_spell", "becomes_target", lambda game, source, controller, data:
        game.objects.get(data[1]) is not None and game.objects[data[1]].ability is None)
WITH_SUBJECT.update(("is_dealt_damage", "targeted", "targeted_by_opponent", "targeted_by_spell"))


def _attacks_you(planeswalkers: bool):
    def test(game, source, controller, data) -> bool:
        """"Whenever a creature attacks you [or a planeswalker you control]" (508.1, 506.2;
        data of 'attacks': the attacker)."""
        defender = game.combat.attackers.get(data[0]) if game.combat is not None else None
        if defender is None:
            return False
        if defender < 0:
            return -1 - defender == controller
        return planeswalkers and defender in game.battlefield and game.controller(defender) == controller
    return test


derived("attacks_you", "attacks", _attacks_you(False))
derived("attacks_you_or_yours", "attacks", _attacks_you(True))
WITH_SUBJECT.update(("attacks_you", "attacks_you_or_yours"))


def _damaged_by_source(game, source, controller, data) -> bool:
    """"Whenever a creature dealt damage by this creature this turn dies" (120.3, 700.4;
    data of 'dies': the creature): the turn's record of damage (``TurnState.damaged_by``)."""
    return (source, data[0]) in game.turn_state.damaged_by


derived("dies_damaged_by_self", "dies", _damaged_by_source)
WITH_SUBJECT.add("dies_damaged_by_self")


def _first_attacker(game, source, controller, data) -> bool:
    """"Whenever one or more creatures you control attack": attackers are declared at once
    (508.1), so it triggers once for them, on the first that matches (603.2c)."""
    return not any(t.source == source and t.ability.event == "attacks_one_or_more"
                   for t in game.triggers)


derived("attacks_one_or_more", "attacks", _first_attacker)
WITH_SUBJECT.add("attacks_one_or_more")
