"""The Planechase casual variant (rule 901): the keyword action planeswalk (701.31), chaos
ensuing by an effect (311.7), the rules phenomena give for a time, and the planar deck revealed
and put back in order (901.4)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.records import record


@record
class Planeswalk(Effect):
    """"Planeswalk" (701.31b): the planar controller puts each face-up plane card and phenomenon
    card on the bottom of its owner's planar deck face down, then turns the top card of their
    own planar deck face up. Also the effect of the inherent "planeswalking ability" (901.8),
    ``by_die``: a planeswalk "as a result of rolling the planar die"."""

    by_die: bool = False


@record
class ChaosEnsues(Effect):
    """"Chaos ensues" (311.7): the chaos abilities of the face-up plane trigger, as they do when
    the chaos symbol is rolled on the planar die (901.9b)."""


@record
class LastingPlanarRule(Effect):
    """A rule of the planar die a resolving ability gives for a time (611.2a): ``kind``
    'blank_rolls_chaos' ("each blank roll of the planar die is a {CHAOS} roll", 901.9a-b), or
    'die_planeswalk_chaos' ("if a player would planeswalk as a result of rolling the planar die,
    chaos ensues instead": a replacement effect on the planeswalking ability's planeswalk,
    614.1a, 901.8). ``duration``: 'end_of_turn' (514.2), 'your_next_turn' (611.2a) or
    'planeswalk_away_from_plane' (until a player planeswalks away from a plane, 901.11b: not
    from a phenomenon)."""

    kind: str
    duration: str = "end_of_turn"


@record
class ReverseTurnOrder(Effect):
    """"Reverse the game's turn order" (101.4): the next player in turn order becomes the one
    that was the previous; reversed again, it goes back."""


@record
class RevealPlanarCards(Effect):
    """Reveal cards from the top of your planar deck (701.20a, 901.4): the top ``count`` cards,
    or (``until_planes``) cards until ``count`` plane cards are revealed (all of them if it has
    fewer). They stay in the planar deck: ``PutRevealedPlanar`` names them."""

    count: int
    until_planes: bool = False


@record
class RevealedChaosTriggers(Effect):
    """"Each of the revealed cards' chaos abilities triggers" (311.7: chaos ensues for those
    cards, revealed from the planar deck by ``RevealPlanarCards``: their chaos abilities
    trigger there, controlled by the planar controller)."""


@record
class PlaneswalkToRevealed(Effect):
    """"Simultaneously planeswalk to both of them" / "Planeswalk to it" (701.31b, 901.11c): the
    planar controller planeswalks to the plane cards ``RevealPlanarCards`` revealed that are
    still in their planar deck, turned face up at the same time; ``away`` false: "except don't
    planeswalk away from any plane" (the face-up planes stay face up)."""

    away: bool = True


@record
class PutRevealedPlanar(Effect):
    """Put planar cards revealed by ``RevealPlanarCards`` back in your planar deck (901.4):
    ``which`` 'plane' (a plane card from among them, which you choose), 'it' (the one card
    revealed) or 'rest' (the revealed cards not yet put); on the bottom (``bottom``) or on top;
    ``random``: in a random order (the game's seeded random numbers); else in any order, as
    you choose (401.4's way: one card at a time)."""

    which: str
    bottom: bool
    random: bool = False
