"""Choices made as a permanent enters (rules 614.1c, 614.12a) and the abilities linked to them
(607.2d): "As this creature enters, choose a color." and "... of the chosen color"."""
from __future__ import annotations

from mtgrules.records import record

# what a player may be asked to choose as a permanent enters: a color (105.4) or a creature
# type (205.3m)
CHOICE_KINDS = ("color", "creature type")


@record
class ChooseOnEntry:
    """"As [this permanent] enters, choose a color / a creature type." (614.1c): a replacement
    effect on its entering; its controller makes the choice before it enters (614.12a) and the
    permanent's linked abilities refer to it ("the chosen color", 607.2d). ``other_than``: a
    value that may not be chosen ("choose a color other than black")."""

    kind: str
    text: str = ""
    other_than: str | None = None
