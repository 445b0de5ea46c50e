"""Compiled card definitions: what a card *is* and *does*, as immutable data.

The oracle-text compiler (``compiler.py``) turns a card's text into these values; the engine
interprets them (``engine/effects.py``). They are shared by every copy of a game, so nothing
here may ever be mutated.

References (``Ref``) name who or what an effect acts on, resolved when the effect happens
against the spell or ability's context: its source, controller and chosen targets (rule 608.2).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from mtgrules.cards.mana_cost import ManaCost


# --- references -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class This:
    """The object the ability is printed on ("this creature", CARDNAME; rule 201.5)."""


@dataclass(frozen=True, slots=True)
class You:
    """The controller of the spell or ability (rule 109.5)."""


@dataclass(frozen=True, slots=True)
class TargetRef:
    """The object or player chosen for the ``index``-th target of the ability (rule 115)."""

    index: int


@dataclass(frozen=True, slots=True)
class ControllerOf:
    """The controller (or, for a card, owner) of what ``ref`` names ("its controller")."""

    ref: "Ref"


@dataclass(frozen=True, slots=True)
class EachOpponent:
    """Each opponent of the controller (rule 102.2)."""


@dataclass(frozen=True, slots=True)
class EventObject:
    """The object named at position ``index`` of the data of the event that triggered the
    ability: "that spell or ability" (ward, 702.21a), "the blocking creature" (flanking,
    702.25a). See ``engine/triggers.py`` for each event's data."""

    index: int


@dataclass(frozen=True, slots=True)
class EachPlayer:
    """Each player, in APNAP order (rule 101.4)."""


@dataclass(frozen=True, slots=True)
class EachPermanent:
    """Every permanent matching ``filter`` as the effect begins ("all creatures", "each other
    creature", "creatures you control"): the set is locked in then (rule 611.2c), and "you"
    and "other" are relative to the spell or ability's controller and source."""

    filter: "Filter"


Ref = This | You | TargetRef | ControllerOf | EachOpponent | EventObject | EachPlayer | EachPermanent


# --- targets ------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Filter:
    """Which objects qualify: all listed conditions must hold.

    ``types``: the object must have at least one of these card types (empty: any).
    ``not_colors``: it must have none of these colors ("nonblack").
    ``not_types``: it must have none of these card types ("nonland").
    ``controller``: 'you', 'opponent' or None. ``zone``: where the object is.
    ``owner_you``: for cards in graveyards and hands, "your graveyard".
    ``with_keyword`` / ``without_keyword``: the permanent must (not) have that keyword ability
    ("creature with flying", "creature without flying"; rule 702.1).
    ``attached``: only the object the source is attached to ("enchanted creature", "equipped
    creature": rules 301.5f, 303.4m), for static abilities of Auras and Equipment.
    ``spell``: on the stack, True for spells only ("target spell", 112.1), False for abilities
    only ("target activated or triggered ability", 113.1), None for either.
    ``in_combat``: 'attacking', 'blocking' or 'attacking or blocking' (rules 506.4, 508.1k,
    509.1g): "target attacking or blocking creature".
    """

    types: frozenset[str] = frozenset()
    not_types: frozenset[str] = frozenset()
    not_colors: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    controller: str | None = None
    zone: str = "battlefield"
    owner_you: bool = False
    another: bool = False
    attached: bool = False
    with_keyword: str | None = None
    without_keyword: str | None = None
    spell: bool | None = None
    in_combat: str | None = None

    def accepts(self, types, colors, subtypes) -> bool:
        """Whether characteristics pass the type, color and subtype conditions."""
        if self.types and self.types.isdisjoint(types):
            return False
        if self.not_types and not self.not_types.isdisjoint(types):
            return False
        if self.not_colors and not self.not_colors.isdisjoint(colors):
            return False
        if self.subtypes and self.subtypes.isdisjoint(subtypes):
            return False
        return True


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One instance of the word "target" (rule 115.1): who or what may be chosen.

    ``players``: players may be chosen ('any', 'opponent' or None for none).
    ``objects``: a ``Filter`` for objects, or None when only players may be chosen.
    """

    text: str
    objects: Filter | None = None
    players: str | None = None


# --- conditions -----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class WasKicked:
    """"If this spell was kicked", "if it was kicked [twice]", "if it was kicked with its [A]
    kicker" (rules 702.33d-f): true when the spell, or the permanent it became, was kicked at
    least ``times`` times, or (``which``, 0-based) when its ``which``-th kicker cost was paid."""

    times: int = 1
    which: int | None = None

    def holds(self, kicked: int, kickers: tuple[int, ...]) -> bool:
        if self.which is not None:
            return self.which < len(kickers) and kickers[self.which] > 0
        return kicked >= self.times


@dataclass(frozen=True, slots=True)
class KickedCount:
    """An amount: ``per`` for each time the spell, or the permanent it became, was kicked
    ("for each time it was kicked", multikicker, 702.33c-d)."""

    per: int = 1


# --- effects ------------------------------------------------------------------------------------

Amount = int | str | KickedCount  # an integer, 'X' (rule 107.3), or per time kicked


@dataclass(frozen=True, slots=True)
class DealDamage:
    """The source deals ``amount`` damage to ``to`` (rule 120)."""

    amount: Amount
    to: Ref


@dataclass(frozen=True, slots=True)
class Destroy:
    """Destroy a permanent (rule 701.8)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class Draw:
    """``who`` draws ``count`` cards (rule 121)."""

    who: Ref
    count: Amount


@dataclass(frozen=True, slots=True)
class GainLife:
    """``who`` gains ``amount`` life (rule 119.3)."""

    who: Ref
    amount: Amount


@dataclass(frozen=True, slots=True)
class LoseLife:
    """``who`` loses ``amount`` life (rule 119.3)."""

    who: Ref
    amount: Amount


@dataclass(frozen=True, slots=True)
class Discard:
    """``who`` discards ``count`` cards of their choice, or at random (rule 701.9)."""

    who: Ref
    count: Amount
    at_random: bool = False


@dataclass(frozen=True, slots=True)
class ReturnToHand:
    """Put ``what`` into its owner's hand (from the battlefield or a graveyard; rule 400.7)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class ModifyPT:
    """``what`` gets +power/+toughness (layer 7c, rule 613.4c) for the duration."""

    what: Ref
    power: int
    toughness: int
    duration: str = "end_of_turn"


@dataclass(frozen=True, slots=True)
class GrantKeywords:
    """``what`` gains keyword abilities (layer 6, rule 613.1f) for the duration."""

    what: Ref
    keywords: tuple  # of KeywordInstance
    duration: str = "end_of_turn"


@dataclass(frozen=True, slots=True)
class AddMana:
    """Add mana to the controller's pool (rule 106.3); ``symbols`` such as ('G',) or ('C', 'C').

    ``any_color``: add that many mana of one color of the player's choice instead;
    ``one_of``: add one mana of one of these colors, chosen by the player ("Add {W} or {U}").
    """

    symbols: tuple[str, ...] = ()
    any_color: int = 0
    one_of: tuple[str, ...] = ()

    @property
    def choices(self) -> str:
        """The colors the player chooses among ('' when the mana is fixed)."""
        if self.one_of:
            return "".join(self.one_of)
        return "WUBRG" if self.any_color else ""

    @property
    def amount(self) -> int:
        return len(self.symbols) or self.any_color or (1 if self.one_of else 0)


@dataclass(frozen=True, slots=True)
class May:
    """"You may ..." (rule 609.3): the controller chooses whether to do ``effects``."""

    effects: tuple
    prompt: str


@dataclass(frozen=True, slots=True)
class CounterUnlessPays:
    """Counter ``what`` (a spell or ability, rule 701.6a) unless its controller pays ``mana``
    and ``life`` (rule 118.12a; ward, 702.21a)."""

    what: Ref
    mana: ManaCost | None = None
    life: int = 0


@dataclass(frozen=True, slots=True)
class Mill:
    """``who`` mills ``count`` cards: the top cards of their library go to the graveyard
    (rule 701.13)."""

    who: Ref
    count: Amount


@dataclass(frozen=True, slots=True)
class PutCounters:
    """Put ``count`` counters of ``kind`` (e.g. '+1/+1') on ``what`` (rule 122.1)."""

    what: Ref
    kind: str
    count: Amount


@dataclass(frozen=True, slots=True)
class TokenSpec:
    """The characteristics of a token an effect creates (rule 111.3); its name is its subtypes
    plus "Token" unless the effect names it (111.4)."""

    name: str
    power: int
    toughness: int
    colors: frozenset[str]
    types: frozenset[str]
    subtypes: tuple[str, ...]
    keywords: tuple = ()
    text: str = ""  # abilities other than keywords, as rules text (predefined tokens, 111.10)


@dataclass(frozen=True, slots=True)
class CreateToken:
    """Create ``count`` tokens (rule 111.1, 701.7) under the controller's control."""

    count: Amount
    token: TokenSpec


@dataclass(frozen=True, slots=True)
class Conditional:
    """"If [condition], [effects]." as part of a spell's or ability's effect: ``effects`` happen
    only if ``condition`` holds as it resolves ("If this spell was kicked, draw a card.",
    702.33e). They never add targets (702.33g targets are not supported)."""

    condition: WasKicked
    effects: tuple
    text: str = ""


@dataclass(frozen=True, slots=True)
class Attach:
    """Attach ``what`` (an Aura, Equipment or Fortification) to ``to`` (rule 701.3): "Attach
    this permanent to target creature you control" (equip, 702.6a)."""

    what: Ref
    to: Ref


@dataclass(frozen=True, slots=True)
class Tap:
    """Tap (``untap`` False) or untap ``what`` (rule 701.26)."""

    what: Ref
    untap: bool = False


@dataclass(frozen=True, slots=True)
class Exile:
    """Put ``what`` into the exile zone (rule 406.2, 400.7), from the battlefield or a graveyard."""

    what: Ref


@dataclass(frozen=True, slots=True)
class PutOntoBattlefield:
    """Put ``what`` (a card in a graveyard) onto the battlefield (rule 400.7), under the
    control of the spell or ability's controller ("under your control") or else of its owner
    (110.2)."""

    what: Ref
    under_your_control: bool = False


@dataclass(frozen=True, slots=True)
class GainControl:
    """The controller of the spell or ability gains control of ``what`` (layer 2, rule 613.1b)
    for the duration ('end_of_turn' or 'permanent')."""

    what: Ref
    duration: str = "end_of_turn"


@dataclass(frozen=True, slots=True)
class ImposeCombatRule:
    """``what`` can't block / can't attack / can't be blocked (``kind`` as in ``CombatRule``)
    for the duration ("Target creature can't block this turn."; rules 508.1c, 509.1b)."""

    what: Ref
    kind: str
    duration: str = "end_of_turn"


@dataclass(frozen=True, slots=True)
class LookAtTop:
    """``who`` scries (rule 701.22a: each of the top ``count`` cards goes on the bottom or back
    on top, in any order) or, with ``surveil``, surveils (701.25a: into the graveyard or back
    on top)."""

    who: Ref
    count: Amount
    surveil: bool = False

    def describe(self, ref) -> str:
        if self.surveil:
            return f"{ref(self.who)} surveil {self.count} (701.25a)"
        return f"{ref(self.who)} scry {self.count} (701.22a)"


@dataclass(frozen=True, slots=True)
class Search:
    """The controller searches their library (rule 701.23) for ``count`` cards (``up_to``: at
    most that many) matching ``filter`` (None: any card; ``basic``: basic cards only;
    ``named_self``: cards with the source's name), puts them ``to`` 'battlefield' (``tapped``),
    'hand', 'graveyard' or 'top' ("then shuffle and put that card on top"), revealing them if
    ``reveal``, and shuffles (701.24)."""

    count: Amount
    filter: Filter | None = None
    up_to: bool = False
    basic: bool = False
    named_self: bool = False
    to: str = "hand"
    tapped: bool = False
    reveal: bool = False
    text: str = ""

    def describe(self, ref) -> str:
        return f"{self.text} (701.23a, 701.24a)"

@dataclass(frozen=True, slots=True)
class Counter:
    """Counter ``what``, a spell or ability on the stack (rule 701.6a): it is removed from the
    stack and a countered spell goes to its owner's graveyard."""

    what: Ref

    def describe(self, ref) -> str:
        return f"counter {ref(self.what)} (701.6a)"


@dataclass(frozen=True, slots=True)
class Regenerate:
    """"Regenerate [permanent]" (rule 701.19a): a regeneration shield, a replacement effect
    (614.8) used the next time that permanent would be destroyed this turn."""

    what: Ref

    def describe(self, ref) -> str:
        return f"regenerate {ref(self.what)} (701.19a)"


@dataclass(frozen=True, slots=True)
class CantBeRegenerated:
    """"It can't be regenerated." / "They can't be regenerated." after a destroy effect (rule
    701.19c): the permanents this spell or ability destroys can't be regenerated. With
    ``this_turn``, ``what`` can't be regenerated for the rest of the turn."""

    what: Ref | None = None
    this_turn: bool = False

    def describe(self, ref) -> str:
        if self.this_turn:
            return f"{ref(self.what)} can't be regenerated this turn (701.19c)"
        return "what it destroys can't be regenerated (701.19c)"


@dataclass(frozen=True, slots=True)
class PreventDamage:
    """A prevention shield (rule 615.7): prevent the next ``amount`` damage (None: all damage)
    that would be dealt to ``to`` this turn; ``combat_only``: only combat damage."""

    to: Ref
    amount: Amount | None = None
    combat_only: bool = False

    def describe(self, ref) -> str:
        what = "all" if self.amount is None else f"the next {self.amount}"
        kind = "combat damage" if self.combat_only else "damage"
        return f"prevent {what} {kind} to {ref(self.to)} this turn (615.7)"


@dataclass(frozen=True, slots=True)
class PreventAllCombatDamage:
    """"Prevent all combat damage that would be dealt this turn." (rule 615.1, Fog)."""

    def describe(self, ref) -> str:
        return "prevent all combat damage this turn (615.1)"


Effect = DealDamage | Destroy | Draw | GainLife | LoseLife | Discard | ReturnToHand | ModifyPT | \
    GrantKeywords | AddMana | May | CreateToken | PutCounters | Mill | CounterUnlessPays | Conditional | \
    Attach | Tap | Exile | PutOntoBattlefield | GainControl | ImposeCombatRule | LookAtTop | Search


# --- static abilities ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class StateCondition:
    """A condition on the game state, true or false at any moment: "as long as you control an
    artifact" (611.3a: evaluated continuously), "unless you control a Forest" (checked as the
    permanent enters, 614.1c). Evaluated by ``engine/conditions.py``. ``kind``:

    'control' (the source's controller controls at least ``count`` permanents matching
    ``filter``, or at most ``count`` when ``at_most``), 'opponent_controls', 'your_turn',
    'life' (the controller's life is at least ``count``, or at most with ``at_most``),
    'opponent_life', 'any_life' (some player's), 'opponents' (how many the controller has),
    'graveyard' (cards in the controller's graveyard, matching ``filter`` if given), 'hand'
    (cards in the controller's hand), 'attacking', 'blocking', 'enchanted', 'equipped' (the
    source is attacking ... or has an Aura / Equipment attached), 'counter' (the source has at least
    ``count`` counters named ``detail``). ``negate`` inverts the result ("it's not your
    turn").
    """

    kind: str
    count: int = 1
    filter: Filter | None = None
    at_most: bool = False
    negate: bool = False
    detail: str = ""
    text: str = ""


@dataclass(frozen=True, slots=True)
class CountOf:
    """"For each <thing>" in a static ability (a counting P/T change, layer 7c): 'permanents'
    matching ``filter`` (relative to the source: "other creature you control"), 'hand' or
    'graveyard' cards of the source's controller (matching ``filter`` if given), or
    'attached' Auras / Equipment (``detail``: 'Aura' or 'Equipment') attached to the source."""

    kind: str
    filter: Filter | None = None
    detail: str = ""
    text: str = ""


@dataclass(frozen=True, slots=True)
class Anthem:
    """A static ability affecting a set of permanents (rule 611.3): "Creatures you control get
    +1/+1 and have haste." ``affects``: the filter; ``include_self``: "other" excludes the source.
    ``only_self``: it affects just its source ("This creature gets +1/+1 as long as ...").
    ``condition``: it applies only while that holds (611.3a, evaluated each time
    characteristics are computed); ``per``: power and toughness are multiplied by that count
    ("gets +1/+1 for each other creature you control", 613.4c).
    """

    affects: Filter
    power: int = 0
    toughness: int = 0
    keywords: tuple = ()
    include_self: bool = True
    text: str = ""
    only_self: bool = False
    condition: StateCondition | None = None
    per: CountOf | None = None


@dataclass(frozen=True, slots=True)
class EntersWith:
    """"[This permanent] enters with N [kind] counters on it [and with K]" (rule 614.1c): a
    replacement effect applied as the permanent enters, here as its spell resolves, if
    ``condition`` holds for the spell ("If this creature was kicked, it enters with ...")."""

    kind: str
    count: Amount
    keywords: tuple = ()
    condition: WasKicked | None = None
    text: str = ""


@dataclass(frozen=True, slots=True)
class CantBeCountered:
    """"This spell can't be countered." (rule 101.2): a static ability that works while the spell
    is on the stack; an effect trying to counter it does nothing to it (701.6a)."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class EntersTapped:
    """"[This permanent] enters tapped [unless <condition>]" (rule 614.1c): a replacement
    effect as it enters; with ``unless``, it enters untapped if that holds at that moment."""

    text: str = ""
    unless: StateCondition | None = None


# --- abilities ----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Cost:
    """An activated ability's cost (rule 118, 602.1a): mana and other parts."""

    mana: ManaCost | None = None
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    pay_life: int = 0
    loyalty: int | None = None  # a loyalty ability's [+N] / [-N] (rule 606.4)

    def __str__(self) -> str:
        parts = []
        if self.loyalty is not None:
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
        return ", ".join(parts)


@dataclass(frozen=True, slots=True)
class Mode:
    """One mode of a spell or ability (rule 700.2), or its only one: targets then effects."""

    targets: tuple[TargetSpec, ...]
    effects: tuple
    text: str = ""


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """What an instant or sorcery does when it resolves (rule 112.3a); ``modes`` has one entry
    unless the spell is modal, in which case ``choose`` modes are chosen (rule 700.2)."""

    modes: tuple[Mode, ...]
    choose: int = 1


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """"[Cost]: [Effect]" (rule 602). ``is_mana``: a mana ability (rule 605.1a);
    ``once_per_turn``: "Activate only once each turn" (rule 602.5b)."""

    cost: Cost
    mode: Mode
    is_mana: bool = False
    sorcery_speed: bool = False
    text: str = ""
    once_per_turn: bool = False
    # derived: the AddMana of a mana ability whose only cost is {T} (automatic payment uses it)
    tap_mana: "AddMana | None" = field(init=False, default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        cost = self.cost
        effects = self.mode.effects
        if self.is_mana and cost.tap and cost.mana is None and not cost.sacrifice_self \
                and not self.once_per_turn \
                and not cost.pay_life and not cost.untap and cost.loyalty is None \
                and len(effects) == 1 and type(effects[0]) is AddMana:
            object.__setattr__(self, "tap_mana", effects[0])


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """"When/Whenever/At [event], [effect]" (rule 603). ``event`` names a trigger event that the
    engine's trigger module recognises, e.g. 'self_enters' (rule 603.6a)."""

    event: str
    mode: Mode
    text: str = ""
    # an intervening "if" clause (rule 603.4), checked as it triggers and as it resolves
    condition: WasKicked | None = None


@dataclass(frozen=True, slots=True)
class CombatRule:
    """A static ability changing how its permanent attacks or blocks (rules 508.1c-d,
    509.1b-c): 'cant_attack', 'cant_block', 'unblockable' ("can't be blocked"),
    'must_attack' ("attacks each combat if able"). ``attached``: it applies to the permanent
    its source is attached to instead ("Enchanted creature can't attack or block.", 303.4m)."""

    kind: str
    text: str = ""
    attached: bool = False


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (rule 604) generating a continuous effect."""

    effect: Anthem | CombatRule | EntersWith | EntersTapped
    text: str = ""


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """"As an additional cost to cast this spell, ..." (rule 601.2b, 601.2f-h): sacrifice
    ``count`` permanents matching ``filter``, discard ``count`` cards, or pay ``count`` life."""

    kind: str  # 'sacrifice' | 'discard' | 'life'
    count: int = 1
    filter: Filter | None = None
    text: str = ""


Ability = ActivatedAbility | TriggeredAbility | StaticAbility


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card as the engine knows it: printed characteristics and compiled abilities.

    ``unsupported`` holds the first line the compiler could not understand (the card is then
    refused by games and scenarios); ``lines`` pairs each line of text with how it was read.
    """

    name: str
    mana_cost: ManaCost | None
    supertypes: frozenset[str]
    types: frozenset[str]
    subtypes: tuple[str, ...]
    colors: frozenset[str]
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    text: str = ""
    spell: SpellAbility | None = None
    abilities: tuple = ()
    keywords: tuple[KeywordInstance, ...] = ()
    additional_costs: tuple[AdditionalCost, ...] = ()
    unsupported: str | None = None
    unsupported_reason: str = ""
    lines: tuple[tuple[str, str], ...] = field(default=(), compare=False)
    token: TokenSpec | None = None  # set on the definitions of tokens (rule 111)
    mana_value: int = field(init=False, default=0, compare=False)  # rule 202.3, derived

    def __post_init__(self) -> None:
        if self.mana_cost is not None:
            object.__setattr__(self, "mana_value", self.mana_cost.mana_value)

    @property
    def is_permanent_card(self) -> bool:
        """Rule 110.4: artifact, battle, creature, enchantment, land and planeswalker cards."""
        return not self.types.isdisjoint(PERMANENT_TYPES)


PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})
