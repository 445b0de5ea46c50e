"""Trigger events of the Planechase variant (rule 901), read by ``grammar/triggers``:

    planar-event := "chaos ensues"                              (311.7, 901.9b: a chaos ability)
                  | "you planeswalk" ("to cardname" | "to this plane" | "here")  (901.11, 701.31d)
                  | "you planeswalk away from" ("cardname" | "here")          (901.11b, 701.31d)
"""
from __future__ import annotations

from mtgrules.cards.grammar.parser import Parser


def planar_event(p: Parser) -> str | None:
    """The engine's event name for a Planechase trigger event at ``p``, or None."""
    if p.take("chaos ensues"):
        return "chaos"
    if p.take_any("you planeswalk to cardname", "you planeswalk to this plane", "you planeswalk here"):
        return "planeswalk_to_self"
    if p.take_any("you planeswalk away from cardname", "you planeswalk away from here"):
        return "planeswalk_away_self"
    return None
