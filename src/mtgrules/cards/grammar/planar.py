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
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.parser import Parser


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


def planar_action(p: Parser) -> list | None:
    """The instruction "chaos ensues" (311.7) or "planeswalk" (701.31b) at ``p``, or None."""
    if p.take("chaos ensues"):
        return [m.ChaosEnsues()]
    if p.take("planeswalk"):
        return [m.Planeswalk()]
    return None
