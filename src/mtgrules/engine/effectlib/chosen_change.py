""""Target creature becomes the color of your choice until end of turn", "... the creature type
of your choice", "target land becomes the basic land type of your choice" (608.2d): the
controller of the resolving spell or ability chooses through ``legal_actions()``; the waiting
instruction is then replaced by the change it names (layer 4 or 5, 613.1d-e): the new color
replaces the old ones (105.3), a creature type replaces the creature types (205.1a), a basic
land type replaces the land types (305.7); "in addition to its other types" adds it (205.1b)."""
from __future__ import annotations

from itertools import combinations

from mtgrules import ir as m
from mtgrules.cards.type_line import CREATURE_TYPES
from mtgrules.engine.actions import ChooseColor, ChooseValue
from mtgrules.engine.chosen import COLOR_NAMES
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.effectlib.entry_choices import shown, value_of
from mtgrules.engine.objects import Zone, seat_name

_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 205.3i

_OPTIONS = {
    "color": tuple(ChooseColor(c) for c in COLOR_NAMES),  # 105.1
    "creature type": tuple(ChooseValue("creature type", t) for t in sorted(CREATURE_TYPES)),
    "basic land type": tuple(ChooseValue("basic land type", t) for t in _BASIC_LAND_TYPES),
    # "the color or colors of your choice": any nonempty set of the five colors (105.1)
    "colors": tuple(ChooseValue("colors", "".join(c)) for n in range(1, 6)
                    for c in combinations(COLOR_NAMES, n)),
}


def _shown(kind: str, value: str) -> str:
    if kind == "colors":
        return " and ".join(COLOR_NAMES[c] for c in value)
    return shown(kind, value)


@effect(m.BecomesChosen)
def _becomes_chosen(game, res, e: m.BecomesChosen, offset) -> bool:
    """Ask for the choice, unless nothing it would change is still on the battlefield."""
    if not any(o >= 0 and o in game.objects and game.objects[o].zone is Zone.BATTLEFIELD
               for o in resolve_ref(game, res, e.what, offset)):
        return True
    game.ask("becomes_chosen", res.item.controller,
             f"choose a {e.kind} for {res.item.card.name}", (e.kind,))
    return False


def _options(game, decision) -> list:
    return list(_OPTIONS[decision.data[0]])


def change_for(kind: str, value: str, added: bool) -> m.Change:
    """The change that makes an object the chosen ``value`` of ``kind``."""
    if kind in ("color", "colors"):
        return m.Change(colors=frozenset(value))
    if added:
        return m.Change(add_subtypes=(value,))
    if kind == "creature type":
        return m.Change(creature_types=(value,))
    return m.Change(land_types=(value,))


def _chosen(game, decision, action) -> None:
    res = game.resolving
    e, offset = res.queue[0]
    value = value_of(action)
    word = _shown(e.kind, value)
    res.queue[0] = (m.ApplyChange(e.what, change_for(e.kind, value, e.added), e.duration,
                                  f"{e.text} ({word})"), offset)
    game.event("608.2d", f"player {seat_name(decision.player)} chooses {word} ({e.kind}) "
                         f"for {res.item.card.name}")


handler("becomes_chosen", _options, _chosen)
