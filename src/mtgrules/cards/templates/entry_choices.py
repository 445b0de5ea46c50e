"""Choices made as a permanent enters (614.1c, 614.12a): "As this creature enters, choose a
color.", "... choose a creature type.", "... choose a color other than black.", and the lands'
"This land enters tapped. As it enters, choose a color." The abilities that refer to "the
chosen color / type" are linked to it (607.2d): their object descriptions ("of the chosen
type", ``cards/grammar/objects.py``) and "Add one mana of the chosen color"
(``cards/sentences.py``); ``engine/effectlib/entry_choices.py`` asks the choice."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.phrases import COLOR_WORDS

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
