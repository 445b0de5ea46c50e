"""A Siege's protector and its defeat (rules 310.8a, 310.11a-b).

"As a Siege enters, its controller must choose its protector from among their opponents."
(310.11a): ``ChooseProtector``, a replacement effect on its entering (614.1c, 614.12a), asked
through ``legal_actions()`` before it enters (``ChooseObject`` with a player's reference).

"When the last defense counter is removed from this permanent, exile it, then you may cast it
transformed without paying its mana cost." (310.11b): the trigger event
``LAST_DEFENSE_REMOVED`` happens with the removal of counters (``triggers.counters_removed``),
whatever removed them (damage, 120.3h, or an effect). ``SiegeDefeated`` exiles the Siege; if
the card is then in exile and could be cast transformed (712.11a, 712.11c-d: its back face is
evaluated), its controller is asked (``ChooseYesNo``) and casts it as the ability resolves
(608.2g, ``casting.begin_cast(..., SIEGE, during_resolution=True)``): with its back face up,
for no mana (118.9), entering the battlefield transformed if it's a permanent (712.13). Not
cast, it stays in exile.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import casting, triggers
from mtgrules.engine.actions import ChooseObject, ChooseYesNo
from mtgrules.engine.battles import DEFENSE, protector_choices, set_protector
from mtgrules.engine.decision import handler, yes_or_no
from mtgrules.engine.effects import continue_resolution, effect
from mtgrules.engine.game_events import EnterEvent
from mtgrules.engine.objects import Zone, player_ref, seat_name
from mtgrules.engine.replacement import applier


def _last_defense_counter(game, source, controller, data) -> bool:
    oid, kind, before, after = data
    return oid == source and kind == DEFENSE and before > 0 and after == 0


triggers.derived(m.LAST_DEFENSE_REMOVED, "counters_removed", _last_defense_counter)


# --- trigger events about battles (603.2) --------------------------------------------------------

def _to_player_or_battle(game, recipient: int) -> bool:
    """Whether damage went to a player or to a battle (data of 'damage': its recipient)."""
    return recipient < 0 or recipient in game.battlefield and "Battle" in game.chars(recipient).types


def _self_combat_damage(game, source, controller, data) -> bool:
    """"Whenever this creature deals combat damage to a player or battle" (510.2)."""
    dealer, recipient, _, combat = data
    return dealer == source and bool(combat) and _to_player_or_battle(game, recipient)


def _described_combat_damage(once: bool):
    def test(game, source, controller, data) -> bool:
        """Combat damage to a player or battle by the object the ability describes ("whenever
        equipped creature deals ..."); ``once``: "one or more creatures ... deal ...": once for
        each player or battle dealt damage (510.2, 603.2c)."""
        recipient = data[1]
        if not data[3] or not _to_player_or_battle(game, recipient):
            return False
        return not once or not any(t.source == source and t.ability.event == name
                                   and t.event[1] == recipient for t in game.triggers)
    name = "combat_damage_to_player_or_battle_by" + ("_one_or_more" if once else "")
    triggers.derived(name, "damage", test)
    triggers.WITH_SUBJECT.add(name)


def _attacks_a_battle(game, source, controller, data) -> bool:
    """"Whenever this creature attacks a battle" (508.1, 310.5)."""
    combat = game.combat
    if data[0] != source or combat is None:
        return False
    attacked = combat.attackers.get(source, 0)
    return attacked > 0 and attacked in game.battlefield and "Battle" in game.chars(attacked).types


triggers.derived("combat_damage_to_player_or_battle", "damage", _self_combat_damage)
_described_combat_damage(False)
_described_combat_damage(True)
triggers.derived("attacks_battle", "attacks", _attacks_a_battle)


def _own(game, e: m.ChooseProtector, event: EnterEvent, holder: int) -> bool:
    return event.oid == holder and bool(protector_choices(game, holder, game.controller(holder)))


def _options(game, e: m.ChooseProtector, event: EnterEvent, holder: int) -> list:
    """Rule 310.11a: one of the opponents of the Siege's controller."""
    return [ChooseObject(player_ref(s), f"player {seat_name(s)}")
            for s in protector_choices(game, holder, game.controller(holder))]


@applier(m.ChooseProtector, EnterEvent, applies=_own, commutes=True, options=_options)
def _choose(game, e: m.ChooseProtector, event: EnterEvent, holder: int, chosen: int):
    chooser = seat_name(game.controller(holder))
    set_protector(game, holder, -1 - chosen, "310.11a",
                  f"(chosen by player {chooser} as it enters)")
    return event


@effect(m.SiegeDefeated)
def _defeated(game, res, e: m.SiegeDefeated, offset) -> bool:
    source = res.item.source
    perm = game.objects.get(source)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        return True  # rule 400.7: it has left the battlefield; there is nothing to exile or cast
    you = res.item.controller
    name = game.name(source)
    game.event("310.11b", f"{name} is defeated: player {seat_name(you)} exiles it")
    new = game.move(source, Zone.EXILE)
    if new is None or game.replacing is not None or new not in game.objects \
            or game.objects[new].zone is not Zone.EXILE:
        return True
    why = casting.why_cannot_cast(game, you, new, alternative=m.SIEGE, during_resolution=True)
    if why is not None:
        game.event("310.11b", f"{name} can't be cast transformed ({why[0]}: {why[1]}): it stays in exile")
        return True
    back = game.objects[new].card.face_up(True).name
    game.ask("siege_cast", you, f"cast {name} transformed, as {back}, without paying its mana cost?",
             (new,))
    return False


def _perform(game, decision, action: ChooseYesNo) -> None:
    (oid,) = decision.data
    game.resolving.queue.pop(0)
    if not action.yes:
        game.event("310.11b", f"player {seat_name(decision.player)} doesn't cast {game.name(oid)}: "
                              "it stays in exile")
        return
    continue_resolution(game)  # the ability's last instruction: it finishes resolving (608.2g)
    casting.begin_cast(game, decision.player, oid, m.SIEGE, during_resolution=True)


handler("siege_cast", yes_or_no, _perform)
