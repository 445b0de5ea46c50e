"""The values chosen as a permanent entered (614.12a) and the abilities linked to that choice
(607.2d): "Creatures you control of the chosen type get +1/+1", "Add one mana of the chosen
color". The choice is the permanent's own (``Permanent.chosen``); an ability that refers to a
choice its object never made (it gained the ability later, or left and came back) finds none,
and nothing is "of the chosen type" for it."""
from __future__ import annotations

from mtgrules import ir as m

# how the log and granted keywords name a color chosen (105.1)
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def chosen_value(game, oid: int, kind: str) -> str | None:
    """What was chosen of ``kind`` ('color', 'creature type') as object ``oid`` entered, or
    None (no such choice was made for it). A spell or ability on the stack has its own choices
    ("Choose a color." as it resolves, 608.2d); an ability also its source's."""
    obj = game.objects.get(oid)
    for k, value in getattr(obj, "chosen", ()):
        if k == kind:
            return value
    if getattr(obj, "ability", None) is not None:
        return chosen_value(game, obj.source, kind)
    return None


def of_chosen(game, source: int, kind: str, colors, subtypes) -> bool:
    """Whether an object with ``colors`` and ``subtypes`` is of the ``kind`` chosen for
    ``source`` ("of the chosen color" 105.2, "of the chosen type" 205.3m)."""
    value = chosen_value(game, source, kind)
    if value is None:
        return False
    return value in colors if kind == "color" else value in subtypes


def keywords_with_choice(game, oid: int, keywords: tuple) -> tuple:
    """``keywords`` with "protection from the chosen color" made protection from the color
    chosen for ``oid`` (dropped if none was chosen)."""
    if all(k.param != m.CHOSEN_COLOR for k in keywords):
        return keywords
    color = chosen_value(game, oid, "color")
    return tuple(k if k.param != m.CHOSEN_COLOR else m.KeywordInstance(k.name, COLOR_NAMES[color])
                 for k in keywords if k.param != m.CHOSEN_COLOR or color is not None)
