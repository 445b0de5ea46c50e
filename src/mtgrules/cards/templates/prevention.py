"""Prevention effects (rule 615).

* ``prevent the next N damage that would be dealt to <any target | target creature | cardname |
  you ...> this turn``: a prevention shield (615.7).
* ``prevent all [combat] damage that would be dealt to <...> this turn`` (615.1).
* ``prevent all combat damage that would be dealt this turn`` (Fog, 615.1).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.phrases import NUMBER, number
from mtgrules.cards.sentences import NotUnderstood, clause, object_ref, recipient


def _to(text: str, b):
    if text == "cardname":
        return object_ref(text, b)
    return recipient(text, b)


@clause(rf"prevent the next {NUMBER} damage that would be dealt to (.+?) this turn")
def _prevent_next(hit, b):
    amount = number(hit.group(1))
    if amount == "X":
        raise NotUnderstood(hit.group(0))
    return [m.PreventDamage(_to(hit.group(2), b), amount)]


@clause(r"prevent all (combat )?damage that would be dealt to (.+?) this turn")
def _prevent_all_to(hit, b):
    return [m.PreventDamage(_to(hit.group(2), b), None, bool(hit.group(1)))]


@clause(r"prevent all combat damage that would be dealt this turn")
def _fog(hit, b):
    return [m.PreventAllCombatDamage()]
