"""Effects of spells and abilities (rules 608.2, 609, 701): one value per kind of instruction."""
from __future__ import annotations

from mtgrules.ir.conditions import Amount, StateCondition, WasKicked
from mtgrules.ir.continuous import Change
from mtgrules.ir.filters import Filter
from mtgrules.ir.mana_cost import ManaCost
from mtgrules.ir.refs import Ref
from mtgrules.records import record


class Effect:
    """The base of every kind of effect: one instruction of a spell's or ability's text (rule
    609.1). Each kind has exactly one executor in the engine (``engine.effects.EFFECTS``) and
    one description (``cards.describe.DESCRIPTIONS``)."""

    __slots__ = ()


@record
class DealDamage(Effect):
    """``source`` deals ``amount`` damage to ``to`` (rule 120): the spell or ability's source
    when None, else the object that reference names ("target creature you control deals damage
    equal to its power to ...")."""

    amount: Amount
    to: Ref
    source: Ref | None = None


@record
class Destroy(Effect):
    """Destroy a permanent (rule 701.8)."""

    what: Ref


@record
class Draw(Effect):
    """``who`` draws ``count`` cards (rule 121)."""

    who: Ref
    count: Amount


@record
class GainLife(Effect):
    """``who`` gains ``amount`` life (rule 119.3)."""

    who: Ref
    amount: Amount


@record
class LoseLife(Effect):
    """``who`` loses ``amount`` life (rule 119.3)."""

    who: Ref
    amount: Amount


@record
class Discard(Effect):
    """``who`` discards ``count`` cards of their choice, or at random (rule 701.9)."""

    who: Ref
    count: Amount
    at_random: bool = False


@record
class SacrificeThat(Effect):
    """The controller of the spell or ability sacrifices ``what`` if they control it (rule
    701.21a): "sacrifice this creature"; ``its_controller``: the permanent's controller
    sacrifices it ("the blocking creature's controller sacrifices it", 701.54c)."""

    what: Ref
    its_controller: bool = False


@record
class SacrificeUnlessPays(Effect):
    """The controller of the ability sacrifices ``what`` unless they pay ``mana`` and the costs
    other than mana ``extra`` (``AdditionalCost`` values: discard, sacrifice, life; rule 118.12):
    echo's "sacrifice it unless you pay [cost]" (702.30a). ``per_counter``: the cost is paid
    once for each counter of that kind on ``what`` as it resolves (cumulative upkeep's "for
    each age counter on it", 702.24a)."""

    what: Ref
    mana: ManaCost | None = None
    extra: tuple = ()
    per_counter: str = ""


@record
class ReturnToHand(Effect):
    """Put ``what`` into its owner's hand (from the battlefield or a graveyard; rule 400.7);
    ``from_zone``: only from that zone ("return this card from your graveyard to your hand")."""

    what: Ref
    from_zone: str = ""


@record
class ModifyPT(Effect):
    """``what`` gets +power/+toughness (layer 7c, rule 613.4c) for the duration; amounts such
    as "+X/+X, where X is the number of ..." are counted once, as the effect begins (608.2h)."""

    what: Ref
    power: Amount
    toughness: Amount
    duration: str = "end_of_turn"


@record
class GrantKeywords(Effect):
    """``what`` gains keyword abilities, and ``abilities`` written in quotation marks (113.10),
    for the duration (layer 6, rule 613.1f)."""

    what: Ref
    keywords: tuple  # of KeywordInstance
    abilities: tuple = ()  # of Ability
    duration: str = "end_of_turn"


@record
class ApplyChange(Effect):
    """``what`` is changed as ``change`` says, for the duration, the affected objects being
    fixed as the effect begins (611.2c): "Until end of turn, target creature loses all
    abilities and becomes a blue Frog with base power and toughness 1/1." (layers 4-7b)."""

    what: Ref
    change: Change
    duration: str = "end_of_turn"
    text: str = ""


@record
class BecomesChosen(Effect):
    """"Target creature becomes the color / creature type / basic land type of your choice
    until end of turn": the controller chooses ``kind`` ('color', 'colors': "the color or colors
    of your choice", 'creature type' or 'basic land type') as it resolves (608.2d), and ``what`` becomes it (layers 4-5, 205.1a, 305.7),
    or gets it ``added`` ("in addition to its other types", 205.1b), for the duration."""

    what: Ref
    kind: str
    duration: str = "end_of_turn"
    added: bool = False
    text: str = ""


@record
class Unattach(Effect):
    """Rule 701.3d: ``what`` (an Equipment) moves away from the permanent it is attached to and
    stays on the battlefield unattached (reconfigure's second ability, 702.151a)."""

    what: Ref


@record
class BecomesCrewed(Effect):
    """The end of a crew ability's effect: "Whenever this Vehicle becomes crewed" means
    "whenever a crew ability of this Vehicle resolves" (rule 702.122d), so its resolution is
    the event those abilities trigger on."""


@record
class ManaUse:
    """What mana with a restriction may be spent on (106.6). ``spells``: the spells it may pay
    for ("Spend this mana only to cast creature spells"); ``abilities``: the objects whose
    activated abilities it may pay for ("... or activate abilities of creatures");
    ``any_ability``: every activated ability ("Spend this mana only to activate abilities");
    ``but_spells``: the spells it can't pay for, anything else it can ("This mana can't be spent
    to cast a nonartifact spell": a Powerstone's, 111.10h). None: no such part."""

    spells: Filter | None = None
    abilities: Filter | None = None
    any_ability: bool = False
    but_spells: Filter | None = None


@record
class AddMana(Effect):
    """Add mana to the controller's pool (rule 106.3); ``symbols`` such as ('G',) or ('C', 'C').

    ``any_color``: add that many mana of one color of the player's choice instead;
    ``one_of``: add one mana of one of these colors, chosen by the player ("Add {W} or {U}").
    ``per_counter``: add ``symbols`` once for each counter of that kind on the source ("Add {C}
    for each charge counter on this artifact").
    ``chosen_color``: add that many mana of the color chosen as the source entered ("Add one
    mana of the chosen color", 607.2d); with ``one_of``, that color is one more to choose
    among ("Add {R} or one mana of the chosen color").
    ``per``: add the mana as many times as that amount ("for each creature you control").
    """

    symbols: tuple[str, ...] = ()
    any_color: int = 0
    one_of: tuple[str, ...] = ()
    per_counter: str | None = None  # "for each [kind] counter on this artifact": once per counter
    chosen_color: int = 0
    # "Spend this mana only to cast a creature spell" (106.6): what the mana can pay for, None
    # if it can be spent on anything
    spend_only: ManaUse | None = None
    # "Add {G} for each creature you control", "Add X mana of any one color, where X is ...":
    # the mana is that many times ``symbols`` (or of ``any_color``), counted as it is added
    # (a ``CountOf``, or this object's power); "X": the number of counters its mana ability's
    # cost removed ("Add {W} for each storage counter removed this way", "Add X mana in any
    # combination of {W} and/or {U}": X mana, each of ``one_of``); None: once
    per: object = None
    # "Add one mana of any color that a land an opponent controls could produce" (106.7): one
    # mana of a type that a permanent matching this filter could produce, chosen as it is added
    # (none if no such permanent could produce any); ``could_produce_colorless``: "of any type"
    # ({C} too) rather than "of any color"
    could_produce: Filter | None = None
    could_produce_colorless: bool = False

    @property
    def choices(self) -> str:
        """The colors the player chooses among ('' when the mana is fixed)."""
        if self.one_of:
            return "".join(self.one_of)
        return "WUBRG" if self.any_color else ""

    @property
    def amount(self) -> int:
        return len(self.symbols) or self.any_color or (1 if self.one_of or self.could_produce else 0) \
            or self.chosen_color


@record
class May(Effect):
    """"You may ..." (rule 609.3): the controller chooses whether to do ``effects``;
    ``otherwise``: what happens if they don't ("If you don't, create ...": fabricate, 702.123a).
    ``who``: the player who chooses when it isn't the controller ("Its controller may search
    their library ..."); nothing happens if it names no player."""

    effects: tuple
    prompt: str
    otherwise: tuple = ()
    who: Ref | None = None


@record
class CounterUnlessPays(Effect):
    """Counter ``what`` (a spell or ability, rule 701.6a) unless its controller pays ``mana``
    and ``life`` (rule 118.12a; ward, 702.21a)."""

    what: Ref
    mana: ManaCost | None = None
    life: int = 0
    # "{1} for each card in your graveyard": the mana is paid that many times, counted as this
    # resolves (608.2h); None: once
    per: object = None


@record
class Mill(Effect):
    """``who`` mills ``count`` cards: the top cards of their library go to the graveyard
    (rule 701.13)."""

    who: Ref
    count: Amount


@record
class ExileTop(Effect):
    """``who`` exiles the top ``count`` cards of their library, face up (rules 406.1, 406.3):
    "that player exiles the top card of their library" (ingest, 702.115a)."""

    who: Ref
    count: Amount


@record
class PutCounters(Effect):
    """Put ``count`` counters of ``kind`` (e.g. '+1/+1') on ``what`` (rule 122.1)."""

    what: Ref
    kind: str
    count: Amount


@record
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
    back: TokenSpec | None = None  # a double-faced token's back face (Incubator, 111.10i)
    # the seat of the player its text says it attacks each combat if able ("a token that
    # attacks that player each combat if able": 111.3, 508.1d), known as it is created
    attacks_each_combat: int | None = None


@record
class CreateToken(Effect):
    """Create ``count`` tokens (rule 111.1, 701.7) under the control of the controller, or of
    each player ``who`` names ("Its controller creates a 3/3 green Beast creature token"); ``tapped``:
    "create a tapped ... token" (they enter tapped, 110.5b); ``power`` and ``toughness``: "an
    X/X ... token, where X is ...", amounts the token's power and toughness are set to as the
    effect resolves (608.2h; None: those of ``token``)."""

    count: Amount
    token: TokenSpec
    tapped: bool = False
    power: Amount | None = None
    toughness: Amount | None = None
    attacking: bool = False  # "... that's tapped and attacking" (508.4)
    who: Ref | None = None  # the players who create them ("its controller creates ..."), None: you
    # "... that's tapped and attacking that player [or a planeswalker they control]" (508.4):
    # the player they attack (and ``attacks_planeswalkers``: or one of their planeswalkers)
    attacks: Ref | None = None
    attacks_planeswalkers: bool = False
    # "... that attacks that player each combat if able" (508.1d): the player the tokens'
    # own text requires them to attack (111.3), or, with ``must_attack_this_turn`` ("that
    # attack that opponent this turn if able"), an effect on them until end of turn (611.2a)
    must_attack: Ref | None = None
    must_attack_this_turn: bool = False


@record
class CreateTokenCopy(Effect):
    """"Create a token that's a copy of target creature you control" (rule 707.2, 111.1): for
    each object ``what`` names, ``count`` tokens whose characteristics are its copiable values
    as the effect resolves; ``tapped``: "create a tapped token that's a copy of ..."; the
    ``exceptions`` of ", except it has haste" become part of its copiable values (707.9a-b);
    ``who``: the player who creates them, under their control ("its controller creates a token
    that's a copy of that creature", 111.1), or None for the controller of the effect."""

    count: Amount
    what: Ref
    tapped: bool = False
    exceptions: object = None  # an EntersAsCopy holding the exceptions (707.9a-b), or None
    attacking: bool = False  # "... and that's tapped and attacking" (508.4)
    # "each player creates a token that's a copy of the creature they chose": ``EachPlayer``,
    # each player creating a copy of their own chosen permanent (``ChosenByThem``)
    who: Ref | None = None


@record
class Conditional(Effect):
    """"If [condition], [effects]." as part of a spell's or ability's effect: ``effects`` happen
    only if ``condition`` holds as it resolves (608.2c): "If this spell was kicked, draw a
    card." (702.33e), "If you control an artifact, draw a card." (a ``StateCondition``, judged
    for the spell's or ability's controller); ``otherwise`` only if it doesn't ("... deals 2
    damage to any target. If this spell was kicked, it deals 4 damage instead."). Targets of
    ``effects`` are chosen with the others (601.2c), except kicked ones (702.33g)."""

    condition: WasKicked | StateCondition
    effects: tuple
    text: str = ""
    otherwise: tuple = ()
    # "Draw a card if a creature died this turn.": the condition follows the effects, so it is
    # never an intervening "if" clause of a triggered ability (603.4), only checked on resolution
    after: bool = False


@record
class Attach(Effect):
    """Attach ``what`` (an Aura, Equipment or Fortification) to ``to`` (rule 701.3): "Attach
    this permanent to target creature you control" (equip, 702.6a); ``as_though_creature``:
    "... to target planeswalker you control as though that planeswalker were a creature"
    (equip planeswalker, 702.6e)."""

    what: Ref
    to: Ref
    as_though_creature: bool = False


@record
class Tap(Effect):
    """Tap (``untap`` False) or untap ``what`` (rule 701.26)."""

    what: Ref
    untap: bool = False


@record
class UntapChosen(Effect):
    """"Untap up to three lands": the controller chooses up to ``count`` permanents matching
    ``filter`` (whoever controls them; no targets) as the effect happens (608.2d), then untaps
    them (701.26b)."""

    count: Amount
    filter: Filter


@record
class TapOrUntap(Effect):
    """"Tap or untap target permanent": the controller chooses, as it resolves, whether to tap
    or to untap ``what`` (608.2d, 701.26)."""

    what: Ref


@record
class SkipNextUntap(Effect):
    """``what`` doesn't untap during its controller's next untap step ("Tap target creature. It
    doesn't untap during its controller's next untap step."; 502.3): the effect lasts until
    that untap step ends, whether the permanent is tapped then or not."""

    what: Ref


@record
class Transform(Effect):
    """Transform ``what``: turn the double-faced permanent over to its other face (701.27a)."""

    what: Ref


@record
class Exile(Effect):
    """Put ``what`` into the exile zone (rule 406.2, 400.7), from the battlefield or a graveyard."""

    what: Ref


@record
class Unearth(Effect):
    """Unearth's effect (rule 702.84a): "Return this card from your graveyard to the
    battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
    leave the battlefield, exile it instead of putting it anywhere else." The last three are
    effects of the resolved ability on the permanent the card becomes."""


@record
class ExileGraveyard(Effect):
    """Exile every card in the graveyard of each player ``who`` names (rule 406.2): "exile all
    graveyards", "exile target player's graveyard"."""

    who: Ref


@record
class PutOntoBattlefield(Effect):
    """Put ``what`` (a card in a graveyard) onto the battlefield (rule 400.7), under the
    control of the spell or ability's controller ("under your control") or else of its owner
    (110.2)."""

    what: Ref
    under_your_control: bool = False
    tapped: bool = False  # "... to the battlefield tapped" (110.5b)
    counters: tuple = ()  # (kind, count) pairs: "... with a -1/-1 counter on it" (122.6)
    rule: str = "400.7"  # the rule the log cites (a keyword's: persist, 702.79a)
    transformed: bool = False  # "... to the battlefield transformed": its back face up (712.14a)


@record
class GainControl(Effect):
    """The controller of the spell or ability (or ``who``, one player: "target opponent gains
    control of this Equipment") gains control of ``what`` (layer 2, rule 613.1b) for the
    duration ('end_of_turn' or 'permanent')."""

    what: Ref
    duration: str = "end_of_turn"
    who: Ref | None = None


@record
class ExchangeControl(Effect):
    """"Exchange control of two target creatures" (701.12b): if the two permanents are
    controlled by different players, each of them gains control of the other's, for good
    (layer 2, 613.1b); nothing happens if one is gone or an illegal target, or if one player
    controls both (701.12a)."""

    first: Ref
    second: Ref


@record
class EntersUnderYourControl(Effect):
    """"If a creature would enter the battlefield under an opponent's control this turn, it
    enters under your control instead." (Gather Specimens; rules 614.1, 616.1b): until end of
    turn, a permanent matching ``what`` about to enter under the control of an opponent of the
    spell's controller enters under that player's control instead."""

    what: Filter


@record
class ImposeCombatRule(Effect):
    """``what`` can't block / can't attack / can't be blocked (``kind`` as in ``CombatRule``)
    for the duration ("Target creature can't block this turn."; rules 508.1c, 509.1b)."""

    what: Ref
    kind: str
    duration: str = "end_of_turn"


@record
class LookAtTop(Effect):
    """``who`` scries (rule 701.22a: each of the top ``count`` cards goes on the bottom or back
    on top, in any order) or, with ``surveil``, surveils (701.25a: into the graveyard or back
    on top)."""

    who: Ref
    count: Amount
    surveil: bool = False


#: ``Search.count`` of "search your library for any number of ... cards" (701.23b)
ANY_NUMBER = "any number"


@record
class Search(Effect):
    """The controller searches their library (rule 701.23) for ``count`` cards (``up_to``: at
    most that many; ``ANY_NUMBER``: as many as they like) matching ``filter`` (None: any card; ``basic``: basic cards only;
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
    who: Ref | None = None  # the player who searches their library, if not the controller

@record
class Counter(Effect):
    """Counter ``what``, a spell or ability on the stack (rule 701.6a): it is removed from the
    stack and a countered spell goes to its owner's graveyard."""

    what: Ref


@record
class CopySpell(Effect):
    """"Copy target instant or sorcery spell." (rule 707.10): put onto the stack, under the
    control of this spell or ability's controller, a copy of the spell ``what`` names, with its
    copiable values and every choice made for it as it was cast (modes, targets, X, the
    optional costs paid: a copy of a kicked spell is kicked). The copy is not cast.
    ``new_targets``: "You may choose new targets for the copy." (707.10c, 115.7d).
    ``times``: how many copies, an amount ("copy it for each spell cast before it this turn",
    702.40a)."""

    what: Ref
    new_targets: bool = False
    times: object = 1
    who: Ref | None = None  # "that player copies it": the copy is theirs, and so its new targets


@record
class MadnessCast(Effect):
    """Madness's triggered ability (rule 702.35a): "its owner may cast it by paying [its madness
    cost] rather than paying its mana cost. If that player doesn't, they put this card into
    their graveyard." The card is the ability's source, in exile."""


@record
class ReboundCast(Effect):
    """Rebound's delayed triggered ability (rule 702.88a): "you may cast this card from exile
    without paying its mana cost." The card is the ability's source, in exile; not cast, it
    stays there."""


@record
class Cascade(Effect):
    """Cascade's triggered ability (rule 702.85a): "exile cards from the top of your library
    until you exile a nonland card whose mana value is less than this spell's mana value. You
    may cast that card without paying its mana cost if the resulting spell's mana value is less
    than this spell's mana value. Then put all cards exiled this way that weren't cast on the
    bottom of your library in a random order." The spell is the ability's source."""


@record
class CounteredInstead(Effect):
    """"If that spell is countered this way, put it on top of its owner's library instead of
    into that player's graveyard." (rule 614.15): a self-replacement effect of the counterspell
    on the spell it counters; ``to``: 'library top', 'library bottom', 'hand' or 'exile'."""

    to: str


@record
class Regenerate(Effect):
    """"Regenerate [permanent]" (rule 701.19a): a regeneration shield, a replacement effect
    (614.8) used the next time that permanent would be destroyed this turn."""

    what: Ref


@record
class CantBeRegenerated(Effect):
    """"It can't be regenerated." / "They can't be regenerated." after a destroy effect (rule
    701.19c): the permanents this spell or ability destroys can't be regenerated. With
    ``this_turn``, ``what`` can't be regenerated for the rest of the turn."""

    what: Ref | None = None
    this_turn: bool = False


@record
class PreventDamage(Effect):
    """A prevention shield (rule 615.7): prevent the next ``amount`` damage (None: all damage)
    that would be dealt to ``to`` this turn; ``combat_only``: only combat damage."""

    to: Ref
    amount: Amount | None = None
    combat_only: bool = False


@record
class PreventAllCombatDamage(Effect):
    """"Prevent all combat damage that would be dealt this turn." (rule 615.1, Fog)."""


@record
class SkipNextStep(Effect):
    """"Target player skips their next draw step." (rules 614.1b, 614.10): a replacement effect
    waiting for the next ``step`` of that player that isn't skipped otherwise (614.10a)."""

    who: Ref
    step: str


@record
class SacrificeRest(Effect):
    """"Each player chooses three permanents they control, then sacrifices the rest", "that
    player chooses up to two creatures they control, then sacrifices the rest" (701.21a): each
    player ``who`` names chooses ``count`` (``up_to``: at most that many) of the permanents they
    control matching ``filter``, in APNAP order (101.4); then each sacrifices the others
    matching it, all at once."""

    who: Ref
    count: Amount
    filter: Filter
    up_to: bool = False


@record
class Sacrifice(Effect):
    """"Each opponent sacrifices a creature", "Target player sacrifices two lands" (rule
    701.21a): each player ``who`` names chooses ``count`` permanents they control matching
    ``filter`` (all of them if they have fewer) and puts them into their owners' graveyards,
    choices made in APNAP order (101.4)."""

    who: Ref
    count: Amount
    filter: Filter


@record
class ReturnChosen(Effect):
    """"Return a land you control to its owner's hand" (the bounce lands): each player ``who``
    names chooses ``count`` permanents they control matching ``filter`` (all of them if they
    have fewer; no targets) as the effect happens, and they are returned to their owners' hands
    (400.7)."""

    who: Ref
    count: Amount
    filter: Filter


@record
class PayMana(Effect):
    """"You may pay {2}. If you do, ..." (118.1, 609.3): the controller pays ``cost`` as the
    spell or ability resolves (mana abilities may be activated for it, 605.3a); only as the
    first part of a "you may", which is offered only if it can be paid."""

    cost: ManaCost
    # the player who pays when it isn't the controller ("... unless its controller pays {1}",
    # 118.12a); None: the controller
    who: Ref | None = None
    # a cost the instruction makes mandatory ("Pay {2}{B}. If you don't, ...", 118.12): mana
    # already in the pool that pays it is spent without asking, while activating mana
    # abilities for it stays a choice (118.3c)
    must: bool = False


@record
class DiscardChosen(Effect):
    """"Target opponent reveals their hand. You choose a nonland card from it. That player
    discards that card." (701.20a, 701.9b): each player ``who`` names reveals their hand, the
    spell's or ability's controller chooses ``count`` cards matching ``filter`` (any card if
    None) from it, and that player discards them, or with ``exile`` they are exiled ("You
    choose a nonland card from it and exile that card."; not a discard, 701.9a)."""

    who: Ref
    filter: Filter | None = None
    count: int = 1
    exile: bool = False

