"""How keyword actions (701) and counters on players and permanents (122) read, for ``mtgrules
cards show``: the descriptions of the effects of ``mtgrules.ir.actions``."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.describe import _amount, describes, ref


def _counters(n, kind: str) -> str:
    plural = "" if n == 1 else "s"
    if type(n) is m.Scaled and type(n.amount) is m.CountOf and n.amount.text.startswith("for each"):
        return f"{n.factor} {kind} counter{'s' if n.factor != 1 else ''} {n.amount.text}"
    if type(n) in (int, str):
        return f"{_amount(n)} {kind} counter{plural}"
    return f"a number of {kind} counters equal to {_amount(n)}"


def describe_entering(e: m.EntersWith) -> str:
    """"replacement effect (614.1c): enters with 2 +1/+1 counters"."""
    x = " (X as announced for its spell, 107.3)" if e.count == "X" else ""
    return f"replacement effect (614.1c): enters with {_counters(e.count, e.kind)}{x}"


def _energy(n) -> str:
    """"{E}{E}", "{E} for each creature you control", "{E} equal to ..."."""
    if type(n) is int:
        return "{E}" * n
    if type(n) is m.Scaled and type(n.amount) is m.CountOf and n.amount.text.startswith("for each"):
        return "{E}" * n.factor + " " + n.amount.text
    return f"an amount of {{E}} equal to {_amount(n)}"


describes(m.RemoveCounters)(
    lambda e: f"remove {_counters(e.count, e.kind)} from {ref(e.what)} (122.1)")
describes(m.Proliferate)(
    lambda e: "proliferate" + (" twice" if e.times == 2 else "") + ": choose any number of "
              "permanents and/or players with counters; each gets another counter of each kind "
              "it already has (701.34a)")
describes(m.GetEnergy)(lambda e: f"{ref(e.who)} get {_energy(e.count)} (energy counters, 107.14)")
describes(m.PayEnergy)(lambda e: f"pay {_energy(e.count)} (107.14)")
