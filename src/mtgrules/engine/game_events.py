"""Events about to happen, as plain data (rules 614.1, 615.1): what replacement and prevention
effects look at and modify before the event happens (``engine/replacement.py``).

Each is a frozen value: an effect replaces an event by returning a modified copy (or other
events, or nothing), so an event waiting for a player's choice (616.1) can be copied and saved
with the game. Zones are stored as integers (``Zone`` values) so they save as plain numbers.
"""
from __future__ import annotations

from mtgrules.engine.objects import Zone
from mtgrules.records import record


@record
class DamageEvent:
    """``source`` (a ``damage.DamageSource``) would deal ``amount`` damage to ``recipient`` (an
    object id or a player ref), rule 120. ``counters``: (counter kind, rule) when the damage's
    result is counters instead of life loss or marked damage (infect 702.90b-c, wither 702.80a;
    rules 120.3b, 120.3d)."""

    source: object
    recipient: int
    amount: int
    combat: bool = False
    counters: tuple[str, str] | None = None


@record
class ZoneChange:
    """Object ``oid`` would move to zone ``to`` (rule 400.7). ``destroyed``: the move is a
    destruction (701.8; regeneration replaces it, 614.8), logged with ``rule`` and ``why``;
    ``to_bottom``, ``tapped``, ``controller``, ``back_face``, ``counters``, ``face_down`` as in ``Game.move``. ``instead``: a
    self-replacement effect of the resolving spell ``instead_by`` on this move ('exile',
    'library top', 'library bottom', 'hand'; 614.15), applied before any other (616.1a)."""

    oid: int
    to: int
    destroyed: bool = False
    rule: str = ""
    why: str = ""
    to_bottom: bool = False
    tapped: bool = False
    controller: int | None = None
    back_face: bool = False
    instead: str | None = None
    instead_by: str = ""
    counters: tuple = ()  # (kind, count) pairs it enters the battlefield with (122.6)
    face_down: str = ""

    @property
    def zone(self) -> Zone:
        return Zone(self.to)


@record
class DrawEvent:
    """``player`` would draw a card (rule 121.1); draw replacements apply even with an empty
    library (614.11)."""

    player: int


@record
class StepEvent:
    """The step ``step`` (a ``Step`` value) of ``player``'s turn would begin; "skip" effects
    replace it with nothing (614.1b, 614.10)."""

    player: int
    step: int


@record
class EnterEvent:
    """Permanent ``oid`` enters the battlefield (614.1c, 614.12): ``tapped``, with ``counters``
    ((kind, count) pairs) and with ``keywords`` granted as it enters; ``x``: the X of its spell
    (107.3); ``announce``: (rule, words after its controller) for the line logged once it has
    entered ("... enters the battlefield under player A's control", 608.3), if any."""

    oid: int
    x: int = 0
    tapped: bool = False
    counters: tuple = ()
    keywords: tuple = ()
    announce: tuple = ()


@record
class CountersEvent:
    """``count`` counters of ``kind`` would be put on permanent ``oid`` (rules 122.1, 614.16)."""

    oid: int
    kind: str
    count: int
    rule: str = "122.1"


@record
class LifeEvent:
    """``player`` would gain (``gain``) or lose ``amount`` life (rule 119.3), citing ``rule``."""

    player: int
    amount: int
    gain: bool
    rule: str = "119.3"


@record
class Regenerated:
    """What a destruction becomes under a regeneration shield (701.19a, 614.8): permanent ``oid``
    loses its damage, becomes tapped and leaves combat."""

    oid: int


@record
class UmbraArmored:
    """What a destruction becomes under umbra armor (702.89a): permanent ``oid`` loses the
    damage marked on it and Aura ``aura`` is destroyed."""

    oid: int
    aura: int


@record
class TokensEvent:
    """``count`` tokens with the characteristics ``card`` would be created under ``player``'s
    control (rules 111.1, 701.7a), ``tapped`` (110.5b), each entering with ``counters`` ((kind,
    count) pairs, 122.6: incubate's, 701.53a); each logged with ``rule`` as "player A
    <``what``>" (``engine/effectlib/token_creation.py``)."""

    player: int
    card: object
    count: int
    tapped: bool = False
    rule: str = "111.1"
    what: str = ""
    counters: tuple = ()


EVENT_TYPES = (DamageEvent, ZoneChange, DrawEvent, StepEvent, EnterEvent, CountersEvent, LifeEvent,
               Regenerated, UmbraArmored, TokensEvent)
