"""Extension points: where keyword abilities (and other rules modules) change what the core does.

A keyword module registers a ``Keyword`` object (``mtgrules.engine.keyword_rules``). The core asks the
questions below; each function consults only the keywords that implement that hook, found on the
objects concerned, so the core never names a keyword. Each hook's docstring cites the rule the
core applies when no keyword intervenes.
"""
from __future__ import annotations

import dataclasses

from mtgrules.ir import CastAsThoughFlash, StaticAbility
from mtgrules.engine import command_zone, goad, restrictions, ring, targeting_rules
from mtgrules.engine.keyword_rules import KEYWORDS, implementing


def _kw_hooks(game, oid: int, hook: str):
    """(keyword object, instance) pairs of ``oid``'s keywords that implement ``hook``."""
    names = implementing(hook)
    if not names:
        return ()
    chars = game.chars(oid)
    if names.isdisjoint(chars.keyword_names):
        return ()
    return [(KEYWORDS[k.name], k) for k in chars.keywords if k.name in names]


def attack_restriction(game, oid: int) -> tuple[str, str] | None:
    """Rule 508.1c: a restriction on ``oid`` attacking, as (rule, reason), e.g. defender."""
    for kw, inst in _kw_hooks(game, oid, "attack_restriction"):
        why = kw.attack_restriction(game, oid, inst)
        if why:
            return why
    return restrictions.attack_restriction(game, oid)


def defender_restriction(game, oid: int, player: int) -> tuple[str, str] | None:
    """Rule 508.1c: a restriction on ``oid`` attacking ``player`` or their planeswalkers
    ("can't attack unless defending player controls an Island")."""
    return restrictions.defender_restriction(game, oid, player)


def cant_attack_alone(game, oid: int) -> bool:
    """Rules 508.1c, 506.5: may ``oid`` attack only beside another attacking creature?"""
    return restrictions.cant_attack_alone(game, oid)


def cant_block_alone(game, oid: int) -> bool:
    """Rules 509.1b, 506.5: may ``oid`` block only beside another blocking creature?"""
    return restrictions.cant_block_alone(game, oid)


def attack_requirement(game, oid: int) -> bool:
    """Rule 508.1d: must ``oid`` attack if able ("attacks each combat if able", or goaded,
    701.15b)?"""
    return restrictions.must_attack(game, oid) or bool(goad.goaders(game, oid))


def ignores_summoning_sickness(game, oid: int) -> bool:
    """Rule 302.6 applies unless a keyword (haste, 702.10b) says otherwise."""
    for kw, inst in _kw_hooks(game, oid, "ignores_summoning_sickness"):
        if kw.ignores_summoning_sickness(game, oid, inst):
            return True
    return False


def attack_costs(game, oid: int) -> list:
    """Rule 508.1g: the keyword instances of attacker ``oid`` with an optional cost to attack
    (enlist), as (keyword object, instance) pairs, each a cost of its own (702.154d)."""
    return _kw_hooks(game, oid, "attack_cost_options")


def taps_to_attack(game, oid: int) -> bool:
    """Rule 508.1f: attacking creatures become tapped, unless (vigilance, 702.20b) they don't."""
    for kw, inst in _kw_hooks(game, oid, "taps_to_attack"):
        if not kw.taps_to_attack(game, oid, inst):
            return False
    return True


def block_restriction(game, blocker: int, attacker: int) -> tuple[str, str] | None:
    """Rule 509.1b: may ``blocker`` block ``attacker``? Keywords of the attacker (flying,
    702.9b) and of the blocker (defender-like limits, shadow) may forbid it."""
    for kw, inst in _kw_hooks(game, attacker, "evasion"):
        why = kw.evasion(game, attacker, blocker, inst)
        if why:
            return why
    for kw, inst in _kw_hooks(game, blocker, "blocker_restriction"):
        why = kw.blocker_restriction(game, blocker, attacker, inst)
        if why:
            return why
    if game.marks:  # a Ring-bearer (701.54c)
        why = ring.bearer_evasion(game, blocker, attacker)
        if why:
            return why
    return restrictions.block_restriction(game, blocker, attacker)


def block_count_restriction(game, attacker: int, blockers: list[int]) -> tuple[str, str] | None:
    """Rule 509.1b: restrictions on the whole set of blockers of ``attacker`` (menace)."""
    for kw, inst in _kw_hooks(game, attacker, "block_count_restriction"):
        why = kw.block_count_restriction(game, attacker, blockers, inst)
        if why:
            return why
    return restrictions.block_count_restriction(game, attacker, blockers)


def can_block_additional(game, blocker: int) -> int:
    """Rule 509.1a: each creature blocks one attacker unless an ability lets it block more."""
    best = restrictions.blocks_count(game, blocker)
    for kw, inst in _kw_hooks(game, blocker, "blocks_count"):
        best = max(best, kw.blocks_count(game, blocker, inst))
    return best


def combat_damage_steps(game, oid: int) -> tuple[bool, bool]:
    """Rule 510.4: (deals damage in the first-strike step, has first or double strike)."""
    for kw, inst in _kw_hooks(game, oid, "first_strike"):
        if kw.first_strike(game, oid, inst):
            return True, True
    return False, False


def deals_regular_damage(game, oid: int, dealt_first: bool) -> bool:
    """Rule 510.4: in the second combat damage step, creatures that did not deal damage in the
    first one deal damage, plus those a keyword (double strike, 702.4b) lets deal damage again."""
    if not dealt_first:
        return True
    for kw, inst in _kw_hooks(game, oid, "deals_damage_again"):
        if kw.deals_damage_again(game, oid, inst):
            return True
    return False


def lethal_damage(game, source: "object", target: int) -> int:
    """Rule 120.6 / 702.19b: the damage that is lethal to ``target`` for assignment purposes:
    its toughness minus damage already marked, or less if the source's keyword says so
    (deathtouch, 702.2c). ``source`` is the assigning creature's id."""
    chars = game.chars(target)
    needed = max(0, (chars.toughness or 0) - game.objects[target].damage)
    for kw, inst in _kw_hooks(game, source, "lethal_damage"):
        needed = min(needed, kw.lethal_damage(game, source, target, needed, inst))
    return needed


def may_assign_excess(game, oid: int) -> bool:
    """Rule 510.1c: a blocked creature assigns damage only to its blockers, unless a keyword
    (trample, 702.19b) lets the excess go to the player or planeswalker it attacks."""
    for kw, inst in _kw_hooks(game, oid, "assign_excess"):
        if kw.assign_excess(game, oid, inst):
            return True
    return False


def damage_dealt(game, source_info, recipient: int, amount: int, combat: bool) -> None:
    """Rule 120.3: after damage is dealt, keywords of the source react (lifelink 702.15b,
    deathtouch 702.2b marking), and abilities that trigger on damage being dealt (603.2).
    ``source_info`` is a DamageSource."""
    from mtgrules.engine import triggers
    triggers.damage_dealt(game, source_info, recipient, amount, combat)
    names = implementing("on_damage")
    if not names:
        return
    for inst in source_info.keywords:
        if inst.name in names:
            KEYWORDS[inst.name].on_damage(game, source_info, recipient, amount, combat, inst)


def damage_as_counters(source_info, to_player: bool) -> tuple[str, str] | None:
    """Rules 120.3b / 120.3d: the result of damage from ``source_info`` as counters instead of
    life loss or marked damage — a source with infect gives a player poison counters and a
    creature -1/-1 counters, one with wither a creature -1/-1 counters — as (counter kind,
    rule), or None (120.3a, 120.3e)."""
    names = implementing("damage_as_counters")
    if not names:
        return None
    for inst in source_info.keywords:
        if inst.name in names:
            result = KEYWORDS[inst.name].damage_as_counters(to_player, inst)
            if result:
                return result
    return None


# --- replacement and prevention effects from keywords (rules 614, 615) -------------------------

def has_prevention_keyword(game, recipient: int) -> bool:
    """Whether permanent ``recipient`` has a keyword that prevents damage (protection, 702.16e)."""
    return recipient in game.chars_table() and bool(_kw_hooks(game, recipient, "prevent_damage"))


def has_draw_replacement(game, player: int) -> bool:
    """Whether a card in ``player``'s graveyard has a keyword replacing draws (dredge, 702.52a)."""
    names = implementing("replace_draw")
    if not names:
        return False
    objects = game.objects
    for oid in game.players[player].graveyard:
        for inst in objects[oid].card.keywords:
            if inst.name in names:
                return True
    return False


def replacement_candidates(game, event) -> list:
    """Replacement and prevention effects that keywords generate for ``event``, as (key,
    source, name, optional, apply(game, event)) tuples for ``engine/replacement.py`` (any of
    them may be chosen first, 616.1e):
    prevention by the recipient's keywords (protection, 702.16e) and draw replacements of cards
    in the drawing player's graveyard (dredge, 702.52a); and those of shield counters (122.1c,
    ``engine/counter_rules.py``)."""
    from mtgrules.engine.game_events import DamageEvent, DrawEvent
    from mtgrules.engine.counter_rules import shield_candidates
    kind = type(event)
    out = shield_candidates(game, event)  # 122.1c: shield counters
    if kind is DamageEvent and event.recipient >= 0 and event.recipient in game.chars_table():
        from mtgrules.engine.effectlib.prevention import preventable
        if not preventable(game, event):  # 615.12
            return out
        recipient = event.recipient
        for i, (kw, inst) in enumerate(_kw_hooks(game, recipient, "prevent_damage")):
            left = kw.prevent_damage(game, event.source, recipient, event.amount, inst)
            if left < event.amount:
                out.append((("keyword", recipient, i), recipient, f"{game.name(recipient)}'s {inst}",
                            False, _prevent_by_keyword(kw, inst, left)))
    elif kind is DrawEvent:
        names = implementing("replace_draw")
        for oid in game.players[event.player].graveyard:
            for inst in game.objects[oid].card.keywords:
                if inst.name in names:
                    apply = KEYWORDS[inst.name].replace_draw(game, oid, event, inst)
                    if apply is not None:
                        out.append((("keyword", oid, inst.name), oid, game.name(oid), True, apply))
    return out


def _prevent_by_keyword(kw, inst, left: int):
    def apply(game, event):
        rule = kw.cite("prevent_damage")
        if left <= 0:
            game.event(rule, f"damage from {event.source.name} to {game.name(event.recipient)} "
                             f"is prevented ({inst})")
            return None
        game.event(rule, f"{event.amount - left} of the damage from {event.source.name} to "
                         f"{game.name(event.recipient)} is prevented ({inst})")
        return dataclasses.replace(event, amount=left)
    return apply


def destruction_prevented(game, oid: int) -> str | None:
    """Rule 701.8: a destroyed permanent goes to the graveyard unless something (indestructible,
    702.12b) says it can't be destroyed; returns that rule."""
    for kw, inst in _kw_hooks(game, oid, "indestructible"):
        if kw.indestructible(game, oid, inst):
            return kw.cite("indestructible")
    return None


def counter_prevented(game, oid: int) -> str | None:
    """Rule 701.6a / 101.2: a spell with "This spell can't be countered." stays on the stack
    when an effect would counter it; returns that rule."""
    from mtgrules.ir import CantBeCountered, StaticAbility
    item = game.objects.get(oid)
    if item is None or not item.is_spell:
        return None
    for ability in item.card.abilities:
        if type(ability) is StaticAbility and type(ability.effect) is CantBeCountered:
            return "101.2"
    return None


def keyword_state_based_actions(game) -> list[tuple[int, str, str]]:
    """Rule 704.5: permanents keywords' own state-based actions destroy, as (object, rule,
    reason) (704.5h, deathtouch)."""
    out: list[tuple[int, str, str]] = []
    for name in implementing("state_based_actions"):
        out.extend(KEYWORDS[name].state_based_actions(game))
    return out


def state_based_actions_checked(game) -> None:
    """Rule 704.3: one check of state-based actions is over."""
    for name in implementing("state_based_actions_checked"):
        KEYWORDS[name].state_based_actions_checked(game)


def targeting_restriction(game, target: int, source_card, source_controller: int,
                          spell: bool = False) -> tuple[str, str] | None:
    """Rule 115.4 / 702.11b / 702.16b: can ``target`` be targeted by a spell (``spell``) or
    ability from ``source_card`` controlled by ``source_controller``?"""
    if target < 0:
        return None
    obj = game.objects[target]
    if obj.zone.name != "BATTLEFIELD":
        return None
    for kw, inst in _kw_hooks(game, target, "targeting"):
        why = kw.targeting(game, target, source_card, source_controller, inst)
        if why:
            return why
    return targeting_rules.why_untargetable(game, target, source_card, source_controller, spell)  # 611.3


def can_be_attached(game, attachment: int, target: int) -> tuple[str, str] | None:
    """Rule 303.4d / 301.5c / 701.3a: may ``attachment`` legally be attached to permanent
    ``target``? Keywords of the target (protection, 702.16c-d) and of the attachment itself
    (enchant, 702.5a: what an Aura can enchant) may forbid it. ``attachment`` may be a card in
    another zone (an Aura spell's card), whose printed keywords count. ``target`` may be a
    player (a negative ref: "enchant player", 702.5d), which has no keywords of its own."""
    for kw, inst in (_kw_hooks(game, target, "attach_restriction") if target >= 0 else ()):
        why = kw.attach_restriction(game, target, attachment, inst)
        if why:
            return why
    names = implementing("attach_limit")
    if names:
        obj = game.objects.get(attachment)
        if obj is None:
            return None
        own = game.chars(attachment).keywords if obj.zone.name == "BATTLEFIELD" else obj.card.keywords
        for inst in own:
            if inst.name in names:
                why = KEYWORDS[inst.name].attach_limit(game, attachment, target, inst)
                if why:
                    return why
    return None


def stack_lock(game, spell: int | None = None) -> tuple[str, str] | None:
    """Rule 117.1a: players may cast spells and activate abilities while they have priority,
    unless a spell on the stack forbids it (split second, 702.61a): (rule, reason), or None.
    ``spell``: the spell being cast, which doesn't forbid its own casting."""
    names = implementing("locks_stack")
    if not names or not game.stack:
        return None
    from mtgrules.engine.spell_grants import keywords_of
    objects = game.objects
    for sid in game.stack:
        item = objects[sid]
        if item.ability is not None or sid == spell:
            continue
        for inst in keywords_of(game, sid):  # its own and those given to it (613.1f)
            if inst.name in names:
                rule = KEYWORDS[inst.name].locks_stack(inst)
                if rule is not None:
                    return rule, f"{item.card.name} has {inst} and is on the stack"
    return None


def has_flash(game, card, player: int) -> bool:
    """Rule 307.1 / 702.8a: a card with flash may be cast any time its owner could cast an
    instant; so may a card whose own static ability says "You may cast this spell as though it
    had flash", and a spell ``player`` may cast as though it had flash because of a static
    ability of a permanent they control ("You may cast creature spells as though they had
    flash")."""
    names = implementing("timing")
    for inst in card.keywords:
        if inst.name in names and KEYWORDS[inst.name].timing(card, inst):
            return True
    for ability in card.abilities:
        if type(ability) is StaticAbility and type(ability.effect) is CastAsThoughFlash \
                and ability.effect.this_spell:
            return True
    return any((controller == player or grant.who == "each") and _grants_flash_to(grant, card)
               for controller, grant in _flash_grants(game))


_GRANTS: list = [None, ()]  # the characteristics table last read, and its flash grants


def _flash_grants(game) -> tuple:
    """(controller, CastAsThoughFlash) of the permanents' static abilities and of the
    command-zone objects whose abilities function there (901.7, 904.8), found once per state of
    the characteristics (which ``legal_actions`` asks for every card in hand)."""
    table = game.chars_table()
    if _GRANTS[0] is not table:
        _GRANTS[0] = table
        found = [(c.controller, a.effect) for c in table.values() for a in c.abilities
                 if type(a) is StaticAbility and type(a.effect) is CastAsThoughFlash]
        for oid in command_zone.functioning(game):
            found.extend((command_zone.controller(game, oid), a.effect)
                         for a in game.objects[oid].card.abilities
                         if type(a) is StaticAbility and type(a.effect) is CastAsThoughFlash)
        _GRANTS[1] = tuple(found)
    return _GRANTS[1]


def _grants_flash_to(grant, card) -> bool:
    if not grant.kinds:
        return True
    return any(k.accepts(card.types, card.colors, card.subtypes, card.supertypes)
               and k.not_supertypes.isdisjoint(card.supertypes) for k in grant.kinds)


def transform_restriction(game, oid: int, by: str | None = None) -> tuple[str, str] | None:
    """Rule 701.27a: a permanent transforms when told to, unless a keyword of it forbids it
    (daybound, nightbound: 702.145b, 702.145e); ``by``: the keyword transforming it, if any."""
    for kw, inst in _kw_hooks(game, oid, "transform_restriction"):
        why = kw.transform_restriction(game, oid, by, inst)
        if why:
            return why
    return None


def enters_transformed(game, card) -> bool:
    """Rule 712.14: a double-faced card put onto the battlefield enters front face up, unless a
    keyword of its front face says otherwise (daybound at night, 702.145b)."""
    names = implementing("enters_transformed")
    return bool(names) and any(
        KEYWORDS[k.name].enters_transformed(game, card, k) for k in card.keywords if k.name in names)


def day_night_check(game, oids=None) -> None:
    """Rule 730.1: the keywords that act at once as it becomes day or night (702.145c-g), for
    the permanents ``oids`` (every permanent when None)."""
    if not implementing("day_night_check"):
        return
    for oid in list(game.battlefield if oids is None else oids):
        if oid in game.objects:
            for kw, inst in _kw_hooks(game, oid, "day_night_check"):
                kw.day_night_check(game, oid, inst)
