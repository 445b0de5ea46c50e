"""The values chosen as a permanent entered (614.12a) and the abilities linked to that choice
(607.2d): "Creatures you control of the chosen type get +1/+1", "Add one mana of the chosen
color". The choice is the permanent's own (``Permanent.chosen``); an ability that refers to a
choice its object never made (it gained the ability later, or left and came back) finds none,
and nothing is "of the chosen type" for it."""
from __future__ import annotations


def chosen_value(game, oid: int, kind: str) -> str | None:
    """What was chosen of ``kind`` ('color', 'creature type') as object ``oid`` entered, or
    None (no such choice was made for it). For an ability on the stack, its source's choice."""
    obj = game.objects.get(oid)
    if getattr(obj, "ability", None) is not None:
        obj = game.objects.get(obj.source)
    for k, value in getattr(obj, "chosen", ()):
        if k == kind:
            return value
    return None


def of_chosen(game, source: int, kind: str, colors, subtypes) -> bool:
    """Whether an object with ``colors`` and ``subtypes`` is of the ``kind`` chosen for
    ``source`` ("of the chosen color" 105.2, "of the chosen type" 205.3m)."""
    value = chosen_value(game, source, kind)
    if value is None:
        return False
    return value in colors if kind == "color" else value in subtypes
