"""Keyword actions (rule 701) and counters on players and permanents (rule 122) that are not
plain moves of objects: removing counters, proliferating, energy, exploring, conniving,
bolstering, amassing, populating, clashing;
the monarch; flipping a coin and rolling a die."""
from __future__ import annotations

from mtgrules.ir.conditions import Amount
from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class RemoveCounters(Effect):
    """Remove ``count`` counters of ``kind`` from ``what`` (rule 122.1): as many as it has, if
    it has fewer (609.3: as much of an instruction as possible is done)."""

    what: Ref
    kind: str
    count: Amount


@record
class Proliferate(Effect):
    """Rule 701.34a: choose any number of permanents and/or players that have a counter, then
    give each one additional counter of each kind it already has. ``times``: "proliferate
    twice" (each a separate action)."""

    times: int = 1


@record
class GetEnergy(Effect):
    """"You get {E}{E}" (rule 107.14): ``who`` gets ``count`` energy counters (122.1)."""

    who: Ref
    count: Amount


@record
class DistributeCounters(Effect):
    """"Distribute three +1/+1 counters among one, two, or three target creatures" (rule
    601.2d): ``amount`` counters of ``kind`` divided among the targets ``to`` as announced when
    the spell is cast (``StackObject.division``), each receiving at least one."""

    amount: int
    to: Ref
    kind: str


@record
class DoubleCounters(Effect):
    """"Double the number of +1/+1 counters on target creature" (rule 701.10e): each permanent
    ``what`` names is given as many counters of ``kind`` as it has ("each kind of counter":
    ``kind`` None, every kind it has)."""

    what: Ref
    kind: str | None = None


@record
class GetPoison(Effect):
    """"Target player gets two poison counters" (rule 122.1f): ``who`` gets ``count`` poison
    counters (a player with ten or more loses the game, 704.5c)."""

    who: Ref
    count: Amount


@record
class PayEnergy(Effect):
    """"Pay {E}{E}" inside an effect, as in "you may pay {E}{E}" (rule 107.14: removing that
    many energy counters from yourself); only a player with enough energy can pay (118.3)."""

    count: int


@record
class Explore(Effect):
    """Rule 701.44a: ``what`` explores (its controller reveals the top card of their library: a
    land goes to their hand; otherwise a +1/+1 counter on it, and the card may go to the
    graveyard)."""

    what: Ref


@record
class Connive(Effect):
    """Rule 701.50a: ``what`` connives (its controller draws a card, then discards a card; a
    +1/+1 counter on it if the card discarded is a nonland card)."""

    what: Ref


@record
class Bolster(Effect):
    """Rule 701.39a: bolster N (N +1/+1 counters on a creature you control with the least
    toughness, chosen among those tied)."""

    count: Amount


@record
class Amass(Effect):
    """Rule 701.47a: amass [subtype] N (an Army you control, created as a 0/0 black [subtype]
    Army token if you have none, gets N +1/+1 counters and becomes a [subtype])."""

    subtype: str
    count: Amount


@record
class Populate(Effect):
    """Rule 701.36a: choose a creature token you control and create a token that's a copy of it
    (701.36b: none if you control no creature token)."""


@record
class BecomeMonarch(Effect):
    """"You become the monarch" (rule 724.1): ``who`` becomes the monarch, and the monarch
    before ceases to be (724.3)."""

    who: Ref


@record
class Clash(Effect):
    """"Clash with an opponent" (rule 701.30b): you and an opponent each clash (701.30a); ``won``:
    the effects of "If you win, ..." (701.30d). ``against``: the opponent chosen (a player
    reference), once chosen as the effect applies."""

    won: tuple = ()
    against: int | None = None


@record
class FlipCoin(Effect):
    """"Flip a coin" (rule 705): the controller flips, or ``who`` ("that player flips a coin");
    ``won`` / ``lost``: the effects of "If you / the player win(s) the flip, ..." / "If you /
    they lose the flip, ..." (705.2), done by the controller of the spell or ability."""

    won: tuple = ()
    lost: tuple = ()
    who: object = None


@record
class RepeatProcess(Effect):
    """"[process], then you flip a coin. If you lose the flip, repeat this process." (705):
    ``process``, the effects of the sentence ending with the flip (a ``FlipCoin``), happen;
    if the flip is lost (``won``: won), they happen again, and so on."""

    process: tuple
    won: bool = False


@record
class RollDie(Effect):
    """"Roll a d20" (rule 706.1): the controller rolls a ``sides``-sided die; ``table``: its
    results table (706.3), rows of (lowest, highest result, effects)."""

    sides: int
    table: tuple = ()


@record
class Evolve(Effect):
    """Evolve as it resolves (702.100a): "if that creature's power is greater than this
    creature's power and/or that creature's toughness is greater than this creature's
    toughness, put a +1/+1 counter on this creature" — the creature that entered is the
    trigger's event object, as it last existed if it has left (608.2h)."""


@record
class IncreaseSpeed(Effect):
    """"Your speed increases by 1" (702.179d): the controller's speed; a player with no speed
    gets that much (702.179c), and it never goes above 4 (702.179e: max speed)."""
