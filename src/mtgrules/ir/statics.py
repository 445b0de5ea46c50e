"""Static abilities (rule 604) and what they generate: continuous effects (611.3), combat rules,
replacement effects as a permanent enters (614.1c)."""
from __future__ import annotations

from mtgrules.ir.choices import ChooseOnEntry
from mtgrules.ir.conditions import Amount, CountOf, StateCondition, WasKicked
from mtgrules.ir.continuous import Change
from mtgrules.ir.cost_changes import CostChange
from mtgrules.ir.filters import Filter
from mtgrules.ir.land_plays import AdditionalLandPlays
from mtgrules.ir.zone_keywords import ZoneKeywords
from mtgrules.records import record

@record
class Anthem:
    """A static ability affecting a set of permanents (rule 611.3): "Creatures you control get
    +1/+1 and have haste." ``affects``: the filter; ``include_self``: "other" excludes the source.
    ``only_self``: it affects just its source ("This creature gets +1/+1 as long as ...").
    ``condition``: it applies only while that holds (611.3a, evaluated each time
    characteristics are computed); ``per``: power and toughness are multiplied by that count
    ("gets +1/+1 for each other creature you control", 613.4c). ``change``: its parts other than
    +N/+N and keywords ("You control enchanted creature", "All creatures lose all abilities and
    have base power and toughness 1/1", a characteristic-defining ability's power and toughness,
    604.3), in their layers (613.1).
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
    change: Change | None = None


@record
class EntersAsCopy:
    """"You may have this creature enter as a copy of any creature on the battlefield." (rules
    707.2, 614.1c): a replacement effect as the permanent enters, by any route; its controller
    may choose a permanent matching ``filter`` (its controller relative to the entering
    permanent's: "a creature you control"), and the new permanent's copiable values become
    that permanent's (layer 1a). The exceptions of "..., except ..." (707.9a-b) become part of
    the copiable values: ``add_types`` and ``add_subtypes`` "in addition to its other types",
    ``keywords`` it has ("except it has haste"), ``abilities`` it has ("except it has "When this
    creature becomes the target of a spell or ability, sacrifice it.""), ``power`` /
    ``toughness`` ("except it's 7/7"), ``colors`` replacing its colors ("except it's white",
    embalm 702.128a), ``no_mana_cost`` ("it has no mana cost", 702.128a), ``not_legendary`` ("except they're not
    legendary": without the legendary supertype), ``loyalty`` ("its starting loyalty is 1",
    306.5b), ``own_name`` ("except its name is <this card's name>": the entering object keeps
    its own name, 707.9a), ``add_supertypes`` ("it's legendary in addition to its other types",
    707.9b)."""

    filter: Filter
    text: str = ""
    add_types: frozenset[str] = frozenset()
    add_subtypes: tuple[str, ...] = ()
    keywords: tuple = ()
    power: int | None = None
    toughness: int | None = None
    abilities: tuple = ()
    colors: frozenset[str] | None = None
    no_mana_cost: bool = False
    not_legendary: bool = False
    loyalty: int | None = None
    own_name: bool = False
    add_supertypes: frozenset[str] = frozenset()


@record
class EntersWith:
    """"[This permanent] enters with N [kind] counters on it [and with K]" (rule 614.1c): a
    replacement effect applied as the permanent enters, here as its spell resolves, if
    ``condition`` holds for the spell ("If this creature was kicked, it enters with ...") or,
    a ``StateCondition``, for the game as it enters (bloodthirst, 702.54a)."""

    kind: str
    count: Amount
    keywords: tuple = ()
    condition: WasKicked | StateCondition | None = None
    text: str = ""


@record
class MayEnterWith:
    """"You may have this permanent enter with [an additional] N [kind] counter(s) on it"
    (614.1c; unleash 702.98a, riot 702.136a): a replacement effect as the permanent enters, by
    any route, whose controller chooses whether it applies; ``otherwise``: the keywords the
    permanent gains if they don't ("If you don't, it gains haste", riot)."""

    kind: str
    count: int = 1
    otherwise: tuple = ()
    text: str = ""


@record
class CountersReplaced:
    """"If one or more +1/+1 counters would be put on a creature you control, that many plus one
    +1/+1 counters are put on it instead." (rule 614.1a; Hardened Scales), "... twice that many
    ... instead" (Corpsejack Menace): counters of ``kind`` (None: of any kind, each kind
    modified) about to be put on a permanent matching ``filter`` (relative to the source's
    controller), also as it enters with them (614.1c), become ``factor`` times as many plus
    ``plus``."""

    filter: Filter
    kind: str | None = None
    factor: int = 1
    plus: int = 0
    text: str = ""


@record
class EnteringCountersReplaced:
    """The same replacement (``of``, a :class:`CountersReplaced`) on the counters a permanent
    enters with (614.1c): a second effect of the same static ability, since an effect looks at
    one kind of event."""

    of: CountersReplaced


@record
class CantBeCountered:
    """"This spell can't be countered." (rule 101.2): a static ability that works while the spell
    is on the stack; an effect trying to counter it does nothing to it (701.6a)."""

    text: str = ""


@record
class EntersTapped:
    """"[This permanent] enters tapped [unless <condition>]" (rule 614.1c): a replacement
    effect as it enters; with ``unless``, it enters untapped if that holds at that moment."""

    text: str = ""
    unless: StateCondition | None = None


@record
class OthersEnterTapped:
    """"Creatures your opponents control enter tapped.", "Nonbasic lands enter tapped." (rule
    614.1c, 614.12): a replacement effect on other permanents entering the battlefield that fit
    ``what`` (its controller relative to the ability's controller) as they would exist there."""

    what: Filter
    text: str = ""


@record
class InsteadOfGraveyard:
    """A replacement effect of a static ability (rule 614.1a) on objects that would be put into
    a graveyard: "If a creature an opponent controls would die, exile it instead." (``dies``:
    only from the battlefield, 700.4), "If a card or token would be put into a graveyard from
    anywhere, exile it instead.", "If this creature would die, put it on top of its owner's
    library instead."

    ``what``: which objects (None: the source itself); ``tokens``: tokens too ("a card or
    token"; a token is not a card, 108.2a); ``graveyard_of``: whose graveyard it watches ('you',
    'opponent', None for any); ``to``: where the object goes instead ('exile', 'library top',
    'library bottom', 'hand').
    """

    what: Filter | None
    dies: bool
    to: str
    tokens: bool = False
    graveyard_of: str | None = None
    text: str = ""


@record
class CastAsThoughFlash:
    """"You may cast [<kind>] spells as though they had flash." (rules 702.8a, 307.1): the
    controller of its source may cast spells matching any of ``kinds`` (``Filter`` values;
    empty: every spell) any time they could cast an instant. ``this_spell``: "You may cast this
    spell as though it had flash.", which works from wherever the card may be cast (like flash
    itself, 702.8a). ``who`` 'each': every player may ("Players may cast enchantment spells as
    though they had flash.", "Any player may ...")."""

    kinds: tuple = ()
    this_spell: bool = False
    text: str = ""
    who: str = "you"


@record
class SkipStep:
    """"Skip your draw step." (rules 614.1b, 614.10): a replacement effect of a static ability
    replacing each of its controller's ``step`` steps with nothing; ``players`` 'each':
    every player's ("Players skip their untap steps.")."""

    step: str
    text: str = ""
    players: str = "you"


@record
class PlayerRule:
    """A static ability about its controller, a player (rules 604.1, 611.3): 'no_max_hand_size'
    ("You have no maximum hand size.", 402.2), 'hexproof' ("You have hexproof.", 702.11d:
    you can't be the target of spells or abilities your opponents control), 'shroud' ("You
    have shroud.", 702.18d: you can't be the target of spells or abilities), 'cant_gain_life'
    ("Your opponents can't gain life.", 119.7), 'cant_attack' ("You can't attack with
    creatures.", 508.1c: none of their creatures can be declared as an attacker),
    'top_card_revealed' ("Play with the top card of your library revealed.", 401.5),
    'reveals_draws' ("Players reveal each card they draw.", 701.20a).
    ``condition``:
    it applies only while that
    holds (611.3a). ``who``: the players it is about: 'you' (its controller), 'opponents'
    (their opponents) or 'each' (every player: "Players can't gain life.")."""

    kind: str
    text: str = ""
    condition: StateCondition | None = None
    who: str = "you"


# --- abilities ----------------------------------------------------------------------------------


@record
class CrewsAs:
    """How a creature counts when it is tapped to pay a crew cost (rule 702.122a): "This
    creature crews Vehicles as though its power were N greater" (``plus``), "... using its
    toughness rather than its power" (``toughness``)."""

    plus: int = 0
    toughness: bool = False
    text: str = ""


# the kinds of ``CombatRule`` that carry a description or a number
DETAILED_COMBAT_RULES = frozenset({"not_blocked_by", "blocked_only_by", "blocks_only",
                                   "cant_block_these", "min_blockers", "max_blockers",
                                   "blocks_more", "attacks_only_if_defender_has",
                                   "must_attack_player"})


@record
class CombatRule:
    """A static ability changing how its permanent attacks or blocks (rules 508.1c-d,
    509.1b-c): 'cant_attack', 'cant_block', 'unblockable' ("can't be blocked"),
    'must_attack' ("attacks each combat if able"), 'cant_attack_alone' ("can't attack alone",
    506.5); and 'doesnt_untap' ("doesn't untap during
    its controller's untap step", 502.3), 'no_activated' ("its activated abilities can't be
    activated", 602.5) and 'no_nonmana_activated' ("... unless they're mana abilities"), rules on the permanent outside combat. ``attached``: it applies to the permanent
    its source is attached to instead ("Enchanted creature can't attack or block.", 303.4m).

    Rules with a description or a number (509.1b-c, 509.1a): 'not_blocked_by' ("can't be
    blocked by ``filter``"), 'blocked_only_by' ("can't be blocked except by ``filter``"),
    'blocks_only' ("can block only ``filter``"), 'cant_block_these' ("can't block
    ``filter``"), 'min_blockers' ("can't be blocked except by ``count`` or more creatures"),
    'max_blockers' ("can't be blocked by more than ``count`` creature(s)") and 'blocks_more'
    ("can block ``count`` additional creatures each combat"; ``count`` None: any number),
    'attacks_only_if_defender_has' ("can't attack unless defending player controls a
    ``filter``", 508.1c), 'must_attack_player' (it attacks the player of seat ``count`` this
    turn if able, 508.1d: encore's tokens, 702.141a). Imposed on the permanent its source is attached to, such a rule
    goes with its description (``attached``: "Enchanted creature can't be blocked by Walls")."""

    kind: str
    text: str = ""
    attached: bool = False
    filter: Filter | None = None
    count: int | None = None


@record
class StaticAbility:
    """A static ability (rule 604) generating a continuous effect; ``zone`` 'graveyard': one
    that functions only while its card is in its owner's graveyard ("As long as this card is in
    your graveyard and ...", 113.6b)."""

    effect: (Anthem | CombatRule | EntersWith | EntersTapped | EntersAsCopy | InsteadOfGraveyard | SkipStep
             | CastAsThoughFlash | CostChange | ChooseOnEntry | MayEnterWith | PlayerRule
             | OthersEnterTapped | AdditionalLandPlays | ZoneKeywords)
    text: str = ""
    zone: str = "battlefield"
