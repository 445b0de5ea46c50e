"""Naming objects in scenarios: card names, ``name`` labels, ``Card Name#2``, players A and B.

A label (or ``Name#k``) names one object of the starting position. Objects get new ids when
they change zones (rule 400.7), so labels follow their card: after each action the game
performs, a labelled object that left its zone is matched with the new object of the same card
made meanwhile (ids only grow, so the new objects are those above the previous watermark).
"""
from __future__ import annotations

from mtgrules.engine.objects import Zone, player_ref, seat_name

PLAYER_NAMES = {"A": 0, "B": 1}

# zones searched for a name, per use (``None`` stands for the stack)
BATTLEFIELD = (Zone.BATTLEFIELD,)
ANYWHERE = (Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD, Zone.HAND, Zone.EXILE, Zone.LIBRARY)


class NameError_(LookupError):
    """A name that names no object (or several) where one was needed."""


class Names:
    """Labels of a game's objects, kept up to date as objects change zones."""

    def __init__(self) -> None:
        self.labels: dict[str, int] = {}      # lower-case label -> current object id
        self.shown: dict[str, str] = {}       # lower-case label -> label as written
        self.cards: dict[str, str] = {}       # lower-case label -> card name
        self.mark = 0
        self.numbered: set[str] = set()     # the ``Name#k`` labels
        self.gone: set[int] = set()         # ids of labelled objects that ceased to exist

    def add(self, label: str, oid: int, card_name: str, *, numbered: bool = False) -> None:
        key = label.lower()
        if numbered:
            self.numbered.add(key)
        self.labels[key] = oid
        self.shown[key] = label
        self.cards[key] = card_name

    def copy(self) -> "Names":
        other = Names()
        other.labels = dict(self.labels)
        other.shown = self.shown
        other.cards = self.cards
        other.mark = self.mark
        other.numbered = self.numbered
        other.gone = set(self.gone)
        return other

    def is_label(self, name: str) -> bool:
        return name.lower() in self.labels

    def card_name(self, name: str) -> str:
        """The card name a name stands for (a label's card, or the name itself)."""
        return self.cards.get(name.lower(), name)

    def start_watch(self, game) -> None:
        self.mark = game.next_id

    def follow(self, game) -> None:
        """After the game acted: labels whose object is gone move to the new object of the same
        card made since the watermark (paired in order when several qualify). All the labels of
        one object move together; a label whose object ceased to exist stays gone."""
        objects = game.objects
        lost: dict[int, list[str]] = {}
        for key, oid in self.labels.items():
            if oid not in objects and oid not in self.gone:
                lost.setdefault(oid, []).append(key)
        if lost:
            fresh = sorted(oid for oid in objects if oid >= self.mark)
            taken = set(self.labels.values())
            for old in sorted(lost):
                keys = lost[old]
                card = self.cards[keys[0]].lower()
                for new in fresh:
                    if new not in taken and whole_card(objects[new]).name.lower() == card:
                        for key in keys:
                            self.labels[key] = new
                        taken.add(new)
                        break
                else:
                    self.gone.add(old)
        self.mark = game.next_id

    # --- lookups ---------------------------------------------------------------------------

    def find(self, game, name: str, zones=ANYWHERE, *, player: int | None = None,
             exclude=(), pick_first: bool = False, prefer=None) -> int:
        """The object ``name`` names, looked for in ``zones`` in that order (the first zone
        holding one wins). A label gives its object wherever it is. Among several, those
        passing ``prefer`` (e.g. "can attack now") are taken first. Raises NameError_."""
        key = name.lower()
        if key in self.labels:
            oid = self.labels[key]
            obj = game.objects.get(oid)
            if obj is None:
                raise NameError_(f"{self.shown[key]} no longer exists")
            return oid
        cands = self.candidates(game, name, zones, player=player, exclude=exclude)
        if not cands:
            where = " or ".join(_ZONE_WORDS[z] for z in zones)
            raise NameError_(f"there is no {name} {where}")
        return self.pick(game, name, cands, pick_first=pick_first, prefer=prefer)

    def pick(self, game, name: str, cands: list[int], *, pick_first: bool = False,
             prefer=None) -> int:
        """One of ``cands``, all named ``name``: those passing ``prefer`` first; then the only
        one without a label (labelled objects are named by their label); then any, if they
        can't be told apart. Raises NameError_ when the name is ambiguous."""
        if len(cands) > 1 and prefer is not None:
            cands = [c for c in cands if prefer(c)] or cands
        if len(cands) > 1:
            explicit = self._explicit()
            unlabelled = [c for c in cands if c not in explicit]
            if len(unlabelled) == 1:
                return unlabelled[0]
        if len(cands) > 1 and not pick_first and not self._interchangeable(game, cands):
            raise NameError_(f"{len(cands)} objects are named {name}: give them labels in start "
                             f"(name: ...) or write {name}#1, {name}#2")
        return cands[0]

    def candidates(self, game, name: str, zones=ANYWHERE, *, player: int | None = None,
                   exclude=()) -> list[int]:
        """Objects with card name ``name`` in the first of ``zones`` that has any."""
        key = name.lower()
        for zone in zones:
            found = [oid for oid in _zone_ids(game, zone, player)
                     if oid not in exclude and _named(game, oid, key)]
            if found:
                return found
        return []

    def _explicit(self) -> set[int]:
        """Objects that have a ``name`` label (not only a ``Name#k`` one)."""
        return {oid for key, oid in self.labels.items() if key not in self.numbered}

    def _interchangeable(self, game, cands: list[int]) -> bool:
        """Whether choosing any of ``cands`` is the same: unlabelled objects of one player in
        one zone that differ in nothing observable (spells on the stack never do)."""
        explicit = self._explicit()
        if any(c in explicit for c in cands):
            return False
        return len({_state(game, c) for c in cands}) == 1

    def ref(self, game, name: str, zones=ANYWHERE, **kw) -> int:
        """A player ref for ``A``/``B``, else an object id."""
        if name in PLAYER_NAMES:
            return player_ref(PLAYER_NAMES[name])
        return self.find(game, name, zones, **kw)

    def matches(self, game, name: str, oid: int) -> bool:
        """Whether ``name`` can stand for object (or player ref) ``oid``."""
        if oid < 0:
            return name in PLAYER_NAMES and player_ref(PLAYER_NAMES[name]) == oid
        key = name.lower()
        if key in self.labels:
            return self.labels[key] == oid
        return oid in game.objects and _named(game, oid, key)

    def describe(self, game, oid: int) -> str:
        """How a scenario would name ``oid``: its label if it has one, else its card name."""
        if oid < 0:
            return seat_name(-1 - oid)
        for key, value in self.labels.items():
            if value == oid and key not in self.numbered:
                return self.shown[key]
        return game.name(oid)


def _named(game, oid: int, key: str) -> bool:
    """Whether object ``oid`` has the card name ``key`` (lowercase), or has it now: name stickers
    change the name (123.6)."""
    obj = game.objects[oid]
    card = getattr(obj, "face_down_card", None) or obj.card  # a face-down spell by its card (708.4)
    return card.name.lower() == key or bool(obj.stickers) and game.name(oid).lower() == key


def whole_card(obj):
    """The card an object is, with all its faces (a permanent's ``card`` is its face up, and
    so is a spell's cast transformed, 712.8c; a face-down spell's card is hidden behind its
    face-down characteristics, 708.4)."""
    return getattr(obj, "face_down_card", None) or getattr(obj, "whole_card", None) or obj.card


_ZONE_WORDS = {Zone.BATTLEFIELD: "on the battlefield", Zone.STACK: "on the stack",
               Zone.GRAVEYARD: "in a graveyard", Zone.HAND: "in a hand", Zone.EXILE: "in exile",
               Zone.LIBRARY: "in a library", Zone.COMMAND: "in a command zone"}


def _state(game, oid: int) -> tuple:
    """What tells ``oid`` apart from another object with the same card."""
    obj = game.objects[oid]
    if obj.zone is Zone.STACK:
        return (oid,)
    if obj.zone is Zone.BATTLEFIELD:
        from mtgrules.engine.abilities import summoning_sick
        combat = game.combat
        return (obj.zone, game.chars(oid).controller, obj.tapped, obj.damage,
                tuple(sorted(obj.counters.items())), obj.attached_to, obj.face_down, obj.transformed,
                summoning_sick(game, oid), combat is not None and oid in combat.attackers,
                combat is not None and oid in combat.blocks)
    return (obj.zone, obj.owner)


def _zone_ids(game, zone: Zone, player: int | None) -> list[int]:
    if zone is Zone.BATTLEFIELD:
        if player is None:
            return list(game.battlefield)
        return [oid for oid in game.battlefield if game.chars(oid).controller == player]
    if zone is Zone.STACK:
        ids = list(reversed(game.stack))
        return ids if player is None else [i for i in ids if game.objects[i].controller == player]
    seats = [player] if player is not None else range(len(game.players))
    out: list[int] = []
    for seat in seats:
        out.extend(game.players[seat].zone_list(zone))
    return out
