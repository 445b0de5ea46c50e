"""Prevention effects (rule 615), applied to damage events by the replacement pipeline
(``engine/replacement.py``).

Of resolved spells and abilities, as data in ``game.replacement_effects``, ending in the
cleanup step (514.2): shields preventing the next N (or all) damage to a creature,
planeswalker or player this turn (615.7); "prevent all combat damage that would be dealt this
turn" (Fog, 615.1); "prevent all [combat | noncombat] damage that would be dealt to ... by ...
this turn" and "the next time a source of your choice would deal damage ..." (615.8, the
source chosen as the effect is created, 609.7a), whose descriptions are checked as the damage
would be dealt (615.1, 609.7b).

Of static abilities (``PreventsDamage``): "Prevent all damage that would be dealt to this
creature", "... by enchanted creature", "If a source would deal damage to you, prevent 1 of
that damage" (615.10), applying to sources on the battlefield and elsewhere alike (609.7c).

"Damage can't be prevented [this turn]" (615.12): prevention effects (and protection's,
through ``preventable``) prevent none of that damage.
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.engine import choices, replacement
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import amount, effect, resolve_ref
from mtgrules.engine.game_events import DamageEvent
from mtgrules.engine.targets import seat_of
from mtgrules.engine.objects import Zone, player_ref
from mtgrules.engine.targets import permanent_matches
from mtgrules.records import record


@record
class PreventionShield:
    """Rule 615.7: prevent the next ``left`` damage (-1: all damage) that would be dealt to
    ``recipient`` (an object id or player ref) this turn; ``combat_only``: combat damage only."""

    id: int
    source: int
    source_name: str
    recipient: int
    left: int
    combat_only: bool = False
    this_turn: bool = True


@record
class AllCombatDamagePrevented:
    """Rule 615.1: all combat damage that would be dealt this turn is prevented."""

    id: int
    source: int
    source_name: str
    this_turn: bool = True


@effect(m.PreventDamage)
def _prevent(game, res, e: m.PreventDamage, offset) -> bool:
    """Rule 615.7: a shield preventing the next N (or all) damage to a creature, planeswalker or
    player this turn."""
    n = -1 if e.amount is None else amount(game, res, e.amount)
    item = res.item
    for who in resolve_ref(game, res, e.to, offset):
        if who < 0 or who in game.objects:
            replacement.add_effect(game, PreventionShield(
                replacement.new_effect_id(game), item.source, item.card.name, who, n, e.combat_only))
            what = "all" if n < 0 else f"the next {n}"
            kind = "combat damage" if e.combat_only else "damage"
            game.event("615.7", f"{what} {kind} that would be dealt to {game.name(who)} this "
                                "turn will be prevented")
    return True


@effect(m.PreventDividedDamage)
def _prevent_divided(game, res, e: m.PreventDividedDamage, offset) -> bool:
    """Rules 601.2d, 615.7: a shield on each target still legal, of its part of the amount."""
    item = res.item
    first = offset + e.to.index
    for i in range(first, min(first + e.to.count, len(item.targets), len(item.division))):
        who, n = item.targets[i], item.division[i]
        if res.legal[i] and n > 0 and (who < 0 or who in game.objects):
            replacement.add_effect(game, PreventionShield(
                replacement.new_effect_id(game), item.source, item.card.name, who, n))
            game.event("615.7", f"the next {n} damage that would be dealt to {game.name(who)} this "
                                "turn will be prevented")
    return True


@effect(m.PreventAllCombatDamage)
def _fog(game, res, e, offset) -> bool:
    """Rule 615.1: all combat damage that would be dealt this turn is prevented."""
    item = res.item
    replacement.add_effect(game, AllCombatDamagePrevented(
        replacement.new_effect_id(game), item.source, item.card.name))
    game.event("615.1", "all combat damage that would be dealt this turn will be prevented")
    return True


def _shield_applies(game, shield: PreventionShield, e: DamageEvent, holder) -> bool:
    return shield.recipient == e.recipient and (e.combat or not shield.combat_only) \
        and preventable(game, e)


@replacement.applier(PreventionShield, DamageEvent, applies=_shield_applies)
def _use_shield(game, shield: PreventionShield, e: DamageEvent, holder):
    """Rules 615.6-7: the shield prevents what it can; a shield preventing the next N damage is
    used up as it prevents damage."""
    if shield.left < 0:
        prevented = e.amount
    else:
        prevented = min(shield.left, e.amount)
        rest = shield.left - prevented
        replacement.replace_effect(game, shield,
                                   dataclasses.replace(shield, left=rest) if rest > 0 else None)
    left = e.amount - prevented
    if left <= 0:
        game.event("615.7", f"damage from {e.source.name} to {game.name(e.recipient)} is prevented")
        return None
    game.event("615.7", f"{prevented} of the damage from {e.source.name} to "
                        f"{game.name(e.recipient)} is prevented")
    return dataclasses.replace(e, amount=left)


def _fog_applies(game, fog, e: DamageEvent, holder) -> bool:
    return e.combat and preventable(game, e)


@replacement.applier(AllCombatDamagePrevented, DamageEvent, applies=_fog_applies)
def _prevent_combat(game, fog, e: DamageEvent, holder):
    game.event("615.1", f"damage from {e.source.name} to {game.name(e.recipient)} is prevented")
    return None


# --- "prevent all damage that would be dealt to ... by ... this turn" (615.1, 615.8) ------------

@record
class DamagePrevented:
    """Rule 615.1: damage matching ``to`` and ``by`` (each None for any, else (ids, filter,
    players-or-chosen)) and ``combat`` (None: either) is prevented this turn; ``next_time``:
    only the next instance (615.8). ``controller``: whose effect it is ("you", "creatures you
    control"). ``until_turn_of``: the seat whose next turn ends it ("until your next turn",
    611.2a; then ``this_turn`` is False)."""

    id: int
    source: int
    source_name: str
    controller: int
    to: tuple | None
    by: tuple | None
    combat: bool | None = None
    next_time: bool = False
    this_turn: bool = True
    until_turn_of: int | None = None


@effect(m.PreventAll)
def _prevent_all(game, res, e: m.PreventAll, offset) -> bool:
    """Rules 615.1, 615.8: the effect is created now, with what its references name now and
    the source of the controller's choice (609.7a); its descriptions are checked later."""
    item = res.item
    by = None
    if e.by is not None and e.by.chosen:
        picked: list = []
        if not choices.each_player_chooses(game, res, lambda: (item.controller,), choose_source_step,
                                           lambda game, res, made: picked.append(made[0][1])):
            return False
        chosen = picked[0]
        if chosen == ():
            game.event("609.7a", "there is no source to choose: nothing is prevented")
            return True
        by = ((chosen,), e.by.filter, True)
    elif e.by is not None:
        by = resolved_party(game, res, e.by, offset)
    to = resolved_party(game, res, e.to, offset) if e.to is not None else None
    if to == ((), None, None) or by == ((), None, None):
        return True  # what it names is gone or an illegal target (608.2b)
    lasting = e.duration == "your_next_turn"
    replacement.add_effect(game, DamagePrevented(
        replacement.new_effect_id(game), item.source, item.card.name, item.controller, to, by,
        e.combat, e.next_time, not lasting, item.controller if lasting else None))
    text = _describe(game, to, by, e.combat, e.next_time).replace(
        " you control", f" player {game.players[item.controller].name} controls")
    if lasting:
        text = text.removesuffix(" this turn") + " until the next turn of player " \
            f"{game.players[item.controller].name}"
    game.event("615.8" if e.next_time else "615.1", f"{text} will be prevented")
    return True


def turn_began(game, seat: int) -> None:
    """Rule 611.2a: prevention effects lasting "until your next turn" of ``seat`` end as that
    player's turn begins."""
    ending = [e for e in game.replacement_effects
              if type(e) is DamagePrevented and e.until_turn_of == seat]
    if ending:
        game.replacement_effects = tuple(e for e in game.replacement_effects if e not in ending)
        for e in ending:
            game.event("611.2a", f"the prevention effect of {e.source_name} lasting until player "
                                 f"{game.players[seat].name}'s next turn ends")


def resolved_party(game, res, party: m.DamageParty, offset) -> tuple:
    ids = tuple(who for ref in party.refs for who in resolve_ref(game, res, ref, offset))
    return ids, party.filter, party.players


def _describe(game, to, by, combat, next_time) -> str:
    kind = {None: "damage", True: "combat damage", False: "noncombat damage"}[combat]
    text = ("the next time " if next_time else "all ") + kind
    if to is not None:
        text += " to " + " and ".join([game.name(i) for i in to[0]] + (
            [f"each {_noun(to[1])}"] if to[1] is not None else []) + (
            [{"any": "each player", "opponent": "each opponent"}[to[2]]] if to[2] else []))
    if by is not None:
        text += " from " + " and ".join([game.name(i) for i in by[0]] + (
            [f"each {_noun(by[1])}"] if by[1] is not None and by[2] is not True else []))
    return text + " this turn"


def _noun(flt: m.Filter) -> str:
    from mtgrules.cards.describe import describe_filter
    return describe_filter(flt, "source")


def _source_candidates(game, res) -> list[int]:
    """Rule 609.7a: permanents and spells on the stack with the description's properties."""
    e, _ = res.queue[0]
    flt, controller = e.by.filter, res.item.controller
    out = [oid for oid in game.battlefield
           if flt is None or permanent_matches(game, oid, flt, controller, res.item.source)]
    for oid in game.stack:
        spell = game.objects[oid]
        if spell.ability is None and _card_matches(flt, spell.card, spell.controller, controller):
            out.append(oid)
    return out


def _card_matches(flt, card, its_controller: int, controller: int) -> bool:
    """Whether an object off the battlefield (a spell, a source that has left) has the
    description's properties (609.7c): types, colors, subtypes, controller, keywords; a
    quality only a permanent has (tapped, attacking, power) it doesn't have."""
    if flt is None:
        return True
    if flt.tapped is not None or flt.in_combat or flt.compare or flt.attached or flt.supertypes \
            or flt.token:
        return False
    if not flt.accepts(card.types, card.colors, card.subtypes, card.supertypes):
        return False
    if flt.controller == "you" and its_controller != controller or \
            flt.controller == "opponent" and its_controller == controller:
        return False
    if flt.controller is not None and flt.controller.startswith(("event:", "seat:")) \
            and its_controller != seat_of(flt):
        return False  # "a source that player controls" (603.2)
    names = {k.name for k in card.keywords}
    return (flt.with_keyword is None or flt.with_keyword in names) and \
        (flt.without_keyword is None or flt.without_keyword not in names) and names.isdisjoint(flt.without_any)


def choose_source_step(game, res, player: int, progress):
    """Ask the controller for the source (609.7a); with one candidate, it is chosen; with
    none, the choice is () (nothing to prevent)."""
    if progress is not None:
        return progress
    found = _source_candidates(game, res)
    if len(found) <= 1:
        return found[0] if found else ()
    game.ask("choose_source", player, "choose a source of damage (609.7a)")
    return None


def _choose_legal(game, decision) -> list:
    return [ChooseObject(oid, game.name(oid)) for oid in _source_candidates(game, game.resolving)]


def _choose_perform(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    choices.advance(res, action.object)
    game.event("609.7a", f"player {game.players[decision.player].name} chooses "
                         f"{game.name(action.object)} as the source")


handler("choose_source", _choose_legal, _choose_perform)


def in_party(game, party: tuple, who: int, controller: int, source: int) -> bool:
    """Whether player or object ``who`` is one the party (ids, filter, players) names."""
    ids, flt, players = party
    if who in ids:
        return True
    if who < 0:
        return players == "any" or players == "opponent" and -1 - who != controller
    obj = game.objects.get(who)
    return flt is not None and obj is not None and obj.zone is Zone.BATTLEFIELD \
        and permanent_matches(game, who, flt, controller, source)


def from_party(game, party: tuple, src, controller: int, source: int) -> bool:
    """Whether damage source ``src`` (a ``DamageSource``) is one the party names: the one
    chosen, if it still has the properties (609.7b), or one named or described."""
    ids, flt, chosen = party
    named = src.oid in ids
    if chosen is True:
        return named and _source_has(game, flt, src, controller, source)
    return named or flt is not None and _source_has(game, flt, src, controller, source)


def _source_has(game, flt, src, controller: int, source: int) -> bool:
    obj = game.objects.get(src.oid)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        return permanent_matches(game, src.oid, flt, controller, source)
    return _card_matches(flt, src, src.controller, controller)


def _matches(game, to, by, combat, e: DamageEvent, controller: int, source: int) -> bool:
    if combat is not None and e.combat != combat:
        return False
    return (to is None or in_party(game, to, e.recipient, controller, source)) and \
        (by is None or from_party(game, by, e.source, controller, source))


def _prevented_applies(game, eff: DamagePrevented, e: DamageEvent, holder) -> bool:
    return preventable(game, e) and _matches(game, eff.to, eff.by, eff.combat, e, eff.controller, eff.source)


@replacement.applier(DamagePrevented, DamageEvent, applies=_prevented_applies)
def _prevent_matching(game, eff: DamagePrevented, e: DamageEvent, holder):
    """Rules 615.1, 615.6: the damage is prevented; "the next time" is used up (615.8)."""
    if eff.next_time:
        replacement.replace_effect(game, eff, None)
    game.event("615.8" if eff.next_time else "615.1",
               f"damage from {e.source.name} to {game.name(e.recipient)} is prevented "
               f"({eff.source_name})")
    return None


# --- static abilities (615.1a, 615.10, 609.7c) -------------------------------------------------

def _static_party(game, party: m.DamageParty, holder: int) -> tuple:
    """A static ability's party with its references read from its source ``holder``."""
    ids = []
    for ref in party.refs:
        kind = type(ref)
        if kind is m.This:
            ids.append(holder)
        elif kind is m.AttachedTo:
            host = game.objects[holder].attached_to
            if host is not None:
                ids.append(host)
        elif kind is m.You:
            ids.append(player_ref(game.controller(holder)))
    return tuple(ids), party.filter, party.players


def static_applies(game, eff, e: DamageEvent, holder) -> bool:
    """Whether a static ability's effect on damage (prevention, 615.12, 614.1a) looks at
    damage event ``e``: its parties read from its source ``holder``."""
    to = _static_party(game, eff.to, holder) if eff.to is not None else None
    by = _static_party(game, eff.by, holder) if eff.by is not None else None
    return _matches(game, to, by, eff.combat, e, game.controller(holder), holder)


def _static_prevention_applies(game, eff: m.PreventsDamage, e: DamageEvent, holder) -> bool:
    return static_applies(game, eff, e, holder) and preventable(game, e)


@replacement.applier(m.PreventsDamage, DamageEvent, applies=_static_prevention_applies)
def _static_prevents(game, eff: m.PreventsDamage, e: DamageEvent, holder):
    """Rules 615.1a, 615.10: all of the damage, or N of each damage event."""
    name = replacement.holder_name(game, holder)
    left = 0 if eff.amount is None else max(0, e.amount - eff.amount)
    if left <= 0:
        game.event("615.1a", f"damage from {e.source.name} to {game.name(e.recipient)} is "
                             f"prevented ({name})")
        return None
    game.event("615.10", f"{e.amount - left} of the damage from {e.source.name} to "
                         f"{game.name(e.recipient)} is prevented ({name})")
    return dataclasses.replace(e, amount=left)


# --- "damage can't be prevented" (615.12) ---------------------------------------------------------

@record
class PreventionStopped:
    """"Damage can't be prevented this turn." (615.12), of a resolved spell or ability."""

    id: int
    source: int
    source_name: str
    this_turn: bool = True


@effect(m.StopPrevention)
def _stop_prevention(game, res, e, offset) -> bool:
    item = res.item
    replacement.add_effect(game, PreventionStopped(replacement.new_effect_id(game), item.source,
                                                   item.card.name))
    game.event("615.12", "damage can't be prevented this turn")
    return True


def _never(game, eff, e, holder) -> bool:
    """These effects replace nothing themselves: they stop prevention effects (615.12)."""
    return False


replacement.applier(PreventionStopped, DamageEvent, applies=_never)(None)
replacement.applier(m.DamageCantBePrevented, DamageEvent, applies=_never)(None)


def preventable(game, e: DamageEvent) -> bool:
    """Rule 615.12: whether damage event ``e`` can be prevented; if it can't, prevention
    effects prevent none of it and shields aren't used up by it."""
    for eff in game.replacement_effects:
        if type(eff) is PreventionStopped:
            return False
    for holder, _, eff in replacement.statics(game, DamageEvent):
        if type(eff) is m.DamageCantBePrevented and static_applies(game, eff, e, holder):
            return False
    return True
