"""A human at a terminal: the position and the numbered legal actions at each decision worth
asking, a number read back.

Priority is passed for the player, as on other clients, when passing is the only legal action,
and when the stack is empty in a step that isn't one of the player's *stops* (by default their
own main phases and the opponent's declare attackers and end steps); every other decision —
mulligans, attackers, blockers, targets, a spell to respond to — is asked. Typing ``stops``
lists the stops, ``stop STEP`` / ``unstop STEP`` (e.g. ``stop upkeep``, ``unstop end``) set
them for the player's own turn, ``stop opponent STEP`` for the opponents'. Identical actions
(two untapped Forests) are offered once.
"""
from __future__ import annotations

import dataclasses
import sys

from mtgrules.engine import archenemy, conspiracies, planechase, player_rules
from mtgrules.engine.steps import STEP_BY_NAME, Step

#: Where a human is asked for priority with an empty stack unless told otherwise.
DEFAULT_STOPS = frozenset({("you", Step.PRECOMBAT_MAIN), ("you", Step.POSTCOMBAT_MAIN),
                           ("opponent", Step.DECLARE_ATTACKERS), ("opponent", Step.END)})


class HumanPlayer:
    name = "human"

    def __init__(self, seed: int = 0, *, stdin=None, stdout=None, stops=DEFAULT_STOPS) -> None:
        self.stdin = stdin or sys.stdin
        self.stdout = stdout or sys.stdout
        self.stops = set(stops)

    # --- deciding ------------------------------------------------------------------------------

    def choose(self, game):
        actions = game.legal_actions()
        if self._passes(game, actions):
            return actions[0]
        offered = _distinct(game, actions)
        self.show(game)
        for i, (action, count) in enumerate(offered, 1):
            times = f" (x{count})" if count > 1 else ""
            print(f"  {i}. {action}{times}", file=self.stdout)
        while True:
            print("> ", end="", file=self.stdout, flush=True)
            line = self.stdin.readline()
            if not line:
                raise EOFError("no more input")
            line = line.strip()
            if line.isdigit() and 1 <= int(line) <= len(offered):
                return offered[int(line) - 1][0]
            if not self._stop_command(line):
                print(f"type a number from 1 to {len(offered)}, or 'stops'", file=self.stdout)

    def _passes(self, game, actions) -> bool:
        """Whether to pass priority for the player: passing is all they can do, or the stack is
        empty in a step that isn't one of their stops."""
        if game.pending.kind != "priority" or type(actions[0]).__name__ != "PassPriority":
            return False
        if len(actions) == 1:
            return True
        whose = "you" if game.active == game.actor else "opponent"
        return not game.stack and (whose, game.step) not in self.stops

    def _stop_command(self, line: str) -> bool:
        """``stops``, ``stop [opponent] STEP``, ``unstop [opponent] STEP``: True if it was one."""
        words = line.lower().split()
        if words == ["stops"]:
            for whose, step in sorted(self.stops, key=lambda s: (s[0], s[1])):
                print(f"  stop: {'your' if whose == 'you' else 'opponent'} {step.words}", file=self.stdout)
            return True
        if len(words) < 2 or words[0] not in ("stop", "unstop"):
            return False
        whose = "opponent" if words[1] == "opponent" else "you"
        name = "_".join(words[2:] if whose == "opponent" else words[1:])
        step = STEP_BY_NAME.get(name) or STEP_BY_NAME.get(name.removesuffix("_step")) \
            or STEP_BY_NAME.get(name.removesuffix("_phase"))
        if step is None:
            print(f"  no step {name!r}: steps are {', '.join(STEP_BY_NAME)}", file=self.stdout)
            return True
        (self.stops.add if words[0] == "stop" else self.stops.discard)((whose, step))
        print(f"  {'stopping' if words[0] == 'stop' else 'not stopping'} in "
              f"{'your' if whose == 'you' else 'opponents’'} {step.words}", file=self.stdout)
        return True

    # --- showing -------------------------------------------------------------------------------

    def show(self, game) -> None:
        me = game.actor
        out = self.stdout
        for p in game.players:
            tag = " (you)" if p.index == me else ""
            print(f"player {p.name}{tag}: {p.life} life, {len(p.library)} in library, "
                  f"{len(p.hand)} in hand, {len(p.graveyard)} in graveyard", file=out)
            top = player_rules.top_card_revealed(game, p.index)
            if top is not None:  # 401.5
                print(f"  top card of the library (revealed): {game.name(top)}", file=out)
            groups: dict[str, list[int]] = {}  # what is shown of a permanent -> their ids
            for oid in game.battlefield:
                c = game.chars(oid)
                if c.controller != p.index:
                    continue
                perm = game.objects[oid]
                pt = f" {c.power}/{c.toughness}" if c.power is not None else ""
                kw = f" [{', '.join(str(k) for k in c.keywords)}]" if c.keywords else ""
                state = " (tapped)" if perm.tapped else ""
                name = c.name
                if perm.face_down:  # rule 708.5: only its controller may look at it
                    name = "face-down creature" + (f" ({perm.card.name})" if p.index == me else "")
                groups.setdefault(f"{name}{pt}{kw}{state}", []).append(oid)
            perms = [_group(game, label, ids) for label, ids in groups.items()]
            print("  battlefield: " + (", ".join(perms) or "-"), file=out)
            shown = [o for o in p.command if not planechase.in_planar_deck(game, o)
                     and not archenemy.in_scheme_deck(game, o)]
            if shown:  # emblems (114), the face-up plane (901.5), face-up schemes (904.8); not the
                # planar deck (901.4) nor a scheme deck, face down; a face-down conspiracy is
                # seen only by its controller (315.7)
                print("  command zone: " + "; ".join(
                    ("face-down conspiracy" + (f" ({game.objects[o].card.name}, naming "
                                               f"{' and '.join(game.objects[o].card.agenda_names)})"
                                               if p.index == me else ""))
                    if conspiracies.is_face_down(game, o) else
                    f"{game.objects[o].card.name}: {game.objects[o].card.text}" for o in shown), file=out)
            if planechase.active(game):
                print(f"  planar deck: {len(planechase.planar_deck(game, p.index))} cards", file=out)
            if archenemy.is_archenemy(game, p.index):
                print(f"  scheme deck: {len(archenemy.scheme_deck(game, p.index))} cards", file=out)
        hand = [game.objects[o].card.name for o in game.players[me].hand]
        print("  your hand: " + (", ".join(_counted(hand)) or "-"), file=out)
        if game.stack:
            print("  stack (top first): " + ", ".join(game.name(o) for o in reversed(game.stack)), file=out)
        whose = "your" if game.active == me else f"player {game.players[game.active].name}'s"
        print(f"turn {game.turn} ({whose} turn), {game.step.words}: {game.pending.prompt}", file=out)


def _distinct(game, actions) -> list[tuple]:
    """The actions with those that read the same and concern objects in the same state (two
    untapped Forests' mana abilities; not two Grizzly Bears of which one is damaged) offered
    once: (the first of them, how many)."""
    seen: dict[tuple, list] = {}
    for action in actions:
        key = (str(action),) + tuple(_state(game, getattr(action, f.name))
                                     for f in dataclasses.fields(action))
        entry = seen.setdefault(key, [action, 0])
        entry[1] += 1
    return [tuple(entry) for entry in seen.values()]


def _state(game, value):
    """What a player sees of the object ``value`` names (if it names one)."""
    obj = game.objects.get(value) if type(value) is int and value >= 0 else None
    if obj is None:
        return value
    return (obj.card.name, obj.zone, obj.controller if hasattr(obj, "controller") else None,
            getattr(obj, "tapped", None), getattr(obj, "damage", None),
            tuple(sorted(getattr(obj, "counters", {}).items())),
            getattr(obj, "attached_to", None), bool(getattr(obj, "attachments", ())))


def _group(game, label: str, ids: list[int]) -> str:
    """Permanents shown alike: "3 Forest"; with their ids when another permanent has their
    name, as the log tells them apart (``Game.name``): "Grizzly Bears 2/2 #12",
    "2 Forest (#3, #5)"."""
    if len(ids) == 1:
        return f"{label} #{ids[0]}" if game.shares_name(ids[0]) else label
    return f"{len(ids)} {label} ({', '.join(f'#{i}' for i in ids)})"


def _counted(names: list[str]) -> list[str]:
    """"Forest, Forest, Forest" -> "3 Forest", in first-seen order."""
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    return [f"{n} {name}" if n > 1 else name for name, n in counts.items()]
