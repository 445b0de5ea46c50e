"""Reading Class cards (rule 716): their text split at the class level bars, and each level's
abilities gained as long as the Class is at that level or greater.

"[Cost]: Level N" begins the section of level N; the lines after it, up to the next level bar,
are its abilities (716.2a); the lines before the first bar are the Class's own abilities, which
it has at all times (716.3). "When this Class becomes level N, ..." is a triggered ability of
that section.
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.describe import describes
from mtgrules.ir.classes import GainLevel, class_level_event

_LEVEL_BAR = re.compile(r"((?:\{[^}]+\})+): Level (\d+)")
_BECOMES_LEVEL = re.compile(r"when cardname becomes level (\d+), (.+)")


def split_class_text(text: str) -> list[tuple[str | None, str | None, int, str]]:
    """The sections of a Class's text: (level bar line, its cost, level, the section's text),
    the first one (level 1, the Class's own abilities) without a bar or cost."""
    sections: list = [[None, None, 1, []]]
    for line in text.split("\n"):
        bar = _LEVEL_BAR.fullmatch(line.strip())
        if bar:
            sections.append([line, bar.group(1), int(bar.group(2)), []])
        else:
            sections[-1][3].append(line)
    return [(bar, cost, level, "\n".join(lines)) for bar, cost, level, lines in sections]


def read_level_trigger(low: str) -> tuple[tuple[str], str, str] | None:
    """"When this Class becomes level N, [effect]" (716.2a): (its event, the effect text, how it
    was read), or None."""
    hit = _BECOMES_LEVEL.fullmatch(low)
    if hit is None:
        return None
    level = int(hit.group(1))
    return (class_level_event(level),), hit.group(2), f"triggered ability (603.1) on becoming level {level} (716.2a)"


def level_bar(cost: m.Cost, level: int, line: str) -> tuple[m.ActivatedAbility, str]:
    """Rule 716.2a: "[Cost]: This Class's level becomes N. Activate only if this Class is level
    N-1 and only as a sorcery.", as (ability, how it was read)."""
    only_if = m.StateCondition("class_level_is", count=level - 1, text=f"this Class is level {level - 1}")
    ability = m.ActivatedAbility(cost, m.Mode((), (GainLevel(level),), line), sorcery_speed=True,
                                 text=line, only_if=only_if)
    return ability, (f"class level bar (716.2a): cost {cost}; this Class's level becomes {level} "
                     f"(only if it is level {level - 1}, only as a sorcery)")


def level_abilities(level: int, abilities: tuple, keywords: tuple) -> tuple[m.StaticAbility | None, str]:
    """Rule 716.2a: "As long as this Class is level N or greater, it has [abilities]" (layer 6),
    as (ability, how it was read); (None, why not) if an ability of the section is a static
    ability whose effect would itself apply before layer 7, which a gained static ability
    can't yet do (only its power and toughness changes apply, 613.1f)."""
    problem = gained_statics_problem(abilities, f"level {level}")
    if problem is not None:
        return None, problem
    text = f"as long as cardname is level {level} or greater, it has these abilities"
    change = m.Change(abilities=tuple(abilities), keywords=tuple(keywords))
    condition = m.StateCondition("class_level", count=level, text=f"this Class is level {level} or greater")
    anthem = m.Anthem(m.Filter(), only_self=True, condition=condition, change=change, text=text)
    return m.StaticAbility(anthem, text), f"level {level} (716.2a): {text}"


def gained_statics_problem(abilities: tuple, where: str) -> str | None:
    """Why abilities gained at ``where`` can't be had, or None: a gained static ability whose
    effect applies before layer 7 (only the power and toughness changes of a gained static
    ability apply, 613.1f; its own attack and block rules are read from the abilities it has,
    508.1c, 509.1b)."""
    for a in abilities:
        if type(a) is m.StaticAbility and not _works_when_gained(a.effect):
            return f"a static ability gained at {where} that applies in layers 1-6 is not supported"
    return None


def _works_when_gained(effect) -> bool:
    if type(effect) is m.CombatRule:
        return not effect.attached
    return (type(effect) is m.Anthem and not effect.keywords and effect.change is None
            and bool(effect.power or effect.toughness))


@describes(GainLevel)
def _describe_gain_level(e: GainLevel) -> str:
    return f"this Class's level becomes {e.level} (716.2a)"

