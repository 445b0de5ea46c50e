"""Actions: the small immutable values a player gives to ``Game.apply`` (decisions are data).

Every field of an action is part of it: an action equals an offered one only if all its fields
do, the ``name``/``label`` fields (which make ``str()`` readable) included, so take actions from
``legal_actions()`` rather than building them.
Objects are integer ids; players are ``player_ref(i)`` (negative integers).
"""
from __future__ import annotations

from dataclasses import fields

from mtgrules.engine.objects import seat_name
from mtgrules.records import record


def _who(ref: int, name: str) -> str:
    if name:
        return name
    return f"player {seat_name(-1 - ref)}" if ref < 0 else f"#{ref}"


@record
class Mulligan:
    """Rule 103.5: keep the opening hand (``keep=True``) or take a mulligan."""

    keep: bool

    def __str__(self) -> str:
        return "keep hand" if self.keep else "mulligan"


@record
class PassPriority:
    """Rule 117.3d: pass priority."""

    def __str__(self) -> str:
        return "pass priority"


@record
class PlayLand:
    """Rule 305.1: play a land (a special action); ``face``: which face of a modal double-faced
    card is played, 1 for its back face (712.12)."""

    card: int
    name: str = ""
    face: int = 0

    def __str__(self) -> str:
        return f"play {_who(self.card, self.name)}"


@record
class CastSpell:
    """Rule 601.2: begin casting a spell (modes, targets and payment follow as decisions);
    ``alternative``: cast it another way, paying an alternative cost (601.2b): "bestow"
    (702.103a), "flashback" (from a graveyard, 702.34a), "disturb" (transformed, from a
    graveyard, 702.146a), "jump-start" and "retrace" (from a graveyard, with an additional
    discard, 702.133a, 702.81a). ``face``: which face of a card with several is cast, its index in
    ``CardDef.faces`` (``name`` is that face's name): a split card's half (709.3, 0 left, 1
    right; an aftermath half from a graveyard, 702.127a), a modal double-faced card's back face
    (712.11b, 1), an adventurer card's Adventure (715.3, 1)."""

    card: int
    name: str = ""
    alternative: str = ""
    face: int = 0

    def __str__(self) -> str:
        how = "" if not self.alternative else " bestowed" if self.alternative == "bestow" else \
            f" face down with {self.alternative}" if self.alternative in _FACE_DOWN else \
            f" with {self.alternative}"
        return f"cast {_who(self.card, self.name)}{how}"

    def public_text(self) -> str:
        """What every player may know of it: a card cast face down is not named (708.5)."""
        if self.alternative in _FACE_DOWN:
            return f"cast a card face down with {self.alternative}"
        return str(self)


_FACE_DOWN = ("morph", "disguise")  # alternatives that cast a card face down (702.37c, 702.168b)


@record
class TurnFaceUp:
    """Rules 116.2b, 702.37e, 702.168d, 701.40b: turn the face-down permanent ``permanent`` face
    up (a special action), paying the cost ``by`` names: "morph", "megamorph", "disguise", or
    "mana cost" (a manifested or cloaked creature card); or, ``by`` "hidden agenda", turn the
    face-down conspiracy card ``permanent`` face up, revealing its chosen name (116.2j, 702.106c)."""

    permanent: int
    name: str = ""
    by: str = "morph"

    def __str__(self) -> str:
        if self.by == "hidden agenda":
            return f"turn {_who(self.permanent, self.name)} face up (hidden agenda: reveal the chosen name)"
        return f"turn {_who(self.permanent, self.name)} face up for its {self.by}" + (
            "" if self.by == "mana cost" else " cost")


@record
class ExileFromHand:
    """Rules 116.2h, 116.2k: exile the card ``card`` from its owner's hand by the special action
    of its keyword ``by``: "foretell" (pay {2}, exiled face down, 702.143a) or "plot" (pay its
    plot cost, 702.170a). ``engine/exiled_casting.py``."""

    card: int
    name: str = ""
    by: str = "foretell"

    def __str__(self) -> str:
        return f"{self.by} {_who(self.card, self.name)}"

    def public_text(self) -> str:
        """What every player may know of it: a card foretold is exiled face down (702.143a)."""
        return "foretell a card" if self.by == "foretell" else str(self)


@record
class ActivateAbility:
    """Rule 602.2: begin activating the ``index``-th ability of ``source`` (mana abilities too,
    which resolve at once, rule 605.3)."""

    source: int
    index: int
    name: str = ""

    def __str__(self) -> str:
        return f"activate {_who(self.source, self.name)}"


@record
class ChooseMode:
    """Rule 601.2b / 700.2: choose a mode (1-based index in ``str``)."""

    index: int
    name: str = ""

    def __str__(self) -> str:
        return f"choose mode {self.index + 1}" + (f": {self.name}" if self.name else "")


@record
class ChooseX:
    """Rule 601.2b / 107.3: announce the value of X."""

    value: int

    def __str__(self) -> str:
        return f"X = {self.value}"


@record
class ChooseTarget:
    """Rule 601.2c / 603.3d: choose a target (an object id or a player ref)."""

    target: int
    name: str = ""

    def __str__(self) -> str:
        return f"target {_who(self.target, self.name)}"


@record
class PayCost:
    """Rule 601.2g-h: pay the total cost, activating mana abilities automatically as needed
    (mana already in the pool is spent first)."""

    def __str__(self) -> str:
        return "pay the cost"


@record
class DeclareAttacker:
    """Rule 508.1a: add ``creature`` to the attack, attacking ``defender`` (player ref or
    planeswalker id)."""

    creature: int
    defender: int
    name: str = ""
    defender_name: str = ""

    def __str__(self) -> str:
        return f"attack {_who(self.defender, self.defender_name)} with {_who(self.creature, self.name)}"


@record
class DeclareBlocker:
    """Rule 509.1a: ``blocker`` blocks ``attacker``."""

    blocker: int
    attacker: int
    name: str = ""
    attacker_name: str = ""

    def __str__(self) -> str:
        return f"block {_who(self.attacker, self.attacker_name)} with {_who(self.blocker, self.name)}"


@record
class Undeclare:
    """Take back one declared attacker or block (only offered when the declaration as it stands
    breaks a restriction, so that a legal declaration can always be reached)."""

    creature: int
    other: int = 0
    name: str = ""

    def __str__(self) -> str:
        return f"take back {_who(self.creature, self.name)}"


@record
class FinishDeclaration:
    """Rules 508.1 / 509.1: the declaration of attackers or blockers is complete."""

    def __str__(self) -> str:
        return "done declaring"


@record
class AssignDamage:
    """Rule 510.1c-d: how ``creature`` divides its combat damage: (recipient, amount) pairs."""

    creature: int
    division: tuple[tuple[int, int], ...]
    label: str = ""

    def __str__(self) -> str:
        if self.label:
            return self.label
        return f"#{self.creature} assigns " + ", ".join(f"{n} to {_who(r, '')}" for r, n in self.division)


@record
class ChooseYesNo:
    """Answer a yes/no question ("you may", rule 609.3; pay a cost or not)."""

    yes: bool

    def __str__(self) -> str:
        return "yes" if self.yes else "no"


@record
class ChooseObject:
    """Choose one object (a card to discard, to put on the bottom, a permanent to keep under the
    legend rule, the next trigger to put on the stack ...)."""

    object: int
    name: str = ""

    def __str__(self) -> str:
        return f"choose {_who(self.object, self.name)}"


@record
class ChooseColor:
    """Choose a color (rule 105.1), e.g. for "Add one mana of any color"."""

    color: str

    def __str__(self) -> str:
        return f"choose {dict(W='white', U='blue', B='black', R='red', G='green').get(self.color, self.color)}"


@record
class ChooseReplacement:
    """Rule 616.1: choose which of several replacement or prevention effects applies first to an
    event; ``key`` identifies the effect, ``source`` (an object id) and ``name`` its source.
    ``key`` None applies none of the optional ones ("you may ... instead", e.g. dredge 702.52a)."""

    key: tuple | None
    source: int = 0
    name: str = ""

    def __str__(self) -> str:
        if self.key is None:
            return "apply none of the optional replacement effects"
        return f"apply the effect of {self.name} first"


@record
class ChooseSticker:
    """Rule 123.3: put a sticker on an object: the ``index``-th sticker of the player's
    ``sheet``-th sticker sheet; ``text`` is the sticker as printed ("Elf", "Flying", "4/2")."""

    sheet: int
    index: int
    text: str = ""

    def __str__(self) -> str:
        return f"put the sticker {self.text or (self.sheet, self.index)} on it"


@record
class ChooseValue:
    """Choose a value of some ``kind`` that is neither an object nor a color: a creature type
    (205.3m) as a permanent enters ("As this creature enters, choose a creature type", 614.12a)."""

    kind: str
    value: str

    def __str__(self) -> str:
        return f"choose {self.value} ({self.kind})"


@record
class RollPlanarDie:
    """Rule 901.9: roll the planar die, a special action of the active player in a main phase
    with an empty stack, costing {N} for the N times they have taken it this turn
    (``engine/planechase.py``). ``cost`` only makes it readable."""

    cost: int = 0

    def __str__(self) -> str:
        return "roll the planar die" + (f" (pay {{{self.cost}}})" if self.cost else "")


Action = (Mulligan | PassPriority | PlayLand | CastSpell | ActivateAbility | ChooseMode | ChooseX
          | ChooseTarget | PayCost | DeclareAttacker | DeclareBlocker | Undeclare | FinishDeclaration
          | AssignDamage | ChooseYesNo | ChooseObject | ChooseColor | ChooseReplacement | ChooseSticker
          | TurnFaceUp | ChooseValue | ExileFromHand
          | RollPlanarDie)


#: The fields that only make an action readable (its ``str()``).
_DISPLAY = frozenset({"name", "label", "defender_name", "attacker_name", "text", "cost"})


def offered_as(action, legal: list):
    """The action among ``legal`` that ``action`` describes by its identifying fields alone
    (its ids and choices, not its display names), for callers that build actions from ids
    such as the scenario runner; ``action`` itself if none does (``apply`` then refuses it)."""
    kind = type(action)
    keys = [f.name for f in fields(kind) if f.name not in _DISPLAY]
    want = [getattr(action, k) for k in keys]
    for candidate in legal:
        if type(candidate) is kind and [getattr(candidate, k) for k in keys] == want:
            return candidate
    return action
