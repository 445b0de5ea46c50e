"""Choices made as a permanent enters (rules 614.1c, 614.12a): "As this creature enters,
choose a color." / "... choose a creature type."

The ability is a replacement effect on the permanent entering, by whatever route it enters
(``replacement.enters_with``); its controller makes the choice through ``legal_actions()``
before the permanent enters (614.12a): ``ChooseColor`` for one of the five colors (105.4),
``ChooseValue`` for a creature type (205.3m). The choice is kept on the permanent
(``Permanent.chosen``, carried by ``copy()`` and ``to_json()``) for the abilities linked to
it (607.2d, ``engine/chosen.py``). A copy effect applies first (616.1c), so a permanent
entering as a copy of one with such an ability makes that choice too (614.12)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.type_line import CREATURE_TYPES
from mtgrules.engine.actions import ChooseColor, ChooseValue
from mtgrules.engine.chosen import COLOR_NAMES
from mtgrules.engine.game_events import EnterEvent
from mtgrules.engine.objects import seat_name
from mtgrules.engine.replacement import applier

CHOICES = {
    "color": tuple(ChooseColor(c) for c in COLOR_NAMES),
    "creature type": tuple(ChooseValue("creature type", t) for t in sorted(CREATURE_TYPES)),
}


def _own(game, e: m.ChooseOnEntry, event: EnterEvent, holder: int) -> bool:
    return event.oid == holder


def _options(game, e: m.ChooseOnEntry, event: EnterEvent, holder: int) -> list:
    """Rule 105.4: one of the five colors; 205.3m: any creature type; less ``other_than``."""
    return [a for a in CHOICES[e.kind] if value_of(a) != e.other_than]


def value_of(action) -> str:
    """The color or creature type an offered choice stands for."""
    return action.color if type(action) is ChooseColor else action.value


def shown(kind: str, value: str) -> str:
    """A chosen value as the log writes it: "red", "Elf"."""
    return COLOR_NAMES.get(value, value) if kind == "color" else value


@applier(m.ChooseOnEntry, EnterEvent, applies=_own, commutes=True, options=_options)
def _choose(game, e: m.ChooseOnEntry, event: EnterEvent, holder: int, action):
    perm = game.objects[holder]
    value = value_of(action)
    perm.chosen = tuple((k, v) for k, v in perm.chosen if k != e.kind) + ((e.kind, value),)
    game.event("614.12a", f"player {seat_name(game.controller(holder))} chooses {shown(e.kind, value)} "
                          f"({e.kind}) as {perm.card.name} enters")
    game.changed()
    return event
