"""A test position: a game at player A's precombat main phase (turn 3 by default) with the
given permanents and cards in hand, and short ways to act in it."""
from __future__ import annotations

from inline_cards import CUSTOM, card

from mtgrules.engine import actions as a
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone, player_ref
from mtgrules.engine.steps import Stage, Step


class Pos:
    """Permanents are named by card name, the second of a name as ``Name#2`` (a compiled card
    may be given instead of a name); none is summoning sick unless listed in ``sick``;
    ``attached`` maps a permanent to the one it is attached to."""

    def __init__(self, a_cards=(), b_cards=(), *, sick=(), a_hand=(), b_hand=(), life=20,
                 attached=None, turn: int = 3) -> None:
        g = self.game = Game(seed=1)
        g.custom_cards = CUSTOM
        g.turn = turn
        g.active = (turn + 1) % 2
        for p in g.players:
            p.turn_started = turn
            p.kept = True
            p.life = life
        self.ids: dict[str, int] = {}
        for owner, names in ((0, a_cards), (1, b_cards)):
            for name in names:
                c = card(name) if isinstance(name, str) else name
                label, n = c.name, 2
                while label in self.ids:
                    label, n = f"{c.name}#{n}", n + 1
                oid = g.make_permanent(c, owner, owner)
                g.objects[oid].control_turn = turn if label in sick else 0
                self.ids[label] = oid
            for _ in range(10):
                g.make_card(card("Wastes"), owner, Zone.LIBRARY)
        for owner, names in ((0, a_hand), (1, b_hand)):
            for name in names:
                self.ids[name] = g.make_card(card(name), owner, Zone.HAND)
        for what, to in (attached or {}).items():
            g.objects[self.ids[what]].attached_to = self.ids[to]
        g.changed()
        g.step = Step.PRECOMBAT_MAIN
        g.stage = Stage.BEGIN
        g.run()

    def __getitem__(self, name: str) -> int:
        return self.ids[name]

    def chars(self, name: str):
        return self.game.chars(self[name])

    def legal(self) -> tuple:
        return self.game.legal_actions()

    def do(self, action) -> None:
        apply_built(self.game, action)

    def on_battlefield(self, name: str) -> bool:
        oid = self.ids[name]
        return oid in self.game.objects and self.game.objects[oid].zone is Zone.BATTLEFIELD

    def attached_to(self, name: str):
        return self.game.objects[self[name]].attached_to

    def log(self) -> str:
        return "\n".join(str(e) for e in self.game.log)

    def life(self, player: int) -> int:
        return self.game.players[player].life

    # --- moving on and acting -------------------------------------------------------------

    def pass_until(self, step: Step, kind: str = "priority") -> None:
        g = self.game
        start = g.turn
        for _ in range(200):
            assert g.turn == start, f"turn {start} ended before {step} {kind}"
            if g.step is step and g.pending is not None and g.pending.kind == kind:
                return
            pend = g.pending
            if pend.kind == "priority":
                apply_built(g, a.PassPriority())
            elif pend.kind in ("attackers", "blockers"):
                apply_built(g, a.FinishDeclaration())
            else:
                g.apply(g.legal_actions()[0])
        raise AssertionError(f"never reached {step} {kind}")

    def attack(self, *names: str) -> None:
        self.pass_until(Step.DECLARE_ATTACKERS, "attackers")
        for name in names:
            self.do(a.DeclareAttacker(self[name], player_ref(1)))
        self.finish("attackers")

    def finish(self, kind: str) -> None:
        """Finish a declaration (the engine finishes it by itself when that is the only option)."""
        if self.game.pending is not None and self.game.pending.kind == kind:
            self.do(a.FinishDeclaration())

    def block(self, pairs: dict) -> None:
        self.pass_until(Step.DECLARE_BLOCKERS, "blockers")
        for blocker, attacker in pairs.items():
            self.do(a.DeclareBlocker(self[blocker], self[attacker]))
        self.finish("blockers")

    def cast(self, name: str, *targets: str) -> None:
        """Cast ``name`` from hand, choosing ``targets`` and paying automatically; the spell
        is then on the stack with player A holding priority."""
        self.ids[name + " (spell)"] = self.game.next_id
        self.do(a.CastSpell(self[name]))
        self._choose(targets)

    def activate(self, name: str, index: int, *targets: str) -> None:
        self.do(a.ActivateAbility(self[name], index))
        self._choose(targets)

    def _choose(self, targets) -> None:
        """Choose ``targets`` (a target with a single legal choice is chosen by itself), then
        pay."""
        g = self.game
        item = g.objects[g.stack[-1]]
        for target in targets:
            if g.pending.kind == "target":
                self.do(a.ChooseTarget(self[target]))
        assert item.targets == tuple(self[t] for t in targets)
        if g.pending is not None and g.pending.kind == "pay":
            self.do(a.PayCost())

    def resolve(self) -> None:
        """Both players pass until the stack is empty."""
        g = self.game
        while g.stack:
            assert g.pending.kind == "priority", g.pending
            self.do(a.PassPriority())


def apply_built(game, action) -> None:
    """Apply an action built from ids (``a.CastSpell(12)``) as the offered action it describes:
    every field of an action counts for equality, display names included."""
    game.apply(a.offered_as(action, game.legal_actions()))


def offered(action, legal) -> bool:
    """Whether ``legal`` offers the action built from ids (display names aside)."""
    return a.offered_as(action, legal) in legal


def keep_opening_hands(game: Game) -> Game:
    """Every player keeps their opening hand (103.5): the first action offered is to keep."""
    while game.pending.kind == "mulligan":
        game.apply(game.legal_actions()[0])
    return game


def to_main(game: Game) -> None:
    """Pass (and take the first action of any other decision) until a main phase with an
    empty stack, priority to its active player."""
    while not (game.pending.kind == "priority" and game.step.is_main and not game.stack):
        game.apply(a.PassPriority() if game.pending.kind == "priority" else game.legal_actions()[0])
