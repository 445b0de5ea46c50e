"""How the effects of the Archenemy variant read (``mtgrules.ir.archenemy``), for ``mtgrules
cards show``."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.describe import describe_effect, describes, ref

describes(m.Abandon)(
    lambda e: "abandon this scheme: it is turned face down and put on the bottom of its owner's "
              "scheme deck (701.33b)")
describes(m.SetInMotion)(
    lambda e: f"set {'that scheme' if type(e.what) is m.EventObject else ref(e.what)} in motion again: it is turned face up if it isn't, and its \"when "
              "you set this scheme in motion\" abilities trigger (701.32b)")
describes(m.SelfOrOthers)(
    lambda e: f"{ref(e.chooser)} chooses self or others as it resolves (608.2d); if self: "
              + (", ".join(describe_effect(x) for x in e.self_effects) or "nothing")
              + "; if others: " + (", ".join(describe_effect(x) for x in e.others) or "nothing"))
