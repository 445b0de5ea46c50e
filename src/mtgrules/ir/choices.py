"""Choices made as a permanent enters (rules 614.1c, 614.12a) and the abilities linked to them
(607.2d): "As this creature enters, choose a color." and "... of the chosen color"."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.records import record

# what a player may be asked to choose as a permanent enters: a color (105.4) or a creature
# type (205.3m)
CHOICE_KINDS = ("color", "creature type")
# the quality of "protection from the chosen color" (702.16a), until a permanent's layers read
# it as the color chosen for it (607.2d)
CHOSEN_COLOR = "the chosen color"
# the subtype of "This creature is the chosen type in addition to its other types" (205.1b),
# until a permanent's layers read it as the creature type chosen for its source (607.2d)
CHOSEN_TYPE = "the chosen type"
# the quality of "gains protection from the color of your choice" (702.16a): the color is
# chosen as the effect happens (608.2d)
COLOR_OF_YOUR_CHOICE = "the color of your choice"


@record
class ChooseOnEntry:
    """"As [this permanent] enters, choose a color / a creature type." (614.1c): a replacement
    effect on its entering; its controller makes the choice before it enters (614.12a) and the
    permanent's linked abilities refer to it ("the chosen color", 607.2d). ``other_than``: a
    value that may not be chosen ("choose a color other than black")."""

    kind: str
    text: str = ""
    other_than: str | None = None


@record
class ChooseAsItResolves(Effect):
    """"Choose a color." / "Choose a creature type." as an instruction of a spell or ability
    (608.2d): its controller chooses as it resolves; its later instructions refer to "the
    chosen color", "the chosen type" or "that type" (607.2d)."""

    kind: str


@record
class ChooseOpponent(Effect):
    """"Choose an opponent." as an instruction of a spell or ability (608.2d, 102.2): its
    controller chooses one of their opponents still in the game as it resolves (asked only if
    there are several to choose from); ``highest_life``: "choose an opponent with the highest
    life total among your opponents" (one of those whose life total is the greatest, 119.1).
    Its later instructions name that player "that player" / "the chosen player"
    (``ChosenPlayer``)."""

    highest_life: bool = False


@record
class ChosenPlayer:
    """"That player" / "the chosen player" after "choose an opponent": the player chosen for
    the resolving spell or ability (608.2d); no one if none was chosen."""
