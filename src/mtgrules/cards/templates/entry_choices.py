"""Choices made as a permanent enters (614.1c, 614.12a): "As this creature enters, choose a
color.", "... choose a creature type.", "... choose a color other than black.", and the lands'
"This land enters tapped. As it enters, choose a color." The abilities that refer to "the
chosen color / type" are linked to it (607.2d): their object descriptions ("of the chosen
type", ``cards/grammar/objects.py``) and "Add one mana of the chosen color"
(``cards/sentences.py``); ``engine/effectlib/entry_choices.py`` asks the choice."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.keyword_syntax import parse_keyword_line
from mtgrules.cards.phrases import COLOR_WORDS
from mtgrules.cards.sentences import NotUnderstood

_CHOICE = r"choose a (color|creature type)(?: other than (white|blue|black|red|green))?"


def _choice(kind: str, other: str | None, text: str) -> tuple:
    effect = m.ChooseOnEntry(kind, text, COLOR_WORDS[other] if other else None)
    how = f"replacement effect (614.1c): as it enters, its controller chooses a {kind}" + (
        f" other than {other}" if other else "") + " (614.12a); the chosen " + (
        "color" if kind == "color" else "type") + " is the one its linked abilities use (607.2d)"
    return m.StaticAbility(effect, text), how


@ability_line(rf"as cardname enters, {_CHOICE}")
def _as_enters(hit, line):
    return _choice(hit.group(1), hit.group(2), hit.group(0))


@ability_line(rf"cardname enters tapped\. as it enters, {_CHOICE}")
def _tapped_then(hit, line):
    tapped = "cardname enters tapped"
    ability, how = _choice(hit.group(1), hit.group(2), hit.group(0))
    return (m.StaticAbility(m.EntersTapped(tapped), tapped), ability), \
        "replacement effect (614.1c): enters tapped; " + how


@ability_line(r"cardname has protection from the chosen color")
def _own_protection(hit, line):
    """"This creature has protection from the chosen color." (702.16a, 607.2d): its layers give
    it protection from the color chosen as it entered."""
    keywords = parse_keyword_line("protection from the chosen color")
    if not keywords:
        raise NotUnderstood(hit.group(0))
    anthem = m.Anthem(m.Filter(), 0, 0, tuple(keywords), text=hit.group(0), only_self=True)
    return m.StaticAbility(anthem, hit.group(0)), \
        "static ability (604.1): this permanent has protection from the chosen color (702.16a, 607.2d)"


@ability_line(r"cardname is the chosen type in addition to its other types")
def _own_type(hit, line):
    """"This creature is the chosen type in addition to its other types." (205.1b, 607.2d)."""
    anthem = m.Anthem(m.Filter(), text=hit.group(0), only_self=True,
                      change=m.Change(add_subtypes=(m.CHOSEN_TYPE,)))
    return m.StaticAbility(anthem, hit.group(0)), \
        "static ability (604.1): this permanent is the chosen creature type in addition to its other types (205.1b, 607.2d)"


@ability_line(r"(?:each creature you control is|creatures you control are) the chosen (?:creature )?type "
              r"in addition to (?:its|their) other types")
def _creatures_type(hit, line):
    """"Each creature you control is the chosen type in addition to its other types."
    (Xenograft; 205.1b, 607.2d)."""
    anthem = m.Anthem(m.Filter(types=frozenset({"Creature"}), controller="you"), text=hit.group(0),
                      change=m.Change(add_subtypes=(m.CHOSEN_TYPE,)))
    return m.StaticAbility(anthem, hit.group(0)), \
        "static ability (604.1): each creature you control is the chosen creature type in addition to its other types (205.1b, 607.2d)"
