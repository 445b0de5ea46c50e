"""The card model of keyword abilities (702) and keyword actions (701) whose effects are their
own, not those of ordinary oracle text."""
from __future__ import annotations

from mtgrules.ir.conditions import Amount
from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class UmbraArmor:
    """Rule 702.89a: "If enchanted permanent would be destroyed, instead remove all damage
    marked on it and destroy this Aura." A replacement effect of a static ability of an
    Aura (614.1a)."""

    text: str = ""


@record
class IfAnother(Effect):
    """"If that's another creature, ..." (backup, 702.165a): ``effects`` happen only if ``what``
    is an object other than the source of the ability as it resolves (608.2c)."""

    what: Ref
    effects: tuple
    text: str = ""


@record
class Discover(Effect):
    """Rule 701.57a: "Discover N": exile cards from the top of your library until you exile a
    nonland card with mana value N or less; you may cast it without paying its mana cost (if
    the resulting spell's mana value is N or less), else put it into your hand; the rest go on
    the bottom of your library in a random order."""

    count: Amount


@record
class Learn(Effect):
    """Rule 701.48a: "Learn" means "You may discard a card. If you do, draw a card. If you
    didn't discard a card, you may reveal a Lesson card you own from outside the game and put
    it into your hand." (the cards a player owns outside the game: their sideboard, 100.4)"""


@record
class MiracleCast(Effect):
    """Miracle's triggered ability (rule 702.94a): "When you reveal this card this way, you may
    cast it by paying [cost] rather than its mana cost." The card is the ability's source, in
    its owner's hand."""


@record
class Encode(Effect):
    """Cipher's spell ability (rule 702.99a): "If this spell is represented by a card, you may
    exile this card encoded on a creature you control." The last thing the spell does."""


@record
class CipherCast(Effect):
    """The ability cipher grants the encoded-on creature (rule 702.99a): "Whenever this
    creature deals combat damage to a player, you may copy the encoded card and you may cast
    the copy without paying its mana cost." The encoded card is in its trigger event."""


@record
class MoveCounters(Effect):
    """Move ``count`` counters of ``kind`` from ``source`` onto ``to`` (rule 122.5: removed from
    the first and put onto the second; if either can't be done, none is moved): graft's
    "move a +1/+1 counter from this permanent onto that creature" (702.58a)."""

    source: Ref
    to: Ref
    kind: str
    count: int = 1


@record
class CostPaid:
    """An intervening "if" (603.4): "if its squad cost was paid" (702.157a), "if its offspring
    cost was paid" (702.175a): the optional additional cost labelled ``label`` (its keyword and
    cost, "squad {2}") was paid for the spell the permanent was."""

    label: str
    text: str = ""


@record
class TimesPaid:
    """An amount: "for each time its squad cost was paid" (702.157a): how many times the
    optional additional cost labelled ``label`` was paid for the spell the permanent was."""

    label: str


@record
class Incubate(Effect):
    """Rule 701.53a: "Incubate N": create an Incubator token (111.10i) that enters with N +1/+1
    counters on it."""

    count: Amount


@record
class ExileWarped(Effect):
    """Warp's delayed triggered ability (702.185a): "exile the permanent this spell becomes";
    the card exiled this way is a warped card (702.185b), which its owner may cast after the
    current turn has ended for as long as it remains exiled."""

    what: Ref


@record
class EnterAttacking(Effect):
    """Ninjutsu's effect (702.49a): "Put this card onto the battlefield from your hand tapped
    and attacking", attacking the same player, planeswalker or battle as the creature returned
    to its owner's hand to pay the ability's cost (702.49c), unblocked (508.4)."""

    what: Ref


@record
class Encore(Effect):
    """Encore's effect (702.141a): "For each opponent, create a token that's a copy of this card
    that attacks that opponent this turn if able. The tokens gain haste. Sacrifice them at the
    beginning of the next end step." ``what``: the card copied (the card exiled to pay the
    ability's cost, as it last existed, 608.2h)."""

    what: Ref
