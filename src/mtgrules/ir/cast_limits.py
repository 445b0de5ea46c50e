"""When and how a spell may be cast, by its own text: "Cast this spell only during the declare
attackers step and only if you've been attacked this step." (601.3: a rule or effect may
prohibit casting a spell); "You may pay {U} rather than pay this spell's mana cost." (118.9)."""
from __future__ import annotations

from mtgrules.records import record

#: The windows a spell may be limited to, each the steps (and whose turn) it allows.
WINDOWS = ("declare_attackers", "combat_before_blockers", "opponent_upkeep",
           "opponent_turn_after_upkeep")


@record
class CastOnly:
    """"Cast this spell only ..." (601.3): ``window`` (one of ``WINDOWS``, or "" for any time)
    when it may be cast, and with ``attacked`` only by a player who is a defending player
    this combat ("only if you've been attacked this step", "only if a creature is attacking
    you", 506.2, 802.2a), and only while ``condition`` holds for its caster. A static ability of the card that works wherever it is cast from."""

    window: str = ""
    attacked: bool = False
    text: str = ""
    # "Cast this spell only if you control two or more Vampires": a condition on the game for
    # its caster (a ``StateCondition``), None if there is none
    condition: object = None


@record
class AlternativeCost:
    """"You may pay 1 life and exile a blue card from your hand rather than pay this spell's
    mana cost." (118.9, 601.2b): a cost its caster may pay instead of its mana cost, as they
    cast it from any zone they may cast it from: ``mana`` (a ``ManaCost``, or None for none)
    and ``others`` (``AdditionalCost`` values: life, cards exiled or discarded, permanents
    sacrificed or returned), paid with the rest of the total cost (601.2f-h); ``condition``
    ("If it's not your turn, ...", a ``StateCondition``) must hold as it is cast."""

    mana: object = None
    others: tuple = ()
    condition: object = None
    text: str = ""


@record
class CastCountLimit:
    """"Each player can't cast more than one spell each turn." (Rule of Law; 101.2, 601.3): a
    static ability of a permanent: the players it is about (``who``: 'each', 'opponents' of
    its controller, or 'you') can't cast a spell matching ``filter`` (None: any spell) once
    they've cast ``count`` such spells this turn (0: "Your opponents can't cast spells"), while
    ``condition`` (a ``StateCondition`` of its controller's: "during your turn", 611.3a) holds."""

    who: str
    count: int
    filter: object = None  # a Filter of spells ("noncreature spell"), or None
    text: str = ""
    condition: object = None


@record
class CastSharingTopCardType:
    """"Spells that share a card type with the top card of a library can't be cast." (Skybreen;
    601.3): no player may cast a spell having a card type the top card of any library has
    (205.2a), as that top card is when the spell is proposed."""

    text: str = ""
