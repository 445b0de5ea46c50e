"""Trigger events and instructions of the Planechase variant (rule 901), read by
``grammar/triggers`` and ``grammar/effects``:

    planar-event  := "chaos ensues"                              (311.7, 901.9b: a chaos ability)
                   | "you roll the planar die"                   (901.9)
                   | "you roll a blank on the planar die"        (901.9a)
                   | "you planeswalk" ("to cardname" | "to this plane" | "here")  (901.11, 701.31d)
                   | "you planeswalk away from" ("cardname" | "here")          (901.11b, 701.31d)
                   | "you encounter" ("cardname" | "this phenomenon" | "this")  (312.5)
    planar-action := "chaos ensues"                              (311.7: by a resolving ability)
                   | "planeswalk"                                (701.31b)
                   | "reverse the game's turn order"             (101.4)
                   | "each blank roll of the planar die is a {chaos} roll until a player
                      planeswalks away from a plane"             (901.9a-b, 901.11b)
                   | "if a player would planeswalk as a result of rolling the planar die ,
                      chaos ensues instead"   (614.1a, 901.8; only after "until end of turn ,"
                                               or "until your next turn ,": ``cards/durations``)
                   | "reveal" ("the top card" | "the top" N "cards") "of your planar deck"
                   | "reveal cards from the top of your planar deck until you reveal" N
                      "plane card(s)"                            (701.20a, 901.4)
                   | "put a plane card from among them on top of your planar deck"
                   | "put it on the bottom of your planar deck"
                   | "put" ("the rest of the revealed cards" | "the revealed cards" | "all other
                      cards revealed this way") "on the bottom [of your planar deck]" ("in a
                      random order" | "in any order")
                                                (the cards revealed from the planar deck, 901.4)
                   | "each of the revealed cards' chaos abilities triggers"       (311.7)
                   | ("simultaneously planeswalk to both of them" | "planeswalk to it")
                     [", except don't planeswalk away from any plane"]
                                      (the plane cards revealed: 701.31b, 901.11c)
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import amount
from mtgrules.cards.grammar.parser import Parser

_BLANK_IS_CHAOS = ("each blank roll of the planar die is a {chaos} roll until a player planeswalks "
                   "away from a plane")
_DIE_WALK_IS_CHAOS = ("if a player would planeswalk as a result of rolling the planar die , chaos "
                      "ensues instead")
_PLANAR_DECK = "of your planar deck"

#: the first words of the instructions ``planar_action`` reads ("put" only after a reveal)
FIRST_WORDS = frozenset({"chaos", "planeswalk", "reverse", "each", "if", "reveal", "simultaneously"})


def planar_event(p: Parser) -> str | None:
    """The engine's event name for a Planechase trigger event at ``p``, or None."""
    if p.take("chaos ensues"):
        return "chaos"
    if p.take("you roll the planar die"):
        return "planar_roll"
    if p.take("you roll a blank on the planar die"):  # 901.9a
        return "planar_roll_blank"
    if p.take_any("you planeswalk to cardname", "you planeswalk to this plane", "you planeswalk here"):
        return "planeswalk_to_self"
    if p.take_any("you planeswalk away from cardname", "you planeswalk away from here"):
        return "planeswalk_away_self"
    if p.take_any("you encounter cardname", "you encounter this phenomenon", "you encounter this"):
        return "encounter_self"
    return None


def planar_action(p: Parser, b) -> list | None:
    """An instruction of the Planechase variant at ``p`` (see the module docstring), or None."""
    if p.take("chaos ensues"):
        return [m.ChaosEnsues()]
    if b.revealed == "planar" and p.take("each of the revealed cards' chaos abilities triggers"):
        return [m.RevealedChaosTriggers()]
    if b.revealed == "planar" and p.take_any("simultaneously planeswalk to both of them", "planeswalk to it"):
        away = not p.take(", except don't planeswalk away from any plane")
        return [m.PlaneswalkToRevealed(away)]
    if p.take("planeswalk"):
        return [m.Planeswalk()]
    if p.take("reverse the game's turn order"):
        return [m.ReverseTurnOrder()]
    if p.take(_BLANK_IS_CHAOS):
        return [m.LastingPlanarRule("blank_rolls_chaos", "planeswalk_away_from_plane")]
    if b.until_end_of_turn and p.take(_DIE_WALK_IS_CHAOS):
        return [m.LastingPlanarRule("die_planeswalk_chaos")]
    if p.at("reveal"):
        return _reveal(p, b)
    if p.at("put") and b.revealed == "planar":
        return _put_back(p)
    return None


def _reveal(p: Parser, b) -> list | None:
    """"reveal the top card / the top three cards of your planar deck", "reveal cards from the
    top of your planar deck until you reveal five plane cards" (701.20a): the cards stay in the
    planar deck, named by the instructions after (``b.revealed`` 'planar')."""
    start = p.pos
    p.take("reveal")
    found = None
    if p.take("cards from the top of your planar deck until you reveal"):
        n = amount(p)
        if type(n) is int and p.take("plane card" if n == 1 else "plane cards"):
            found = m.RevealPlanarCards(n, until_planes=True)
    elif p.take("the top card " + _PLANAR_DECK):
        found = m.RevealPlanarCards(1)
    elif p.take("the top"):
        n = amount(p)
        if type(n) is int and n > 1 and p.take("cards " + _PLANAR_DECK):
            found = m.RevealPlanarCards(n)
    if found is None:
        p.pos = start
        return None
    b.revealed, b.last_object, b.last_gone = "planar", None, False
    return [found]


def _put_back(p: Parser) -> list | None:
    """After a reveal from the planar deck: "put a plane card from among them on top of your
    planar deck", "put it on the bottom of your planar deck", "put the rest of the revealed
    cards on the bottom [of your planar deck] in a random order" (901.4)."""
    start = p.pos
    p.take("put")
    if p.take("a plane card from among them on top " + _PLANAR_DECK):
        return [m.PutRevealedPlanar("plane", bottom=False)]
    if p.take("it on the bottom " + _PLANAR_DECK):
        return [m.PutRevealedPlanar("it", bottom=True)]
    if p.take_any("the rest of the revealed cards on the bottom", "the revealed cards on the bottom",
                  "all other cards revealed this way on the bottom"):
        p.take(_PLANAR_DECK)
        order = p.take_any("in a random order", "in any order")
        if order:
            return [m.PutRevealedPlanar("rest", bottom=True, random=order == "in a random order")]
    p.pos = start
    return None
