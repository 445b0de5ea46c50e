"""Damage (rule 120): dealing it to players, planeswalkers and creatures, and what it causes.

A source is captured as a ``DamageSource`` (its characteristics when it deals the damage, or its
last known information if it has left its zone, rule 702.2e / 113.7a). Damage about to be dealt
is a ``DamageEvent`` passing through replacement and prevention effects (614, 615) before it
is dealt; its result is life loss, marked damage, loyalty loss, or counters where a keyword of
the source says so (infect, wither: hook ``damage_as_counters``).
"""
from __future__ import annotations

from mtgrules.engine import battles, hooks, replacement
from mtgrules.engine.game_events import DamageEvent
from mtgrules.engine.objects import Zone
from mtgrules.records import record


@record
class DamageSource:
    """What a damage source was as it dealt damage: id, name, controller, colors, keywords, card
    types, subtypes and supertypes (protection from a quality looks at them, 702.16a)."""

    oid: int
    name: str
    controller: int
    colors: frozenset
    keywords: tuple
    types: frozenset
    subtypes: tuple = ()
    supertypes: frozenset = frozenset()


def source_info(game, oid: int, lki=None) -> DamageSource:
    """The source ``oid`` as it is now, or from ``lki`` (a card definition and controller) if it
    has left its zone."""
    obj = game.objects.get(oid)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        c = game.chars(oid)
        return DamageSource(oid, c.name, c.controller, c.colors, c.keywords, c.types, c.subtypes,
                            c.supertypes)
    if obj is not None:
        card = obj.card
        controller = game.controller(oid)
        return DamageSource(oid, card.name, controller, card.colors, card.keywords, card.types,
                            card.subtypes, card.supertypes)
    card, controller = lki
    return DamageSource(oid, card.name, controller, card.colors, card.keywords, card.types,
                        card.subtypes, card.supertypes)


def deal_damage(game, src: DamageSource, recipient: int, amount: int, *, combat: bool = False) -> int:
    """Rule 120.3: ``src`` deals ``amount`` damage to ``recipient`` (object id or player ref),
    through the replacement and prevention effects that apply (614, 615). Returns the damage
    actually dealt (0 if all was prevented, or while a choice of order is pending, 616.1)."""
    if amount <= 0:
        return 0
    event = DamageEvent(src, recipient, amount, combat,
                        hooks.damage_as_counters(src, recipient < 0))
    return replacement.happen(game, event) or 0


@replacement.performer(DamageEvent)
def _deal(game, e: DamageEvent) -> int:
    """Rule 120.3: the results of damage, as the event finally is."""
    src, recipient, amount, combat = e.source, e.recipient, e.amount, e.combat
    if amount <= 0:
        return 0
    kind = "combat damage" if combat else "damage"
    if recipient < 0:
        p = game.players[-1 - recipient]
        game.turn_state.players_damaged |= {p.index}  # "was dealt damage this turn" (702.54a)
        from mtgrules.engine.triggers import counted  # "dealt 5 or more damage this turn"
        game.turn_state.damage_taken = counted(game.turn_state.damage_taken, p.index, amount)
        if combat:  # what dealt it, as it dealt it (prowl 702.76a, freerunning 702.173a)
            game.turn_state.combat_damagers += ((src.controller, frozenset(src.types),
                                                 frozenset(src.subtypes)),)
        if e.counters is not None:  # infect (120.3b, 702.90b)
            counter, rule = e.counters
            if counter == "poison":
                p.poison += amount
                game.changed()  # "as long as an opponent has three or more poison counters"
            game.event(rule, f"{src.name} deals {amount} {kind} to player {p.name}, "
                             f"giving {amount} {counter} counters ({p.poison} poison)")
        else:
            p.life -= amount  # rule 120.3a
            p.life_lost_this_turn += amount
            game.changed()  # conditions on life totals (611.3a)
            game.event("120.3a", f"{src.name} deals {amount} {kind} to player {p.name} ({p.life} life)")
            from mtgrules.engine import triggers
            triggers.life_changed(game, p.index, amount, False)  # damage is life loss (119.3)
    else:
        perm = game.objects.get(recipient)
        if perm is None or perm.zone is not Zone.BATTLEFIELD:
            return 0  # it has left the battlefield while the damage waited (614.7)
        chars = game.chars(recipient)
        perm.damaged_turn = game.turn  # "was dealt damage this turn"
        if "Planeswalker" in chars.types and "Creature" not in chars.types:
            left = perm.counters.get("loyalty", 0) - amount
            perm.counters["loyalty"] = max(0, left)  # rule 120.3c
            game.changed()
            game.event("120.3c", f"{src.name} deals {amount} {kind} to {chars.name}, "
                                 f"removing {amount} loyalty counters")
        elif "Battle" in chars.types and "Creature" not in chars.types:
            battles.lose_defense(game, recipient, amount, f"{src.name} deals {amount} {kind} to {chars.name}")
        else:
            if "Battle" in chars.types:  # rule 120.3h, with 120.3e for a battle creature (506.3e)
                battles.lose_defense(game, recipient, amount, f"{src.name} deals {amount} {kind} to {chars.name}")
            if "Planeswalker" in chars.types:
                perm.counters["loyalty"] = max(0, perm.counters.get("loyalty", 0) - amount)
                game.changed()
            if e.counters is not None:  # wither, infect (120.3d, 702.80a, 702.90c)
                counter, rule = e.counters
                perm.counters[counter] = perm.counters.get(counter, 0) + amount
                game.changed()
                game.event(rule, f"{src.name} deals {amount} {kind} to {chars.name}, "
                                 f"putting {amount} {counter} counters on it")
            else:
                perm.damage += amount  # rule 120.3e
                game.event("120.3e", f"{src.name} deals {amount} {kind} to {chars.name}")
    game.sba_due = True  # life, poison, marked damage or loyalty changed (rule 704.5a-c, g-i)
    hooks.damage_dealt(game, src, recipient, amount, combat)
    return amount
