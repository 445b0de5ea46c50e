"""Static abilities changing costs (rules 601.2f, 118.7): "This spell costs {1} less to cast for
each ...", "Creature spells your opponents cast cost {1} more to cast." Read by the grammar
(``cards/grammar/cost_changes.py``); applied by ``engine/cost_changes.py``."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.describe import describe_condition, describe_filter
from mtgrules.cards.grammar.cost_changes import read_cost_changes
from mtgrules.cards.sentences import NotUnderstood


@ability_line(r"(?:[a-z' ]+ — )?(.+ costs? (?:\{[^}]+\})+ (?:less|more) to cast.*)")
def _cost_change(hit, line):
    changes, why = read_cost_changes(hit.group(1))
    if not changes:
        raise NotUnderstood(hit.group(1), why)
    abilities = tuple(m.StaticAbility(change, change.text) for change in changes)
    told = "; ".join(describe(change) for change in changes)
    return (abilities[0] if len(abilities) == 1 else abilities), "static ability (601.2f): " + told


_ORDINAL_WORDS = {1: "first", 2: "second"}


def describe(change: m.CostChange) -> str:
    """The change in rules English, from the model: "this spell costs {1} less to cast for each
    artifact you control", "creature spells cast by your opponents cost {1} more to cast"."""
    if change.scope == "spells":
        whose = {"you": " you cast", "opponent": " your opponents cast", "any": ""}[change.caster]
        kinds, with_, qualities = describe_filter(change.spells, "spell").partition(" with ")
        if change.nth:  # "the first creature spell you cast each turn" (601.2i)
            kinds = f"the {_ORDINAL_WORDS[change.nth]} " + (kinds if "spell" in kinds.split() else kinds + " spell")
            whose += " each turn"
        else:
            kinds += "s" if kinds.endswith("spell") else " spells"
        subject, verb = kinds + whose + (f" with {qualities}" if with_ else ""), "costs" if change.nth else "cost"
    else:
        subject, verb = ("this spell" if change.scope == "self" else "this ability"), "costs"
    purpose = "to activate" if change.scope == "ability" else "to cast"
    out = f"{subject} {verb} {change.mana} {'more' if change.more else 'less'} {purpose}"
    if change.per is not None:
        out += f" for each {change.per.text.removeprefix('for each ').removeprefix('the number of ')}"
    if change.targets_source:
        out += " if it targets this permanent"
    elif change.targets is not None:
        what = describe_filter(change.targets, "object")
        out += f" if it targets {'an' if what[:1] in 'aeiou' else 'a'} {what}"
    if change.condition is not None:
        out += " " + describe_condition(change.condition)
    return out

