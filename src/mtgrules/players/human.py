"""A human at a terminal: shows the position and the numbered legal actions, reads a number."""
from __future__ import annotations

import sys


class HumanPlayer:
    name = "human"

    def __init__(self, seed: int = 0, *, stdin=None, stdout=None) -> None:
        self.stdin = stdin or sys.stdin
        self.stdout = stdout or sys.stdout

    def show(self, game) -> None:
        me = game.actor
        out = self.stdout
        for p in game.players:
            tag = " (you)" if p.index == me else ""
            print(f"player {p.name}{tag}: {p.life} life, {len(p.library)} in library, "
                  f"{len(p.hand)} in hand, {len(p.graveyard)} in graveyard", file=out)
            perms = []
            for oid in game.battlefield:
                c = game.chars(oid)
                if c.controller != p.index:
                    continue
                perm = game.objects[oid]
                pt = f" {c.power}/{c.toughness}" if c.power is not None else ""
                kw = f" [{', '.join(str(k) for k in c.keywords)}]" if c.keywords else ""
                state = " (tapped)" if perm.tapped else ""
                perms.append(f"{c.name}{pt}{kw}{state}")
            print("  battlefield: " + (", ".join(perms) or "-"), file=out)
        hand = [game.objects[o].card.name for o in game.players[me].hand]
        print("  your hand: " + (", ".join(hand) or "-"), file=out)
        if game.stack:
            print("  stack (top first): " + ", ".join(game.name(o) for o in reversed(game.stack)), file=out)
        print(f"turn {game.turn}, {game.step.label}: {game.pending.prompt}", file=out)

    def choose(self, game):
        actions = game.legal_actions()
        self.show(game)
        for i, action in enumerate(actions, 1):
            print(f"  {i}. {action}", file=self.stdout)
        while True:
            print("> ", end="", file=self.stdout, flush=True)
            line = self.stdin.readline()
            if not line:
                raise EOFError("no more input")
            line = line.strip()
            if line.isdigit() and 1 <= int(line) <= len(actions):
                return actions[int(line) - 1]
            print(f"type a number from 1 to {len(actions)}", file=self.stdout)
