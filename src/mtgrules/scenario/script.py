"""Performing a scenario's script against the engine.

The runner lets the game proceed on its own between actions: every player passes priority,
declares no attackers or blockers, answers "you may" with no and any other question with its
first legal option, except where a scripted ``choose`` for that player is waiting (each
player's answers are used in order). An action waits for the first moment at or after its turn
and step when its player can legally take it, tried first on a copy of the game; an action with
``expect_error`` must be refused by the engine, leaving the game exactly as it was.
"""
from __future__ import annotations

from mtgrules.cards import keyword_syntax
from mtgrules.engine import actions as act, zone_grants
from mtgrules.engine.casting import NO_MORE_MODES
from mtgrules.engine.objects import Zone, player_ref, seat_name
from mtgrules.engine.steps import Step
from mtgrules.engine.targets import NO_TARGET
from mtgrules.errors import IllegalAction
from mtgrules.scenario.loader import COLORS, PLAYERS, Action, Scenario
from mtgrules.scenario.names import ANYWHERE, BATTLEFIELD, NameError_, Names

# the step an action waits for when it names none (None: the current moment)
DEFAULT_STEP = {"play": Step.PRECOMBAT_MAIN, "cast": Step.PRECOMBAT_MAIN,
                "activate": Step.PRECOMBAT_MAIN, "attack": Step.DECLARE_ATTACKERS,
                "block": Step.DECLARE_BLOCKERS}
# the decisions at which a verb can be taken (with expect_error: also at priority)
KINDS = {"play": ("priority",), "cast": ("priority",), "activate": ("priority",),
         "pass": ("priority",), "attack": ("attackers",), "block": ("blockers",)}
ERROR_KINDS = {"attack": ("attackers", "priority"), "block": ("blockers", "priority")}
NOT_SUPPORTED: tuple[str, ...] = ()
SUPPORTED_ALTERNATIVES = ("bestow", "flashback", "evoke", "buyback", "dash", "overload", "madness", "rebound",
                          "morph", "disguise", "disturb", "fuse", "jump-start", "retrace", "squad",
                          "offspring", "foretell", "plot", "spectacle", "surge", "entwine",
                          "alternative cost", "blitz", "warp", "warped", "mayhem",
                          "collect evidence", "prowl", "freerunning",
                          "escape", "emerge", "harmonize", "web-slinging", "prototype")
# `activate` with one of these as its `ability` turns a face-down permanent face up, a special
# action (116.2b, 702.37e, 702.168d; a manifested or cloaked creature card for its mana cost,
# 701.40b, 701.58b): the word, and the cost paid
TURN_FACE_UP_WORDS = {"morph": "morph", "megamorph": "megamorph", "disguise": "disguise",
                      "manifest": "mana cost", "cloak": "mana cost", "mana cost": "mana cost",
                      "hidden agenda": "hidden agenda", "double agenda": "hidden agenda"}
# `activate` with one of these as its `ability` exiles a card from the player's hand by that
# keyword's special action (116.2h, 116.2k); `cast` with it as `alternative` casts it from exile
EXILE_FROM_HAND_WORDS = ("foretell", "plot", "suspend")
# optional additional costs named by a keyword: `alternative` pays that cost once (the spell is
# otherwise cast normally)
OPTIONAL_ALTERNATIVES = ("buyback", "squad", "offspring", "entwine", "collect evidence")
NO_PRIORITY_STEPS = (Step.UNTAP, Step.CLEANUP)
MAX_DECISIONS = 20_000

_CASTING_KINDS = ("mode", "optional", "x", "target", "cost_choice", "crew", "pay", "color",
                  "mana_cost_choice", "cost_option", "cost_creature")


class ScriptFailure(Exception):
    """The scenario fails: an action could not be taken, or a question not answered."""


def moment(game, target: tuple = ()) -> tuple:
    """(turn, step) of the game now; with the combat phase of the turn as well, (turn, combat
    phases begun, step), to compare with a ``target`` naming one (an action's ``combat``: the
    turn's Nth combat phase, 500.8)."""
    if len(target) == 3:
        return (game.turn, game.turn_state.combats, int(game.step))
    return (game.turn, int(game.step))


def target_of(turn: int, step: Step, combat: int | None) -> tuple:
    """The moment an action waits for: ``step`` of ``turn``, in the turn's ``combat``-th combat
    phase if given (the steps after it until the next one begins included)."""
    return (turn, int(step)) if combat is None else (turn, combat, int(step))


def where(turn: int, step: Step) -> str:
    return f"{step.label} of turn {turn}"


class Choice:
    """A scripted ``choose``, waiting in its player's queue."""

    def __init__(self, action: Action, turn: int | None) -> None:
        self.action = action
        self.turn = turn
        self.step = action.step
        self.combat = action.combat
        value = action.value
        self.answers = list(value) if isinstance(value, list) else [value]
        self.used = 0

    def ready(self, game) -> bool:
        if self.turn is not None and game.turn < self.turn:
            return False
        if self.step is not None:
            target = target_of(self.turn or game.turn, self.step, self.combat)
            if moment(game, target) < target:
                return False
        return True


class Driver:
    """Runs one scenario's script on its game."""

    def __init__(self, scenario: Scenario, game, names: Names) -> None:
        self.scenario = scenario
        self.game = game
        self.names = names
        self.queue: dict[int, list[Choice]] = {0: [], 1: []}
        self.last_turn = scenario.start.turn
        self.decisions = 0
        self.notes: list[str] = []

    # --- moving the game on ------------------------------------------------------------------

    def apply(self, action, game=None, names=None) -> None:
        """Apply one action, built from ids, as the offered action it describes (every field of
        an action counts for equality), keeping labels on their cards."""
        game = game if game is not None else self.game
        names = names if names is not None else self.names
        names.start_watch(game)
        game.apply(act.offered_as(action, game.legal_actions()))
        names.follow(game)

    def tick(self, what: str) -> None:
        self.decisions += 1
        if self.decisions > MAX_DECISIONS:
            raise ScriptFailure(f"the game ran for {MAX_DECISIONS} decisions without reaching {what}")

    def default_step(self, what: str) -> None:
        """Answer the pending decision as the runner does when no action is due."""
        game = self.game
        self.tick(what)
        decision = game.pending
        if decision is None:
            raise ScriptFailure(f"the engine stopped with no decision pending before {what}")
        kind = decision.kind
        if kind not in ("priority", "attackers", "blockers"):
            queue = self.queue[decision.player]
            if queue and queue[0].ready(game):
                self.answer(queue[0])
                return
        legal = game.legal_actions()
        if kind == "priority":
            choice = act.PassPriority()
        elif kind in ("attackers", "blockers") and act.FinishDeclaration() in legal:
            choice = act.FinishDeclaration()
        elif act.ChooseYesNo(False) in legal:
            choice = act.ChooseYesNo(False)  # "no" to optional choices ("you may", pay ward ...)
        elif _apply_none(legal) is not None:
            choice = _apply_none(legal)  # "no" to optional replacement effects (dredge)
        else:
            choice = legal[0]
        self.apply(choice)

    # --- choose --------------------------------------------------------------------------------

    def answer(self, choice: Choice) -> None:
        """Answer the pending question with the next answer of ``choice``."""
        game = self.game
        decision = game.pending
        answer = choice.answers[choice.used]
        legal = game.legal_actions()
        if decision.kind == "replacement" and str(answer).lower() in ("yes", "true") \
                and choice.used + 1 < len(choice.answers) \
                and sum(1 for a in legal if getattr(a, "key", None) is not None) > 1:
            choice.used += 1  # an optional effect chosen among several: "yes", then which one
            answer = choice.answers[choice.used]
        matched = self.match_answer(answer, decision, legal)
        if choice.action.expect_error:
            self.queue[decision.player].pop(0)
            if matched is not None:
                raise ScriptFailure(f"{choice.action}: expected the engine to refuse "
                                    f"{_fmt(answer)} for {decision.prompt!r}, but it is legal")
            self.notes.append(f"{choice.action}: refused as expected ({decision.prompt})")
            return
        if matched is None:
            options = ", ".join(str(a) for a in legal[:12])
            raise ScriptFailure(f"{choice.action}: {_fmt(answer)} doesn't answer the question "
                                f"player {seat_name(decision.player)} is asked: {decision.prompt!r} "
                                f"(legal: {options})")
        kind = decision.kind
        self.apply(matched)
        choice.used += 1
        if choice.used >= len(choice.answers):
            self.queue[decision.player].pop(0)
        elif kind == "order_triggers" and choice.used == len(choice.answers) - 1:
            nxt = game.pending
            if nxt is None or nxt.kind != "order_triggers":
                self.queue[decision.player].pop(0)  # the last one was put on the stack by itself

    def match_answer(self, answer, decision, legal):
        """The legal action that ``answer`` stands for, or None."""
        game = self.game
        kind = decision.kind
        if isinstance(answer, dict):
            return self._match_division(answer, legal)
        if kind == "replacement":
            return self._match_replacement(answer, legal)
        if isinstance(answer, bool) or (isinstance(answer, str) and answer.lower() in ("yes", "no")):
            yes = answer if isinstance(answer, bool) else answer.lower() == "yes"
            target = act.ChooseYesNo(yes)
            return target if target in legal else None
        if isinstance(answer, int):
            for a in legal:
                if isinstance(a, act.ChooseX) and a.value == answer:
                    return a
                if isinstance(a, act.ChooseMode) and a.index == answer - 1:
                    return a
            return None
        name = str(answer)
        if name.lower() == "no more targets":  # an "up to N" or "one, two, or three" target (601.2c)
            none = act.ChooseTarget(NO_TARGET, "no more targets")
            return none if none in legal else None
        if kind == "sticker":  # rule 123.3: the sticker's text as printed on its sheet
            return next((a for a in legal if isinstance(a, act.ChooseSticker)
                         and a.text.lower() == name.lower()), None)
        if name.lower() in COLORS:
            target = act.ChooseColor(COLORS[name.lower()])
            if target in legal:
                return target
        for a in legal:  # a creature type (205.3m) chosen as a permanent enters (614.12a)
            if isinstance(a, act.ChooseValue) and a.value.lower() == name.lower():
                return a
        if kind == "order_triggers":
            placing = {t.id: t for t in game.placing}
            for a in legal:
                t = placing.get(getattr(a, "object", None))
                if t is not None and (self.names.matches(game, name, t.source)
                                      or t.card.name.lower() == name.lower()):
                    return a
            return None
        for a in legal:
            oid = getattr(a, "target", None)
            if oid is None:
                oid = getattr(a, "object", None)
            if oid is not None and self.names.matches(game, name, oid):
                return a
        return None

    def _match_replacement(self, answer, legal):
        """Rule 616.1: the name of the source of the effect to apply first; for optional
        replacement effects (dredge) ``no`` applies none, and ``yes`` the only one offered."""
        effects = [a for a in legal if isinstance(a, act.ChooseReplacement) and a.key is not None]
        if isinstance(answer, bool) or str(answer).lower() in ("yes", "no"):
            yes = answer if isinstance(answer, bool) else str(answer).lower() == "yes"
            if not yes:
                return _apply_none(legal)
            return effects[0] if len(effects) == 1 else None
        name = str(answer)
        for a in effects:
            if self.names.matches(self.game, name, a.source) or a.name.lower() == name.lower():
                return a
        return None

    def _match_division(self, answer: dict, legal):
        game = self.game
        for a in legal:
            if not isinstance(a, act.AssignDamage):
                continue
            given = {}
            ok = True
            for name, amount in answer.items():
                if not amount:
                    continue
                recipients = [r for r, _ in a.division] + [r for opt in legal if isinstance(
                    opt, act.AssignDamage) for r, _ in opt.division]
                found = [r for r in dict.fromkeys(recipients) if self.names.matches(game, name, r)]
                if len(found) != 1:
                    ok = False
                    break
                given[found[0]] = given.get(found[0], 0) + amount
            if ok and given == {r: n for r, n in a.division if n}:
                return a
        return None

    # --- the script ----------------------------------------------------------------------------

    def run_action(self, action: Action) -> None:
        game = self.game
        verb = action.verb
        if verb == "choose":
            turn = action.turn
            if turn is None and action.step is not None:
                turn = self.last_turn
            self.queue[action.player].append(Choice(action, turn))
            if turn is not None:
                self.last_turn = turn
            return
        if verb == "check":
            turn = action.turn if action.turn is not None else self.last_turn
            if action.step is not None:
                self.reach(turn, action.step, str(action), strict=True, combat=action.combat)
            elif action.turn is not None and turn > game.turn:
                self.reach(turn, Step.UNTAP, str(action), strict=True)
            elif action.turn is not None and turn < game.turn:
                raise ScriptFailure(f"{action}: turn {turn} has already passed (the game is in "
                                    f"{where(game.turn, game.step)})")
            self.last_turn = self.game.turn
            from mtgrules.scenario.expect import evaluate
            failures = evaluate(self.game, self.names, action.value)
            if failures:
                raise ScriptFailure(f"{action}: {failures[0]}")
            return
        turn = action.turn if action.turn is not None else self.last_turn
        step = action.step if action.step is not None else DEFAULT_STEP.get(verb)
        if step is None:  # pass: the current moment (or the start of a later turn)
            target = moment(game) if turn <= game.turn else (turn, int(Step.UNTAP))
        else:
            target = target_of(turn, step, action.combat)
        if moment(game, target) > target:
            raise ScriptFailure(f"{action}: {where(turn, Step(target[1]))} has already passed "
                                f"(the game is in {where(game.turn, game.step)}); give the action "
                                "a later turn or step")
        self.wait_and_act(action, target)
        self.last_turn = self.game.turn

    def wait_and_act(self, action: Action, target: tuple[int, int]) -> None:
        kinds = (ERROR_KINDS.get(action.verb, KINDS[action.verb]) if action.expect_error
                 else KINDS[action.verb])
        window = None
        reason = None
        what = str(action)
        while True:
            game = self.game
            if game.over:
                why = f" ({reason})" if reason else ""
                raise ScriptFailure(f"{action}: the game ended ({_result(game)}) before it could "
                                    f"be taken{why}")
            now = moment(game, target)
            if now >= target:
                if window is None:
                    window = now
                elif now != window:
                    raise ScriptFailure(f"{action}: {self.never(action, window, reason)}")
                decision = game.pending
                if decision is not None and decision.player == action.player and decision.kind in kinds:
                    if action.expect_error:
                        self.expect_refusal(action)
                        return
                    reason = self.try_action(action)
                    if reason is None:
                        self.perform(action, self.game, self.names)
                        return
            self.default_step(what)

    def never(self, action: Action, window, reason) -> str:
        turn, step = window[0], window[-1]
        if reason:
            return f"it never became legal in {where(turn, Step(step))}: {reason}"
        doing = {"attack": "declared attackers", "block": "declared blockers"}.get(
            action.verb, "held priority")
        extra = ""
        if action.verb == "attack":
            extra = self._attack_problems(action)
        return f"player {seat_name(action.player)} never {doing} in {where(turn, Step(step))}{extra}"

    def _attack_problems(self, action: Action) -> str:
        from mtgrules.engine.combat import why_cannot_attack
        game = self.game
        out = []
        for name in (action.value if isinstance(action.value, list) else list(action.value)):
            try:
                oid = self.names.find(game, name, BATTLEFIELD, player=action.player)
            except NameError_ as exc:
                out.append(str(exc))
                continue
            why = why_cannot_attack(game, oid)
            if why:
                out.append(f"{why[0]}: {why[1]}")
        return (" (" + "; ".join(out) + ")") if out else ""

    def try_action(self, action: Action) -> str | None:
        """None if ``action`` can be taken now (tried on a copy), else why not."""
        trial = self.game.copy()
        names = self.names.copy()
        try:
            self.perform(action, trial, names)
        except (IllegalAction, NameError_) as exc:
            return str(exc)
        return None

    def expect_refusal(self, action: Action) -> None:
        """Rule-checking of a refusal: the engine must reject the action with IllegalAction and
        leave the game exactly as it was; the script then goes on from the unchanged game."""
        trial = self.game.copy()
        names = self.names.copy()
        try:
            self.perform(action, trial, names, atomic=True)
        except IllegalAction as exc:
            self.notes.append(f"{action}: refused as expected: {exc}")
            return
        except NameError_ as exc:
            raise ScriptFailure(f"{action}: {exc}") from None
        raise ScriptFailure(f"{action}: expected the engine to refuse it, but it was legal")

    def reach(self, turn: int, step: Step, what: str, *, strict: bool, combat: int | None = None) -> None:
        """Let the game proceed to the moment the active player would receive priority in
        ``step`` of ``turn`` (or the first decision after it, for the untap and cleanup steps,
        in which no player normally receives priority), or until the game ends; ``combat``: in
        the turn's Nth combat phase (500.8)."""
        target = target_of(turn, step, combat)
        game = self.game
        if strict and moment(game, target) > target:
            raise ScriptFailure(f"{what}: {where(turn, step)} has already passed (the game is "
                                f"in {where(game.turn, game.step)})")
        while True:
            game = self.game
            if game.over:
                return
            now = moment(game, target)
            decision = game.pending
            if step in NO_PRIORITY_STEPS and now > target and decision is not None:
                return
            if now >= target and decision is not None and decision.kind == "priority" \
                    and decision.player == game.active:
                return
            self.default_step(what)

    def unused_choices(self) -> list[str]:
        out = []
        for seat in (0, 1):
            for choice in self.queue[seat]:
                out.append(f"{choice.action}: never used: player {seat_name(seat)} was asked no "
                           "further question it could answer (a question with a single legal "
                           "answer is answered by itself)")
        return out

    # --- performing one action -----------------------------------------------------------------

    def perform(self, action: Action, game, names: Names, *, atomic: bool = False) -> None:
        """Perform ``action`` on ``game``; raises IllegalAction when the engine refuses a step,
        NameError_ when a name names nothing now, ScriptFailure when it never can."""
        for key in NOT_SUPPORTED:
            if key in action.options:
                raise ScriptFailure(f"{action}: {key!r} is not supported yet by the engine")
        alternative = action.options.get("alternative", "")
        if alternative and (alternative not in SUPPORTED_ALTERNATIVES or action.verb != "cast"):
            raise ScriptFailure(f"{action}: 'alternative' is not supported yet by the engine for "
                                f"{alternative!r} (supported: {', '.join(SUPPORTED_ALTERNATIVES)})")
        player = action.player
        verb = action.verb

        def do(a) -> None:
            if atomic:
                before = game.to_json()
                try:
                    self.apply(a, game, names)
                except IllegalAction:
                    if game.to_json() != before:
                        raise ScriptFailure(f"{action}: the engine refused {a} but changed the "
                                            "game state (an illegal action must change nothing)") from None
                    raise
            else:
                self.apply(a, game, names)

        if verb == "pass":
            do(act.PassPriority())
        elif verb == "play":
            oid, face = self._land_face(game, names, action.value, player)
            do(act.PlayLand(oid, face=face))
        elif verb == "cast":
            oid, face = self._cast_face(game, names, action.value, player)
            item = game.next_id
            do(act.CastSpell(oid, alternative="" if alternative in OPTIONAL_ALTERNATIVES else alternative,
                             face=face))
            self._casting(action, game, names, item, do)
        elif verb == "activate" and str(action.value).lower() == "planar die":
            do(act.RollPlanarDie())  # the special action of 901.9
        elif verb == "activate" and str(action.options.get("ability", "")).lower() in TURN_FACE_UP_WORDS:
            by = TURN_FACE_UP_WORDS[str(action.options["ability"]).lower()]
            zone = Zone.COMMAND if by == "hidden agenda" else Zone.BATTLEFIELD  # a conspiracy (702.106c)
            oid = names.find(game, action.value, (zone,), player=player)
            do(act.TurnFaceUp(oid, by=by))
        elif verb == "activate" and str(action.options.get("ability", "")).lower() in EXILE_FROM_HAND_WORDS:
            oid = names.find(game, action.value, (Zone.HAND,), player=player)
            do(act.ExileFromHand(oid, by=str(action.options["ability"]).lower()))
        elif verb == "activate":
            oid, index = self._ability(game, names, action, player)
            item = game.next_id
            do(act.ActivateAbility(oid, index))
            self._casting(action, game, names, item, do)
        elif verb == "attack":
            self._attack(action, game, names, do)
        elif verb == "block":
            self._block(action, game, names, do)

    def _card(self, game, names: Names, name: str, player: int) -> int:
        zones = (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY, Zone.BATTLEFIELD, Zone.STACK)
        try:
            return names.find(game, name, zones, player=player)
        except NameError_:
            return names.find(game, name, zones)

    def _cast_face(self, game, names: Names, name: str, player: int) -> tuple[int, int]:
        """The card to cast and which face: a card of the player's hand, graveyard or exile one
        of whose faces (a split card's half, 709.3; an Adventure, 715.3; a modal double-faced
        card's back face, 712.11b) has that name, else a card by its name, cast whole."""
        key = name.lower()
        p = game.players[player]
        for oid in (*p.hand, *p.graveyard, *p.exile):
            card = game.objects[oid].card
            if card.layout == "normal" or key == card.name.lower():
                continue
            for index, face in enumerate(card.faces):
                if face.name.lower() == key and (index or card.layout in ("split", "aftermath")):
                    return oid, index
        return self._card(game, names, name, player), 0

    def _land_face(self, game, names: Names, name: str, player: int) -> tuple[int, int]:
        """The card to play and which face: a card by its name, or the card in the player's
        hand that has a later face of that name (a modal double-faced card's land, 712.12)."""
        try:
            return self._card(game, names, name, player), 0
        except NameError_:
            key = name.lower()
            for oid in game.players[player].hand:
                faces = game.objects[oid].card.faces
                for index in range(1, len(faces)):
                    if faces[index].name.lower() == key:
                        return oid, index
            raise

    def _ability(self, game, names: Names, action: Action, player: int) -> tuple[int, int]:
        from mtgrules.ir import ActivatedAbility
        zones = (Zone.BATTLEFIELD, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)  # 902.7
        try:
            oid = names.find(game, action.value, zones, player=player,
                             prefer=lambda o: not getattr(game.objects[o], "tapped", False))
        except NameError_:
            oid = names.find(game, action.value, zones)
        obj = game.objects[oid]
        # a permanent's after the layers; a card's with the keywords given to it where it is (613.1f)
        abilities = game.chars(oid).abilities if obj.zone is Zone.BATTLEFIELD else \
            zone_grants.card_of(game, oid).abilities
        activated = [(i, a) for i, a in enumerate(abilities) if type(a) is ActivatedAbility]
        label = names.describe(game, oid)
        wanted = action.options.get("ability")
        if action.options.get("expect_error") and isinstance(wanted, str) and not any(
                _norm(a.text).startswith(_norm(wanted)) for _, a in activated):
            return oid, len(abilities)  # an ability it doesn't have: the engine must refuse it (602.1)
        if not activated:
            raise ScriptFailure(f"{action}: {label} has no activated ability")
        listing = "; ".join(f"{n}: {a.text}" for n, (_, a) in enumerate(activated, 1))
        if wanted is None:
            if len(activated) == 1:
                return oid, activated[0][0]
            raise ScriptFailure(f"{action}: {label} has {len(activated)} activated abilities; "
                                f"say which with 'ability' ({listing})")
        if isinstance(wanted, int):
            if wanted > len(activated):
                raise ScriptFailure(f"{action}: ability {wanted}: {label} has only "
                                    f"{len(activated)} activated abilities ({listing})")
            return oid, activated[wanted - 1][0]
        key = _norm(wanted)
        by_cost = [i for i, a in activated if _norm(a.text.split(":")[0]) == key]
        if len(by_cost) >= 1:
            return oid, by_cost[0]
        by_word = []
        for i, a in activated:
            text = _norm(a.text)
            if text.startswith(key):
                rest = text[len(key):].lstrip()
                if not rest or rest[0] in "{:—0123456789x":
                    by_word.append(i)
        if len(by_word) > 1:  # reconfigure: with targets it attaches, without it unattaches
            aiming = bool(action.options.get("targets"))
            by_word = [i for i in by_word if bool(abilities[i].mode.targets) == aiming]
        if len(by_word) == 1:
            return oid, by_word[0]
        raise ScriptFailure(f"{action}: ability {wanted!r} matches "
                            f"{'several' if by_word else 'none'} of {label}'s activated "
                            f"abilities ({listing})")

    def _casting(self, action: Action, game, names: Names, item: int, do) -> None:
        """Answer the decisions of casting a spell or activating an ability from the action's
        keys: modes, X, targets (in order), payment."""
        from mtgrules.engine.casting import TRIGGER
        opts = action.options
        modes = list(opts.get("mode", ()))
        targets = list(opts.get("targets", ()))
        pay_with = list(opts.get("pay_with", ()))
        paying = {key: list(opts.get(key, ())) for key in ("sacrifice", "tap", "discard", "exile",
                                                          "return", "reveal", "remove", "behold")}
        log_start = len(game.log)
        if item not in game.objects or game.objects[item].zone is not Zone.STACK:
            if targets or modes or "x" in opts:
                # a mana ability (rule 605.3b): it resolved at once, with nothing to choose
                raise ScriptFailure(f"{action}: targets, mode and x don't apply: it resolved at once")
            return
        while True:
            decision = game.pending
            casting = game.casting
            if decision is None or casting is None or casting.kind == TRIGGER or \
                    casting.item != item or decision.kind not in _CASTING_KINDS:
                break
            obj = game.objects[item]
            legal = game.legal_actions()
            kind = decision.kind
            if kind == "mode":
                done = act.ChooseMode(NO_MORE_MODES, "no more modes")
                if not modes and done in legal:  # "one or more": the modes given are all
                    do(done)
                    continue
                if not modes:
                    raise ScriptFailure(f"{action}: {obj.card.name} is modal: give 'mode' "
                                        f"({', '.join(str(a) for a in legal)})")
                do(act.ChooseMode(modes.pop(0) - 1))
            elif kind == "optional":
                do(self._kicker_answer(action, game, obj, decision.data[0]))
            elif kind == "x":
                if "x" not in opts:
                    raise ScriptFailure(f"{action}: {obj.card.name} has X in its cost: give 'x'")
                do(act.ChooseX(opts["x"]))
            elif kind == "target":
                do(self._next_target(action, game, names, obj, targets, legal, decision))
            elif kind == "cost_choice":
                do(self._cost_object(action, game, names, obj, paying, legal))
            elif kind == "crew":
                do(self._crew_answer(action, game, names, obj, paying["tap"], legal))
            elif kind == "cost_creature":  # emerge's sacrifice, harmonize's tap (702.119a, 702.180b)
                do(self._creature_answer(action, game, names, obj, paying, legal))
            elif kind == "mana_cost_choice":  # a mana ability used to pay has objects to choose
                do(self._mana_cost_object(action, game, names, paying, legal, decision))
            elif kind == "cost_option":  # "sacrifice a creature or pay {3}" (601.2b)
                do(self._cost_option(action, obj, paying, legal))
            elif kind == "pay":
                helper = self._pay_instead(game, names, paying, legal)
                if helper is not None:  # convoke, improvise, delve (601.2h)
                    do(helper)
                elif pay_with:
                    name = pay_with.pop(0)
                    sources = [a for a in legal if isinstance(a, act.ActivateAbility)
                               and names.matches(game, name, a.source)]
                    do(sources[0] if sources else self._mana_ability(game, names, name))
                else:
                    do(act.PayCost())
            else:  # color of a mana ability used to pay
                do(legal[0])
        # a creature the engine tapped by itself (the only choice) is the one the script named
        paying["tap"] = [n for n in paying["tap"] if not _tapped_creature(game, names, n)]
        paying["exile"] = [n for n in paying["exile"] if not _exiled(game, names, n)]
        for key in ("discard", "sacrifice"):  # the last of several, the only choice left
            if len(paying[key]) == 1:
                paying[key] = [n for n in paying[key] if not _in_graveyard(game, names, n)]
        paying["behold"] = [n for n in paying["behold"] if not _beheld(game, n, log_start)]
        # a creature the engine chose by itself for an emerge or web-slinging cost (the only
        # choice, 702.119a, 702.188a)
        paying["sacrifice"] = [n for n in paying["sacrifice"] if not _paid_with(game, n, "sacrifices", log_start)]
        paying["return"] = [n for n in paying["return"] if not _paid_with(game, n, "returns", log_start)]
        for key, left in paying.items():
            if left:
                raise ScriptFailure(f"{action}: {key}: {', '.join(left)} not used: no cost asked "
                                    f"for it (costs to {key} other objects are supported for "
                                    "spells' additional costs, crew, convoke, improvise and delve)")
        if item in game.objects and game.objects[item].zone is Zone.STACK:
            self._check_choices(action, game, names, game.objects[item], targets)

    @staticmethod
    def _cost_option(action: Action, obj, paying: dict, legal: list):
        """How an additional cost with a choice is paid (601.2b): the option whose objects the
        action names (its ``sacrifice``, ``discard`` ... keys), else the option paid with mana
        or life alone."""
        from mtgrules.engine import cost_options
        cost = cost_options.choices(obj.card)[len(obj.cost_options)]
        offered = {a.value: a for a in legal}
        named = [o for o in cost.options if o.text in offered and o.extra
                 and all(paying.get(_paying_key(part.kind)) for part in o.extra)]
        plain = [o for o in cost.options if o.text in offered and
                 all(part.kind == "life" for part in o.extra)]
        for option in named or plain:
            return offered[option.text]
        raise ScriptFailure(f"{action}: {obj.card.name}'s additional cost ({cost.text}): name the "
                            f"objects to pay it with (legal: {', '.join(offered)})")

    @staticmethod
    def _mana_cost_object(action: Action, game, names: Names, paying: dict, legal: list, decision):
        """The object named in the action's ``sacrifice`` / ``tap`` / ``discard`` ... list for the
        cost of a mana ability activated to pay (602.2b, 601.2g)."""
        from mtgrules.engine import mana_ability_costs
        oid, index, chosen = decision.data
        part = mana_ability_costs.current_part(game.chars(oid).abilities[index].cost, len(chosen))
        options = ", ".join(names.describe(game, a.object) for a in legal)
        if not paying.get(part.kind):
            raise ScriptFailure(f"{action}: the mana ability of {names.describe(game, oid)} costs "
                                f"{part.text}: give {part.kind!r} (legal: {options})")
        name = paying[part.kind].pop(0)
        matching = [a.object for a in legal if names.matches(game, name, a.object)]
        if not matching:
            raise ScriptFailure(f"{action}: {name} can't pay {part.text} (legal: {options})")
        return act.ChooseObject(names.pick(game, name, matching))

    @staticmethod
    def _pay_instead(game, names: Names, paying: dict, legal: list):
        """The next creature or artifact of the action's ``tap`` list (convoke, improvise) or card
        of its ``exile`` list (delve) to pay part of the cost with, or None (601.2h)."""
        if not any(isinstance(a, act.ChooseObject) for a in legal):
            return None
        for key in ("tap", "exile"):
            if paying[key]:
                name = paying[key].pop(0)
                zones = (Zone.GRAVEYARD,) if key == "exile" else BATTLEFIELD
                matching = [a.object for a in legal if isinstance(a, act.ChooseObject)
                            and names.matches(game, name, a.object)]
                return act.ChooseObject(names.pick(game, name, matching) if matching
                                        else names.find(game, name, zones))
        return None

    @staticmethod
    def _mana_ability(game, names: Names, name: str):
        """The first mana ability of the permanent ``name``, to let the engine say why it can't
        pay now (tapped, summoning sick ...)."""
        from mtgrules.ir import ActivatedAbility
        oid = names.find(game, name, BATTLEFIELD)
        for index, ability in enumerate(game.chars(oid).abilities):
            if type(ability) is ActivatedAbility and ability.is_mana:
                return act.ActivateAbility(oid, index)
        raise IllegalAction(f"{names.describe(game, oid)} has no mana ability", "605.1a")

    def _kicker_answer(self, action: Action, game, obj, index: int):
        """The answer to "pay this optional cost?" (601.2b) from the action's ``kicked``."""
        costs = keyword_syntax.optional_costs(obj.card)
        times = _kicker_counts(action, costs)[index]
        if costs[index].max_times == 1:
            return act.ChooseYesNo(times > 0)
        return act.ChooseX(times)

    def _cost_object(self, action: Action, game, names: Names, obj, paying: dict, legal: list):
        """The object to sacrifice or discard for the additional cost being paid (601.2b)."""
        from mtgrules.engine import casting as engine_casting
        cost = engine_casting._current_cost(game, obj, game.casting.chosen)
        key = _paying_key(cost.kind)
        given = paying[key]
        options = ", ".join(names.describe(game, a.object) for a in legal)
        if not given:
            raise ScriptFailure(f"{action}: {obj.card.name} has an additional cost "
                                f"({getattr(cost, 'text', cost.kind)}): give {key!r} (legal: {options})")
        name = given.pop(0)
        matching = [a.object for a in legal if names.matches(game, name, a.object)]
        if matching:
            return act.ChooseObject(names.pick(game, name, matching))
        zones = {"discard": (Zone.HAND,), "reveal": (Zone.HAND,), "behold": (Zone.HAND,) + BATTLEFIELD,
                 "exile": (Zone.GRAVEYARD,) + BATTLEFIELD}.get(key, BATTLEFIELD)
        return act.ChooseObject(names.find(game, name, zones))

    @staticmethod
    def _creature_answer(action: Action, game, names: Names, obj, paying: dict, legal: list):
        """The creature of the action's ``sacrifice`` (emerge), ``tap`` (harmonize) or ``return``
    (web-slinging) list for
        the spell's cost; none given: no creature, where "up to one" allows it (702.180a)."""
        from mtgrules.engine.creature_costs import WAYS, way_of
        given = paying[WAYS[way_of(obj)].kind]
        if not given:
            if act.ChooseYesNo(False) in legal:
                return act.ChooseYesNo(False)
            options = ", ".join(names.describe(game, a.object) for a in legal)
            raise ScriptFailure(f"{action}: {obj.card.name}'s {way_of(obj)} cost needs a creature: give "
                                f"it in 'sacrifice' (legal: {options})")
        return Driver._next_permanent(game, names, given, legal)

    @staticmethod
    def _next_permanent(game, names: Names, given: list, legal: list):
        """The permanent named first in ``given`` (taken off it), among the offered ones."""
        name = given.pop(0)
        matching = [a.object for a in legal if isinstance(a, act.ChooseObject)
                    and names.matches(game, name, a.object)]
        if matching:
            return act.ChooseObject(names.pick(game, name, matching))
        return act.ChooseObject(names.find(game, name, BATTLEFIELD))

    @staticmethod
    def _crew_answer(action: Action, game, names: Names, obj, given: list, legal: list):
        """The next creature of the action's ``tap`` list to tap for a crew cost (702.122a), or
        "done" when the list is used up."""
        if not given:
            done = [a for a in legal if isinstance(a, act.ChooseYesNo)]
            if done:
                return done[0]
            options = ", ".join(names.describe(game, a.object) for a in legal)
            raise ScriptFailure(f"{action}: {obj.card.name}'s crew cost needs more power: give the "
                                f"creatures to tap in 'tap' (legal: {options})")
        return Driver._next_permanent(game, names, given, legal)

    def _check_choices(self, action: Action, game, names: Names, obj, targets: list[str]) -> None:
        """Choices the engine made by itself (a single legal answer) must agree with the script;
        a scripted answer other than the only legal one is refused like an illegal choice."""
        chosen = [t for t in obj.targets if t != NO_TARGET]
        if len(targets) > len(chosen) and NO_TARGET in obj.targets:  # "no more targets" was the only choice
            raise IllegalAction(f"{targets[len(chosen)]} is not a legal target: the only legal choice was "
                                "no more targets", "601.2c")
        if len(targets) > len(chosen):
            raise ScriptFailure(f"{action}: {len(targets)} target(s) given but "
                                f"{obj.card.name} has {len(chosen)}")
        for name, oid in zip(targets, chosen):
            if not names.matches(game, name, oid):
                raise IllegalAction(f"{name} is not a legal target: the only legal choice was "
                                    f"{names.describe(game, oid)}", "601.2c")
        if obj.is_spell:
            costs = keyword_syntax.optional_costs(obj.card)
            paid = obj.optional_paid + (0,) * (len(costs) - len(obj.optional_paid))
            wanted = [n if n is not None else done for n, done in zip(_kicker_counts(action, costs), paid)]
            if tuple(wanted) != paid:  # the engine asked nothing: the cost couldn't be paid
                labels = ", ".join(c.label for c, n in zip(costs, wanted) if n)
                raise IllegalAction(f"player {seat_name(obj.controller)} can't pay {labels} in addition "
                                    f"to the rest of the total cost of {obj.card.name}", "601.2f")
        if "x" in action.options and obj.x != action.options["x"]:
            from mtgrules.engine.casting import mana_cost_of
            cost = mana_cost_of(obj)
            if cost is None or not cost.x:
                raise ScriptFailure(f"{action}: x: {obj.card.name} has no X in its cost")
            raise IllegalAction(f"X={action.options['x']} can't be paid: the only possible value "
                                f"was {obj.x}", "601.2f")
        modes = action.options.get("mode")
        entwined = obj.is_spell and any(  # 702.42a: every mode, whichever was named
            n and c.all_modes for c, n in zip(keyword_syntax.optional_costs(obj.card), obj.optional_paid))
        if modes and not entwined and tuple(m - 1 for m in modes) != tuple(obj.modes):
            raise IllegalAction(f"mode {modes} can't be chosen: the only possible mode was "
                                f"{[m + 1 for m in obj.modes]}", "601.2b")

    def _next_target(self, action: Action, game, names: Names, obj, targets: list[str], legal,
                     decision) -> act.ChooseTarget:
        """The next name of ``targets`` for the next target; for an "up to N" target (601.2c),
        no more targets once the names run out or the next name fits only a later target."""
        used = sum(1 for t in obj.targets if t != NO_TARGET)
        none = act.ChooseTarget(NO_TARGET, "no more targets")
        optional = none in legal
        if used >= len(targets):
            if optional:
                return none
            options = ", ".join(names.describe(game, a.target) for a in legal)
            raise ScriptFailure(f"{action}: {decision.prompt}: give it in 'targets' "
                                f"(legal: {options})")
        name = targets[used]
        if optional and not any(a.target != NO_TARGET and names.matches(game, name, a.target)
                                for a in legal):
            return none
        return act.ChooseTarget(self._target(game, names, name, legal))

    def _target(self, game, names: Names, name: str, legal: list) -> int:
        """The target ``name`` stands for: a legal choice if one matches, else the object so
        named anywhere (so that the engine says why it is not a legal target)."""
        matching = [a.target for a in legal if names.matches(game, name, a.target)]
        if len(matching) == 1:
            return matching[0]
        if matching:
            return names.pick(game, name, matching)
        return names.ref(game, name, ANYWHERE)

    def _attack(self, action: Action, game, names: Names, do) -> None:
        player = action.player
        value = action.value
        pairs = value.items() if isinstance(value, dict) else [(n, None) for n in value]
        legal_now = lambda o: any(isinstance(a, act.DeclareAttacker) and a.creature == o  # noqa: E731
                                  for a in game.legal_actions())
        chosen: list[int] = []
        for name, defender_name in pairs:
            oid = names.find(game, name, BATTLEFIELD, player=player, exclude=chosen, prefer=legal_now)
            chosen.append(oid)
            if defender_name is None:
                defender = player_ref(1 - player)
            elif defender_name in PLAYERS:
                defender = player_ref(PLAYERS[defender_name])
            else:
                defender = names.find(game, defender_name, BATTLEFIELD)
            if not self._declaring(game, player, "attackers"):
                from mtgrules.engine.combat import why_cannot_attack
                rule, why = why_cannot_attack(game, oid) or (
                    "508.1", f"the declaration of attackers ended before {name} could attack")
                raise IllegalAction(why, rule)
            do(act.DeclareAttacker(oid, defender))
        self._finish(game, player, "attackers", do)
        self._attack_costs(action, game, names, do, chosen)

    def _attack_costs(self, action: Action, game, names: Names, do, attackers: list[int]) -> None:
        """Rule 508.1g: the optional costs to attack, from the action's ``enlist`` (attacker ->
        the creature it enlists) and ``exert`` (the attackers exerted, 701.43d); the others are
        not paid."""
        player = action.player
        wanted: dict[int, list[str]] = {}
        exerted = [(name, name) for name in action.options.get("exert") or ()]
        for attacker_name, creature_name in list((action.options.get("enlist") or {}).items()) + exerted:
            matching = [o for o in attackers if names.matches(game, attacker_name, o)]
            if not matching:
                raise ScriptFailure(f"{action}: {attacker_name} is not one of the attackers")
            wanted.setdefault(matching[0], []).append(creature_name)
        while self._declaring(game, player, "attack_cost"):
            legal = [a.object for a in game.legal_actions() if isinstance(a, act.ChooseObject)]
            mine = wanted.get(game.pending.data[0], [])
            name = next((n for n in mine if any(names.matches(game, n, o) for o in legal)), None)
            if name is None:
                do(act.ChooseYesNo(False))
                continue
            mine.remove(name)
            matching = [o for o in legal if names.matches(game, name, o)]
            do(act.ChooseObject(names.pick(game, name, matching)))
        for attacker, left in wanted.items():  # the engine asked nothing: nothing could pay
            for name in left:
                raise IllegalAction(f"{name} can't pay an optional cost to attack of "
                                    f"{names.describe(game, attacker)}: no such cost could be paid "
                                    "with it", "508.1g")

    def _block(self, action: Action, game, names: Names, do) -> None:
        player = action.player
        chosen: list[int] = []
        for blocker_name, attacker_names in action.value.items():
            blocker = names.find(game, blocker_name, BATTLEFIELD, player=player, exclude=chosen,
                                 prefer=lambda o: not game.objects[o].tapped)
            chosen.append(blocker)
            for attacker_name in attacker_names:
                attacker = names.find(game, attacker_name, BATTLEFIELD, player=1 - player,
                                      prefer=lambda o: game.combat is not None
                                      and o in game.combat.attackers)
                if not self._declaring(game, player, "blockers"):
                    from mtgrules.engine.combat import why_cannot_block
                    rule, why = why_cannot_block(game, blocker, attacker) or (
                        "509.1", f"the declaration of blockers ended before {blocker_name} "
                                 f"could block {attacker_name}")
                    raise IllegalAction(why, rule)
                do(act.DeclareBlocker(blocker, attacker))
        self._finish(game, player, "blockers", do)

    @staticmethod
    def _declaring(game, player: int, kind: str) -> bool:
        decision = game.pending
        return decision is not None and decision.kind == kind and decision.player == player

    def _finish(self, game, player: int, kind: str, do) -> None:
        """Close the declaration, unless the engine closed it by itself (nothing else was
        possible, so the only legal action was taken automatically)."""
        if self._declaring(game, player, kind):
            do(act.FinishDeclaration())


def _kicker_counts(action: Action, costs) -> list[int]:
    """How many times to pay each optional cost: ``kicked`` for the kicker costs, and once the
    one named by ``alternative`` (``buyback``); None for escalate, which the modes decide
    (702.120a)."""
    from mtgrules.errors import ScenarioError
    from mtgrules.scenario.position import kicker_counts
    named = action.options.get("alternative", "")
    named = named if named in OPTIONAL_ALTERNATIVES else None
    kicker = [c for c in costs if not (named and c.label.startswith(named)) and not c.per_extra_mode]
    try:
        counts = iter(kicker_counts(action.options.get("kicked", 0), kicker))
    except ScenarioError as exc:
        raise ScriptFailure(f"{action}: kicked: {exc}") from None
    return [None if c.per_extra_mode else 1 if named and c.label.startswith(named) else next(counts)
            for c in costs]


def _paid_with(game, name: str, verb: str, start: int) -> bool:
    """Whether the log says, since entry ``start``, that ``name`` was sacrificed or returned
    to pay an emerge or web-slinging cost (702.119a, 702.188a)."""
    said = (f"{verb} {name.lower()} to pay the emerge cost", f"{verb} {name.lower()} to its owner's "
            "hand to pay the web-slinging cost")
    return any(s in str(e).lower() for e in game.log[start:] for s in said)


def _norm(text: str) -> str:
    """Lower case, single spaces, and the minus sign of loyalty costs as a hyphen."""
    return " ".join(text.replace("\u2212", "-").lower().split())


def _fmt(answer) -> str:
    if isinstance(answer, bool):
        return "yes" if answer else "no"
    return repr(answer) if isinstance(answer, str) else str(answer)


def _result(game) -> str:
    if game.winner is None:
        return "a draw"
    return f"player {seat_name(game.winner)} wins"


def _exiled(game, names: Names, name: str) -> bool:
    """Whether ``name`` names a card in exile (one the engine chose by itself to pay a cost)."""
    try:
        names.find(game, name, (Zone.EXILE,))
    except NameError_:
        return False
    return True


def _in_graveyard(game, names: Names, name: str) -> bool:
    """Whether ``name`` names a card in a graveyard (one the engine discarded or sacrificed by
    itself to pay a cost, the only choice left)."""
    try:
        names.find(game, name, (Zone.GRAVEYARD,))
    except NameError_:
        return False
    return True


def _beheld(game, name: str, since: int) -> bool:
    """Whether ``name`` was beheld (one the engine chose by itself to pay a cost, 701.4a) since
    log entry ``since``."""
    return any(e.rule == "701.4a" and f"beholds {name} " in e.text for e in game.log[since:])


def _tapped_creature(game, names: Names, name: str) -> bool:
    """Whether ``name`` names a tapped creature on the battlefield."""
    try:
        oid = names.find(game, name, BATTLEFIELD)
    except NameError_:
        return False
    return game.objects[oid].tapped and game.is_creature(oid)


def _apply_none(legal) -> "act.ChooseReplacement | None":
    """The offered choice to apply none of the optional replacement effects (616.1), if any."""
    return next((a for a in legal if type(a) is act.ChooseReplacement and a.key is None), None)


def _paying_key(kind: str) -> str:
    """The action key naming the objects that pay an additional cost of ``kind`` ('behold' for
    both kinds of behold, 701.4a; 'exile' for the cards exiled to collect evidence, 701.59a)."""
    if kind == "evidence":
        return "exile"
    return "behold" if kind.startswith("behold") else kind
