"""Effects on a library: putting an object on top of (or under) its owner's library (400.7),
and the top cards of a library that the player looks at or reveals and sorts (rules
701.20a, 701.20e, 401.4): "Look at the top four cards of your library. You may reveal a creature
card from among them and put it into your hand. Put the rest on the bottom of your library in a
random order.", "Reveal the top card of your library. If it's a creature card, put it into your
hand.", "Reveal cards from the top of your library until you reveal a land card. Put that card
into your hand and the rest into your graveyard."

Where the cards go is a word: 'hand', 'battlefield', 'graveyard' for the cards taken; for the
others (``rest``) also 'bottom' (in an order their owner chooses, 401.4), 'bottom random' (in a
random order), 'top' (back on top in an order the player chooses) and 'stay' (left where they
are, in the same order) and 'hand' ("Otherwise, put it into your hand.").
"""
from __future__ import annotations

from mtgrules.ir.conditions import Amount
from mtgrules.ir.effects import Effect
from mtgrules.ir.filters import Filter
from mtgrules.ir.refs import Ref, You
from mtgrules.records import record


@record
class TakeFromTop(Effect):
    """The controller looks at (701.20e) the top ``count`` cards of the library of the player
    ``who`` names, or reveals them (``revealed``, 701.20a); chooses ``take`` of them (None: any
    number) matching ``filter`` (None: any card) and puts them ``to`` ('hand', 'battlefield'
    (``tapped``), 'graveyard'), revealing them first if ``reveal``; then puts the others
    ``rest``. ``up_to``: fewer may be taken ("you may", "up to"); otherwise as many as can be.
    ``rest`` 'may bottom' / 'may graveyard': the player chooses whether the cards not taken go
    there or stay ("If you don't put the card into your hand, you may put it on the bottom of
    your library", 609.3)."""

    who: Ref
    count: Amount
    take: Amount | None = 1
    up_to: bool = False
    filter: Filter | None = None
    reveal: bool = False
    to: str = "hand"
    tapped: bool = False
    rest: str = "stay"
    revealed: bool = False


@record
class RevealUntil(Effect):
    """Rule 701.20a: the controller reveals cards from the top of their library until they
    reveal a card matching ``filter``, puts that card ``to`` ('hand', 'battlefield' (``tapped``),
    'graveyard') and the other revealed cards ``rest`` ('bottom', 'bottom random',
    'graveyard'). If no card matches, every card is revealed and all of them go ``rest``.
    ``who``: the players who do it, each with their own library, one after the other in APNAP
    order ("each player reveals cards from the top of their library until they reveal ...",
    608.2e-f), the card they put onto the battlefield entering under their control."""

    filter: Filter
    to: str = "hand"
    tapped: bool = False
    rest: str = "graveyard"
    who: Ref = You()


@record
class Shuffle(Effect):
    """Each player ``who`` names shuffles their library (rule 701.24a): "You may shuffle."."""

    who: Ref


@record
class PutInLibrary(Effect):
    """Put ``what`` (a permanent, or a card in a graveyard) on top of its owner's library, or on
    the bottom with ``bottom``: "Put target creature on top of its owner's library." (rule 400.7:
    it becomes a new object there)."""

    what: Ref
    bottom: bool = False


@record
class SearchNamed(Effect):
    """The controller searches their library and/or graveyard (rule 701.23a) for a card named
    ``name`` (201.2; lowercase), reveals it and puts it into their hand (701.20a), and shuffles
    their library if they searched it (701.24a)."""

    name: str


@record
class ExileTopToPlay(Effect):
    """The controller exiles the top ``count`` cards of their library (face up, 406.3) and,
    for the duration ``until``, may play them (601.3, 116.2a: cast them, or play a land among
    them as their land for the turn; only cast them, lands staying exiled, with ``cast_only``):
    'turn' ("this turn", "until end of turn") or 'next_turn' ("until the end of your next
    turn"), 611.2a. "Exile the top card of your library. You may play that card this turn."."""

    count: Amount
    until: str = "turn"
    cast_only: bool = False


@record
class PutFromHand(Effect):
    """The controller chooses a card in their hand matching ``filter`` (None: any card) and
    puts it onto the battlefield (``tapped``), rule 400.7; an Aura attached to what they
    choose as it enters (303.4f). Always "you may" ("You may put a land card from your hand
    onto the battlefield.", 609.3): the choice is offered only if such a card is there."""

    filter: Filter | None = None
    tapped: bool = False


@record
class RevealHand(Effect):
    """Each player ``who`` names reveals their hand (``revealed``, 701.20a: "Target opponent
    reveals their hand."), or the controller looks at it ("Look at target player's hand.",
    701.20e's looking at a hidden zone: only that player sees the cards)."""

    who: Ref
    revealed: bool = True


@record
class ShuffleInto(Effect):
    """"Shuffle cardname into its owner's library", "When this creature dies, shuffle it into
    its owner's library": each object ``what`` names (a permanent, a card in a graveyard, or the
    resolving spell itself) is put into its owner's library (400.7), and that player shuffles
    it (701.24a), even if the object is no longer where it was (701.24c)."""

    what: Ref


@record
class PlayExiled(Effect):
    """The controller may play (or only cast, ``cast_only``) the exiled cards ``what`` names
    for the duration ``until``, as :class:`ExileTopToPlay` has it (601.3, 116.2a, 611.2a):
    "Exile the top card of your library. Cardname deals damage to you equal to that card's mana
    value. You may play it this turn." A named card no longer in exile gets no permission
    (400.7)."""

    what: Ref
    until: str
    cast_only: bool = False


@record
class Revealed:
    """A reference: the card the spell or ability last looked at or revealed from the top of a
    library ("Reveal the top card of your library and put that card into your hand. You lose
    life equal to its mana value."; 701.20a, 608.2c), or the cards it last exiled from there
    ("Exile the top card of your library. If it's a land card, ..."; 406.3). Once that card has moved, its
    characteristics are read as it last existed in the library (608.2h)."""


@record
class EachMayPutFromHand(Effect):
    """Each player ``who`` names may put a card of their hand matching ``filter`` (read with
    that player as "you") onto the battlefield (400.7; 609.3): "Each player may put an
    artifact, creature, enchantment, or land card from their hand onto the battlefield." Each
    chooses in turn (101.4: in APNAP order, or in turn order beginning with the controller,
    ``starting_with_you``: "starting with you, each player may put ..."), knowing the earlier
    choices; then the cards chosen enter the battlefield at the same time."""

    who: Ref
    filter: Filter
    starting_with_you: bool = False


@record
class PutFromHandInLibrary(Effect):
    """Each player ``who`` names chooses ``count`` cards of their hand (all of them if they
    have fewer) and puts them on top of their library, or on the bottom with ``bottom``, in
    the order they choose (401.4, 400.7): "Draw three cards, then put two cards from your hand
    on top of your library in any order." (Brainstorm)."""

    who: Ref
    count: Amount
    bottom: bool = False
