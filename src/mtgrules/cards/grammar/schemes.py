"""Trigger events and instructions of the Archenemy variant (rule 904):

    scheme-event := "you set cardname in motion"     (904.9, 701.32: "this scheme", 314.7)
                  | "you set a non-ongoing scheme in motion"  (701.32; "that scheme" names it)
    scheme-action := "abandon cardname"               (701.33b, read by ``effects``)
                   | "set" objects "in motion again"  (701.32b: "set that scheme in motion again")
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards import describe_schemes  # noqa: F401  (their descriptions)
from mtgrules.cards.grammar.parser import Parser

_EVENTS = (("you set cardname in motion", "set_in_motion_self"),
           ("you set a non-ongoing scheme in motion", "set_in_motion_non_ongoing"))

#: the words of an effect naming something of the event (the event's data: seat, scheme)
EVENT_REFS = {"set_in_motion_self": {"it": m.This()},
              "set_in_motion_non_ongoing": {"that scheme": m.EventObject(1)}}


def scheme_event(p: Parser) -> str | None:
    """The engine's event name for an Archenemy trigger event at ``p``, or None."""
    for words, event in _EVENTS:
        if p.take(words):
            return event
    return None


def set_again(p: Parser, b, objects) -> list | None:
    """After "set": "that scheme in motion again" (701.32b: it is set in motion even if it is
    face up already)."""
    found = objects(p, b)
    if found is None or type(found[0]) is not m.EventObject or not p.take("in motion again"):
        return None
    return [m.SetInMotion(found[0])]
