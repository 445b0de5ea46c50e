"""Resolving spells and abilities (rule 608) and carrying out their effects.

A resolving object's effects run in order from a small queue kept as data (``Resolution``), so
an effect that needs a choice ("you may", which cards to discard) asks it as a decision and the
resolution continues when it is answered.
"""
from __future__ import annotations

import dataclasses

from typing import Callable

from mtgrules import ir as m
from mtgrules.cards.keyword_syntax import bought_back, times_kicked, times_paid
from mtgrules.engine import choices, command_counters, layers, madness, mana, paid_x, spells_cast, targets
from mtgrules.engine.actions import ChooseObject, ChooseYesNo
from mtgrules.engine.casting import chosen_modes, mode_targets, spell_name
from mtgrules.ir.sagas import chapter_number
from mtgrules.engine.conditions import intervening_if
from mtgrules.engine.damage import deal_damage, source_info
from mtgrules.engine.face_casting import enters_back_face_up, go_on_adventure, on_adventure
from mtgrules.engine.decision import handler, yes_or_no
from mtgrules.engine.objects import StackObject, Zone, player_ref, seat_name
from mtgrules.engine.steps import Stage
from mtgrules.engine.turn_state import note_resolved


class Resolution:
    """A spell or ability in the middle of resolving.

    ``queue``: (effect, target offset) pairs still to do; ``legal``: per target, whether it was
    still legal as resolution began (608.2b); ``choices``: the progress of the current effect's
    choices by one or several players (``choices.PlayerChoices``, 101.4), or None;
    ``last_amount``: what the last effect that dealt damage or changed a life total actually
    did ("that much"); ``created``: the tokens its effects created ("sacrifice that token",
    111.1); ``damaged``: the permanents its effects dealt damage to ("a creature dealt damage
    this way", 120.3); ``together``: how many of the next effects happen at once with the one
    before them, their events one batch (608.2f, 603.2c); ``revealed``: the cards it last looked
    at or revealed from the top of a library ("put that card into your hand", 701.20a);
    ``destroyed``: the permanents its effects destroyed ("for each creature destroyed this
    way", 701.8a: moved from the battlefield by a destruction, wherever a replacement effect
    put them; not those indestructible or regenerated); ``chosen_each``: (player, permanent)
    each player chose ("each player chooses a creature ...", 608.2d), which "the creature they
    chose" names. What objects its effects and costs moved became is recorded on the item
    (``StackObject.moved``).
    """

    __slots__ = ("item", "queue", "legal", "choices", "last_amount", "created", "damaged", "revealed",
                 "destroyed", "chosen_each", "together")

    def __init__(self, item: StackObject, queue: list, legal: tuple[bool, ...]) -> None:
        self.item = item
        self.queue = queue
        self.legal = legal
        self.choices = None
        self.last_amount = 0
        self.created: tuple[int, ...] = ()
        self.damaged: tuple[int, ...] = ()
        self.revealed: tuple[int, ...] = ()
        self.destroyed: tuple[int, ...] = ()
        self.chosen_each: tuple[tuple[int, int], ...] = ()
        self.together = 0

    def copy(self) -> "Resolution":
        other = Resolution(self.item.copy(), list(self.queue), self.legal)
        other.choices = self.choices
        other.last_amount = self.last_amount
        other.created = self.created
        other.damaged = self.damaged
        other.revealed = self.revealed
        other.destroyed = self.destroyed
        other.chosen_each = self.chosen_each
        other.together = self.together
        return other


def resolve_top(game) -> None:
    """Rule 608.2: the top object of the stack resolves."""
    item: StackObject = game.objects[game.stack[-1]]
    specs = []
    offsets = []
    for mode in chosen_modes(item):
        offsets.append(len(specs))
        specs.extend(mode_targets(item, mode, len(specs)))
    legal = tuple(targets.is_legal_target(game, spec, t, item.controller, item.source, item.card)
                  for spec, t in zip(specs, item.targets))
    chosen = any(t != targets.NO_TARGET for t in item.targets)
    if chosen and not any(legal) and item.bestowed:
        # rule 702.103e: it stops being bestowed and resolves as a creature spell
        item.bestowed = False
        item.modes, item.targets = (), ()
        game.event("702.103e", f"{item.card.name}'s target is illegal: it stops being bestowed and "
                               "resolves as a creature spell")
        chosen = False
    if chosen and not any(legal):
        # rule 608.2b: all its targets are illegal: it doesn't resolve
        game.event("608.2b", f"{item.card.name} doesn't resolve: all its targets are illegal")
        _leave_stack(game, item, resolved=False)
        return
    queue = []
    for mode, offset in zip(chosen_modes(item), offsets):
        for effect in mode.effects:
            queue.append((effect, offset))
    if item.is_spell and item.card.keywords and any(k.name == "cipher" for k in item.card.keywords):
        queue.append((m.Encode(), 0))  # rule 702.99a: its spell ability, after its other effects
    if not item.is_spell:
        ability = item.ability
        cond = ability.condition if type(ability) is m.TriggeredAbility else None
        if cond is not None and not intervening_if(game, cond, item.card, item.optional_paid,
                                                   item.controller, item.source, item.trigger_event):
            # rule 603.4: an intervening "if" is checked again; if false, it does nothing
            game.event("603.4", f"the triggered ability of {item.card.name} does nothing: its "
                                "condition is no longer true")
            _leave_stack(game, item, resolved=False)
            return
    what = "spell" if item.is_spell else "ability"
    game.event("608.2", f"{spell_name(item)} ({what}) resolves")
    if not item.is_spell:  # "if this is the second time this ability has resolved this turn"
        note_resolved(game, item.source, getattr(item.ability, "text", ""))
    res = Resolution(item, queue, legal)
    if any(mode.bounds for mode in chosen_modes(item)):
        fix_bounds(game, res)
    game.resolving = res
    continue_resolution(game)


def fix_bounds(game, res: Resolution) -> None:
    """Bounds of object descriptions that are amounts ("with mana value X or less, where X is
    ...") are determined once, as the spell or ability resolves (608.2h, ``ir/bounds.py``); those
    after "you may pay {X}. If you do" once X is paid (107.3, ``paid_x``, which calls this again)."""
    res.queue[:] = [(_bound(game, res, effect, offset), offset) for effect, offset in res.queue]


def _bound(game, res: Resolution, effect, offset: int):
    if type(effect) is m.May and type(effect.effects[0]) is m.PayMana and effect.effects[0].cost.x:
        return dataclasses.replace(effect, otherwise=tuple(_bound(game, res, e, offset)
                                                           for e in effect.otherwise))
    return m.bind_bounds(effect, lambda n: amount(game, res, n, offset))


def continue_resolution(game) -> None:
    """Run the resolving object's remaining effects until one asks a question or all are done."""
    res: Resolution = game.resolving
    while res.queue:
        effect, offset = res.queue[0]
        done = EFFECTS[type(effect)](game, res, effect, offset)
        if not done:
            return  # a decision is pending; its handler continues the resolution
        res.queue.pop(0)
        if res.together:  # the next effect happens at once with this one (608.2f)
            res.together -= 1
        else:
            game.event_batch += 1  # the next effect's events happen after this one's (603.2c)
        if game.over or game.replacing is not None:
            return  # an event of this effect waits for a choice of replacement effects (616.1)
    game.resolving = None
    _leave_stack(game, res.item, resolved=True)


def _leave_stack(game, item: StackObject, resolved: bool) -> None:
    """Rule 608.2n / 608.3: an instant or sorcery goes to its owner's graveyard (through the
    replacement effects that apply, 614); a permanent spell becomes a permanent; an ability
    simply leaves the stack. A spell that an effect has already moved as it resolved ("return
    this to its owner's hand") is a new object in its new zone (400.7) and stays there."""
    if item.id in game.objects:
        _spell_or_ability_leaves(game, item, resolved)
    game.priority = game.active  # rule 117.3b
    game.passes = 0
    game.stage = Stage.PRIORITY


def _spell_or_ability_leaves(game, item: StackObject, resolved: bool) -> None:
    """Rules 608.2n, 608.3: the resolved (or not) spell or ability still on the stack leaves it."""
    if item.is_spell and not (resolved and item.card.is_permanent_card):
        if resolved and on_adventure(item):  # rule 715.3d
            go_on_adventure(game, item)
            return
        if resolved and bought_back(item.card, item.optional_paid):  # rule 702.27a
            game.event("702.27a", f"{item.card.name} is put into its owner's hand as it resolves "
                                  "(its buyback cost was paid)")
            game.move(item.id, Zone.HAND)
            return
        from mtgrules.engine.rebound import exile_instead, exiled_as_it_resolves
        if resolved and exiled_as_it_resolves(game, item):  # rule 702.88a: cast from a hand
            exile_instead(game, item)
            return
        game.move(item.id, Zone.GRAVEYARD)
        return
    game.stack.remove(item.id)
    del game.objects[item.id]
    if item.ability is not None and chapter_number(item.ability) is not None:
        game.sba_due = True  # its Saga may now be sacrificed (714.4)
    if item.is_spell:
        card = item.card
        if item.face_down_card is not None:  # rules 702.37c, 708.4: a face-down permanent
            card = item.face_down_card
        # rules 111.13, 707.10f: a copy of a permanent spell becomes a token; the card with all
        # its faces becomes the permanent (a face-down spell's card, 708.4)
        oid = game.make_permanent(card if item.face_down_card is not None else item.whole_card,
                                  item.owner, item.controller, token=item.is_copy)
        from mtgrules.engine.faces import entered as face_entered, set_entering_face
        # with its back face up: cast with disturb (702.146b) or a modal double-faced card's back
        # face (712.8f, 712.11b); 712.13 otherwise
        set_entering_face(game, oid, item.disturbed or enters_back_face_up(item))
        perm = game.objects[oid]
        if item.card.prototype_of is not None:  # rule 718.3b: the permanent is prototyped too
            perm.card = item.card
        if item.face_down_card is not None:
            from mtgrules.engine.face_down import enters_face_down
            enters_face_down(game, perm, item.card)
        perm.optional_paid = item.optional_paid
        if game.delayed:  # cards exiled to pay its cost are exiled with it (607.2q)
            from mtgrules.engine.effectlib.delayed import spell_became
            spell_became(game, item.id, oid)
        perm.spell_x = item.x  # for its enters-the-battlefield abilities (107.3m)
        perm.spent = item.spent  # "for each color of mana spent to cast it" (702.44a)
        spells_cast.became(game, item.id, oid)  # "if you've cast another blue spell this turn"
        perm.stickers = item.stickers  # rule 123.5: the permanent keeps the spell's stickers
        if item.evoked:  # rule 702.74a: "if its evoke cost was paid"
            from mtgrules.engine.evoked import entered as evoke_entered
            evoke_entered(game, oid)
        if game.marks:  # cast when a sorcery couldn't have been: sacrificed at cleanup (514.3a)
            from mtgrules.engine.effectlib.flash_sacrifice import entered as flash_entered
            flash_entered(game, oid, item.id, item.controller)
        if item.dashed:  # rule 702.109a: haste, and back to hand at the next end step
            from mtgrules.engine.dashed import entered as dash_entered
            dash_entered(game, oid, item.controller)
        if item.from_graveyard == "escape":  # "escapes with", "if it escaped" (702.138b-c)
            from mtgrules.engine.conditional_costs import paid
            paid(game, oid, "escape")
        if item.cast_by:  # "if its spectacle cost was paid" (702.137a, 702.117a)
            from mtgrules.engine.conditional_costs import ALTERNATIVES, paid
            from mtgrules.engine import end_step_costs
            if item.cast_by in ALTERNATIVES:
                paid(game, oid, item.cast_by)
            elif item.cast_by in end_step_costs.WAYS:  # blitz, warp (702.152a, 702.185a)
                end_step_costs.entered(game, oid, item.controller, item.cast_by)
            elif item.cast_by == "suspend" and "Creature" in item.card.types:  # rule 702.62a: haste
                from mtgrules.engine.suspended import entered as suspend_entered
                suspend_entered(game, oid, item.controller)
        if item.is_copy:
            game.event("111.13", f"the copy of {card.name} becomes a token")
        attached = ""
        if ("Aura" in card.subtypes or item.bestowed) and item.targets:
            # rule 608.3c: an Aura spell enters attached to the object it was targeting; a
            # bestowed one as a bestowed Aura (702.103b)
            perm.bestowed = item.bestowed
            perm.attached_to = item.targets[0]
            attached = f" attached to {game.name(item.targets[0])}"
        from mtgrules.engine.replacement import enters_with
        enters_with(game, oid, item, ("608.3c" if attached else "608.3", attached))
        face_entered(game, oid)


# --- references ------------------------------------------------------------------------------

def resolve_ref(game, res: Resolution, ref, offset: int) -> list[int]:
    """The objects/players (ids or player refs) ``ref`` names; illegal targets are skipped
    (rule 608.2b)."""
    item = res.item
    kind = type(ref)
    if kind is m.TargetRef:
        first = offset + ref.index
        return [item.targets[i] for i in range(first, min(first + ref.count, len(item.targets)))
                if res.legal[i]]
    if kind is m.You:
        return [player_ref(item.controller)]
    if kind is m.This:
        if item.source in game.objects:
            return [item.source]
        # rule 400.7e: an ability that triggered on its source leaving the battlefield finds
        # the new object it became in a public zone ("when this dies, return it to ...")
        new = item.moved.get(item.source, (None,))[0] if item.moved else None
        if new is not None and new in game.objects and type(item.ability) is m.TriggeredAbility:
            return [new]
        return []
    if kind is m.AttachedTo:  # "enchanted creature", "enchanted player" (303.4m, 702.5d)
        source = game.objects.get(item.source)
        host = source.attached_to if source is not None and source.zone is Zone.BATTLEFIELD else None
        return [] if host is None else [host]
    if kind is m.DefendingPlayer:  # rule 506.2
        from mtgrules.engine.targets import defending_player
        seat = defending_player(game, item.source)
        return [] if seat is None else [player_ref(seat)]
    if kind is m.EachOpponent:  # rules 102.2-102.3, in APNAP order (101.4)
        return [player_ref(seat) for seat in game.opponents(item.controller)]
    if kind is m.EachPlayer:  # in APNAP order (101.4)
        return [player_ref(seat) for seat in game.apnap()]
    if kind is m.ChosenByThem:  # "the creature they chose" (608.2d), still on the battlefield
        return [oid for _, oid in res.chosen_each if oid in game.objects
                and game.objects[oid].zone is Zone.BATTLEFIELD]
    if kind is m.OtherOpponents:  # "each of your other opponents" (102.2), in APNAP order
        excluded = resolve_ref(game, res, ref.excluded, offset)
        return [player_ref(seat) for seat in game.opponents(item.controller) if player_ref(seat) not in excluded]
    if kind is m.ControllerOf:
        out = []
        for oid in _named_or_gone(game, res, ref.ref, offset):
            if oid < 0:
                out.append(oid)
            elif oid in game.objects:
                out.append(player_ref(game.controller(oid)))
            elif item.moved and oid in item.moved:  # it has left its zone (608.2h)
                out.append(player_ref(item.moved[oid][1]))
        return out
    if kind is m.Bound:  # fixed as a delayed triggered ability was created (603.7c)
        return [oid for oid in ref.ids if oid < 0 or oid in game.objects]
    if kind is m.Created:  # the tokens this effect created (111.1)
        return [oid for oid in res.created if oid in game.objects]
    if kind is m.DamagedThisWay:  # "a creature dealt damage this way" (120.3)
        return [oid for oid in res.damaged if oid in game.battlefield
                and targets.permanent_matches(game, oid, ref.filter, item.controller, item.source)]
    if kind is m.Revealed:  # the card looked at or revealed, while it stays that object (400.7)
        return [oid for oid in res.revealed if oid in game.objects]
    if kind is m.ExiledBy:  # what a linked ability of the source exiled (607.2a)
        from mtgrules.engine.effectlib.delayed import exiled_by
        return exiled_by(game, item.source)
    if kind is m.Moved:  # the new object in a public zone (400.7j)
        out = []
        moved = [item.source] if type(ref.what) is m.This else _named_or_gone(game, res, ref.what, offset)
        for oid in moved:
            new = oid
            while item.moved and new in item.moved:  # exiled, then returned: follow it on
                new = item.moved[new][0]
            if new is not None and new != oid and new in game.objects:
                out.append(new)
        return out
    if kind is m.Sacrificed:  # gone: read as they last existed, from ``moved`` (608.2h)
        return list(item.sacrificed)
    if kind is m.EachTarget:  # every target of its mode (the mode's targets run to the end)
        return [t for i, t in enumerate(item.targets) if i >= offset and res.legal[i]]
    if kind is m.EventObject:
        data = item.trigger_event
        if ref.index < len(data):
            who = data[ref.index]
            if who < 0 or who in game.objects:
                return [who]
        return []
    if kind is m.ChosenPlayer:  # "choose an opponent. That player ..." (608.2d)
        from mtgrules.engine.effectlib.resolution_choices import chosen_player
        return chosen_player(game, res)
    if kind is m.EachPermanent:  # locked in as the effect begins (611.2c)
        from mtgrules.engine.effectlib.mass import each_permanent, sharing_a_name
        if ref.filter.same_name_as >= 0:  # "... with the same name as that creature" (201.2)
            return sharing_a_name(game, res, ref.filter.same_name_as + offset,
                                  resolve_ref(game, res, dataclasses.replace(
                                      ref, filter=dataclasses.replace(ref.filter, same_name_as=-1)), offset))
        if ref.player is None:
            return each_permanent(game, item, ref.filter, item.controller)
        players = _players(resolve_ref(game, res, ref.player, offset))
        if len(players) == 1:
            return each_permanent(game, item, ref.filter, players[0])
        # relative to each of several players ("... each opponent controls"): all of them
        chosen = {oid for p in players for oid in each_permanent(game, item, ref.filter, p)}
        return [oid for oid in game.battlefield if oid in chosen]
    raise TypeError(f"unknown reference {ref!r}")


def amount(game, res: Resolution, value, offset: int = 0) -> int:
    """The number ``value`` stands for as the effect applies (608.2h)."""
    kind = type(value)
    if kind is int:
        return value
    if kind is m.KickedCount:  # "for each time it was kicked" (702.33d)
        return value.per * times_kicked(res.item.card, res.item.optional_paid)
    if kind is m.TimesPaid:  # "for each time its squad cost was paid" (702.157a)
        return times_paid(res.item.card, res.item.optional_paid, value.label)
    if kind is m.PowerOf or kind is m.ToughnessOf or kind is m.ManaValueOf:
        return _characteristic(game, res, value.what, offset, _STAT[kind])
    if kind is m.ThatMuch:
        return res.last_amount
    if kind is m.CountOf:
        if value.kind == "destroyed":  # "for each creature destroyed this way" (701.8a)
            return len(res.destroyed)
        if value.kind == "this_way":  # "for each land card discarded this way" (608.2c)
            from mtgrules.engine.conditions import moved_this_way
            return moved_this_way(game, value.detail, value.filter)
        if value.kind == "counters" and res.item.source_counters and res.item.source not in game.battlefield:
            # its source has left the battlefield: the counters on it as it last existed (608.2h)
            return sum(n for k, n in res.item.source_counters if not value.detail or k == value.detail)
        from mtgrules.engine.conditions import count_for_effect
        whose = res.item.controller
        if value.player is not None:  # relative to the player a target names (608.2h)
            seats = _players(resolve_ref(game, res, value.player, offset))
            if not seats:
                return 0
            whose = seats[0]
        return count_for_effect(game, whose, res.item.source, value)
    if kind is m.Scaled:
        return value.factor * amount(game, res, value.amount, offset)
    if kind is m.Plus:  # "1 plus the number of ..." (608.2h)
        return amount(game, res, value.first, offset) + amount(game, res, value.second, offset)
    if kind is m.SpellsCastBefore:  # storm (702.40a): counted as the spell became cast
        return res.item.trigger_event[3]
    if kind is m.EventAmount:  # the damage dealt or life gained or lost (data[2]: 603.2, 608.2h)
        return res.item.trigger_event[2]
    return res.item.x if value == "X" else int(value)


#: Where each characteristic is in ``StackObject.moved`` (what a gone object last was).
_STAT = {m.PowerOf: 2, m.ToughnessOf: 3, m.ManaValueOf: 4}


def _named_or_gone(game, res: Resolution, ref, offset: int) -> list[int]:
    """The objects ``ref`` names; for the object of the trigger event that has left its zone
    since, its old id, by which the ability knows it as it last existed (608.2h) and the card
    it became (400.7e)."""
    named = resolve_ref(game, res, ref, offset)
    if not named and type(ref) is m.EventObject and ref.index < len(res.item.trigger_event):
        return [res.item.trigger_event[ref.index]]
    if not named and type(ref) is m.Revealed:  # moved since: as it last existed (608.2h)
        return list(res.revealed)
    return named


def _characteristic(game, res: Resolution, ref, offset: int, stat: int) -> int:
    """The power, toughness or mana value (``stat``: see ``_STAT``) of the object ``ref``
    names: as it is on the battlefield (or a spell's mana value on the stack, 202.3e), else as
    it last was there (608.2h; a source sacrificed to pay the cost, 113.7a; a spell countered
    or resolved); 0 if it names nothing."""
    named = _named_or_gone(game, res, ref, offset) if type(ref) is not m.This else [res.item.source]
    for oid in named:
        obj = game.objects.get(oid) if oid >= 0 else None
        if obj is not None and obj.zone is Zone.BATTLEFIELD:
            c = game.chars(oid)
            value = c.power if stat == 2 else c.toughness if stat == 3 else c.copiable.mana_value
        elif obj is not None and obj.zone is Zone.STACK and stat == 4:  # a spell (202.3e)
            value = obj.spell_mana_value if obj.is_spell else 0
        elif obj is not None and obj.zone in _CARD_ZONES:  # a card: its printed values (202.3)
            card = obj.card
            value = card.power if stat == 2 else card.toughness if stat == 3 else card.mana_value
        elif res.item.moved and oid in res.item.moved and len(res.item.moved[oid]) > stat:
            value = res.item.moved[oid][stat]
        else:
            continue
        return max(0, value or 0) if value is not None else 0
    return 0


#: Zones where an object is a card whose characteristics are those printed on it.
_CARD_ZONES = (Zone.LIBRARY, Zone.GRAVEYARD, Zone.EXILE, Zone.HAND)


def _players(refs: list[int]) -> list[int]:
    return [-1 - r for r in refs if r < 0]


# --- effects ---------------------------------------------------------------------------------

EFFECTS: dict[type, Callable] = {}


def effect(kind: type):
    def register(fn):
        EFFECTS[kind] = fn
        return fn
    return register


def damage_source(game, res: Resolution, ref, offset: int):
    """What deals an effect's damage (120.3): the spell or ability's source when ``ref`` is
    None, else the object ``ref`` names ("target creature you control deals damage ..."); None
    if that is gone or an illegal target (608.2b)."""
    item = res.item
    if ref is None:
        return source_info(game, item.source if item.ability is not None else item.id,
                           (item.card, item.controller))
    sources = [o for o in resolve_ref(game, res, ref, offset) if o >= 0 and o in game.objects]
    return source_info(game, sources[0]) if sources else None


@effect(m.DealDamage)
def _deal_damage(game, res, e: m.DealDamage, offset) -> bool:
    if type(e.amount) is int and e.source is not None:  # "they each deal 1 damage to ...":
        dealers = [o for o in resolve_ref(game, res, e.source, offset) if o >= 0 and o in game.objects]
        if len(dealers) > 1:  # each of several objects is a source of its own (120.3)
            recipients = resolve_ref(game, res, e.to, offset)
            res.last_amount = sum(damage_recorded(game, res, source_info(game, dealer), ref, e.amount)
                                  for dealer in dealers for ref in recipients if dealer in game.objects)
            return True
    src = damage_source(game, res, e.source, offset)
    if src is None:
        return True
    recipients = resolve_ref(game, res, e.to, offset)
    if type(e.amount) is m.CountOf and type(e.amount.player) is m.Recipient:
        # "... equal to the number of cards in that player's hand": each recipient's own
        # amount, all determined before any damage is dealt (608.2h)
        amounts = [amount(game, res, dataclasses.replace(e.amount, player=m.Bound((ref,))), offset)
                   for ref in recipients]
    else:
        amounts = [amount(game, res, e.amount, offset)] * len(recipients)
    res.last_amount = sum(damage_recorded(game, res, src, ref, n) for ref, n in zip(recipients, amounts))
    return True


def damage_recorded(game, res: Resolution, src, recipient: int, n: int) -> int:
    """``src`` deals ``n`` damage to ``recipient`` (120.3); a permanent actually dealt damage
    is remembered as "dealt damage this way" (``Resolution.damaged``). Returns the damage dealt."""
    dealt = deal_damage(game, src, recipient, n)
    if dealt > 0 and recipient >= 0 and recipient not in res.damaged:
        res.damaged += (recipient,)
    return dealt


@effect(m.Destroy)
def _destroy(game, res, e: m.Destroy, offset) -> bool:
    for oid in resolve_ref(game, res, e.what, offset):
        if oid >= 0:
            destroy(game, oid, "701.8a")
    return True


def destroy(game, oid: int, rule: str, why: str = "") -> None:
    """Rule 701.8: move a permanent to its owner's graveyard, unless it can't be destroyed
    (702.12b); the destruction is an event replacement effects may replace (regeneration 614.8,
    "exile it instead" 614.1a)."""
    from mtgrules.engine import hooks, replacement
    from mtgrules.engine.game_events import ZoneChange
    prevented = hooks.destruction_prevented(game, oid)
    if prevented:
        game.event(prevented, f"{game.name(oid)} is not destroyed (indestructible)")
        return
    if game.replacement_effects:
        from mtgrules.engine.effectlib.regeneration import note_unregenerable
        note_unregenerable(game, oid)
    replacement.happen(game, ZoneChange(oid, int(Zone.GRAVEYARD), destroyed=True, rule=rule, why=why))


@effect(m.Draw)
def _draw(game, res, e: m.Draw, offset) -> bool:
    for who in _players(resolve_ref(game, res, e.who, offset)):
        game.draw(who, amount(game, res, e.count, offset))
    return True


@effect(m.GainLife)
def _gain(game, res, e: m.GainLife, offset) -> bool:
    for who in _players(resolve_ref(game, res, e.who, offset)):
        n = amount(game, res, e.amount, offset)
        game.gain_life(who, n)
        res.last_amount = n
    return True


@effect(m.LoseLife)
def _lose(game, res, e: m.LoseLife, offset) -> bool:
    """Rule 119.3; "that much" or "the life lost this way" after it is the life all the players
    lost (extort, 702.101a; 608.2h: "each opponent loses 1 life. You gain life equal to the life
    lost this way")."""
    lost = 0
    for who in _players(resolve_ref(game, res, e.who, offset)):
        n = amount(game, res, e.amount, offset)
        before = game.players[who].life
        game.lose_life(who, n)
        lost += max(0, before - game.players[who].life)  # as replacement effects left it (614)
    res.last_amount = lost
    return True


@effect(m.Discard)
def _discard(game, res, e: m.Discard, offset) -> bool:
    """Rule 701.9: each player discarding chooses their cards (one at a time here), in APNAP
    order, and then all the cards are discarded at once (101.4); or the cards are random
    (701.9b: no one chooses), discarded in APNAP order."""
    who = lambda: _players(resolve_ref(game, res, e.who, offset))  # noqa: E731
    if e.at_random:
        for player in choices.in_apnap_order(game, who()):
            hand = game.players[player].hand
            for _ in range(min(amount(game, res, e.count, offset), len(hand))):
                discard(game, player, hand[game.rng.below(len(hand))])
        return True
    return choices.each_player_chooses(game, res, who, _discard_step, _discard_chosen)


def _discard_step(game, res, player: int, chosen: tuple | None) -> tuple | None:
    """Ask ``player`` for their next card to discard, or return all their cards chosen (their
    whole hand, without a question, if it must all go)."""
    e, offset = res.queue[0]
    return choices.one_at_a_time(game, player, game.players[player].hand,
                                 amount(game, res, e.count, offset), chosen, "discard",
                                 "choose a card to discard")


def _discard_chosen(game, res, made) -> None:
    for player, cards in made:
        for oid in cards:
            discard(game, player, oid)


def discard(game, player: int, oid: int, cycled: bool = False) -> None:
    """Rule 701.9a: ``player`` discards card ``oid``; ``cycled``: to pay a cycling cost, which
    is cycling it (702.29a, 702.29c)."""
    from mtgrules.engine import triggers
    if cycled:
        game.event("702.29a", f"player {seat_name(player)} cycles {game.name(oid)}")
    game.event("701.9a", f"player {seat_name(player)} discards {game.name(oid)}")
    if game.objects[oid].card.keywords and madness.madness_cost(game.objects[oid].card) is not None:
        new = madness.discard_into_exile(game, player, oid)  # rule 702.35a
    else:
        new = game.move(oid, Zone.GRAVEYARD)
    moving = game.moving_item()
    if new is None and moving is not None and moving.moved and oid in moving.moved:
        new = moving.moved[oid][0]  # replaced: where it wound up instead (614, 400.7j)
    if new is not None and game.objects.get(new) is not None and game.objects[new].zone is Zone.GRAVEYARD:
        from mtgrules.engine.graveyard_casting import discarded
        discarded(game, new)  # mayhem (702.187b)
    triggers.discarded(game, player, new, cycled)


def _discard_legal(game, decision) -> list:
    chosen = choices.progress(game.resolving) or ()
    return [ChooseObject(oid, game.name(oid)) for oid in game.players[decision.player].hand
            if oid not in chosen]


def _discard_perform(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    choices.advance(res, (choices.progress(res) or ()) + (action.object,))


handler("discard", _discard_legal, _discard_perform)


@effect(m.ReturnToHand)
def _return(game, res, e: m.ReturnToHand, offset) -> bool:
    for oid in resolve_ref(game, res, e.what, offset):
        if oid >= 0 and (not e.from_zone or game.objects[oid].zone.name.lower() == e.from_zone):
            moved = "put into" if e.from_zone == "library" else "returned to"
            game.event("400.7", f"{game.name(oid)} is {moved} its owner's hand")
            game.move(oid, Zone.HAND)
    return True


@effect(m.ModifyPT)
def _modify_pt(game, res, e: m.ModifyPT, offset) -> bool:
    affected = tuple(o for o in resolve_ref(game, res, e.what, offset) if o >= 0 and o in game.objects
                     and game.objects[o].zone is Zone.BATTLEFIELD)
    if affected:
        power, toughness = amount(game, res, e.power, offset), amount(game, res, e.toughness, offset)
        if layers.begin_effect(game, affected, m.Change(power=power, toughness=toughness),
                               res.item.source, e.duration) is None:
            return True
        game.event("613.4c", f"{', '.join(game.name(o) for o in affected)} gets "
                             f"{power:+d}/{toughness:+d}{layers.duration_words(e.duration)}")
    return True


@effect(m.GrantKeywords)
def _grant(game, res, e: m.GrantKeywords, offset) -> bool:
    affected = tuple(o for o in resolve_ref(game, res, e.what, offset) if o >= 0 and o in game.objects
                     and game.objects[o].zone is Zone.BATTLEFIELD)
    if affected:
        from mtgrules.engine.effectlib.resolution_choices import ask_color, needs_color, with_chosen_color
        if needs_color(e):  # "protection from the color of your choice" (608.2d)
            ask_color(game, res)
            return False
        e = with_chosen_color(game, res, e)  # "protection from the chosen color" (607.2d)
        if layers.begin_effect(game, affected, m.Change(keywords=e.keywords, abilities=e.abilities),
                               res.item.source, e.duration) is None:
            return True
        gained = [str(k) for k in e.keywords] + [f'"{a.text}"' for a in e.abilities]
        game.event("613.1f", f"{', '.join(game.name(o) for o in affected)} gains "
                             f"{' and '.join(gained)}{layers.duration_words(e.duration)}")
    return True


@effect(m.AddMana)
def _add_mana(game, res, e: m.AddMana, offset) -> bool:
    player = res.item.controller
    colors = mana.choices(game, res.item.source, e)
    if colors:  # rule 106.1: the player chooses the color as the effect happens
        n = mana.amount_of(game, res.item.source, e, player)
        if n <= 0:
            return True
        game.ask("color", player, f"choose a color of mana for {res.item.card.name}",
                 (res.item.source, n, colors, True))
        return False
    mana.add_mana(game, player, mana.produced(game, res.item.source, e, player), res.item.card.name,
                  snow=mana.snow_source(game, res.item.source))
    return True


@effect(m.Mill)
def _mill(game, res, e: m.Mill, offset) -> bool:
    """Rule 701.13a: the top cards of the library are put into the graveyard."""
    for who in _players(resolve_ref(game, res, e.who, offset)):
        library = game.players[who].library
        n = min(amount(game, res, e.count, offset), len(library))
        for _ in range(n):
            game.move(library[0], Zone.GRAVEYARD)
        game.event("701.13a", f"player {seat_name(who)} mills {n} card{'s' if n != 1 else ''}")
    return True


@effect(m.PutCounters)
def _put_counters(game, res, e: m.PutCounters, offset) -> bool:
    """Rule 122.1: counters are put on permanents (+1/+1 counters change P/T in layer 7c), or on
    a face-up card of the command zone (a plane putting counters on itself, 901.7)."""
    from mtgrules.engine import replacement
    from mtgrules.engine.game_events import CountersEvent
    n = amount(game, res, e.count, offset)
    for oid in resolve_ref(game, res, e.what, offset):
        if oid < 0 or oid not in game.objects or n <= 0:
            continue
        zone = game.objects[oid].zone
        if zone is Zone.BATTLEFIELD:
            replacement.happen(game, CountersEvent(oid, e.kind, n))
        elif zone is Zone.COMMAND:
            command_counters.put(game, oid, e.kind, n)
    return True


@effect(m.CreateToken)
def _create_token(game, res, e: m.CreateToken, offset) -> bool:
    """Rule 111.1: the tokens enter the battlefield under the controller's control."""
    from mtgrules.cards.tokens import token_card
    from mtgrules.engine.effectlib.token_creation import create_tokens
    spec = e.token
    if e.power is not None:  # an X/X token: X counted now (608.2h)
        spec = dataclasses.replace(spec, power=amount(game, res, e.power, offset),
                                   toughness=amount(game, res, e.toughness, offset))
    required = None
    if e.must_attack is not None:  # "that attacks that player each combat if able" (508.1d)
        from mtgrules.engine.effectlib.attacking import required_to_attack
        required = required_to_attack(game, res, e, offset)
        if required is not None and not e.must_attack_this_turn:  # the tokens' own text (111.3)
            spec = dataclasses.replace(spec, attacks_each_combat=required)
    card = token_card(spec)
    pt = f" ({card.power}/{card.toughness})" if card.power is not None else ""
    tapped = "tapped " if e.tapped else ""
    players = [res.item.controller] if e.who is None else _players(resolve_ref(game, res, e.who, offset))
    created: tuple[int, ...] = ()
    for player in players:  # each player named creates them (111.1)
        created += create_tokens(game, player, card, amount(game, res, e.count, offset),
                                 tapped=e.tapped, what=f"creates a {tapped}{card.name}{pt}")
    res.created += created
    if required is not None and e.must_attack_this_turn and created:  # until end of turn (611.2a)
        from mtgrules.engine.effectlib.attacking import attack_this_turn
        attack_this_turn(game, res, created, required)
    if e.attacking:  # rule 508.4
        from mtgrules.engine.effectlib.attacking import then_attacking
        then_attacking(res, created, e.attacks, e.attacks_planeswalkers)
    return True


@effect(m.May)
def _may(game, res, e: m.May, offset) -> bool:
    """Rule 609.3: "you may" lets the controller choose whether to do it; a player can't choose
    to do what can't be done ("you may sacrifice a creature" with none), and what follows "if
    you do" then doesn't happen."""
    chooser = res.item.controller
    if e.who is not None:  # "its controller may ...": that player chooses
        chosen = _players(resolve_ref(game, res, e.who, offset))
        if not chosen:
            return True
        chooser = chosen[0]
    first = e.effects[0]
    if not _possible(game, res, first, offset, chooser):
        game.event("609.3", f"player {seat_name(chooser)} can't {e.prompt}")
        res.queue[1:1] = [(inner, offset) for inner in e.otherwise]  # "if you don't"
        return True
    if type(first) is m.PayMana and first.must and mana.pool_pays(game, chooser, first.cost):
        # 118.12: a mandatory cost the pool can pay is paid; only activating mana abilities
        # for it would be a choice (118.3c)
        res.queue[1:1] = [(inner, offset) for inner in e.effects]
        return True
    game.ask("yes_no", chooser, f"{res.item.card.name}: {e.prompt}?")
    return False


def _possible(game, res, e, offset, chooser: int) -> bool:
    """Whether the controller can do ``e`` in full: enough permanents to sacrifice (the one
    player who sacrifices: "they may sacrifice two creatures"), cards to discard (701.21a,
    701.9a); whether ``chooser`` can pay the mana or life it asks (118.3, 119.4); other effects
    are always possible."""
    sacrificing = _players(resolve_ref(game, res, e.who, offset)) if type(e) is m.Sacrifice else ()
    if len(sacrificing) == 1:
        from mtgrules.engine.targets import permanent_matches
        player = sacrificing[0]
        have = sum(1 for oid in game.battlefield if game.controller(oid) == player
                   and permanent_matches(game, oid, e.filter, player, res.item.source))
        return have >= amount(game, res, e.count, offset)
    if (type(e) is m.Discard and not e.at_random or type(e) is m.PutFromHandInLibrary) \
            and type(e.who) is m.You:  # cards of the hand to discard or put away (701.9a, 401.4)
        return len(game.players[res.item.controller].hand) >= amount(game, res, e.count, offset)
    if type(e) is m.PayEnergy:  # rule 107.14, 118.3
        return game.players[res.item.controller].energy >= e.count
    if type(e) is m.PutFromHand:  # a card of the hand to put onto the battlefield (400.7)
        player = res.item.controller
        return any(e.filter is None or targets.card_matches(game, game.objects[oid], e.filter,
                                                            player, res.item.source)
                   for oid in game.players[player].hand)
    if type(e) is m.ReturnCardChosen:  # a card to choose (608.2d)
        from mtgrules.engine.effectlib.graveyard_return import candidates
        return bool(candidates(game, res, e))
    if type(e) is m.PayMana:
        return mana.find_payment(game, chooser, mana.Requirement.of([e.cost])) is not None
    if type(e) is m.PayLife:  # 119.4: a life total at least the payment
        return game.players[chooser].life >= e.count
    return True


def paying_player(game, res, who, offset) -> int:
    """The player who pays: the one ``who`` names, else the controller (118.12a)."""
    if who is None:
        return res.item.controller
    named = _players(resolve_ref(game, res, who, offset))
    return named[0] if named else res.item.controller


@effect(m.PayMana)
def _pay_mana(game, res, e: m.PayMana, offset) -> bool:
    """Rule 118.1: the player pays the cost, with mana abilities as needed (605.3a); a cost
    with {X}: for the X they choose (107.3, ``paid_x``)."""
    player = paying_player(game, res, e.who, offset)
    if e.cost.x:
        paid_x.ask(game, player, e.cost)
        return False
    payment = mana.find_payment(game, player, mana.Requirement.of([e.cost]))
    if payment is not None:
        mana.execute_payment(game, player, payment)
        game.event("118.1", f"player {seat_name(player)} pays {e.cost}")
    return True


def _yes_no_perform(game, decision, action: ChooseYesNo) -> None:
    res = game.resolving
    effect_, offset = res.queue.pop(0)
    game.event("609.3", f"player {seat_name(decision.player)} chooses {'to' if action.yes else 'not to'} "
                        f"{effect_.prompt}")
    done = effect_.effects if action.yes else effect_.otherwise  # "If you don't, ..."
    res.queue[0:0] = [(inner, offset) for inner in done]


handler("yes_no", yes_or_no, _yes_no_perform)


@effect(m.Conditional)
def _conditional(game, res, e: m.Conditional, offset) -> bool:
    """"If this spell was kicked, ..." (702.33e), "If you control an artifact, ...": the effects
    happen only if the condition holds as the spell or ability resolves (608.2c); those it
    replaces ("... instead") only if not."""
    item = res.item
    if type(e.condition) is m.StateCondition and e.condition.kind == "revealed":
        holds = _revealed_is(game, res, e.condition)
    elif type(e.condition) is m.StateCondition and e.condition.kind == "target":
        holds = _target_is(game, res, e.condition, offset)
    else:
        holds = intervening_if(game, e.condition, item.card, item.optional_paid, item.controller,
                               item.source, item.trigger_event)
    res.queue[1:1] = [(inner, offset) for inner in (e.effects if holds else e.otherwise)]
    return True


def _target_is(game, res, cond: m.StateCondition, offset: int) -> bool:
    """"... if its power is 0 or less" of the target the effects name (608.2c): that target,
    still legal, is a permanent now matching the condition's filter."""
    found = resolve_ref(game, res, m.TargetRef(int(cond.detail)), offset)
    holds = bool(found) and all(oid >= 0 and oid in game.battlefield and targets.permanent_matches(
        game, oid, cond.filter, res.item.controller, res.item.source) for oid in found)
    if not holds:
        game.event("608.2c", f"{res.item.card.name}: not done, since not \"{cond.text}\"")
    return holds


def _revealed_is(game, res, cond: m.StateCondition) -> bool:
    """"If it's a land card" of the card the effect exiled from the top of a library (406.3,
    608.2c): it is still in exile and its printed characteristics match."""
    from mtgrules.engine.targets import card_matches
    cards = [game.objects[oid] for oid in res.revealed
             if oid in game.objects and game.objects[oid].zone is Zone.EXILE]
    return bool(cards) and all(card_matches(game, obj, cond.filter, res.item.controller, res.item.source)
                               for obj in cards)


@effect(m.Unattach)
def _unattach(game, res, e: m.Unattach, offset) -> bool:
    """Rule 701.3d: unattach an Equipment; it stays on the battlefield."""
    for oid in resolve_ref(game, res, e.what, offset):
        perm = game.objects.get(oid) if oid >= 0 else None
        if perm is not None and perm.zone is Zone.BATTLEFIELD and perm.attached_to is not None:
            game.event("701.3d", f"{game.name(oid)} becomes unattached from {game.name(perm.attached_to)}")
            perm.attached_to = None
            game.changed()
    return True


@effect(m.BecomesCrewed)
def _becomes_crewed(game, res, e: m.BecomesCrewed, offset) -> bool:
    """Rule 702.122d: the crew ability resolved: "whenever this Vehicle becomes crewed"."""
    from mtgrules.engine import triggers
    source = res.item.source
    if source in game.objects:
        game.event("702.122d", f"{game.name(source)} becomes crewed")
        triggers.fire(game, "crewed", (source,))
    return True


@effect(m.Attach)
def _attach(game, res, e: m.Attach, offset) -> bool:
    """Rule 701.3: attach an Aura, Equipment or Fortification (equip, 702.6a)."""
    what = [o for o in resolve_ref(game, res, e.what, offset) if o >= 0]
    to = [o for o in resolve_ref(game, res, e.to, offset) if o >= 0]
    if what and to:
        attach(game, what[0], to[0], e.as_though_creature)
    return True


def attach(game, oid: int, target: int, as_though_creature: bool = False) -> None:
    """Rule 701.3a: put permanent ``oid`` onto permanent ``target``. It doesn't move if it
    couldn't be attached to it (701.3b, 301.5b-c); attaching it to what it is already attached
    to does nothing (701.3b); attached to something new, it gets a new timestamp (701.3c).
    ``as_though_creature``: a planeswalker counts as a creature for this attachment (702.6e)."""
    from mtgrules.engine.sba import attach_problem
    objects = game.objects
    perm = objects.get(oid)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        return
    if target >= 0:
        host = objects.get(target)
        if host is None or host.zone is not Zone.BATTLEFIELD:
            return
    elif game.players[-1 - target].lost:
        return
    name, host_name = game.name(oid), game.name(target)
    if perm.attached_to == target:
        game.event("701.3b", f"{name} is already attached to {host_name}: nothing happens")
        return
    why = attach_problem(game, oid, target, as_though_creature=as_though_creature)
    if why is not None:
        game.event("701.3b", f"{name} doesn't move: {why[1]} ({why[0]})")
        return
    perm.attached_to = target
    perm.timestamp = game.new_timestamp()
    game.changed()
    game.event("701.3a", f"{name} becomes attached to {host_name}")


# --- counter unless a player pays (118.12a) ---------------------------------------------------

def _unless_cost(e: m.CounterUnlessPays, x: int = 0, times: int = 1) -> str:
    cost = str(e.mana).replace("{X}", f"{{{x}}}") if e.mana is not None else ""  # X: 107.3a
    if cost and times != 1:  # "{1} for each card in your graveyard"
        cost = "".join(str(e.mana) for _ in range(times)) or "{0}"
    parts = ([cost] if cost else []) + ([f"{e.life} life"] if e.life else [])
    return " and ".join(parts) or "nothing"


def _unless_requirement(e: m.CounterUnlessPays, x: int, times: int = 1):
    return mana.Requirement.of([e.mana] * times, x)


def _can_pay(game, player: int, e: m.CounterUnlessPays, x: int = 0, times: int = 1) -> bool:
    if e.life and game.players[player].life < e.life:
        return False  # rule 119.4
    if e.mana is not None and mana.find_payment(game, player, _unless_requirement(e, x, times)) is None:
        return False
    return True


@effect(m.CounterUnlessPays)
def _counter_unless_pays(game, res, e: m.CounterUnlessPays, offset) -> bool:
    """Rule 118.12a: the controller of the spell or ability may pay the cost as this resolves;
    if they don't (or can't), it is countered (701.6a)."""
    what = [o for o in resolve_ref(game, res, e.what, offset)
            if o >= 0 and o in game.objects and game.objects[o].zone is Zone.STACK]
    if not what:
        return True  # it has already left the stack
    payer = game.objects[what[0]].controller
    x = res.item.x  # "unless its controller pays {X}": the X of this spell (107.3a)
    times = 1 if e.per is None else amount(game, res, e.per, offset)  # 608.2h
    if _can_pay(game, payer, e, x, times):
        game.ask("pay_or_counter", payer, f"{res.item.card.name}: pay {_unless_cost(e, x, times)}, "
                                          f"or {game.name(what[0])} is countered", (what[0], times))
        return False
    game.event("118.12a", f"player {seat_name(payer)} can't pay {_unless_cost(e, x, times)}")
    counter(game, what[0])
    return True


def counter(game, oid: int, rule: str = "701.6a", *, instead: str | None = None, by: str = "") -> None:
    """Rule 701.6a: remove a spell or ability from the stack; a countered spell goes to its
    owner's graveyard, or where the counterspell ``by`` says ``instead`` (a self-replacement
    effect, 614.15). A spell that can't be countered (101.2) stays on the stack."""
    from mtgrules.engine import hooks
    item = game.objects[oid]
    cant = hooks.counter_prevented(game, oid)
    if cant:
        game.event(cant, f"{item.card.name} (spell) can't be countered")
        return
    what = "spell" if item.is_spell else "ability"
    game.event(rule, f"{spell_name(item)} ({what}) is countered")
    if item.is_spell:  # through replacement effects (614)
        from mtgrules.engine import replacement
        from mtgrules.engine.game_events import ZoneChange
        replacement.happen(game, ZoneChange(oid, int(Zone.GRAVEYARD), instead=instead, instead_by=by))
        return
    moving = game.moving_item()  # "its controller loses life ..." looks back (608.2h)
    if moving is not None:
        moving.note_move(oid, item.controller, None, None)
    game.stack.remove(oid)
    del game.objects[oid]
    if item.ability is not None and chapter_number(item.ability) is not None:
        game.sba_due = True  # its Saga may now be sacrificed (714.4)


def _pay_or_counter_perform(game, decision, action: ChooseYesNo) -> None:
    res = game.resolving
    e, _offset = res.queue.pop(0)
    oid = decision.data[0]
    times = decision.data[1] if len(decision.data) > 1 else 1
    player = decision.player
    x = res.item.x
    if not action.yes or oid not in game.objects:
        game.event("118.12a", f"player {seat_name(player)} doesn't pay {_unless_cost(e, x, times)}")
        if oid in game.objects:
            counter(game, oid)
        return
    if e.mana is not None:
        payment = mana.find_payment(game, player, _unless_requirement(e, x, times))
        mana.execute_payment(game, player, payment)
    if e.life:
        game.lose_life(player, e.life, "119.4")
    game.event("118.12a", f"player {seat_name(player)} pays {_unless_cost(e, x, times)}; "
                          f"{game.name(oid)} is not countered")


handler("pay_or_counter", yes_or_no, _pay_or_counter_perform)


import mtgrules.engine.effectlib  # noqa: E402,F401  (registers the handlers of effect families)
