"""Casting spells (rule 601), activating abilities (602, mana abilities 605) and putting
triggered abilities on the stack (603.3), as a sequence of decisions kept as data.

The steps of 601.2 happen in order: the card moves to the stack (601.2a), modes are chosen
(601.2b), optional additional costs such as kicker are announced (601.2b, 118.8b), X is
announced (601.2b), targets are chosen (601.2c), a division of damage among them is
announced (601.2d, ``engine/division.py``), the total cost is determined
(601.2f), mana abilities may be activated (601.2g), the cost is paid (601.2h) and the spell
becomes cast (601.2i). Every option offered leads to a completed cast: a spell is offered only
if some choice of modes and targets exists and its cost can be paid, X only up to what can be
paid, optional costs only as often as they can be paid on top of the rest, so the game never
has to be rewound (rule 732 is never needed).
"""
from __future__ import annotations

import dataclasses
from functools import lru_cache

from mtgrules.cards import keyword_syntax
from mtgrules.ir import (EMPTY, SIEGE, ActivatedAbility, AddMana, CostChange, Mode, StaticAbility, TargetSpec, bind_bounds,
                         without_bounds)
from mtgrules.engine import creature_costs
from mtgrules.engine import (bestowed, conditional_costs, cost_changes, dashed, disturb, division, end_step_costs, evoked,
                             exiled_casting, face_casting, face_down, flashback, graveyard_casting, hooks, madness, mana, overloaded, pay_instead, rebound, stickers,
                             suspended, targets, zone_abilities)
from mtgrules.engine.abilities import (cost_payable_apart_from_mana, crew_candidates, crew_power,
                                       pay_crew, pay_other_costs)
from mtgrules.engine.actions import (ActivateAbility, ChooseColor, ChooseMode, ChooseObject, ChooseSticker,
                                     ChooseTarget, ChooseX, ChooseYesNo, PayCost)
from mtgrules.engine.decision import handler
from mtgrules.engine import cost_options, mana_ability_costs, mana_ability_x
from mtgrules.engine import mana_triggers
from mtgrules.engine import alternative_costs, cast_limits
from mtgrules.engine import prototype, spell_grants, zone_grants
from mtgrules.engine.each_opponent import per_opponent_targets
from mtgrules.engine.objects import ZONE_NAMES, StackObject, Zone, player_ref, seat_name
from mtgrules.engine.steps import Stage

SPELL, ABILITY, TRIGGER = "spell", "ability", "trigger"


class Casting:
    """Progress of putting one spell or ability on the stack (``item`` is its stack id)."""

    __slots__ = ("item", "player", "kind", "stage", "chosen", "sticker", "locked", "instead",
                 "resolution", "assist")

    def __init__(self, item: int, player: int, kind: str) -> None:
        self.item = item
        self.player = player
        self.kind = kind
        self.stage = "mode"
        self.chosen: tuple[int, ...] = ()  # objects chosen to pay additional costs
        # sticker kicker (702.33h): None until asked, () for no sticker, else (sheet, index) and
        # for a name sticker then its position (123.6b)
        self.sticker: tuple | None = None
        # the cost increases and reductions, locked in once the total cost is determined (601.2f)
        self.locked: tuple | None = None
        # parts of the total cost paid otherwise than with mana: (object, part, way) (601.2h;
        # convoke, improvise, delve)
        self.instead: tuple = ()
        # cast as a spell or ability resolves (608.2g): no player receives priority after it
        self.resolution = False
        # assist (702.132a): None until its caster has chosen, -1 for no player, else the seat
        # of the player chosen to help pay
        self.assist: int | None = None

    def copy(self) -> "Casting":
        other = Casting(self.item, self.player, self.kind)
        other.stage = self.stage
        other.chosen = self.chosen
        other.sticker = self.sticker
        other.locked = self.locked
        other.instead = self.instead
        other.resolution = self.resolution
        other.assist = self.assist
        return other


# --- what a stack object does -------------------------------------------------------------

def modes_of(card, ability):
    """The modes (rule 700.2) of a spell (``ability`` None) or of an ability. A permanent
    spell has none, unless a keyword gives it targets (an Aura spell, 303.4a:
    ``keyword_syntax.spell_targets``): then one mode with those targets and no effect."""
    if ability is None:
        if card.spell is not None:
            return card.spell.modes
        specs = keyword_syntax.spell_targets(card)
        return _targets_mode(specs) if specs else ()
    return ability.modes or (ability.mode,)


@lru_cache(maxsize=None)
def _targets_mode(specs: tuple) -> tuple:
    return (Mode(specs, (), ", ".join(s.text for s in specs)),)


def item_modes(item: StackObject):
    """The modes of a spell or ability on the stack; a bestowed Aura spell's target is that
    of its enchant creature (702.103b)."""
    if item.bestowed:
        return bestowed.modes()
    if item.overloaded:  # "each" for "target" (702.96b)
        return overloaded.modes(item.card)
    return modes_of(item.card, item.ability)


def modes_needed(card, ability, count: int) -> int:
    """How many modes are chosen (700.2): a modal spell's or ability's "choose one / two"."""
    if ability is None:
        need = card.spell.choose if card.spell is not None else 1
    else:
        need = getattr(ability, "choose", 1)
    return min(need, count)


def modes_at_least(card, ability, count: int) -> int:
    """How many modes must be chosen at least: all of ``modes_needed`` unless the spell or
    ability says "choose one or both" / "one or more" (700.2)."""
    if ability is None and card.spell is not None and card.spell.at_least is not None:
        return min(card.spell.at_least, count)
    if ability is not None and getattr(ability, "at_least", None) is not None:
        return min(ability.at_least, count)
    return modes_needed(card, ability, count)


#: The answer that ends the choice of modes once enough are chosen ("one or more", 700.2).
NO_MORE_MODES = -1


def chosen_modes(item: StackObject):
    modes = item_modes(item)
    return [modes[i] for i in item.modes]


def target_specs(item: StackObject) -> list:
    """The target specifications of the chosen modes, in order (rule 601.2c)."""
    specs = []
    for mode in chosen_modes(item):
        offset = len(specs)
        specs.extend(s if s.other_than < 0 else dataclasses.replace(s, other_than=s.other_than + offset)
                     for s in mode_targets(item, mode, offset))
    return specs


def mode_targets(item: StackObject, mode, offset: int = 0) -> tuple:
    """The targets ``mode`` has for ``item``, whose targets begin at ``offset``: those of a part
    of the effect that happens only if the spell was kicked are chosen only if it was
    (702.33g); "up to X target ..." X times, "any number of target ..." once for each one
    chosen and, until "no more targets" is chosen, once more (601.2c)."""
    if mode.bounds:  # "target creature card with mana value X or less": X was announced (601.2b)
        mode = bind_bounds(mode, lambda n: item.x if n == "X" else n)
    if mode.kicked_targets and not keyword_syntax.times_kicked(item.card, item.optional_paid):
        return mode.targets[:-mode.kicked_targets]
    if mode.per_kick:  # "then choose another target for each time this spell was kicked"
        return mode.targets + mode.targets[-1:] * keyword_syntax.times_kicked(item.card, item.optional_paid)
    if mode.last_times == "X":  # "up to X target ...": X was announced (601.2b-c)
        return mode.targets[:-1] + mode.targets[-1:] * (item.x or 0)
    if mode.last_times == "any":
        chosen = item.targets[offset + len(mode.targets) - 1:]
        more = 0 if chosen and chosen[-1] == targets.NO_TARGET else 1
        return mode.targets[:-1] + mode.targets[-1:] * (len(chosen) + more)
    if mode.per_opponent:  # "for each opponent, ... target ... that player controls" (601.2c)
        return per_opponent_targets(mode, item.opponents or ())
    return mode.targets


def mana_cost_of(item: StackObject):
    if item.ability is None:
        if item.face_down_card is not None:  # rules 702.37c, 702.168b: {3} rather than its mana cost
            return face_down.FACE_DOWN_COST
        if item.bestowed:  # an alternative cost (702.103a, 601.2f)
            return bestowed.bestow_cost(item.card)
        if item.flashback:  # rule 702.34a (granted: its mana cost)
            return flashback.cost_of(item.card, True)[0]
        if item.disturbed:  # rule 702.146a
            return disturb.cost_of(item.whole_card)
        if item.evoked:  # rule 702.74a
            return evoked.evoke_cost(item.card)
        if item.dashed:  # rule 702.109a
            return dashed.dash_cost(item.card)
        if item.overloaded:  # rule 702.96a
            return overloaded.overload_cost(item.card)
        if item.madness:  # rule 702.35a
            return madness.madness_cost(item.card)
        if item.cast_by in exiled_casting.WAYS:  # rules 702.143a, 702.170d
            return exiled_casting.cast_cost(item.card, item.cast_by)
        if item.cast_by in conditional_costs.ALTERNATIVES or item.cast_by in end_step_costs.WAYS \
                or item.cast_by in creature_costs.WAYS or item.cast_by == MIRACLE:
            return item.card.keyword_cost(item.cast_by)  # spectacle, surge, blitz, warp, emerge, miracle
        if item.from_graveyard:  # jump-start, retrace: its mana cost; mayhem: its own (702.187b)
            return graveyard_casting.cost_of(zone_grants.as_cast(item), item.from_graveyard)
        if item.alternative_cost:  # rule 118.9: "You may pay {U} rather than pay ..."
            return alternative_costs.of(item.card).mana or EMPTY
        if item.free:  # rule 118.9: without paying its mana cost
            return EMPTY
        return item.card.mana_cost
    return item.ability.cost.mana


def spell_name(item: StackObject) -> str:
    """The name the log gives a spell or ability on the stack: a face-down spell's is hidden
    (708.5)."""
    if item.face_down_card is not None:
        return face_down.public_name(item)
    return item.card.name or "a face-down permanent"  # an ability of one (708.2a: no name)


def mode_possible(game, mode, player: int, source: int, card, kicked: bool = False,
                  spell: bool = False, leaving: int | None = None) -> bool:
    """Whether every target the mode requires can be chosen (601.2c): an "up to N" target
    needn't be, and targets of one word "target" need that many different choices (115.3);
    those chosen only if the spell is kicked (702.33g) only when ``kicked``. ``spell``: the
    card ``source`` is about to be cast, so it will be on the stack and can't be its own
    target (115.5: "target card from a graveyard" of a spell cast from a graveyard);
    ``leaving``: a spell or ability that will have left the stack by the time the targets are
    chosen (the one resolving as this card is cast, 608.2g), so it can't be a target."""
    if mode.bounds:  # before X is announced: a target for some value of X (601.2b-c)
        mode = without_bounds(mode)
    if mode.per_opponent:  # once for each opponent (601.2c)
        mode = dataclasses.replace(mode, targets=per_opponent_targets(mode, game.opponents(player)),
                                   per_opponent=0)
    specs = mode.targets if kicked or not mode.kicked_targets else mode.targets[:-mode.kicked_targets]
    needed: dict[int, int] = {}
    chosen: dict[int, list] = {}
    for i, spec in enumerate(specs):
        if spec.optional or spec.group and spec.group in needed:
            continue
        found = targets.legal_targets(game, spec, player, source, card, True if spell else None)
        if spell and source in found or leaving in found:
            found = [t for t in found if t != source and t != leaving]
        chosen[i] = found
        if not spec.group:
            if not found or spec.other_than in chosen and not _differ(chosen[spec.other_than], found):
                return False
        else:
            needed[spec.group] = sum(1 for s in specs if s.group == spec.group and not s.optional)
            if len(found) < needed[spec.group]:
                return False
    return True


def _differ(first: list, second: list) -> bool:
    """Whether two different objects can be chosen, one of ``first`` and one of ``second``
    ("target creature ... another target creature", 115.3)."""
    return bool(first) and (len(second) > 1 or len(first) > 1 or first != second)


# --- casting spells ------------------------------------------------------------------------

def sorcery_timing(game, player: int) -> bool:
    """Rule 307.1 / 117.1a: main phase of the player's own turn, with an empty stack."""
    return game.active == player and game.step.is_main and not game.stack


# casting from exile as an ability resolves: madness (702.35a), rebound (702.88a), cascade (702.85a),
# discover (701.57a)
CASCADE = "cascade"
DISCOVER = "discover"
# casting from the hand as miracle's triggered ability resolves (702.94a; effectlib/miracle.py)
MIRACLE = "miracle"
# casting the copy of a card encoded with cipher, from exile, as its ability resolves (702.99a,
# 707.12; effectlib/cipher.py)
CIPHER = "cipher"
_FROM_EXILE = {madness.ALTERNATIVE: ("702.35a", "for its madness cost"),
               rebound.ALTERNATIVE: ("702.88a", "from exile with rebound"),
               CASCADE: ("702.85a", "by cascade"),
               DISCOVER: ("701.57a", "by discover"),
               suspended.ALTERNATIVE: ("702.62a", "with suspend"),
               CIPHER: ("702.99a", "as the copy of an encoded card"),
               SIEGE: ("310.11b", "transformed as its Siege is defeated")}


def why_cannot_cast(game, player: int, oid: int, sources=None,
                    alternative: str = "", during_resolution: bool = False,
                    face: int = 0) -> tuple[str, str] | None:
    """None if ``player`` may begin casting card ``oid`` now, else (rule, reason).
    ``sources``: the player's mana sources, when the caller has them already; ``alternative``:
    cast paying an alternative cost ("bestow", 702.103a); ``during_resolution``: cast as an
    effect instructs while it resolves (608.2g: its timing doesn't matter); ``face``: the face
    of a card with several that is cast (709.3, 712.11b, 715.3; only that face is evaluated,
    709.3a, 712.11c, 715.3a)."""
    obj = game.objects.get(oid)
    from_graveyard = _FROM_GRAVEYARD.get(alternative)  # rules 702.34a, 702.146a
    if alternative in exiled_casting.WAYS:  # foretold, plotted (702.143a, 702.170d)
        why = exiled_casting.why_not(game, player, obj, alternative)
        if why:
            return why
    elif alternative in _FROM_EXILE:  # from exile, as their ability resolves (608.2g)
        rule, what = _FROM_EXILE[alternative]
        if not during_resolution:
            return rule, f"{game.name(oid)} can be cast {what} only as its ability resolves"
        # a defeated Siege is cast by its controller, who may not own it (310.11b)
        if obj is None or obj.owner != player and alternative != SIEGE or obj.zone is not Zone.EXILE:
            return rule, f"{game.name(oid)} is not in exile"
    elif obj is not None and (obj.card.faces or obj.zone in (Zone.EXILE, Zone.LIBRARY)) and not from_graveyard:
        why = face_casting.why_not_zone(game, player, obj, face)
        if why:
            return why
    elif obj is None or obj.owner != player or obj.zone is not (
            Zone.GRAVEYARD if from_graveyard else Zone.HAND):
        if from_graveyard:
            return from_graveyard, f"{game.name(oid)} is not in player {seat_name(player)}'s graveyard"
        return "601.2a", f"{game.name(oid)} is not in player {seat_name(player)}'s hand"
    if obj.card.unsupported:
        return "601.2", f"{obj.card.name} is not supported ({obj.card.unsupported!r})"
    whole = zone_grants.card_of(game, oid)  # with keywords given to it where it is (613.1f)
    card = face_casting.spell_face(whole, face)
    if alternative == face_casting.FUSE:  # rule 702.102a: both halves, from the hand
        card = face_casting.fused(obj.card) if face == 0 and obj.zone is Zone.HAND else None
        if card is None:
            return "702.102a", f"{obj.card.name} can't be cast fused"
    if card is None:
        return "601.2a", f"{obj.card.name} has no face {face + 1} that can be cast"
    face_down_way = alternative in face_down.ALTERNATIVES
    if face_down_way:  # rules 702.37c, 702.168b
        if alternative not in face_down.ways(card):
            return "702.37d", f"{card.name} can't be cast face down: it has no {alternative} ability"
        # rule 708.4: what applies to casting it is what applies to the face-down spell
        card = face_down.spell_card(alternative)
    if alternative == disturb.ALTERNATIVE:
        why = disturb.why_not(card)
        if why:
            return why
        card = disturb.cast_face(card)  # rule 712.11c-d: the face it will have is evaluated
    if alternative == SIEGE:  # rules 310.11b, 712.11a: cast transformed
        if not card.can_transform:
            return "712.11a", f"{card.name} has no back face to be cast transformed"
        card = card.face_up(True)  # rule 712.11c-d
    if alternative == prototype.ALTERNATIVE:
        why = prototype.why_not(card)
        if why:
            return why
        card = prototype.prototyped(card)  # rule 718.3a: its prototype characteristics are evaluated
    if "Land" in card.types:
        return "305.9", f"{card.name} is a land: it is played, not cast"
    locked = hooks.stack_lock(game)  # split second (702.61a), even as an effect casts it
    if locked is not None:
        return locked
    if "Instant" not in card.types and not during_resolution and not sorcery_timing(game, player) and \
            not hooks.has_flash(game, card, player):
        return "307.1", (f"{card.name} can be cast only during a main phase of its controller's "
                         "turn when the stack is empty")
    limited = cast_limits.why_not(game, card, player)  # "Cast this spell only ..." (601.3)
    if limited is None:  # "Each player can't cast more than one spell each turn." (101.2)
        limited = cast_limits.why_not_count(game, card, player)
    if limited is not None:
        return limited
    to_pay = card.mana_cost
    modes = modes_of(card, None)
    extra = card.additional_costs
    if alternative == flashback.ALTERNATIVE:
        given = flashback.granted(game, oid)  # "gains flashback until end of turn"
        why = flashback.why_not(card, given)
        if why:
            return why
        to_pay, more = flashback.cost_of(card, given)
        extra = extra + more  # rule 601.2h: paid with the rest of the total cost
    elif alternative in graveyard_casting.WAYS:  # jump-start, retrace: its own mana cost
        why = graveyard_casting.why_not(card, alternative) or graveyard_casting.why_not_now(
            game, oid, alternative)
        if why:
            return why
        to_pay = graveyard_casting.cost_of(card, alternative)  # mayhem's (702.187b)
        extra = extra + graveyard_casting.extra_costs(card, alternative)  # paid with the rest (601.2h)
    elif face_down_way:
        to_pay = face_down.FACE_DOWN_COST  # rules 702.37a, 702.168a
    elif alternative == disturb.ALTERNATIVE:
        to_pay = disturb.cost_of(obj.card)  # rule 702.146a
    elif alternative == evoked.ALTERNATIVE and evoked.evoke_cost(card) is not None:
        to_pay = evoked.evoke_cost(card)  # rule 702.74a
    elif alternative == dashed.ALTERNATIVE and dashed.dash_cost(card) is not None:
        to_pay = dashed.dash_cost(card)  # rule 702.109a
    elif alternative in end_step_costs.WAYS and card.keyword_cost(alternative) is not None:
        to_pay = card.keyword_cost(alternative)  # rules 702.152a, 702.185a
    elif alternative == madness.ALTERNATIVE and madness.madness_cost(card) is not None:
        to_pay = madness.madness_cost(card)  # rule 702.35a
    elif alternative in (rebound.ALTERNATIVE, CASCADE, DISCOVER, suspended.ALTERNATIVE, CIPHER, SIEGE):
        # rules 702.88a, 702.85a, 701.57a, 702.62a, 310.11b: without paying its mana cost (118.9),
        # as the ability allowing it resolves (rebound's delayed one: the card needn't have
        # rebound in exile, its spell had it, maybe given by an effect, 613.1f)
        to_pay = EMPTY
    elif alternative == overloaded.ALTERNATIVE and overloaded.overload_cost(card) is not None:
        to_pay, modes = overloaded.overload_cost(card), overloaded.modes(card)  # rule 702.96a-b
    elif alternative in exiled_casting.WAYS:  # rules 702.143a, 702.170d
        to_pay = exiled_casting.cast_cost(card, alternative)
    elif alternative in conditional_costs.ALTERNATIVES:  # rules 702.137a, 702.117a
        why = conditional_costs.why_not(game, player, card, alternative)
        if why:
            return why
        to_pay = card.keyword_cost(alternative)
    elif alternative in creature_costs.WAYS and alternative not in graveyard_casting.WAYS \
            and card.keyword_cost(alternative) is not None:
        to_pay = card.keyword_cost(alternative)  # rule 702.119a
    elif alternative == MIRACLE and card.keyword_cost(MIRACLE) is not None:
        if not during_resolution:
            return "702.94a", f"{card.name} can be cast for its miracle cost only as its miracle ability resolves"
        to_pay = card.keyword_cost(MIRACLE)
    elif alternative == face_casting.FUSE:
        pass  # rule 702.102c: the combined mana cost; both modes possible (702.102d)
    elif alternative == alternative_costs.ALTERNATIVE:  # rule 118.9: its own text's
        why = alternative_costs.why_not(game, card, player)
        if why:
            return why
        alt = alternative_costs.of(card)
        to_pay, extra = alt.mana or EMPTY, extra + alt.others
    elif alternative == prototype.ALTERNATIVE:
        pass  # rule 718.3b: the prototype mana cost is its mana cost
    elif alternative:
        if alternative != "bestow" or bestowed.bestow_cost(card) is None:
            return "601.2b", f"{card.name} can't be cast with {alternative}"
        to_pay, modes = bestowed.bestow_cost(card), bestowed.modes()  # 702.103a-b, 702.103d
    needed = 1
    if modes:
        # cast as a spell resolves, it is cast once that spell has finished resolving (608.2g):
        # the resolving spell won't be there to be targeted
        leaving = game.resolving.item.id if during_resolution and game.resolving is not None else None
        possible = sum(1 for m in modes if mode_possible(game, m, player, oid, card, spell=True,
                                                         leaving=leaving))
        # "choose one or more" needs one possible mode only (700.2)
        if card.spell is not None:
            needed = modes_at_least(card, None, len(modes))
        if possible < min(needed, len(modes)):
            return "601.2c", f"{card.name} has no legal targets"
    for cost in extra:
        if cost.kind == "choice":
            continue
        if len(_cost_candidates(game, player, cost, oid)) < cost.count and cost.kind != "life" or \
                cost.kind == "life" and game.players[player].life < cost.count:
            return "601.2h", f"player {seat_name(player)} can't pay the additional cost: {cost.text}"
    req = mana.Requirement.of([to_pay])
    changes = cost_changes.spell_changes(game, player, card, oid)
    change = cost_changes.delta(game, changes, _targeted(
        game, player, card, oid, (), [s for mode in modes for s in without_bounds(mode.targets)])) if changes else None
    if change is not None:  # rule 601.2f: with the targets it could have
        req = cost_changes.apply(req, change)
    why = cost_options.castable(game, player, card, oid, to_pay, change)
    if why:
        return why
    spell = obj if card is whole and not face_down_way else None  # restricted mana (106.6)
    if alternative in creature_costs.WAYS:  # rules 702.119a, 702.180a: with a creature's help
        if not _creature_choices(game, player, alternative, req, sources, spell):
            way = creature_costs.WAYS[alternative]
            doing = {"tap": "tapping", "sacrifice": "sacrificing", "return": "returning"}[way.kind]
            return way.rule, (f"player {seat_name(player)} can't pay the {alternative} cost of {card.name}, "
                              f"even {doing} a creature")
    elif mana.find_payment(game, player, req, None, sources, spell) is None and not _payable_instead(
            game, player, card, req):
        changed = cost_changes.describe(cost_changes.delta(game, changes)) if changes else ""
        return "601.2h", f"player {seat_name(player)} can't pay {to_pay} for {card.name}" + (
            f" ({changed}, 601.2f)" if changed else "")
    elif to_pay is not None and to_pay.x and any(mode.bounds for mode in modes) and not _payable_x_targets(
            game, player, oid, card, modes, to_pay, change, spell, min(needed, len(modes))):
        return "601.2c", f"{card.name} has no legal targets for any X player {seat_name(player)} can pay"
    return None


def _payable_x_targets(game, player: int, oid: int, card, modes, to_pay, change, spell, needed: int) -> bool:
    """Rules 601.2b-c, 107.3a: a target bounded by X ("creature with power X or less") needs an
    X the caster can pay for which ``needed`` of the spell's modes can have their targets (700.2):
    the modes without such bounds count whatever X is, so a modal spell is castable with its
    bounded mode impossible when enough others are possible."""
    bounded = [mode for mode in modes if mode.bounds]
    unbounded = sum(1 for mode in modes if not mode.bounds and mode_possible(
        game, mode, player, oid, card, spell=True))
    if unbounded >= needed:
        return True
    x = 0
    while True:
        req = mana.Requirement.of([to_pay], x)
        if change is not None:
            req = cost_changes.apply(req, change)
        if mana.find_payment(game, player, req, None, None, spell) is None:
            return False
        if unbounded + sum(1 for mode in bounded if mode_possible(
                game, bind_bounds(mode, lambda n, x=x: x if n == "X" else n), player, oid, card,
                spell=True)) >= needed:
            return True
        x += 1


def _creature_choices(game, player: int, way: str, req, sources=None, spell=None) -> list:
    """Rules 702.119a, 702.180a: the creatures (``creature_costs.NONE`` for none, where "up to
    one" allows it) with which the total cost ``req``, reduced by the creature's number, can be
    paid; a creature tapped for the cost can't also tap for mana (exclude it)."""
    w = creature_costs.WAYS[way]
    out = []
    for oid in ([creature_costs.NONE] if w.optional else []) + creature_costs.candidates(game, player, way):
        less = cost_changes.apply(req, (0, "", creature_costs.reduction(game, oid, way), ""))
        exclude = oid if w.kind == "tap" and oid != creature_costs.NONE else None
        if mana.find_payment(game, player, less, exclude, None if exclude is not None else sources,
                             spell) is not None:
            out.append(oid)
    return out


#: The alternative costs that cast a card from its owner's graveyard, and their rules.
_FROM_GRAVEYARD = {flashback.ALTERNATIVE: "702.34a", disturb.ALTERNATIVE: "702.146a",
                   **{way: w.rule for way, w in graveyard_casting.WAYS.items()}}


def begin_cast(game, player: int, oid: int, alternative: str = "",
               during_resolution: bool = False, face: int = 0) -> None:
    """Rule 601.2a: the card moves to the stack and becomes the spell; choices follow. Cast
    bestowed, it becomes an Aura spell (702.103b); cast with one of its faces, it has only that
    face's characteristics (709.3b, 712.8f, 715.3b). ``during_resolution``: cast as an effect
    instructs (608.2g): no player receives priority after it is cast."""
    from_hand = game.objects[oid].zone is Zone.HAND
    granted = zone_grants.granted(game, oid)  # keywords given to it where it is (613.1f)
    cast_from = ZONE_NAMES[game.objects[oid].zone]  # rule 601.2a: where it moved from
    if game.objects[oid].zone is Zone.EXILE:
        face_casting.cast_from_exile(game, player, oid)  # rule 715.3d
        exiled_casting.used(game, oid)  # rules 702.143a, 702.170d
    obj = game.remove_from_zone(oid)
    sid = game.new_id()
    if alternative in face_down.ALTERNATIVES:  # rule 708.4: turned face down before it's put on the stack
        item = StackObject(sid, face_down.spell_card(alternative), obj.owner, player, sid)
        item.face_down_card = obj.card
        item.cast_from = cast_from
        game.objects[sid] = item
        game.stack.append(sid)
        game.event("601.2a", f"player {seat_name(player)} begins to cast a card face down with "
                             f"{alternative}: {face_down.public_name(item)} ({face_down.RULES[alternative]})")
        game.casting = Casting(sid, player, SPELL)
        proceed(game)
        return
    if alternative == face_casting.FUSE:  # rules 702.102a-b: the halves combined, both cast
        item = StackObject(sid, obj.card, obj.owner, player, sid)
        item.modes = tuple(range(len(obj.card.spell.modes)))
    else:
        item = StackObject(sid, face_casting.spell_face(obj.card, face), obj.owner, player, sid)
    item.whole_card, item.face = obj.card, face
    item.cast_from = cast_from
    item.granted = granted
    item.rebound = from_hand and rebound.has_rebound(obj.card)  # rule 702.88a
    item.free = alternative in (rebound.ALTERNATIVE, CASCADE, DISCOVER, suspended.ALTERNATIVE, CIPHER, SIEGE)
    item.is_copy = alternative == CIPHER  # rule 707.12: the copy of a card, cast
    item.bestowed = alternative == "bestow"
    item.flashback = alternative == flashback.ALTERNATIVE
    item.from_graveyard = alternative if alternative in graveyard_casting.WAYS else ""
    item.evoked = alternative == evoked.ALTERNATIVE
    item.dashed = alternative == dashed.ALTERNATIVE
    item.overloaded = alternative == overloaded.ALTERNATIVE
    item.madness = alternative == madness.ALTERNATIVE
    if alternative in exiled_casting.WAYS or alternative in conditional_costs.ALTERNATIVES or \
            alternative == suspended.ALTERNATIVE or alternative in end_step_costs.WAYS or \
            alternative in creature_costs.WAYS and alternative not in graveyard_casting.WAYS or \
            alternative == MIRACLE:
        item.cast_by = alternative
    if alternative in conditional_costs.ALTERNATIVES:  # "if this spell's surge cost was paid"
        conditional_costs.paid(game, sid, alternative)
    item.alternative_cost = alternative == alternative_costs.ALTERNATIVE
    if alternative == prototype.ALTERNATIVE:  # rule 718.3b: the card itself stays ``whole_card``
        item.card = prototype.prototyped(obj.card)
    if alternative == disturb.ALTERNATIVE:  # rules 702.146a, 712.11a: its back face up
        item.disturbed, item.whole_card, item.card = True, obj.card, disturb.cast_face(obj.card)
    if alternative == SIEGE:  # rules 310.11b, 712.11a: its back face up; it enters so (712.13)
        item.cast_by, item.whole_card, item.card = SIEGE, obj.card, obj.card.face_up(True)
    if item.card.abilities:  # "If you cast it any time a sorcery couldn't have been cast" (307.1)
        from mtgrules.engine.effectlib.flash_sacrifice import cast as flash_cast
        flash_cast(game, sid, item.card, sorcery_timing(game, player))
    game.objects[sid] = item
    game.stack.append(sid)
    how = " bestowed, as an Aura spell (702.103b)" if item.bestowed else \
        " from their graveyard with flashback (702.34a)" if item.flashback else \
        f" from their graveyard with {item.from_graveyard} " \
        f"({graveyard_casting.WAYS[item.from_graveyard].rule})" if item.from_graveyard else \
        " for its evoke cost (702.74a)" if item.evoked else \
        " for its dash cost (702.109a)" if item.dashed else \
        " for its overload cost (702.96a)" if item.overloaded else \
        " from exile for its madness cost (702.35a)" if item.madness else \
        f" for its alternative cost, {alternative_costs.of(item.card).text} (118.9)" if item.alternative_cost else \
        f" transformed, as {item.card.name}, from exile without paying its mana cost (310.11b, " \
        "712.11a)" if item.cast_by == SIEGE else \
        " from exile without paying its mana cost (118.9)" if item.free else \
        exiled_casting.describe_cast(item.cast_by) if item.cast_by in exiled_casting.WAYS else \
        f" for its {item.cast_by} cost ({conditional_costs.ALTERNATIVES[item.cast_by].rule})" if item.cast_by in conditional_costs.ALTERNATIVES else \
        f" for its {item.cast_by} cost ({end_step_costs.WAYS[item.cast_by].rule})" if item.cast_by in end_step_costs.WAYS else \
        f" for its {item.cast_by} cost ({creature_costs.WAYS[item.cast_by].rule})" if item.cast_by in creature_costs.WAYS else \
        " from their hand for its miracle cost (702.94a)" if item.cast_by == MIRACLE else \
        f" transformed, as {item.card.name}, from their graveyard for its disturb cost " \
        "(702.146a, 712.11a)" if item.disturbed else \
        f" prototyped, {item.card.mana_cost} {item.card.power}/{item.card.toughness} (702.160a, 718.3b)" \
        if item.card.prototype_of is not None else face_casting.describe_cast(item)
    cast = obj.card.name if item.disturbed or item.cast_by == SIEGE else item.card.name
    game.event("601.2a", f"player {seat_name(player)} begins to cast {cast}{how}")
    game.casting = Casting(sid, player, SPELL)
    game.casting.resolution = during_resolution
    proceed(game)


# --- activating abilities ------------------------------------------------------------------

def why_cannot_activate(game, player: int, oid: int, index: int) -> tuple[str, str] | None:
    """None if ``player`` may activate ability ``index`` of permanent ``oid`` now."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone not in (Zone.BATTLEFIELD, Zone.HAND, Zone.GRAVEYARD, Zone.COMMAND):
        return "602.2", f"{game.name(oid)} is not a permanent on the battlefield"
    if obj.zone is not Zone.BATTLEFIELD:  # rule 113.6b: cycling, graveyard abilities; 902.7
        why = zone_abilities.why_not_from_here(game, player, obj, index)
        if why:
            return why
        ability = zone_grants.card_of(game, oid).abilities[index]
    else:
        chars = game.chars(oid)
        if not 0 <= index < len(chars.abilities) or type(chars.abilities[index]) is not ActivatedAbility:
            return "602.1", f"{obj.card.name} has no such activated ability"
        ability = chars.abilities[index]
        if chars.controller != player and not ability.any_player:
            return "602.2", f"player {seat_name(player)} doesn't control {obj.card.name}"
        if ability.zone:
            return "113.6b", f"that ability of {obj.card.name} functions only while it is in a player's {ability.zone}"
        if chars.imposed and ("no_activated" in chars.imposed or (
                "no_nonmana_activated" in chars.imposed and not ability.is_mana)):
            return "602.5", f"that activated ability of {obj.card.name} can't be activated"
    if ability.once_per_turn and (oid, index) in game.turn_state.activated_once:
        return "602.5b", f"that ability of {obj.card.name} can be activated only once each turn"
    if ability.per_turn and times_activated(game, oid, index) >= ability.per_turn:
        return "602.5b", (f"that ability of {obj.card.name} can be activated no more than "
                          f"{ability.per_turn} times each turn")
    if ability.exhaust and oid in game.marks.get(exhausted_mark(index), ()):
        return "702.177a", f"that exhaust ability of {obj.card.name} was already activated"
    if not ability.is_mana:
        locked = hooks.stack_lock(game)  # split second (702.61a)
        if locked is not None:
            return locked
    if ability.sorcery_speed and not sorcery_timing(game, player):
        return "602.5d", f"that ability of {obj.card.name} can be activated only as a sorcery"
    if ability.only_if is not None:
        from mtgrules.engine import conditions
        if not conditions.holds(game, game.chars_table(), oid, player, ability.only_if):
            when = ability.only_if.text
            when = when if when.startswith(("during ", "before ", "if ")) else "if " + when
            return "602.5b", f"that ability of {obj.card.name} can be activated only {when}"
    why = cost_payable_apart_from_mana(game, oid, ability.cost)
    if why:
        return why
    for other in ability.cost.others:  # rule 602.2b: the objects must be there to choose
        wanted = sum(o.count for o in ability.cost.others if o.kind == other.kind
                     and o.filter == other.filter)
        if other.kind == "evidence":  # rule 701.59b: cards of total mana value N or more
            if evidence_value(game, game.players[player].graveyard) < wanted:
                return "701.59b", f"player {seat_name(player)} can't {other.text}"
            continue
        if len(_cost_candidates(game, player, other, oid, ability.cost.tap)) < wanted:
            return "602.2b", f"player {seat_name(player)} can't pay {other.text}"
    if not mode_possible(game, ability.mode, player, oid, obj.card):
        return "602.2b", f"that ability of {obj.card.name} has no legal targets"
    if ability.cost.mana is not None:
        req = mana.Requirement.of([ability.cost.mana])
        if ability.cost_changes:  # rule 601.2f (602.2b)
            req = cost_changes.apply(req, cost_changes.delta(
                game, cost_changes.ability_changes(ability, player, oid),
                _targeted(game, player, obj.card, oid, (), list(without_bounds(ability.mode.targets)))))
        if mana.find_payment(game, player, req, oid if ability.cost.tap else None,
                             spending=mana.ForAbility(oid)) is None:
            return "602.2b", f"player {seat_name(player)} can't pay {ability.cost.mana}"
    return None


def exhausted_mark(index: int) -> str:
    """The name of the mark (in ``game.marks``) on the permanents whose exhaust ability
    ``index`` was activated (702.177a): it stays on the object until it leaves (400.7)."""
    return f"exhausted {index}"


def times_activated(game, oid: int, index: int) -> int:
    """How many times this turn ability ``index`` of ``oid`` was activated, for one limited to
    a number of times each turn (602.5b)."""
    return next((n for o, i, n in game.turn_state.activations if o == oid and i == index), 0)


def _note_activated(game, oid: int, index: int, ability) -> None:
    """Remember an activation that limits later ones: once each turn (602.5b), an exhaust
    ability once (702.177a)."""
    if ability.once_per_turn:
        game.turn_state.activated_once |= {(oid, index)}
    if ability.per_turn:  # "activate no more than twice each turn" (602.5b)
        state = game.turn_state
        n = times_activated(game, oid, index)
        state.activations = tuple(a for a in state.activations if a[:2] != (oid, index)) + ((oid, index, n + 1),)
    if ability.exhaust:
        name = exhausted_mark(index)
        game.marks[name] = game.marks.get(name, frozenset()) | {oid}


def begin_activate(game, player: int, oid: int, index: int) -> None:
    """Rule 602.2a / 605.3: a mana ability resolves at once; another ability goes on the stack."""
    perm = game.objects[oid]
    ability = zone_abilities.activated_ability(game, oid, index)
    _note_activated(game, oid, index, ability)
    if ability.is_mana:
        activate_mana_ability(game, player, oid, index)
        return
    sid = game.new_id()
    item = StackObject(sid, perm.card, perm.owner, player, oid, ability)
    game.objects[sid] = item
    game.stack.append(sid)
    game.event("602.2a", f"player {seat_name(player)} begins to activate an ability of {perm.card.name}")
    game.casting = Casting(sid, player, ABILITY)
    proceed(game)


def activate_mana_ability(game, player: int, oid: int, index: int, chosen: tuple = (),
                          x: int | None = None) -> None:
    """Rule 605.3b: a mana ability doesn't use the stack; it resolves immediately. X, if its
    cost removes X counters, is announced first (``x``; 601.2b, 107.3); a cost of objects to
    choose ("Sacrifice a creature") has them chosen first, one decision each (``chosen``: those
    chosen so far; 602.2b, 601.2h)."""
    ability = game.chars(oid).abilities[index]
    if x is None and mana_ability_x.needs_x(ability):
        mana_ability_x.ask(game, player, oid, index)
        return
    if len(chosen) < mana_ability_costs.needed(ability.cost):
        mana_ability_costs.ask(game, player, oid, index, chosen)
        return
    name = game.name(oid)  # the source may leave as its cost is paid ("Sacrifice this artifact")
    _note_activated(game, oid, index, ability)
    if ability.cost.mana is not None:
        payment = mana.find_payment(game, player, mana.Requirement.of([ability.cost.mana]),
                                    oid if ability.cost.tap else None,
                                    spending=mana.ForAbility(oid))
        mana.execute_payment(game, player, payment)
    pay_other_costs(game, oid, ability.cost, player, x=x or 0)
    if chosen:
        pay_cost_objects(game, player, ability.cost.others, list(chosen),
                         f"activate a mana ability of {name}")
    effects = ability.mode.effects if x is None else mana_ability_x.with_x(ability.mode.effects, x)
    _mana_effects(game, player, oid, name, effects, bool(ability.cost.tap))


def _mana_effects(game, player: int, oid: int, name: str, effects: tuple, tapped: bool,
                  made: tuple[str, ...] = ()) -> None:
    """Rule 605.3b: a mana ability's effects, in the order written, at once: the mana (its
    color chosen as it is added, 106.1; the effects after it wait for that choice) and what
    it does beside ("Draw a card", "This land deals 1 damage to you"); ``tapped``: {T} was in
    its cost, so then the triggered mana abilities of a permanent tapped for mana resolve
    (605.4a, 106.12a), told the mana it ``made`` (the effects before these included)."""
    for n, effect in enumerate(effects):
        if type(effect) is AddMana:
            colors = mana.choices(game, oid, effect)
            if colors:
                count = mana.amount_of(game, oid, effect, player)
                if count > 0:  # "X mana of any one color" with X 0: no mana, no choice
                    game.ask("color", player, f"choose a color of mana for {name}",
                             (oid, count, colors, False, name, tuple(effects[n + 1:]),
                              effect.spend_only, tapped, made))
                    return
                continue
            colors = mana.produced(game, oid, effect, player)
            mana.add_mana(game, player, colors, name, effect.spend_only, mana.snow_source(game, oid))
            made += tuple(colors)
        else:
            mana.side_effect(game, player, oid, effect)
    if tapped:
        mana_triggers.tapped_for_mana(game, player, oid, made)
    game.passes = 0


def _color_legal(game, decision):
    """The colors the mana may be (rule 106.1); while a cost is being paid, only those that keep
    it payable are offered. ``data``: (source, amount, colors, during a resolution)."""
    oid, count, colors, resolving = decision.data[:4]
    if resolving:
        return [ChooseColor(c) for c in colors]
    return [ChooseColor(c) for c in colors_keeping_payable(game, decision.player, oid, count, colors)]


def colors_keeping_payable(game, player: int, oid: int, count: int, colors: str) -> str:
    """Of ``colors``, those that ``count`` mana from source ``oid`` may be while a spell or an
    activated ability's cost is being paid (601.2g-h): those keeping it payable; all of them at
    other times."""
    casting = game.casting
    if casting is None or casting.kind == TRIGGER:
        return colors
    item = game.objects[casting.item]
    req = _total_requirement(game, item)
    exclude = _tapped_source(casting, item)
    p = game.players[player]
    snow = count if mana.snow_source(game, oid) else 0  # its mana can pay {S} (107.4h)
    out = ""
    for c in colors:
        i = mana.MANA_INDEX[c]
        p.pool[i] += count
        p.snow[i] += snow
        if mana.find_payment(game, player, req, exclude) is not None:
            out += c
        p.pool[i] -= count
        p.snow[i] -= snow
    # with convoke, improvise or delve (601.2h) the rest may be paid by other things than mana,
    # so no color need keep a payment by mana alone possible: then every color is offered
    return out or colors


def _color_perform(game, decision, action: ChooseColor) -> None:
    oid, count, _colors, resolving = decision.data[:4]
    if resolving:  # the mana was added by a resolving spell or ability: on with its effects
        mana.add_mana(game, decision.player, action.color * count, game.name(oid),
                      snow=mana.snow_source(game, oid))
        game.resolving.queue.pop(0)
        return
    # a mana ability: its name, its effects after this, the mana it made before
    name, rest, only, tapped, made = decision.data[4:]
    mana.add_mana(game, decision.player, action.color * count, name, only, mana.snow_source(game, oid))
    _mana_effects(game, decision.player, oid, name, rest, tapped, made + (action.color,) * count)
    if game.pending is None and game.casting is not None:
        proceed(game)


handler("color", _color_legal, _color_perform)


# --- the steps of 601.2 as decisions ----------------------------------------------------------

def proceed(game) -> None:
    """Advance the casting in progress to its next decision, or finish it."""
    casting = game.casting
    item = game.objects[casting.item]
    if casting.stage == "mode":
        modes = item_modes(item)
        need = modes_needed(item.card, item.ability, len(modes))
        if len(item.modes) < need:
            game.ask("mode", casting.player, f"choose a mode for {item.card.name}")
            return
        # a triggered ability has no costs: after its modes, its targets (603.3c-d)
        casting.stage = "targets" if casting.kind == TRIGGER else "optional"
    if casting.stage == "optional":
        if casting.kind == SPELL and (_ask_optional(game, casting, item)
                                      or cost_options.ask(game, casting, item)
                                      or _ask_cost_creature(game, casting, item)):
            return
        casting.stage = "x"
    if casting.stage == "x":
        cost = mana_cost_of(item)
        if casting.kind != TRIGGER and (cost is not None and cost.x or _loyalty_x(item) or _extra_x(item)):
            game.ask("x", casting.player, f"announce X for {item.card.name}")
            return
        casting.stage = "targets"
    if casting.stage == "targets":
        if item.opponents is None:  # the opponents "for each opponent" chooses targets for (601.2c)
            item.opponents = tuple(game.opponents(item.controller)) \
                if any(md.per_opponent for md in chosen_modes(item)) else ()
        specs = target_specs(item)
        if len(item.targets) < len(specs):
            spec = specs[len(item.targets)]
            game.ask("target", casting.player, f"choose {spec.text} for {item.card.name}")
            return
        casting.stage = "divide"
    if casting.stage == "divide":
        if division.announce(game, casting, item, chosen_modes(item)):  # rule 601.2d
            return
        casting.stage = "costs"
    if casting.stage == "costs":
        cost = _current_cost(game, item, casting.chosen) if casting.kind != TRIGGER else None
        if cost is not None:
            game.ask("cost_choice", casting.player, f"choose what to pay for {item.card.name}: {cost.text}")
            return
        casting.stage = "sticker"
    if casting.stage == "sticker":
        if casting.kind == SPELL and _ask_sticker(game, casting, item):
            return
        if casting.kind == ABILITY and item.ability.cost.crew is not None:
            casting.stage = "crew"
            game.ask("crew", casting.player, f"choose the creatures to tap to crew {item.card.name} "
                                             f"(total power {item.ability.cost.crew} or greater)")
            return
        casting.stage = "pay"
    if casting.stage == "crew":
        casting.stage = "pay"
    if casting.stage == "pay":
        if casting.kind != TRIGGER and casting.locked is None:
            _lock_total_cost(game, casting, item)
        if casting.kind == SPELL and _ask_assist(game, casting, item):
            return
        if casting.kind != TRIGGER and _total_requirement(game, item).total:
            game.ask("pay", casting.player, f"pay {_cost_text(game, item)} for {spell_name(item)}")
            return
        if casting.kind == ABILITY:
            ability = item.ability
            item.source_counters = pay_other_costs(game, item.source, ability.cost, casting.player,
                                                   ability.keyword, item.x)
            if ability.cost.crew is not None:
                pay_crew(game, item.source, casting.chosen)
            _pay_additional(game, casting, item)
        elif casting.kind == SPELL:
            _pay_additional(game, casting, item)
        finish(game)


def _lock_total_cost(game, casting: Casting, item: StackObject) -> None:
    """Rule 601.2f: the total cost is determined, with its increases and reductions, and
    locked in: what changes afterwards (a permanent sacrificed for mana) doesn't change it."""
    casting.locked = _cost_change(game, item)
    if casting.locked != cost_changes.NO_CHANGE:
        game.event("601.2f", f"the total cost of {spell_name(item)} is "
                             f"{cost_changes.describe(casting.locked)}: {cost_changes.requirement_text(_total_requirement(game, item))}")


def _payable_instead(game, player: int, card, req, exclude: int | None = None) -> bool:
    """Whether ``req`` can be paid with the help of convoke, improvise or delve (601.2h)."""
    ways = pay_instead.kinds(card)
    return bool(ways) and pay_instead.payable(game, player, req, pay_instead.helpers(game, player, ways),
                                              exclude)


def _tapped_source(casting: Casting, item: StackObject) -> int | None:
    """The permanent whose ability is being activated, if its cost includes {T}: it is tapped
    to pay that cost, so its own mana abilities can't help pay the mana (602.2b, 601.2h).
    Without {T} in the cost, its mana abilities may be activated to pay (601.2g): a creature
    may tap for mana to pay for its own "{2}: ..." or "{2}, Sacrifice this: ..." ability."""
    if casting.kind == ABILITY and item.ability.cost.tap:
        return item.source
    return None


def _total_requirement(game, item: StackObject) -> mana.Requirement:
    """Rule 601.2f: the total cost (mana cost or ability cost, with X, plus the optional
    additional costs announced, 601.2b, and the cost increases and reductions), less what was
    paid otherwise than with mana (convoke, improvise, delve: 601.2h)."""
    req = _requirement(game, item, [mana_cost_of(item)] + _announced_costs(game, item), item.x)
    casting = game.casting
    if casting is not None and casting.item == item.id and casting.instead:
        return pay_instead.rest(req, casting.instead)
    return req


def _requirement(game, item: StackObject, costs: list, x: int = 0) -> mana.Requirement:
    """``costs`` (with X) changed by the cost increases and reductions that apply to ``item``:
    those locked in as its total cost was determined, else those that would apply now."""
    req = mana.Requirement.of(costs, x)
    casting = game.casting
    if casting is not None and casting.item == item.id and casting.locked is not None:
        return cost_changes.apply(req, casting.locked)
    return cost_changes.apply(req, _cost_change(game, item))


def _cost_change(game, item: StackObject) -> tuple:
    """The cost changes that apply to ``item`` now (601.2f), its targets chosen so far counted
    as its targets, and those still to choose as the ones most favourable to its controller."""
    if item.ability is None:
        changes = cost_changes.spell_changes(game, item.controller, item.card, item.id)
    elif type(item.ability) is ActivatedAbility:
        changes = cost_changes.ability_changes(item.ability, item.controller, item.source)
    else:
        return cost_changes.NO_CHANGE
    way = creature_costs.way_of(item) if item.ability is None else None
    if way is not None and item.cost_creature is not None:  # rules 702.119a, 702.180a
        less = creature_costs.reduction(game, item.cost_creature, way)
        if less:
            more_generic, more_colored, less_generic, less_colored = _changes_delta(game, item, changes)
            return more_generic, more_colored, less_generic + less, less_colored
    return _changes_delta(game, item, changes)


def _changes_delta(game, item: StackObject, changes: list) -> tuple:
    """The cost changes ``changes`` as one increase and reduction (601.2f)."""
    if not changes:
        return cost_changes.NO_CHANGE
    specs = target_specs(item)
    return cost_changes.delta(game, changes, _targeted(game, item.controller, item.card, item.source,
                                                       item.targets, specs[len(item.targets):]))


def _targeted(game, player: int, card, source: int, chosen: tuple, to_choose: list):
    """Whether a spell's targets satisfy a cost change's "if it targets <objects>" / "that
    target <objects>" (601.2f after 601.2c): one of the ``chosen`` targets matches (relative to
    the controller of the change); for a reduction, one of the target specifications still
    ``to_choose`` could also be given a match (castability assumes the most favourable targets,
    and the targets offered keep the cost payable)."""
    def targeted(change, controller: int, src: int) -> bool:
        if change.targets_source:
            return src in chosen
        if change.targets.zone == "battlefield":
            on_battlefield = set(game.battlefield)
            matching = [t for t in chosen if t in on_battlefield and
                        targets.permanent_matches(game, t, change.targets, controller, src)]
        else:  # a spell or a card: as a target it would be chosen (relative to the caster)
            legal = set(targets.legal_targets(game, TargetSpec("", change.targets), player, source, card))
            matching = [t for t in chosen if t in legal]
        if matching or change.more:
            return bool(matching)
        wanted = set(targets.legal_targets(game, TargetSpec("", change.targets), player, source, card))
        return any(wanted.intersection(targets.legal_targets(game, spec, player, source, card))
                   for spec in to_choose)
    return targeted


def _cost_text(game, item: StackObject) -> str:
    """The total cost as written in the log: the mana cost, the mana of the ways chosen to
    pay additional costs (601.2b) and each optional cost paid."""
    text = str(mana_cost_of(item))
    for mana_part in cost_options.mana_of(item.card, item.cost_options) if item.cost_options else ():
        text += f" + {mana_part}"
    for cost, times in zip(keyword_syntax.optional_costs(item.card) if item.optional_paid else (),
                           item.optional_paid):
        if times:
            text += f" + {cost.label}" + (f" x{times}" if times > 1 else "")
    return text


def finish(game) -> None:
    """Rule 601.2i / 602.2e / 603.3: the spell is cast, the ability activated or put on the stack."""
    from mtgrules.engine import day_night, triggers
    casting = game.casting
    game.casting = None
    item = game.objects[casting.item]
    aimed = ""
    chosen = [t for t in item.targets if t != targets.NO_TARGET]
    if chosen:
        aimed = " targeting " + ", ".join(game.name(t) for t in chosen)
    who = f"player {seat_name(casting.player)}"
    for target in dict.fromkeys(chosen):  # rule 115.1: each object becomes a target once
        if target > 0:
            triggers.became_target(game, target, item)
    triggers.targets_chosen(game, casting.player, chosen)  # rule 700.13: a crime?
    if casting.kind == SPELL:
        kicked = keyword_syntax.times_kicked(item.card, item.optional_paid)
        if kicked:  # rule 702.33d
            aimed = " (kicked" + (f" {kicked} times)" if kicked > 1 else ")") + aimed
        game.event("601.2i", f"{who} casts {spell_name(item)}{aimed}")
        day_night.spell_cast(game, casting.player)
        triggers.spell_cast(game, item)
    elif casting.kind == ABILITY:
        game.event("602.2e", f"{who} activates an ability of {item.card.name}{aimed}")
        triggers.ability_activated(game, item)
    else:
        game.event("603.3b", f"the triggered ability of {spell_name(item)} is put on the stack{aimed}")
        triggers.placed(game)
        return
    # rule 117.3c; cast during a resolution, no one receives priority for it (608.2g): the
    # active player does, the resolution being over (117.3b)
    game.priority = game.active if casting.resolution else casting.player
    game.passes = 0
    game.stage = Stage.PRIORITY


def _mode_legal(game, decision):
    item = game.objects[game.casting.item]
    modes = item_modes(item)
    out = [ChooseMode(i, m.text) for i, m in enumerate(modes)
           if i not in item.modes and mode_possible(game, m, decision.player, item.source, item.card)]
    if out and item.modes and not _escalate_payable(game, decision.player, item, len(item.modes)):
        out = []  # rule 702.120a: one more mode costs one more escalate payment
    if len(item.modes) >= modes_at_least(item.card, item.ability, len(modes)):
        out.append(ChooseMode(NO_MORE_MODES, "no more modes"))  # 700.2: "one or more"
    return out


def _mode_perform(game, decision, action: ChooseMode) -> None:
    casting = game.casting
    item = game.objects[casting.item]
    if action.index == NO_MORE_MODES:  # the modes chosen are all (700.2): on with the casting
        casting.stage = "targets" if casting.kind == TRIGGER else "optional"
    else:
        item.modes = item.modes + (action.index,)
    proceed(game)


def _loyalty_x(item: StackObject) -> bool:
    """Whether ``item`` is a loyalty ability costing [−X] (606.4, 107.3)."""
    return item.ability is not None and type(item.ability) is ActivatedAbility \
        and item.ability.cost.loyalty_x


def _extra_x(item: StackObject) -> bool:
    """Whether a spell's additional cost has an X ("As an additional cost to cast this spell,
    pay X life", 601.2b): X is announced as it is cast, also without {X} in its mana cost."""
    return item.ability is None and any(cost.x for cost in item.card.additional_costs)


def _extra_x_limit(game, player: int, item: StackObject) -> int:
    """The greatest X the additional costs with an X can be paid for (601.2h): no more life
    than the player has (119.4), no more objects than there are to pay with."""
    most = None
    for cost in item.card.additional_costs:
        if cost.x:
            n = max(0, game.players[player].life) if cost.kind == "life" else \
                len(_cost_candidates(game, player, cost, item.id))
            most = n if most is None else min(most, n)
    return most or 0


def _x_legal(game, decision):
    casting = game.casting
    item = game.objects[casting.item]
    if _loyalty_x(item):  # rule 606.6: no more loyalty counters removed than it has
        return [ChooseX(x) for x in range(game.objects[item.source].counters.get("loyalty", 0) + 1)]
    cost = mana_cost_of(item)
    if _extra_x(item):
        most = _extra_x_limit(game, decision.player, item)
        if cost is None or not cost.x:  # X is no part of the mana paid
            return [ChooseX(x) for x in _x_with_targets(game, item, decision.player, most)]
    costs = [cost] + _announced_costs(game, item)
    exclude = _tapped_source(casting, item)
    p = game.players[decision.player]
    units = sum(p.pool) + sum(len(s.units) for s in mana.mana_sources(game, decision.player, exclude))
    ways = pay_instead.kinds(spell_grants.card_of(game, item.id)) if casting.kind == SPELL else ()  # 613.1f
    units += len(pay_instead.helpers(game, decision.player, ways)) if ways else 0
    best = 0
    top = units // max(1, cost.x)
    for x in range(min(top, _extra_x_limit(game, decision.player, item)) if _extra_x(item) else top, -1, -1):
        req = _requirement(game, item, costs, x)
        if mana.find_payment(game, decision.player, req, exclude) or \
                ways and _payable_instead(game, decision.player, spell_grants.card_of(game, item.id), req, exclude):
            best = x
            break
    return [ChooseX(x) for x in _x_with_targets(game, item, decision.player, best)]


def _x_with_targets(game, item: StackObject, player: int, best: int) -> list[int]:
    """The values 0..``best`` of X that leave each target of the chosen modes possible when a
    target's description is bounded by X ("creature card with mana value X or less"): the
    targets are chosen once X is announced (601.2b-c). All of them if none would."""
    values = list(range(best + 1))
    bounded = [mode for mode in chosen_modes(item) if mode.bounds]
    if not bounded:
        return values
    kicked = bool(keyword_syntax.times_kicked(item.card, item.optional_paid))
    fitting = [x for x in values if all(
        mode_possible(game, bind_bounds(mode, lambda n, x=x: x if n == "X" else n), player, item.id,
                      item.card, kicked, spell=True) for mode in bounded)]
    return fitting or values


def _x_perform(game, decision, action: ChooseX) -> None:
    game.objects[game.casting.item].x = action.value
    game.casting.stage = "targets"  # rule 601.2b: X is announced once, then targets (601.2c)
    proceed(game)


def _target_legal(game, decision):
    """The legal targets of the next target specification (601.2c), none chosen already for
    the same word "target" (115.3); for an "up to N" target, also choosing no more."""
    item = game.objects[game.casting.item]
    specs = target_specs(item)
    spec = specs[len(item.targets)]
    taken = _taken(specs, item.targets, spec.group) | set(_other_targets(item))
    if spec.other_than >= 0:  # "another target creature": not the earlier one (115.3)
        taken.add(item.targets[spec.other_than])
    graveyard = _one_graveyard(game, specs, item.targets, spec)
    out = [ChooseTarget(t, game.name(t)) for t in
           targets.legal_targets(game, spec, decision.player, item.source, item.card)
           if t not in taken and (graveyard is None or game.objects[t].owner == graveyard)]
    if spec.optional:
        out.append(ChooseTarget(targets.NO_TARGET, "no more targets"))
    if _cost_depends_on_targets(game, item):
        out = [a for a in out if _payable_with(game, item, a.target)]
    return out


def _cost_depends_on_targets(game, item: StackObject) -> bool:
    """Whether a cost change of ``item`` depends on its targets (601.2f)."""
    if item.ability is None:
        changes = [c for c, _, _ in cost_changes.spell_changes(game, item.controller, item.card, item.id)]
    else:
        changes = getattr(item.ability, "cost_changes", ())
    return any(c.targets is not None or c.targets_source or c.per is not None and c.per.kind == "targets_beyond_first"
               for c in changes)


def _payable_with(game, item: StackObject, target: int) -> bool:
    """Whether the total cost can still be paid if ``target`` is chosen next (601.2f-h): a
    target that loses a reduction ("costs {3} less if it targets a tapped creature") is not
    offered when the rest could not be paid without it."""
    chosen = item.targets
    item.targets = chosen + (target,)
    try:
        return mana.find_payment(game, item.controller, _total_requirement(game, item),
                                 _tapped_source(game.casting, item)) is not None
    finally:
        item.targets = chosen


def _one_graveyard(game, specs: list, chosen: tuple, spec) -> int | None:
    """Rule 601.2c: for "target cards from a single graveyard", the owner of the graveyard the
    cards already chosen for that word "target" are in (None: no such restriction yet)."""
    if not spec.single_graveyard:
        return None
    for s, t in zip(specs, chosen):
        if s.group == spec.group and t != targets.NO_TARGET and t in game.objects:
            return game.objects[t].owner
    return None


def _taken(specs: list, chosen: tuple, group: int) -> set:
    if not group:
        return set()
    return {t for s, t in zip(specs, chosen) if s.group == group}


def _other_targets(item: StackObject) -> tuple:
    """Rule 115.3: "another target" can't be one already chosen ("choose another target for
    each time this spell was kicked")."""
    return item.targets if any(m.per_kick for m in chosen_modes(item)) else ()


def _target_perform(game, decision, action: ChooseTarget) -> None:
    item = game.objects[game.casting.item]
    item.targets = item.targets + (action.target,)
    if action.target == targets.NO_TARGET:  # the number of "up to N" targets is now fixed
        specs = target_specs(item)
        group = specs[len(item.targets) - 1].group
        while len(item.targets) < len(specs) and group and specs[len(item.targets)].group == group:
            item.targets = item.targets + (targets.NO_TARGET,)
    proceed(game)


def _target_explain(game, decision, action):
    if not isinstance(action, ChooseTarget):
        return None
    item = game.objects[game.casting.item]
    spec = target_specs(item)[len(item.targets)]
    if action.target in _other_targets(item):
        return "115.3", f"{game.name(action.target)} is already a target of {item.card.name}"
    graveyard = _one_graveyard(game, target_specs(item), item.targets, spec)
    if graveyard is not None and action.target in game.objects \
            and game.objects[action.target].owner != graveyard:
        return "601.2c", (f"{game.name(action.target)} is not in player {seat_name(graveyard)}'s "
                          f"graveyard: the targets of {item.card.name} must be from a single graveyard")
    why = targets.why_not_target(game, spec, action.target, decision.player, item.source, item.card)
    if why is None and _cost_depends_on_targets(game, item) and not _payable_with(game, item, action.target):
        return "601.2h", (f"player {seat_name(decision.player)} couldn't pay the total cost of "
                          f"{item.card.name} with that target (601.2f)")
    return why


def _pay_legal(game, decision):
    """Rule 601.2g-h: pay now, or first activate a mana ability — one after which the total
    cost can still be paid, so that paying stays possible. Only a permanent with several mana
    abilities (a dual land) can be tapped for the wrong one; its abilities are checked against
    a payment of the rest."""
    player = decision.player
    casting = game.casting
    item = game.objects[casting.item]
    exclude = _tapped_source(casting, item)
    ways = pay_instead.kinds(spell_grants.card_of(game, item.id)) if casting.kind == SPELL else ()  # 613.1f
    out: list = [PayCost()]
    if ways:
        out = _helper_options(game, player, item, ways)
        if mana.find_payment(game, player, _total_requirement(game, item), exclude) is not None:
            out.insert(0, PayCost())
    check = None
    for oid in game.battlefield:
        if oid == exclude:
            continue
        chars = game.chars(oid)
        if chars.controller != player:
            continue
        mana_abilities = [(index, ability) for index, ability in enumerate(chars.abilities)
                          if type(ability) is ActivatedAbility and ability.is_mana
                          and ability.cost.mana is None]
        for index, ability in mana_abilities:
            if why_cannot_activate(game, player, oid, index) is not None:
                continue
            if ability.cost.others:  # a choice of objects that keeps the payment possible
                if check is None:
                    check = _PaymentCheck(game, player, exclude)
                if not mana_ability_costs.candidates(game, player, oid, ability, (), check):
                    continue
            elif len(mana_abilities) > 1:
                if check is None:
                    check = _PaymentCheck(game, player, exclude)
                if not check.keeps_payable(oid, ability):
                    continue
            out.append(ActivateAbility(oid, index, chars.name))
    return out


def _helper_options(game, player: int, item: StackObject, ways: tuple) -> list:
    """Rule 601.2h with convoke, improvise or delve: each creature, artifact or card that can
    pay a part of the rest of the cost, the rest staying payable."""
    req = _total_requirement(game, item)
    if not req.total:
        return []
    available = pay_instead.helpers(game, player, ways)
    out = []
    for helper in available:
        others = [h for h in available if h[0] != helper[0]]
        if pay_instead.part_for(game, player, req, helper, others) is not None:
            out.append(ChooseObject(helper[0], game.name(helper[0])))
    return out


def _pay_helper(game, casting: Casting, item: StackObject, oid: int) -> None:
    """Pay the part of the cost ``oid`` pays (convoke, improvise, delve), at once: 601.2h lets
    the costs be paid in any order, and nothing happens in between."""
    req = _total_requirement(game, item)
    available = pay_instead.helpers(game, casting.player, pay_instead.kinds(spell_grants.card_of(game, item.id)))
    helper = next(h for h in available if h[0] == oid)
    others = [h for h in available if h[0] != oid]
    part = pay_instead.part_for(game, casting.player, req, helper, others)
    casting.instead = casting.instead + ((oid, part, helper[1]),)
    pay_instead.pay(game, casting.player, ((oid, part, helper[1]),), item.card.name)


def _pay_explain(game, decision, action):
    item = game.objects[game.casting.item]
    if isinstance(action, ChooseObject):
        return "601.2h", (f"{game.name(action.object)} can't pay a part of the cost of {item.card.name} "
                          "(convoke 702.51a, improvise 702.126a, delve 702.66a) with the rest still payable")
    if isinstance(action, PayCost):
        return "601.2h", (f"player {seat_name(decision.player)} can't pay the rest of the cost of "
                          f"{item.card.name} with mana")
    return None


class _PaymentCheck:
    """Whether a payment of the total cost remains after a given mana ability is activated."""

    def __init__(self, game, player: int, exclude: int | None) -> None:
        self.game = game
        self.player = player
        self.exclude = exclude
        self.req = _total_requirement(game, game.objects[game.casting.item])
        self.sources = mana.mana_sources(game, player, exclude)

    def keeps_payable(self, oid: int, ability, removed=()) -> bool:
        """Whether, after ``oid``'s ability adds its mana (of a color the player may choose),
        the rest can still be paid without ``oid`` and the objects ``removed`` to pay its cost
        (sacrificed or tapped). What it does beside adding mana (a painland's damage) doesn't
        matter here; one that adds mana twice is offered as it is."""
        ability = mana_ability_x.with_most(self.game, oid, ability)  # X counters removed
        adds = [e for e in ability.mode.effects if type(e) is AddMana]
        if len(adds) != 1:
            return True
        add = adds[0]
        colors = mana.choices(self.game, oid, add)
        options = [mana.produced(self.game, oid, add)] if not colors else \
            [(c,) * mana.amount_of(self.game, oid, add) for c in colors]
        if add.spend_only is not None and not mana.spendable(
                self.game, add.spend_only, self.player, mana.spending_on(self.game)):
            options = [()]  # rule 106.6: its mana can't pay for this
        rest = [s for s in self.sources if s.oid != oid and s.oid not in removed]
        p = self.game.players[self.player]
        snow = 1 if mana.snow_source(self.game, oid) else 0  # its mana can pay {S} (107.4h)
        for colors in options:
            for c in colors:
                p.pool[mana.MANA_INDEX[c]] += 1
                p.snow[mana.MANA_INDEX[c]] += snow
            ok = mana.find_payment(self.game, self.player, self.req, self.exclude, rest) is not None
            for c in colors:
                p.pool[mana.MANA_INDEX[c]] -= 1
                p.snow[mana.MANA_INDEX[c]] -= snow
            if ok:
                return True
        return False


def _pay_perform(game, decision, action) -> None:
    casting = game.casting
    if isinstance(action, ActivateAbility):
        activate_mana_ability(game, decision.player, action.source, action.index)
        if game.pending is None:
            proceed(game)
        return
    item = game.objects[casting.item]
    if isinstance(action, ChooseObject):
        _pay_helper(game, casting, item, action.object)
        proceed(game)
        return
    exclude = _tapped_source(casting, item)
    payment = mana.find_payment(game, casting.player, _total_requirement(game, item), exclude)
    if payment is None:  # cannot happen: options keep a payment possible; fail loudly if it does
        raise AssertionError(f"no payment for {item.card.name} although one was promised")
    spent = mana.execute_payment(game, casting.player, payment)
    if casting.kind != ABILITY:
        item.spent = spent  # "for each color of mana spent to cast it" (601.2h, 702.44a)
        from mtgrules.engine import triggers
        triggers.mana_spent_casting(game, casting.player, sum(spent))  # 700.14
    game.event("601.2h", f"player {seat_name(casting.player)} pays {_cost_text(game, item)} for {spell_name(item)}")
    if casting.kind == ABILITY:
        item.source_counters = pay_other_costs(game, item.source, item.ability.cost, casting.player,
                                               item.ability.keyword, item.x)
    _pay_additional(game, casting, item)
    finish(game)


# --- additional costs (601.2b, 601.2h) --------------------------------------------------------

def _cost_candidates(game, player: int, cost, spell: int, source_taps: bool = False) -> list[int]:
    """What could pay one unit of an additional cost: permanents to sacrifice (701.21a) or to
    tap (701.26a), cards to discard (701.9a; not the spell itself), cards in the graveyard or
    permanents to exile (406), permanents to return to hand, cards in hand to reveal (701.20a).
    ``source_taps``: the cost also has {T}, which taps the source ``spell``, so it can't be
    tapped again for "Tap an untapped creature you control" (701.26a)."""
    if cost.kind == "sacrifice" or cost.kind == "remove":  # "remove": it has such a counter
        return [oid for oid in game.battlefield
                if targets.permanent_matches(game, oid, cost.filter, player, spell)]
    if cost.kind == "tap":  # rule 701.26a: only an untapped permanent can be tapped
        return [oid for oid in game.battlefield if not game.objects[oid].tapped
                and not (source_taps and oid == spell)
                and targets.permanent_matches(game, oid, cost.filter, player, spell)]
    if cost.kind == "discard" or cost.kind == "discard_random":
        return [oid for oid in game.players[player].hand if oid != spell
                and (cost.filter is None or _card_matches(game.objects[oid].card, cost.filter))]
    if cost.kind in ("exile", "return", "reveal"):
        if cost.filter.zone == "battlefield":
            return [oid for oid in game.battlefield
                    if targets.permanent_matches(game, oid, cost.filter, player, spell)]
        zone = game.players[player].graveyard if cost.filter.zone == "graveyard" else game.players[player].hand
        return [oid for oid in zone if oid != spell and _card_matches(game.objects[oid].card, cost.filter)]
    if cost.kind == "evidence":  # rule 701.59a: cards in your graveyard
        return list(game.players[player].graveyard)
    if cost.kind in BEHOLD:  # rule 701.4a: a permanent you control, or a card in your hand
        return [oid for oid in game.battlefield
                if targets.permanent_matches(game, oid, cost.filter, player, spell)] + \
            [oid for oid in game.players[player].hand
             if oid != spell and _card_matches(game.objects[oid].card, cost.filter)]
    return []


#: The kinds of additional costs that behold (701.4a); 'behold_exile' exiles what is beheld.
BEHOLD = ("behold", "behold_exile")


def _card_matches(card, flt) -> bool:
    """Whether a card in a hand or graveyard has the qualities ``flt`` asks for."""
    return flt.accepts(card.types, card.colors, card.subtypes, card.supertypes, card.name) and flt.accepts_values(
        card.supertypes, card.power, card.toughness, card.mana_value, False)


def additional_costs(item: StackObject) -> tuple:
    """The additional costs to pay for a spell (601.2b, 601.2f): those of its text, and those
    other than mana of the optional costs announced ("Kicker—Sacrifice a land"), once per time."""
    if item.ability is not None:  # an activated ability's "Sacrifice a creature" (602.2b)
        cost = getattr(item.ability, "cost", None)
        return cost.others if cost is not None else ()
    costs = cost_options.concrete(item.card.additional_costs, item.cost_options)
    if any(cost.x for cost in costs):  # "pay X life": the X announced (601.2b, 107.3)
        costs = tuple(dataclasses.replace(cost, count=item.x) if cost.x else cost for cost in costs)
    if item.flashback:  # "Flashback—{1}{U}, Pay 3 life" (702.34a, 601.2h)
        costs = costs + flashback.cost_of(item.card, True)[1]
    if item.from_graveyard:  # jump-start's or retrace's discard (702.133a, 702.81a)
        costs = costs + graveyard_casting.extra_costs(zone_grants.as_cast(item), item.from_graveyard)
    if item.alternative_cost:  # "pay 1 life and exile a blue card from your hand" (118.9)
        costs = costs + alternative_costs.of(item.card).others
    if item.optional_paid:
        for cost, times in zip(keyword_syntax.optional_costs(item.card), item.optional_paid):
            costs = costs + cost.extra * times
    return costs


def _current_cost(game, item: StackObject, chosen: tuple):
    """The additional cost the next object chosen pays, or None once objects are chosen for
    them all: ``count`` objects for most, cards until their total mana value reaches N for
    collecting evidence N (701.59a)."""
    index = 0
    for cost in additional_costs(item):
        if cost.kind == "life" or cost.kind == "discard_random":  # nothing chosen (119.4, 701.9b)
            continue
        if cost.kind == "evidence":
            total = 0
            while total < cost.count:
                if index == len(chosen):
                    return cost
                total += game.objects[chosen[index]].card.mana_value
                index += 1
            continue
        if len(chosen) < index + cost.count:
            return cost
        index += cost.count
    return None


def evidence_value(game, oids) -> int:
    """The total mana value of the cards ``oids`` (701.59a)."""
    return sum(game.objects[oid].card.mana_value for oid in oids)


def _cost_choice_legal(game, decision):
    casting = game.casting
    item = game.objects[casting.item]
    cost = _current_cost(game, item, casting.chosen)
    source = item.source if item.ability is not None else item.id  # "another creature"
    taps = item.ability is not None and getattr(getattr(item.ability, "cost", None), "tap", False)
    return [ChooseObject(oid, game.name(oid)) for oid in
            _cost_candidates(game, casting.player, cost, source, taps) if oid not in casting.chosen]


def _cost_choice_perform(game, decision, action) -> None:
    casting = game.casting
    casting.chosen = casting.chosen + (action.object,)
    proceed(game)


def _pay_additional(game, casting: Casting, item: StackObject) -> None:
    """Rule 601.2h: the additional costs are paid with the mana cost; sticker kicker's (702.33h)
    brings a ticket counter (122.1), then the sticker chosen goes on the spell (123.3)."""
    chosen = list(casting.chosen)
    who = f"player {seat_name(casting.player)}"
    purpose = (f"activate an ability of {item.card.name}" if item.ability is not None
               else f"cast {item.card.name}")
    if keyword_syntax.sticker_kicked(item.card, item.optional_paid):
        game.players[casting.player].tickets += 1
        game.event("702.33h", f"{who} gets a ticket counter")
        if casting.sticker:
            stickers.put(game, casting.player, item.id, casting.sticker[0], casting.sticker[1],
                         casting.sticker[2] if len(casting.sticker) > 2 else 0)
    pay_cost_objects(game, casting.player, additional_costs(item), chosen, purpose, item)
    if item.ability is None and item.cost_creature is not None:
        creature_costs.pay(game, casting.player, item)  # rules 702.119a, 702.180b


def pay_cost_objects(game, player: int, costs: tuple, chosen: list[int], purpose: str,
                     item: StackObject | None = None) -> None:
    """Rule 601.2h (602.2b): pay ``costs`` with the objects ``chosen`` for them in order
    (sacrificed, tapped, exiled, returned, revealed, discarded, or a counter removed from
    them), and their life; the spell or ability ``item`` paid for remembers what was
    sacrificed ("the sacrificed creature", 608.2h)."""
    from mtgrules.engine import triggers
    from mtgrules.engine.effects import discard
    who = f"player {seat_name(player)}"
    for cost in costs:
        if cost.kind == "life":
            game.lose_life(player, cost.count, "119.4")
            continue
        if cost.kind == "discard_random":  # rule 701.9b: no one chooses
            hand = game.players[player].hand
            for _ in range(min(cost.count, len(hand))):
                oid = hand[game.rng.below(len(hand))]
                game.event("701.9b", f"{who} discards {game.name(oid)} at random to {purpose}")
                discard(game, player, oid)
            continue
        if cost.kind == "evidence":  # rule 701.59a
            total, exiled = 0, []
            while total < cost.count:
                oid = chosen.pop(0)
                total += game.objects[oid].card.mana_value
                exiled.append(game.name(oid))
                game.move(oid, Zone.EXILE)
            game.event("701.59a", f"{who} collects evidence {cost.count}, exiling {', '.join(exiled)} "
                                  f"(total mana value {total}) from their graveyard to {purpose}")
            continue
        for _ in range(cost.count):
            oid = chosen.pop(0)
            if cost.kind == "sacrifice":
                game.event("701.21a", f"{who} sacrifices {game.name(oid)} to {purpose}")
                if item is not None:  # "the sacrificed creature" (608.2h)
                    item.sacrificed = item.sacrificed + (oid,)
                triggers.sacrifice(game, player, oid)
            elif cost.kind == "tap":
                game.objects[oid].tapped = True
                game.event("701.26a", f"{who} taps {game.name(oid)} to {purpose}")
            elif cost.kind == "exile":
                game.event("406.2", f"{who} exiles {game.name(oid)} to {purpose}")
                game.move(oid, Zone.EXILE)
            elif cost.kind == "return":
                combat = game.combat
                if item is not None and combat is not None and oid in combat.attackers:  # 702.49c
                    item.returned_attacking = (combat.attackers[oid], combat.defending[oid])
                game.event("601.2h", f"{who} returns {game.name(oid)} to its owner's hand to {purpose}")
                game.move(oid, Zone.HAND)
            elif cost.kind == "reveal":
                game.event("701.20a", f"{who} reveals {game.name(oid)} from their hand to {purpose}")
            elif cost.kind in BEHOLD:  # rule 701.4a
                how = "chooses" if game.objects[oid].zone is Zone.BATTLEFIELD else "reveals from their hand"
                game.event("701.4a", f"{who} beholds {game.name(oid)} ({how} it) to {purpose}")
                if cost.kind == "behold_exile":
                    game.event("406.2", f"{who} exiles {game.name(oid)} to {purpose}")
                    new = game.move(oid, Zone.EXILE)
                    if item is not None and item.ability is None and new in game.objects:
                        from mtgrules.engine.effectlib.delayed import links_exile, note_exiled
                        if links_exile(item.card):  # rule 607.2q: "the exiled card"
                            note_exiled(game, item, new)
            elif cost.kind == "remove":  # 122.1, 118.3
                from mtgrules.engine.abilities import remove_counters
                game.event("118.3", f"{who} removes a {cost.filter.with_counter} counter from "
                                    f"{game.name(oid)} to {purpose}")
                remove_counters(game, oid, cost.filter.with_counter, 1)
            else:
                discard(game, player, oid)


handler("cost_choice", _cost_choice_legal, _cost_choice_perform)


# --- sticker kicker: a sticker on the spell (702.33h, 123.3) ----------------------------------

def _ask_sticker(game, casting: Casting, item: StackObject) -> bool:
    """Rule 702.33h: if a sticker kicker cost was paid, the player may choose a sticker to put
    on the spell, with the ticket counter the cost gives them (123.3c), and for a name sticker
    where its word goes (123.6b). True if a decision is pending."""
    if not keyword_syntax.sticker_kicked(item.card, item.optional_paid):
        return False
    if casting.sticker is None:
        if not stickers.options(game, casting.player, item.id, extra_tickets=1):
            casting.sticker = ()
            return False
        game.ask("sticker", casting.player, f"choose a sticker to put on {item.card.name}, or none")
        return True
    if len(casting.sticker) == 2 and _chosen_sticker(game, casting).kind == "name":
        game.ask("sticker_position", casting.player, f"choose where in the name of {item.card.name} "
                                                     "the word goes (the number of words before it)")
        return True
    return False


def _chosen_sticker(game, casting: Casting):
    return stickers.sticker(game, casting.player, casting.sticker)


def _sticker_legal(game, decision):
    casting = game.casting
    return [ChooseSticker(sheet, index, st.text) for sheet, index, st in
            stickers.options(game, casting.player, casting.item, extra_tickets=1)] + [ChooseYesNo(False)]


def _sticker_perform(game, decision, action) -> None:
    casting = game.casting
    casting.sticker = (action.sheet, action.index) if isinstance(action, ChooseSticker) else ()
    proceed(game)


def _sticker_explain(game, decision, action):
    if isinstance(action, ChooseSticker):
        return "123.3", (f"player {seat_name(decision.player)} can't put that sticker on "
                         f"{game.objects[game.casting.item].card.name}: it is not on one of their "
                         "sheets, is already on an object they own, or costs more tickets than they have")
    return None


def _position_legal(game, decision):
    item = game.objects[game.casting.item]
    return [ChooseX(n) for n in range(len(game.name(item.id).split()) + 1)]


def _position_perform(game, decision, action: ChooseX) -> None:
    casting = game.casting
    casting.sticker = casting.sticker + (action.value,)
    proceed(game)


handler("sticker", _sticker_legal, _sticker_perform, _sticker_explain)
handler("sticker_position", _position_legal, _position_perform)


# --- crew: tapping other creatures with a total power (702.122a) --------------------------------

def _crew_total(game, chosen) -> int:
    return sum(crew_power(game, oid) for oid in chosen)


def _crew_legal(game, decision):
    """One more untapped creature to tap, or "done" once the total power reaches the crew
    number (702.122a: any number of creatures, so more may be tapped than needed)."""
    casting = game.casting
    item = game.objects[casting.item]
    out: list = [ChooseObject(oid, game.name(oid))
                 for oid in crew_candidates(game, item.source, casting.player) if oid not in casting.chosen]
    if _crew_total(game, casting.chosen) >= item.ability.cost.crew:
        out.append(ChooseYesNo(False))
    return out


def _crew_perform(game, decision, action) -> None:
    casting = game.casting
    if isinstance(action, ChooseObject):
        casting.chosen = casting.chosen + (action.object,)
        item = game.objects[casting.item]
        game.ask("crew", casting.player, f"choose more creatures to tap to crew {item.card.name}, or stop")
        return
    proceed(game)


def _crew_explain(game, decision, action):
    return "702.122a", ("crew is paid by tapping other untapped creatures you control until their "
                        "total power is at least the crew number")


handler("crew", _crew_legal, _crew_perform, _crew_explain)


# --- optional additional costs: kicker (601.2b, 118.8b, 702.33) --------------------------------

def _announced_costs(game, item: StackObject) -> list:
    """The mana costs of the optional costs announced so far, once per time paid, and of the
    options chosen for additional costs that offer a choice (601.2f)."""
    out = cost_options.mana_of(item.card, item.cost_options) if item.cost_options else []
    if not item.optional_paid:
        return out
    for cost, times in zip(keyword_syntax.optional_costs(item.card), item.optional_paid):
        if cost.cost is not None:
            out.extend([cost.cost] * times)
    return out


def _most_times(game, player: int, item: StackObject, cost) -> int:
    """How many times ``cost`` can be paid on top of the mana cost and the optional costs
    already announced (X is announced later and may be 0), so that a payment remains possible."""
    if cost.extra and not _extra_payable(game, player, item, cost):
        return 0
    base = [mana_cost_of(item)] + _announced_costs(game, item)
    limit = cost.max_times
    if limit is None:  # multikicker: bounded by the mana the player could produce
        p = game.players[player]
        units = sum(p.pool) + sum(len(s.units) for s in mana.mana_sources(game, player))
        limit = units // max(1, mana.Requirement.of([cost.cost]).total)
    for mode in chosen_modes(item) if cost.kicks else ():
        if mode.per_kick:  # each kick is one more target, each a different one (115.3)
            limit = min(limit, len(targets.legal_targets(game, without_bounds(mode.targets[-1]), player,
                                                         item.source, item.card)) - 1)
    times = 0
    paid = item.optional_paid
    try:
        while times < limit:
            # announced, it may itself make the spell cost less ("if evidence was collected", 601.2f)
            item.optional_paid = paid + (times + 1,)
            if not _can_pay(game, player, item, _requirement(game, item, base + [cost.cost] * (times + 1))):
                break
            times += 1
    finally:
        item.optional_paid = paid
    return times


def _declinable(game, player: int, item: StackObject, cost) -> bool:
    """Whether the optional cost being announced may be declined: unless paying it is what
    makes the spell cost little enough to be paid ("This spell costs {2} less to cast if
    evidence was collected", 601.2f, 601.2h), which its castability counted on."""
    if not any(type(a) is StaticAbility and type(a.effect) is CostChange and a.effect.condition is not None
               and a.effect.condition.kind == "optional_paid" and a.effect.condition.detail == cost.label
               for a in item.card.abilities):
        return True
    return _can_pay(game, player, item, _requirement(game, item, [mana_cost_of(item)] + _announced_costs(game, item)))


def _can_pay(game, player: int, item: StackObject, req) -> bool:
    """Whether a spell's total cost ``req`` can be paid, with mana or its helpers (601.2h)."""
    return mana.find_payment(game, player, req) is not None or _payable_instead(
        game, player, spell_grants.card_of(game, item.id), req)  # convoke given to it (613.1f)


def _extra_payable(game, player: int, item: StackObject, cost) -> bool:
    """Whether the costs other than mana of optional cost ``cost`` can be paid on top of the
    spell's other additional costs (601.2h): enough permanents to sacrifice, cards to discard."""
    wanted = additional_costs(item) + cost.extra
    for extra in cost.extra:
        if extra.kind == "life":  # rule 119.4: only a life total at least the payment
            if game.players[player].life < sum(c.count for c in wanted if c.kind == "life"):
                return False
            continue
        needed = sum(c.count for c in wanted if c.kind == extra.kind and c.filter == extra.filter)
        if extra.kind == "evidence":  # rule 701.59b: cards of total mana value N or more
            if evidence_value(game, game.players[player].graveyard) < needed:
                return False
            continue
        if len(_cost_candidates(game, player, extra, item.id)) < needed:
            return False
    return True


def _ask_optional(game, casting: Casting, item: StackObject) -> bool:
    """Rule 601.2b: ask about the next optional cost that could be paid; costs that can't be
    paid at all are recorded as not paid without asking. True if a decision is pending."""
    costs = keyword_syntax.optional_costs(item.card)
    while len(item.optional_paid) < len(costs):
        cost = costs[len(item.optional_paid)]
        if cost.per_extra_mode:  # rule 702.120a: paid for each mode beyond the first, not announced
            _record_optional(game, casting.player, item, cost, max(0, len(item.modes) - 1))
            continue
        if _most_times(game, casting.player, item, cost) > 0 and (
                not cost.kicks or _kicked_targets_possible(game, casting.player, item)) and (
                not cost.all_modes or _all_modes_possible(game, casting.player, item)):
            many = "how many times to pay" if cost.max_times is None else "whether to pay"
            game.ask("optional", casting.player, f"announce {many} {cost.label} for {item.card.name}",
                     (len(item.optional_paid),))
            return True
        item.optional_paid = item.optional_paid + (0,)
    return False


def _escalate_payable(game, player: int, item: StackObject, times: int) -> bool:
    """Rule 702.120a: whether the spell's escalate costs can be paid ``times`` times (for each
    mode chosen beyond the first) on top of its mana cost and other additional costs, so that a
    payment remains possible (601.2f-h)."""
    for cost in keyword_syntax.optional_costs(item.card):
        if not cost.per_extra_mode:
            continue
        wanted = additional_costs(item) + cost.extra * times
        for extra in cost.extra:
            needed = sum(c.count for c in wanted if c.kind == extra.kind and c.filter == extra.filter)
            if len(_cost_candidates(game, player, extra, item.id)) < needed:
                return False
        if cost.cost is not None and not _can_pay(
                game, player, item, _requirement(game, item, [mana_cost_of(item)] + [cost.cost] * times)):
            return False
    return True


def _ask_cost_creature(game, casting: Casting, item: StackObject) -> bool:
    """Rules 702.119a, 702.180b: the creature to sacrifice or tap for an emerge or harmonize
    cost is chosen as the cost is (601.2b). True if a decision is pending."""
    way = creature_costs.way_of(item)
    if way is None or item.cost_creature is not None:
        return False
    w = creature_costs.WAYS[way]
    less = f" ({w.stat} less to pay)" if w.stat else ""
    game.ask("cost_creature", casting.player, f"choose the creature to {w.kind} for the {way} cost of "
                                              f"{item.card.name}{less}")
    return True


def _cost_creature_legal(game, decision):
    item = game.objects[game.casting.item]
    way = creature_costs.way_of(item)
    req = mana.Requirement.of([mana_cost_of(item)] + _announced_costs(game, item))
    req = cost_changes.apply(req, _changes_delta(game, item, cost_changes.spell_changes(
        game, item.controller, item.card, item.id)))
    return [ChooseYesNo(False) if oid == creature_costs.NONE else ChooseObject(oid, game.name(oid))
            for oid in _creature_choices(game, decision.player, way, req)]


def _cost_creature_perform(game, decision, action) -> None:
    item = game.objects[game.casting.item]
    way = creature_costs.way_of(item)
    item.cost_creature = action.object if isinstance(action, ChooseObject) else creature_costs.NONE
    game.event("601.2b", f"player {seat_name(decision.player)} chooses "
                         f"{creature_costs.describe_choice(game, item.cost_creature, way)}")
    proceed(game)


handler("cost_creature", _cost_creature_legal, _cost_creature_perform)


def _ask_assist(game, casting: Casting, item: StackObject) -> bool:
    """Rule 702.132a: before the mana abilities of its payment, the caster of a spell with
    assist whose total cost has generic mana may choose another player to help pay it. True if
    a decision is pending."""
    if casting.assist is not None or not any(k.name == ASSIST for k in item.card.keywords):
        return False
    if not _total_requirement(game, item).generic or len(game.players) < 2:
        casting.assist = -1
        return False
    game.ask("assist", casting.player, f"choose another player to help pay the generic mana of "
                                       f"{item.card.name} (assist), or none")
    return True


#: The keyword letting another player pay generic mana of a spell's total cost (702.132a).
ASSIST = "assist"


def _assist_legal(game, decision):
    return [ChooseYesNo(False)] + [ChooseObject(player_ref(p.index), f"player {p.name}")
                                   for p in game.players if p.index != decision.player and not p.lost]


def _assist_perform(game, decision, action) -> None:
    casting = game.casting
    if not isinstance(action, ChooseObject):
        casting.assist = -1
        proceed(game)
        return
    seat = -1 - action.object
    casting.assist = seat
    item = game.objects[casting.item]
    game.event("702.132a", f"player {seat_name(decision.player)} chooses player {seat_name(seat)} to "
                           f"help pay for {item.card.name} (assist)")
    game.ask("assist_pay", seat, f"pay any amount of the generic mana of {item.card.name}'s total cost "
                                 f"(assist)")


def _assist_pay_legal(game, decision):
    item = game.objects[game.casting.item]
    most = 0
    for n in range(1, _total_requirement(game, item).generic + 1):
        if mana.find_payment(game, decision.player, mana.Requirement([], n, [], [])) is None:
            break
        most = n
    return [ChooseX(n) for n in range(most + 1)]


def _assist_pay_perform(game, decision, action: ChooseX) -> None:
    casting = game.casting
    item = game.objects[casting.item]
    n = action.value
    if n:
        helper = decision.player
        mana.execute_payment(game, helper, mana.find_payment(game, helper, mana.Requirement([], n, [], [])))
        casting.instead = casting.instead + ((player_ref(helper), "1", ASSIST),) * n
        game.event("702.132a", f"player {seat_name(helper)} pays {{{n}}} of the total cost of "
                               f"{item.card.name} (assist)")
    proceed(game)


handler("assist", _assist_legal, _assist_perform)
handler("assist_pay", _assist_pay_legal, _assist_pay_perform)


def _all_modes_possible(game, player: int, item: StackObject) -> bool:
    """Rules 702.42a, 601.2c: all the modes may be chosen only if each can have its targets
    (not all of them are chosen yet)."""
    modes = item_modes(item)
    return len(item.modes) < len(modes) and all(
        mode_possible(game, mode, player, item.source, item.card, spell=True) for mode in modes)


def _kicked_targets_possible(game, player: int, item: StackObject) -> bool:
    """Rule 702.33g: a spell is kicked only if the targets it then has can be chosen."""
    return all(mode_possible(game, mode, player, item.source, item.card, kicked=True)
               for mode in chosen_modes(item))


def _optional_legal(game, decision):
    casting = game.casting
    item = game.objects[casting.item]
    cost = keyword_syntax.optional_costs(item.card)[decision.data[0]]
    most = _most_times(game, decision.player, item, cost)
    if cost.max_times == 1:
        no = [ChooseYesNo(False)] if not most or _declinable(game, decision.player, item, cost) else []
        return [ChooseYesNo(True)] + no if most else no
    return [ChooseX(n) for n in range(most + 1)]


def _optional_perform(game, decision, action) -> None:
    casting = game.casting
    item = game.objects[casting.item]
    cost = keyword_syntax.optional_costs(item.card)[decision.data[0]]
    times = int(action.yes) if isinstance(action, ChooseYesNo) else action.value
    _record_optional(game, casting.player, item, cost, times)
    proceed(game)


def _record_optional(game, player: int, item: StackObject, cost, times: int) -> None:
    """Rule 601.2b: ``cost`` is to be paid ``times`` times for the spell ``item``."""
    item.optional_paid = item.optional_paid + (times,)
    if times and cost.all_modes:  # rules 702.42a-b: all modes, in the order written
        item.modes = tuple(range(len(item_modes(item))))
    if times and cost.per_extra_mode:
        game.event(cost.rule, f"{cost.label} is added to the total cost of {item.card.name} for each of "
                              f"{times} mode{'s' if times != 1 else ''} chosen beyond the first")
    elif times:
        again = f" {times} times" if cost.max_times is None else ""
        game.event("601.2b", f"player {seat_name(player)} announces {cost.label}{again} for "
                             f"{item.card.name}")


def _optional_explain(game, decision, action):
    if isinstance(action, (ChooseYesNo, ChooseX)):
        item = game.objects[game.casting.item]
        cost = keyword_syntax.optional_costs(item.card)[decision.data[0]]
        return "601.2f", (f"player {seat_name(decision.player)} can't pay {cost.label} "
                          f"{'that many times ' if cost.max_times is None else ''}in addition to "
                          f"the rest of the total cost of {item.card.name}")
    return None


handler("optional", _optional_legal, _optional_perform, _optional_explain)


handler("mode", _mode_legal, _mode_perform)
handler("x", _x_legal, _x_perform)
handler("target", _target_legal, _target_perform, _target_explain)
handler("pay", _pay_legal, _pay_perform, _pay_explain)
