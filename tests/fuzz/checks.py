"""What the fuzz games check as they are played (DESIGN.md, "Tests"; principles 1, 2 and 6).

- ``check_invariants``: every object is in exactly one zone, some action is legal, and no
  state-based action is left undone when a player receives priority (117.5, 704.3).
- ``check_every_action_accepted``: each listed action is accepted (tried on copies).
- ``Shadows``: a ``copy()`` and a JSON round trip of the game, played on beside it with
  identically seeded random players, must offer the same actions, choose the same ones and end
  in the same state (the saved game is the whole game; the same seed and actions give the same
  game).
- ``check_refusals``: actions that are not offered (offered ones perturbed, actions of other
  decision kinds, actions legal at an earlier decision) raise ``IllegalAction`` naming a rule,
  and leave the game exactly as it was.
"""
from __future__ import annotations

import copy
import dataclasses
from operator import attrgetter

import pytest

from mtgrules import Game, IllegalAction
from mtgrules.engine import actions as a
from mtgrules.engine import sba
from mtgrules.engine.objects import Zone
from mtgrules.engine.phasing import PHASED_OUT
from mtgrules.engine.rng import Rng
from mtgrules.players import RandomPlayer


_CARD_ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)
_ZONE, _OWNER = attrgetter("zone"), attrgetter("owner")


def check_invariants(game: Game) -> None:
    objects = game.objects
    # every object is in exactly one zone (the zones together hold each id once, and nothing
    # else), and in the zone it says it is in, owned by the player whose zone it is (400.3)
    zones = [game.battlefield, game.stack]
    for p in game.players:
        for zone in _CARD_ZONES:
            ids = p.zone_list(zone)
            zones.append(ids)
            cards = list(map(objects.__getitem__, ids))
            assert list(map(_ZONE, cards)).count(zone) == len(ids) and \
                list(map(_OWNER, cards)).count(p.index) == len(ids), \
                f"an object in {zone.name} of {p.name} is not a card of theirs in that zone"
    assert list(map(_ZONE, map(objects.__getitem__, game.battlefield))).count(Zone.BATTLEFIELD) == \
        len(game.battlefield), "an object on the battlefield is not a permanent"
    phased = [oid for oid, _, _ in game.marks.get(PHASED_OUT, ())]  # in no zone's list (702.26b)
    assert all(objects[oid].zone is Zone.PHASED_OUT for oid in phased), "a phased-out object is not"
    zones.append(phased)
    held = set().union(*zones)
    assert len(held) == sum(map(len, zones)) == len(objects) and held == objects.keys(), \
        _misplaced(game, zones)
    if game.is_over:
        assert not game.legal_actions() and game.actor is None
        return
    assert game.actor is not None
    legal = game.legal_actions()
    assert legal, f"player {game.actor} has no legal action at {game.pending}"
    if game.pending.kind == "priority":
        # state-based actions have been performed before priority (rule 117.5 / 704.3)
        assert not sba.would_apply(game), "a state-based action was left unperformed"
        for oid in game.battlefield:
            c = game.chars(oid)
            if "Creature" not in c.types:
                continue
            assert c.toughness > 0, f"{c.name} has toughness {c.toughness} at priority"
            if "indestructible" not in c.keyword_names:
                assert game.objects[oid].damage < c.toughness, f"{c.name} has lethal damage at priority"


def _misplaced(game: Game, zones: list[list[int]]) -> str:
    counts: dict[int, int] = {}
    for ids in zones:
        for oid in ids:
            counts[oid] = counts.get(oid, 0) + 1
    twice = sorted(oid for oid, n in counts.items() if n > 1)
    nowhere = sorted(set(game.objects) - set(counts))
    unknown = sorted(set(counts) - set(game.objects))
    return f"in two zones: {twice}; in no zone: {nowhere}; in a zone but not an object: {unknown}"


def check_every_action_accepted(game: Game) -> None:
    """legal_actions() lists only what apply() accepts: each is applied to a copy."""
    for action in game.legal_actions():
        game.copy().apply(action)


def _texts(actions) -> list[str]:
    return [f"{action!r} {action}" for action in actions]


class Shadows:
    """A copy and a JSON round trip of ``game`` that follow it for a number of decisions, each
    with its own copies of the random players (same generator state), and must stay identical
    to it: the same legal actions (values and text) at every decision, the same choices, and the
    same saved state at the end."""

    def __init__(self, game: Game, text: str, players: list[RandomPlayer], steps: int) -> None:
        """``text``: ``game.to_json()``, already made by the caller."""
        self.games = [game.copy(), Game.from_json(text)]
        assert self.games[1].to_json() == text, "from_json(to_json()) does not save as the original"
        self.players = [[_same_player(p) for p in players] for _ in self.games]
        self.steps = steps

    def follow(self, game: Game, action) -> None:
        """Check the shadows against ``game`` before ``action`` is applied to it, then apply the
        action each shadow's own players choose (which must be ``action``)."""
        legal = _texts(game.legal_actions())
        for shadow, players in zip(self.games, self.players):
            assert shadow.actor == game.actor
            assert _texts(shadow.legal_actions()) == legal, "a copy offers other actions"
            chosen = players[shadow.actor].choose(shadow)
            assert chosen == action, f"a copy's identically seeded player chose {chosen}, not {action}"
            shadow.apply(chosen)
        self.steps -= 1

    @property
    def done(self) -> bool:
        return self.steps <= 0

    def compare(self, game: Game) -> None:
        """After the last followed decision: every shadow is the same game as ``game``."""
        text = game.to_json()
        for shadow in self.games:
            assert shadow.to_json() == text, "a copy played on differently from the original"


def _same_player(player: RandomPlayer) -> RandomPlayer:
    other = copy.copy(player)
    other.rng = player.rng.copy()
    return other


# actions of every kind, to offer at decisions of other kinds
_STOCK = (a.Mulligan(True), a.Mulligan(False), a.PassPriority(), a.PayCost(), a.FinishDeclaration(),
          a.ChooseYesNo(True), a.ChooseYesNo(False), a.ChooseX(0), a.ChooseX(1), a.ChooseMode(0),
          a.ChooseMode(1), a.ChooseColor("G"), a.ChooseColor("C"), a.Undeclare(1))
_COLORS = ("W", "U", "B", "R", "G", "C", "Z")


def _perturbed(action, rng: Rng, ids: list[int], next_id: int) -> list:
    """Actions that differ from ``action`` in one field: another object or player, another
    number, the other answer, another color, another division of damage."""
    out = []
    for f in dataclasses.fields(action):
        if not f.compare:
            continue
        value = getattr(action, f.name)
        if type(value) is bool:
            others = [not value]
        elif type(value) is int:
            others = [value + 1, value - 1, -1, -2, -3, next_id, ids[rng.below(len(ids))] if ids else 0]
        elif type(value) is str:
            others = [_COLORS[rng.below(len(_COLORS))]]
        elif type(value) is tuple:  # AssignDamage: (recipient, amount) pairs; a replacement's key
            others = [value[1:], value + value[:1]]
            if value and type(value[0]) is tuple and len(value[0]) == 2:
                (who, n), rest = value[0], value[1:]
                other_recipient = -2 - who if who < 0 else -1
                others += [((who, n + 1),) + rest, ((who, n - 1),) + rest, ((other_recipient, n),) + rest]
        else:
            continue
        out.extend(dataclasses.replace(action, **{f.name: other}) for other in others)
    return out


def check_refusals(game: Game, text: str, rng: Rng, earlier: list, samples: int = 3) -> None:
    """Actions not offered now are refused with IllegalAction citing a rule (principle 2), and
    the game is left exactly as it was (``text``: its ``to_json()`` before, which also shows
    that playing on copies of it changed nothing): offered actions perturbed, actions of other
    decision kinds and actions that were legal at earlier decisions (``earlier``)."""
    legal = game.legal_actions()
    ids = list(game.objects)
    candidates = list(_STOCK)
    for _ in range(min(samples, len(legal))):
        candidates.extend(_perturbed(legal[rng.below(len(legal))], rng, ids, game.next_id))
    for _ in range(min(samples, len(earlier))):
        candidates.append(earlier[rng.below(len(earlier))])
    tried = set()
    for action in candidates:
        if action in legal or action in tried:
            continue
        tried.add(action)
        with pytest.raises(IllegalAction) as refused:
            game.apply(action)
        assert refused.value.rule, f"refusing {action!r} cites no rule: {refused.value}"
        assert game.legal_actions() == legal, f"refusing {action!r} changed the legal actions"
    assert game.to_json() == text, ("the game changed while its listed actions were played on "
                                    f"copies of it or these were refused: {sorted(map(repr, tried))}")
