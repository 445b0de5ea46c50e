"""Damage (rule 120): dealing it to players, planeswalkers and creatures, and what it causes.

A source is captured as a ``DamageSource`` (its characteristics when it deals the damage, or its
last known information if it has left its zone, rule 702.2e / 113.7a).
"""
from __future__ import annotations

from mtgrules.engine import hooks
from mtgrules.engine.objects import Zone


class DamageSource:
    """What a damage source was as it dealt damage: id, name, controller, colors, keywords, card
    types and subtypes (protection from a quality looks at them, 702.16a)."""

    __slots__ = ("oid", "name", "controller", "colors", "keywords", "types", "subtypes")

    def __init__(self, oid: int, name: str, controller: int, colors, keywords, types,
                 subtypes=()) -> None:
        self.oid = oid
        self.name = name
        self.controller = controller
        self.colors = colors
        self.keywords = keywords
        self.types = types
        self.subtypes = subtypes


def source_info(game, oid: int, lki=None) -> DamageSource:
    """The source ``oid`` as it is now, or from ``lki`` (a card definition and controller) if it
    has left its zone."""
    obj = game.objects.get(oid)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        c = game.chars(oid)
        return DamageSource(oid, c.name, c.controller, c.colors, c.keywords, c.types, c.subtypes)
    if obj is not None:
        card = obj.card
        controller = game.controller(oid)
        return DamageSource(oid, card.name, controller, card.colors, card.keywords, card.types,
                            card.subtypes)
    card, controller = lki
    return DamageSource(oid, card.name, controller, card.colors, card.keywords, card.types,
                        card.subtypes)


def deal_damage(game, src: DamageSource, recipient: int, amount: int, *, combat: bool = False) -> int:
    """Rule 120.3: ``src`` deals ``amount`` damage to ``recipient`` (object id or player ref).
    Returns the damage actually dealt after prevention (rule 615)."""
    if amount <= 0:
        return 0
    amount, prevented_by = hooks.prevent_damage(game, src, recipient, amount, combat)
    if amount <= 0:
        game.event(prevented_by or "615", f"damage from {src.name} to {game.name(recipient)} is prevented")
        return 0
    kind = "combat damage" if combat else "damage"
    if recipient < 0:
        who = -1 - recipient
        p = game.players[who]
        rule = hooks.damage_as_counters(src, True)
        if rule is not None:  # infect (120.3b, 702.90b)
            p.poison += amount
            game.event(rule, f"{src.name} deals {amount} {kind} to player {p.name}, "
                             f"giving {amount} poison counters ({p.poison} poison)")
            game.sba_due = True  # rule 704.5c
            hooks.damage_dealt(game, src, recipient, amount, combat)
            return amount
        p.life -= amount  # rule 120.3a
        p.life_lost_this_turn += amount
        game.changed()  # conditions on life totals (611.3a)
        game.event("120.3a", f"{src.name} deals {amount} {kind} to player {p.name} ({p.life} life)")
    else:
        perm = game.objects[recipient]
        chars = game.chars(recipient)
        if "Planeswalker" in chars.types and "Creature" not in chars.types:
            left = perm.counters.get("loyalty", 0) - amount
            perm.counters["loyalty"] = max(0, left)  # rule 120.3c
            game.changed()
            game.event("120.3c", f"{src.name} deals {amount} {kind} to {chars.name}, "
                                 f"removing {amount} loyalty counters")
        else:
            if "Planeswalker" in chars.types:
                perm.counters["loyalty"] = max(0, perm.counters.get("loyalty", 0) - amount)
                game.changed()
            rule = hooks.damage_as_counters(src, False)
            if rule is not None:  # wither, infect (120.3d, 702.80a, 702.90c)
                perm.counters["-1/-1"] = perm.counters.get("-1/-1", 0) + amount
                game.changed()
                game.event(rule, f"{src.name} deals {amount} {kind} to {chars.name}, "
                                 f"putting {amount} -1/-1 counters on it")
            else:
                perm.damage += amount  # rule 120.3e
                game.event("120.3e", f"{src.name} deals {amount} {kind} to {chars.name}")
    game.sba_due = True  # life, marked damage or loyalty changed (rule 704.5a, g, h, i)
    hooks.damage_dealt(game, src, recipient, amount, combat)
    return amount
