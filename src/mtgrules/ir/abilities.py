"""Abilities (rules 112-113, 602-606) and keyword instances (702.1)."""
from __future__ import annotations

from dataclasses import field

from mtgrules.ir.conditions import StateCondition, WasKicked
from mtgrules.ir.effects import AddMana
from mtgrules.ir.filters import Filter, TargetSpec
from mtgrules.ir.mana_cost import ManaCost
from mtgrules.ir.statics import StaticAbility
from mtgrules.records import record


@record
class Cost:
    """An activated ability's cost (rule 118, 602.1a): mana and other parts."""

    mana: ManaCost | None = None
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    pay_life: int = 0
    loyalty: int | None = None  # a loyalty ability's [+N] / [-N] (rule 606.4)
    # crew N: "tap any number of other untapped creatures you control with total power N or
    # greater" (rule 702.122a)
    crew: int | None = None
    # "Sacrifice a creature", "Discard a card", "Tap an untapped Elf you control": objects of
    # the controller's choice, chosen as the cost is paid (601.2b, 602.2b)
    others: tuple = ()
    # "Discard this card" (cycling, 702.29a) / "Exile this card from your graveyard" (113.6m):
    # costs that move the source card out of the zone its ability functions in
    discard_self: bool = False
    exile_self: bool = False
    # "Reveal this card from your hand" (forecast, 702.57b): the card stays there, revealed
    # (701.20a); the ability functions only from the hand (113.6b)
    reveal_self: bool = False
    # "Remove a +1/+1 counter from this creature": (kind, count) pairs removed from the source
    # (122.1; 118.3: only if it has them); count "X": "Remove X storage counters" / "Remove any
    # number of storage counters", a number chosen as it is activated (107.3)
    remove_counters: tuple = ()
    # "Pay {E}{E}": energy counters the controller removes from themselves (107.14)
    energy: int = 0
    # a loyalty ability's [−X]: X loyalty counters removed, X announced as it is activated
    # (606.4, 107.3, 601.2b); ``loyalty`` is then 0
    loyalty_x: bool = False

    def __str__(self) -> str:
        parts = []
        if self.loyalty_x:
            parts.append("-X")
        elif self.loyalty is not None:
            parts.append(f"{self.loyalty:+d}" if self.loyalty else "0")
        if self.mana is not None:
            parts.append(str(self.mana))
        if self.tap:
            parts.append("{T}")
        if self.untap:
            parts.append("{Q}")
        if self.sacrifice_self:
            parts.append("Sacrifice this")
        if self.pay_life:
            parts.append(f"Pay {self.pay_life} life")
        parts.extend(other.text.capitalize() for other in self.others)
        if self.discard_self:
            parts.append("Discard this card")
        if self.exile_self:
            parts.append("Exile this card from your graveyard")
        if self.reveal_self:
            parts.append("Reveal this card from your hand")
        parts.extend(f"Remove {n} {kind} counter{'s' if n != 1 else ''} from this"
                     for kind, n in self.remove_counters)
        if self.energy:
            parts.append("Pay " + "{E}" * self.energy)
        if self.crew is not None:
            parts.append(f"Tap other untapped creatures you control with total power {self.crew} or greater")
        return ", ".join(parts)


@record
class Mode:
    """One mode of a spell or ability (rule 700.2), or its only one: targets then effects.
    ``kicked_targets``: how many of the last targets belong to a part of the effect that happens
    only if the spell was kicked, and so are chosen only if it was (702.33g). ``per_kick``: the
    last target is chosen again, a different one each time (115.3), once for each time the
    spell was kicked ("then choose another target for each time this spell was kicked").
    ``bounds``: its object descriptions have bounds that are amounts ("with mana value X or
    less"), fixed as its targets are chosen and as it resolves (``ir/bounds.py``).
    ``last_times``: "X" when its last target is "up to X target ...": that optional target is
    chosen up to X times, a different object each time (115.3), X announced before targets are
    chosen (601.2b-c, 107.3); "any" when it is "any number of target ...": chosen until "no more
    targets" (601.2c, 115.1d). ``per_opponent``: how many of the last targets belong to a
    "for each opponent, ..." instruction: they are chosen once for each opponent, each time
    among what that opponent controls (601.2c, 608.2c; ``ir/for_each_opponent.py``)."""

    targets: tuple[TargetSpec, ...]
    effects: tuple
    text: str = ""
    kicked_targets: int = 0
    per_kick: bool = False
    bounds: bool = False
    last_times: str | None = None
    per_opponent: int = 0


@record
class SpellAbility:
    """What an instant or sorcery does when it resolves (rule 112.3a); ``modes`` has one entry
    unless the spell is modal, in which case ``choose`` modes are chosen (rule 700.2), or, with
    ``at_least``, from ``at_least`` up to ``choose`` of them ("Choose one or both —", "Choose
    one or more —", 700.2)."""

    modes: tuple[Mode, ...]
    choose: int = 1
    at_least: int | None = None


@record
class ActivatedAbility:
    """"[Cost]: [Effect]" (rule 602). ``is_mana``: a mana ability (rule 605.1a);
    ``once_per_turn``: "Activate only once each turn" (rule 602.5b); ``exhaust``: only once
    (702.177a); ``only_if``: "Activate
    only if ..." (602.5b), a condition on the game state (reconfigure's unattach ability,
    702.151a: only while its source is attached to a creature)."""

    cost: Cost
    mode: Mode
    is_mana: bool = False
    sorcery_speed: bool = False
    text: str = ""
    once_per_turn: bool = False
    only_if: StateCondition | None = None
    # a modal ability, "[Cost]: Choose one — • ... • ..." (700.2): its modes (``mode`` then
    # says only "choose one"), and how many are chosen as it is activated (602.2b)
    modes: tuple = ()
    choose: int = 1
    # the zone the ability functions in, if not the battlefield (113.6b, 113.6m): 'hand'
    # (cycling, 702.29a) or 'graveyard' ("Exile this card from your graveyard: ...", unearth)
    zone: str = ""
    # the keyword ability it stands for, if any ('cycling': 702.29c-f, what "cycle" means)
    keyword: str = ""
    # "This ability costs {1} less to activate for each ..." (601.2f, 602.2b): CostChange values
    cost_changes: tuple = ()
    # an exhaust ability (702.177a): activated only if it hasn't been activated before
    exhaust: bool = False
    # "Any player may activate this ability" (602.2): not only its source's controller; the
    # player who activates it controls it (113.8)
    any_player: bool = False
    # "Activate no more than twice each turn" (602.5b): how many times a turn, 0 for no limit
    per_turn: int = 0
    # "choose one or both —" / "choose one or more —" (700.2): from this many modes up to ``choose``
    at_least: int | None = None
    # derived: the AddMana of a mana ability whose only cost is {T} (automatic payment uses it;
    # its other effects, such as a painland's damage, happen as it is tapped, 605.3b)
    tap_mana: "AddMana | None" = field(init=False, default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        cost = self.cost
        adds = [e for e in self.mode.effects if type(e) is AddMana]
        if self.is_mana and cost.tap and cost.mana is None and not cost.sacrifice_self \
                and not self.once_per_turn and self.only_if is None and not self.exhaust \
                and not self.per_turn \
                and not cost.pay_life and not cost.untap and cost.loyalty is None \
                and not cost.remove_counters and not cost.energy and not cost.others \
                and len(adds) == 1 and adds[0].spend_only is None \
                and not (adds[0].any_color > 1) and not (adds[0].any_color and adds[0].per):
            # "two / X mana of any one color": not unit by unit
            object.__setattr__(self, "tap_mana", adds[0])


@record
class TriggeredAbility:
    """"When/Whenever/At [event], [effect]" (rule 603). ``event`` names a trigger event that the
    engine's trigger module recognises, e.g. 'enters' (rule 603.6a).

    Without ``subject`` or ``player``, an object event is about the source itself ("when this
    creature enters"). With ``subject``, the event's object must match that description,
    relative to the source's controller ("whenever another creature you control dies", 603.2;
    ``self_too``: "this creature or another ..."); with ``player``, the player the event is about
    must be 'you' (the source's controller), 'opponent' or 'any' ("whenever an opponent
    draws a card", "whenever you cast a creature spell").
    """

    event: str
    mode: Mode
    text: str = ""
    # an intervening "if" clause (rule 603.4), checked as it triggers and as it resolves (the
    # effect of one on the game state is then a Conditional with the same condition)
    condition: WasKicked | StateCondition | None = None
    subject: Filter | None = None
    self_too: bool = False
    player: str | None = None
    # a modal ability, "When ..., choose one — • ... • ..." (700.2): its modes, chosen as it
    # is put on the stack (603.3c); ``mode`` then says only "choose one"
    modes: tuple = ()
    choose: int = 1
    # a state trigger (rule 603.8, event 'state'): "When you control no Islands, ...": it
    # triggers whenever this holds, and not again while it waits or is on the stack
    state: StateCondition | None = None
    # "This ability triggers only once each turn."
    once_each_turn: bool = False
    # "whenever one or more <objects> enter / die / ...": once for each batch of events that
    # happen at once (603.2c), not once for each object
    batched: bool = False
    # "choose one or both —" / "choose one or more —" (700.2): from this many modes up to ``choose``
    at_least: int | None = None


@record
class KeywordInstance:
    """One keyword ability on an object (rule 702.1), e.g. ('flying', None), ('ward', '{2}'),
    ('protection', 'black'). ``name`` is lowercase; ``__str__`` gives the printed form."""

    name: str
    param: str | None = None

    def __str__(self) -> str:
        word = self.name.capitalize()
        if self.param is None:
            return word
        if self.name in ("protection", "hexproof"):
            return f"{word} from {self.param}"
        if self.param.startswith("—"):  # "Ward—Pay 3 life"
            return f"{word}{self.param}"
        return f"{word} {self.param}"


@record
class AdditionalCost:
    """"As an additional cost to cast this spell, ..." (rule 601.2b, 601.2f-h): sacrifice
    ``count`` permanents matching ``filter``, tap ``count`` untapped ones (701.26a), discard
    ``count`` cards, pay ``count`` life, or (a spell's own additional cost only) exile cards
    from your graveyard or permanents you control ('exile', 406), return permanents you control
    to their owner's hand ('return') or reveal cards from your hand ('reveal', 701.20a), or
    remove a counter of the kind ``filter.with_counter`` from a permanent you control ('remove',
    122.1), or behold objects matching ``filter`` (701.4a: reveal such cards from your hand or
    choose such permanents you control; 'behold_exile': and exile them), or discard ``count``
    cards at random ('discard_random', 701.9b: a spell's own additional cost only)."""

    kind: str  # 'sacrifice' | 'tap' | 'discard' | 'life' | 'exile' | 'return' | 'reveal' | 'choice' | 'remove' | 'behold' | 'behold_exile' | 'discard_random'
    count: int = 1
    filter: Filter | None = None
    text: str = ""
    # kind 'choice': "sacrifice a creature or pay {3}", one of these ``CostOption`` values,
    # chosen as the spell is cast (601.2b)
    options: tuple = ()
    # "pay X life", "discard X cards": ``count`` is the X announced as the spell is cast
    # (601.2b, 107.3; 0 in the card model)
    x: bool = False


@record
class CostOption:
    """One way to pay an additional cost that offers a choice (601.2b): mana added to the total
    cost (601.2f) and costs other than mana."""

    mana: ManaCost | None = None
    extra: tuple = ()
    text: str = ""


Ability = ActivatedAbility | TriggeredAbility | StaticAbility
