"""The combat phase (rules 506-511): declaring attackers and blockers, combat damage.

Attackers and blockers are declared one at a time (``DeclareAttacker`` / ``DeclareBlocker``)
and the declaration is closed with ``FinishDeclaration``, which is offered only when the whole
declaration is legal (rules 508.1c-d, 509.1b-c). Damage is assigned per rule 510.1: a creature
blocked by several creatures (or blocking several) divides its damage as its controller chooses.

With more than two players the attack multiple players option applies (rules 802.1-802.2, one
of the options rule 806.2b requires of a free-for-all game): every opponent of the active player
is a defending player, each attacking creature attacks one of them or a planeswalker one of them
controls (508.1b), and the defending player of an attacking creature is the player it attacks or
the controller of the planeswalker it attacks (802.2a). Each defending player declares blockers
in APNAP order (509.1, 101.4), blocking only creatures attacking them or their planeswalkers
(509.1a). In a two-player game this is the ordinary combat of rule 506.2.
"""
from __future__ import annotations

from mtgrules.ir import DAMAGE_AS_UNBLOCKED, DAMAGE_BY_TOUGHNESS, NO_COMBAT_DAMAGE
from mtgrules.engine import (battles, block_requirements, goad, hooks, player_rules, restrictions, trigger_events,
                             triggers)
from mtgrules.engine.abilities import summoning_sick
from mtgrules.engine.actions import (AssignDamage, ChooseObject, ChooseYesNo, DeclareAttacker, DeclareBlocker,
                                     FinishDeclaration, Undeclare)
from mtgrules.engine.damage import deal_damage, source_info
from mtgrules.engine.decision import handler
from mtgrules.engine.objects import Zone, player_ref, ref_player, seat_name
from mtgrules.engine.steps import Stage, Step


class Combat:
    """Who attacks whom and who blocks whom in the current combat phase.

    ``attackers``: attacker id -> defender (player ref or planeswalker id).
    ``defending``: attacker id -> the seat of its defending player (802.2a; it stays when a
    planeswalker it attacks leaves, 506.4c). ``to_block``: the defending players who have yet to
    declare blockers, in APNAP order (509.1, 101.4).
    ``blocked_by``: attacker id -> its blockers, in the order they were declared.
    ``blocks``: blocker id -> the attackers it blocks. ``blocked``: attackers that became
    blocked (rule 509.1h; they stay blocked when their blockers leave, 506.4).
    ``dealt_first``: creatures that had first strike or double strike as the first-strike step
    began (they deal damage in it, and in the second step only if they have double strike then,
    702.4b / 702.7b-c).
    ``assigned``: creature -> its division for the damage step under way; ``queue``: the
    creatures whose controllers still have to divide their damage.
    ``attack_costs``: while the optional costs to attack are chosen (508.1g), the answers so
    far: (attacker, index of the cost among its costs, object chosen or None), else None.
    ``attacked_players``: the seats of the players (not planeswalkers or battles) that creatures
    declared as attackers attacked this combat, whatever became of those creatures since
    (508.1; "each opponent you attacked with a creature this combat", melee 702.121a).
    ``entered``: creatures put onto the battlefield attacking (508.4): attacking, but they
    never "attacked".
    ``must_block``: (blocker, attacker) pairs that block this combat if able (509.1c, provoke
    702.39a).
    """

    __slots__ = ("attackers", "defending", "to_block", "blocked_by", "blocks", "blocked",
                 "first_strike_step", "dealt_first", "assigned", "queue", "declared", "attack_costs",
                 "attacked_players",
                 "entered", "must_block")

    def __init__(self) -> None:
        self.attackers: dict[int, int] = {}
        self.defending: dict[int, int] = {}
        self.to_block: tuple[int, ...] = ()
        self.blocked_by: dict[int, list[int]] = {}
        self.blocks: dict[int, list[int]] = {}
        self.blocked: set[int] = set()
        self.first_strike_step = False
        self.dealt_first: set[int] = set()
        self.assigned: dict[int, tuple] = {}
        self.queue: list[int] = []
        self.declared = False
        self.attack_costs: tuple | None = None
        self.attacked_players: frozenset[int] = frozenset()
        self.entered: frozenset[int] = frozenset()
        self.must_block: frozenset[tuple[int, int]] = frozenset()

    def copy(self) -> "Combat":
        other = Combat.__new__(Combat)
        other.attackers = dict(self.attackers)
        other.defending = dict(self.defending)
        other.to_block = self.to_block
        other.blocked_by = {k: list(v) for k, v in self.blocked_by.items()}
        other.blocks = {k: list(v) for k, v in self.blocks.items()}
        other.blocked = set(self.blocked)
        other.first_strike_step = self.first_strike_step
        other.dealt_first = set(self.dealt_first)
        other.assigned = dict(self.assigned)
        other.queue = list(self.queue)
        other.declared = self.declared
        other.attack_costs = self.attack_costs
        other.attacked_players = self.attacked_players
        other.entered = self.entered
        other.must_block = self.must_block
        return other

    def remove(self, oid: int) -> None:
        """Rule 506.4: a permanent that leaves the battlefield is removed from combat."""
        self.attackers.pop(oid, None)
        self.defending.pop(oid, None)
        for blocker in self.blocked_by.pop(oid, ()):
            if blocker in self.blocks and oid in self.blocks[blocker]:
                self.blocks[blocker].remove(oid)
        for attacker in self.blocks.pop(oid, ()):
            if attacker in self.blocked_by and oid in self.blocked_by[attacker]:
                self.blocked_by[attacker].remove(oid)
        self.assigned.pop(oid, None)
        if oid in self.queue:
            self.queue.remove(oid)
        # a planeswalker that leaves stops being attacked (506.4c): its attackers attack nothing
        for attacker, defender in list(self.attackers.items()):
            if defender == oid:
                self.attackers[attacker] = 0

    def is_attacking(self, oid: int) -> bool:
        return oid in self.attackers

    def is_blocking(self, oid: int) -> bool:
        return oid in self.blocks


def in_combat_as(game, oid: int, status: str) -> bool:
    """Whether ``oid`` is "attacking", "blocking", "attacking or blocking" (506.4) or an
    "unblocked attacking" creature now: one no creature blocked once blockers were declared
    (509.1h), until it is removed from combat."""
    combat = game.combat
    if combat is None:
        return False
    attacking = oid in combat.attackers
    blocking = oid in combat.blocks
    if status == "attacking":
        return attacking
    if status == "unblocked attacking":
        return attacking and oid not in combat.blocked and blockers_declared(game)
    if status == "blocking":
        return blocking
    return attacking or blocking


def blockers_declared(game) -> bool:
    """Whether the blockers of this combat have been declared (509.1h: attacking creatures are
    blocked or unblocked from then on)."""
    combat = game.combat
    return combat is not None and combat.declared and Step.DECLARE_BLOCKERS <= game.step <= Step.END_OF_COMBAT


def begin_combat(game) -> None:
    """Rule 507: the combat phase begins."""
    game.combat = Combat()


def end_combat(game) -> None:
    """Rule 511.3: as the end of combat step ends, creatures are removed from combat."""
    game.combat = None
    game.changed()  # no creature is attacking any more (611.3a conditions)


def has_attackers(game) -> bool:
    return game.combat is not None and bool(game.combat.attackers)


def defending_players(game) -> list[int]:
    """Rules 506.2, 802.2: the active player's opponents still in the game, in APNAP order."""
    return game.opponents(game.active)


# --- declare attackers (508) ---------------------------------------------------------------

def why_cannot_attack(game, oid: int) -> tuple[str, str] | None:
    """Rule 508.1a / 302.6 / 508.1c: may creature ``oid`` attack?"""
    chars = game.chars(oid)
    name = chars.name
    if "Creature" not in chars.types or chars.controller != game.active:
        return "508.1a", f"{name} is not a creature the active player controls"
    if game.objects[oid].tapped:
        return "508.1a", f"{name} is tapped and can't attack"
    if summoning_sick(game, oid) and not hooks.ignores_summoning_sickness(game, oid):
        return "302.6", f"{name} has summoning sickness and can't attack"
    if player_rules.has_rule(game, game.active, "cant_attack"):  # "You can't attack with creatures"
        return "508.1c", f"player {seat_name(game.active)} can't attack with creatures"
    return hooks.attack_restriction(game, oid)


def defenders(game) -> list[int]:
    """Rules 508.1b, 802.2: what may be attacked: each defending player, then the planeswalkers
    they control, then the battles they protect (310.8b: a Siege its attacking controller
    doesn't protect included)."""
    opps = defending_players(game)
    out = [player_ref(opp) for opp in opps]
    for oid in game.battlefield:
        c = game.chars(oid)
        if "Planeswalker" in c.types and c.controller in opps:
            out.append(oid)
    out.extend(battles.attackable(game, opps))
    return out


def begin_declare_attackers(game) -> None:
    """Rule 508.1: the active player declares attackers (a turn-based action); a turn whose
    player has left the game goes on without them (800.4j): nobody attacks."""
    game.combat.declared = False
    if game.players[game.active].lost:
        game.stage = Stage.PRIORITY
        return
    game.ask("attackers", game.active, "declare attackers")


def _attackers_full(game) -> tuple[str, str] | None:
    """Rule 508.1c: (rule, reason) if no more creature can be declared as an attacker, a
    static ability limiting their number ("No more than one creature can attack each combat")
    being reached; else None."""
    limit = restrictions.combat_count_limit(game, "attack")
    if limit is None or len(game.combat.attackers) < limit[0]:
        return None
    return "508.1c", limit[1]


def _attackers_legal(game, decision) -> list:
    combat = game.combat
    out: list = []
    defs = defenders(game)
    full = _attackers_full(game)
    able = [] if full else [oid for oid in game.battlefield if oid not in combat.attackers
                            and "Creature" in game.chars(oid).types
                            and game.chars(oid).controller == game.active
                            and why_cannot_attack(game, oid) is None]
    for oid in able:
        if not combat.attackers and len(able) == 1 and hooks.cant_attack_alone(game, oid):
            continue  # 506.5: nothing could attack beside it
        name = game.name(oid)
        usable = [d for d in defs if hooks.defender_restriction(game, oid, _defending_player(game, d)) is None]
        required = _required_defender(game, oid, defs)  # 508.1d; else goad's 701.15b
        for d in ((required,) if required is not None else goad.allowed_defenders(game, oid, usable)):
            out.append(DeclareAttacker(oid, d, name, game.name(d)))
    if _unmet_attack_requirement(game) is None:
        out.append(FinishDeclaration())
    elif len(combat.attackers) == 1 and hooks.cant_attack_alone(game, next(iter(combat.attackers))):
        oid = next(iter(combat.attackers))  # 508.1c: a legal declaration stays reachable
        out.append(Undeclare(oid, 0, game.name(oid)))
    elif full:  # 508.1d: a creature without a requirement takes the place of one with it
        out.extend(Undeclare(oid, 0, game.name(oid)) for oid in combat.attackers)
    return out


def _defending_player(game, defender: int) -> int:
    """Rule 802.2a: the player attacked, or the controller of the planeswalker attacked; for a
    battle attacked, its protector (310.8d, 508.5)."""
    if defender < 0:
        return ref_player(defender)
    protector = battles.protector_of(game, defender)
    return protector if protector is not None else game.chars(defender).controller


def _required_defender(game, oid: int, defs) -> int | None:
    """Rule 508.1d: the player ``oid`` must attack this turn if able (encore, 702.141a), when
    that player can be attacked by it now; else None."""
    seat = restrictions.must_attack_player(game, oid)
    if seat is None or player_ref(seat) not in defs or \
            hooks.defender_restriction(game, oid, seat) is not None:
        return None
    return player_ref(seat)


def _unmet_attack_requirement(game) -> tuple[str, str] | None:
    """Rule 508.1d: a creature required to attack (a certain player) must, if it is able to;
    rule 508.1c: a creature that can't attack alone doesn't (506.5)."""
    attackers = game.combat.attackers
    if len(attackers) == 1:
        (oid,) = attackers
        if hooks.cant_attack_alone(game, oid):
            return "508.1c", f"{game.name(oid)} can't attack alone (506.5)"
    # 508.1c-d: with as many attackers as may attack, a requirement on a creature left out is
    # obeyed as much as possible only if every attacker has one too
    excused = _attackers_full(game) is not None and all(
        hooks.attack_requirement(game, oid) or restrictions.must_attack_player(game, oid) is not None
        for oid in attackers)
    defs = None
    for oid in game.battlefield:
        if restrictions.must_attack_player(game, oid) is None or \
                game.chars(oid).controller != game.active or why_cannot_attack(game, oid) is not None \
                or excused and oid not in attackers:
            continue
        defs = defenders(game) if defs is None else defs
        required = _required_defender(game, oid, defs)
        if required is not None and attackers.get(oid) != required:
            return "508.1d", (f"{game.name(oid)} attacks player {seat_name(ref_player(required))} "
                              "this turn if able")
    for oid in game.battlefield:
        if oid not in game.combat.attackers and game.chars(oid).controller == game.active and not excused and \
                hooks.attack_requirement(game, oid) and why_cannot_attack(game, oid) is None \
                and any(hooks.defender_restriction(game, oid, _defending_player(game, d)) is None
                        for d in defenders(game)) and not _alone_forever(game, oid):
            return "508.1d", f"{game.name(oid)} attacks each combat if able"
    return None


def _alone_forever(game, oid: int) -> bool:
    """Rules 506.5, 508.1c: ``oid`` can't attack alone and no other creature can attack beside
    it, so it isn't able to attack (a requirement on it asks nothing, 508.1d)."""
    if not hooks.cant_attack_alone(game, oid):
        return False
    return not any(other != oid and "Creature" in game.chars(other).types
                   and game.chars(other).controller == game.active
                   and (other in game.combat.attackers or why_cannot_attack(game, other) is None)
                   for other in game.battlefield)


def _attackers_perform(game, decision, action) -> None:
    combat = game.combat
    if isinstance(action, DeclareAttacker):
        defender = action.defender
        combat.attackers[action.creature] = defender
        # rule 802.2a: the player it attacks, or the controller of the planeswalker it attacks
        combat.defending[action.creature] = _defending_player(game, defender)
        game.changed()  # "as long as it's attacking" (611.3a) reads the attackers
        game.ask("attackers", game.active, "declare attackers")
        return
    if isinstance(action, Undeclare):
        combat.attackers.pop(action.creature, None)
        combat.defending.pop(action.creature, None)
        game.changed()
        game.ask("attackers", game.active, "declare attackers")
        return
    # FinishDeclaration: rule 508.1f taps the attackers; 508.1g optional costs to attack
    combat.declared = True
    for oid in combat.attackers:
        if hooks.taps_to_attack(game, oid):
            game.objects[oid].tapped = True
            triggers.became_tapped(game, oid)
    combat.attack_costs = ()
    _next_attack_cost(game)


# --- optional costs to attack (508.1g-j; enlist 702.154) -------------------------------------

def _attack_cost_questions(game) -> list[tuple[int, int, object, object]]:
    """(attacker, index, keyword, instance) of each optional cost to attack, in the order the
    attackers were declared."""
    return [(oid, i, kw, inst) for oid in game.combat.attackers
            for i, (kw, inst) in enumerate(hooks.attack_costs(game, oid))]


def _attack_cost_options(game, question) -> list[int]:
    """The objects that may pay one optional cost, less those chosen for another (508.1j: each
    is paid once)."""
    oid, _i, kw, inst = question
    taken = {c for _a, _k, c in game.combat.attack_costs if c is not None}
    return [c for c in kw.attack_cost_options(game, oid, inst) or () if c not in taken]


def _next_attack_cost(game) -> None:
    """Rule 508.1g: ask about the next optional cost to attack that could be paid; when all are
    chosen, pay them (508.1j) and the creatures become attacking (508.1k)."""
    combat = game.combat
    questions = _attack_cost_questions(game)
    while len(combat.attack_costs) < len(questions):
        question = questions[len(combat.attack_costs)]
        if _attack_cost_options(game, question) and game.objects[question[0]].zone is Zone.BATTLEFIELD:
            game.ask("attack_cost", game.active, f"{question[3]} of {game.name(question[0])}: choose "
                                                 "what to pay it with, or nothing", (question[0],))
            return
        combat.attack_costs = combat.attack_costs + ((question[0], question[1], None),)
    for (oid, _i, kw, inst), (_a, _k, chosen) in zip(questions, combat.attack_costs):
        if chosen is not None:
            kw.pay_attack_cost(game, oid, chosen, inst)
    combat.attack_costs = None
    _attackers_declared(game)


def _attack_cost_legal(game, decision) -> list:
    question = _attack_cost_questions(game)[len(game.combat.attack_costs)]
    return [ChooseObject(c, game.name(c)) for c in _attack_cost_options(game, question)] + \
        [ChooseYesNo(False)]


def _attack_cost_perform(game, decision, action) -> None:
    combat = game.combat
    oid, i, _kw, _inst = _attack_cost_questions(game)[len(combat.attack_costs)]
    chosen = action.object if isinstance(action, ChooseObject) else None
    combat.attack_costs = combat.attack_costs + ((oid, i, chosen),)
    _next_attack_cost(game)


def _attack_cost_explain(game, decision, action):
    if isinstance(action, ChooseObject):
        oid, _i, kw, inst = _attack_cost_questions(game)[len(game.combat.attack_costs)]
        return kw.cite("attack_cost_options"), (f"{game.name(action.object)} can't pay {inst} of "
                                                f"{game.name(oid)}")
    return None


handler("attack_cost", _attack_cost_legal, _attack_cost_perform, _attack_cost_explain)


def _attackers_declared(game) -> None:
    """Rules 508.1k, 508.2-3: the chosen creatures are attacking; their abilities trigger."""
    combat = game.combat
    names = [f"{game.name(oid)} -> {game.name(defender)}" for oid, defender in combat.attackers.items()]
    if names:
        game.event("508.1", f"player {seat_name(game.active)} attacks: " + ", ".join(names))
        declared = [oid for oid in combat.attackers if oid not in combat.entered]  # 508.4
        for oid in declared:
            triggers.creature_attacked(game, oid)
        triggers.player_attacked(game, game.active)
        game.turn_state.attacked |= {game.active}  # "if you attacked this turn" (raid)
        game.turn_state.attackers |= frozenset(declared)  # "if this creature attacked" (702.142a)
        combat.attacked_players = frozenset(ref_player(combat.attackers[oid]) for oid in declared
                                            if combat.attackers[oid] < 0)
    else:
        game.event("508.8", f"player {seat_name(game.active)} declares no attackers")
    game.stage = Stage.PRIORITY


def _attackers_explain(game, decision, action):
    if isinstance(action, DeclareAttacker):
        if action.creature not in game.objects or game.objects[action.creature].zone is not Zone.BATTLEFIELD:
            return "508.1a", f"{game.name(action.creature)} is not on the battlefield"
        if action.creature in game.combat.attackers:
            return "508.1a", f"{game.name(action.creature)} is already declared as an attacker"
        why = why_cannot_attack(game, action.creature) or _attackers_full(game)
        if why:
            return why
        if action.defender in defenders(game):
            why = hooks.defender_restriction(game, action.creature,
                                             _defending_player(game, action.defender))
            if why is None and goad.goaders(game, action.creature):
                why = "701.15b", (f"{game.name(action.creature)} is goaded: it attacks a player other "
                                  "than the players who goaded it if able")
            return why
        if action.defender > 0 and battles.protector_of(game, action.defender) == game.active:
            return "310.8b", f"{game.name(action.defender)} can't be attacked by its protector"
        return "508.1b", f"{game.name(action.defender)} can't be attacked"
    if isinstance(action, DeclareBlocker):
        return "508.1", "blockers are declared in the declare blockers step, not now"
    if isinstance(action, FinishDeclaration):
        return _unmet_attack_requirement(game)
    return None


handler("attackers", _attackers_legal, _attackers_perform, _attackers_explain)


# --- declare blockers (509) ----------------------------------------------------------------

def begin_declare_blockers(game) -> None:
    """Rule 509.1: the defending players declare blockers, one after the other in APNAP order
    (101.4); the blocks take effect together once all have declared (509.1h-509.3)."""
    combat = game.combat
    combat.declared = False
    combat.to_block = tuple(defending_players(game))
    _ask_blockers(game)


def _ask_blockers(game) -> None:
    to_block = game.combat.to_block
    if to_block:
        game.ask("blockers", to_block[0], "declare blockers")
    else:
        game.stage = Stage.PRIORITY


def why_cannot_block(game, blocker: int, attacker: int) -> tuple[str, str] | None:
    """Rule 509.1a-b: may ``blocker`` block ``attacker`` (also given the blocks already made)?"""
    combat = game.combat
    c = game.chars(blocker)
    if "Creature" not in c.types or c.controller == game.active or game.players[c.controller].lost:
        return "509.1a", f"{c.name} is not a creature the defending player controls"
    if game.objects[blocker].tapped:
        return "509.1a", f"{c.name} is tapped and can't block"
    if attacker not in combat.attackers:
        return "509.1a", f"{game.name(attacker)} is not attacking"
    if combat.defending.get(attacker) != c.controller:
        return "509.1a", (f"{c.name} can't block {game.name(attacker)}: it attacks another "
                          "player or a planeswalker another player controls")
    already = combat.blocks.get(blocker, [])
    if attacker in already:
        return "509.1a", f"{c.name} already blocks {game.name(attacker)}"
    if len(already) >= hooks.can_block_additional(game, blocker):
        return "509.1a", f"{c.name} can't block more than {len(already)} creature(s)"
    if not already:  # 509.1b: "No more than one creature can block each combat"
        limit = restrictions.combat_count_limit(game, "block")
        if limit is not None and len(combat.blocks) >= limit[0]:
            return "509.1b", limit[1]
    return hooks.block_restriction(game, blocker, attacker)


def _block_set_problem(game) -> tuple[str, str] | None:
    combat = game.combat
    for attacker, blockers in combat.blocked_by.items():
        if blockers:
            why = hooks.block_count_restriction(game, attacker, blockers)
            if why:
                return why
    lone = _lone_blocker(game)
    if lone is not None:
        return "509.1b", f"{game.name(lone)} can't block alone (506.5)"
    return None


def _lone_blocker(game) -> int | None:
    """Rules 509.1b, 506.5: the only creature declared as a blocker, if it can't block alone."""
    blocks = game.combat.blocks
    if len(blocks) != 1:
        return None
    (blocker,) = blocks
    return blocker if hooks.cant_block_alone(game, blocker) else None


def _possible_blocks(game, player: int) -> list[tuple[int, int]]:
    combat = game.combat
    out = []
    for blocker in game.battlefield:
        c = game.chars(blocker)
        if "Creature" not in c.types or c.controller != player or game.objects[blocker].tapped:
            continue
        for attacker in combat.attackers:
            if why_cannot_block(game, blocker, attacker) is None:
                out.append((blocker, attacker))
    return out


def _add_block(combat: Combat, blocker: int, attacker: int) -> None:
    combat.blocks.setdefault(blocker, []).append(attacker)
    combat.blocked_by.setdefault(attacker, []).append(blocker)


def _remove_block(combat: Combat, blocker: int, attacker: int) -> None:
    combat.blocks[blocker].remove(attacker)
    if not combat.blocks[blocker]:
        del combat.blocks[blocker]
    combat.blocked_by[attacker].remove(blocker)


def _completable(game, player: int, blocker: int, attacker: int, others: list) -> bool:
    """Whether the declaration with this block added is legal, or becomes legal with more
    possible blocks (so a block that can never be part of a legal declaration, such as a lone
    blocker on a creature with menace and nothing else to block it, is not offered)."""
    combat = game.combat
    _add_block(combat, blocker, attacker)
    try:
        return _fixable(game, others, _MOST_BLOCKERS_NEEDED)
    finally:
        _remove_block(combat, blocker, attacker)


# the most blockers a restriction on a number of blockers asks for beyond the first ("can't be
# blocked except by three or more creatures", 509.1b)
_MOST_BLOCKERS_NEEDED = 2


def _fixable(game, others: list, depth: int) -> bool:
    """Whether the blocks declared are legal, or become legal by adding at most ``depth`` of
    ``others`` to the attackers whose blockers break a restriction on their number (only more
    blockers of such an attacker can mend it: menace, 702.111b; "three or more", 509.1b)."""
    combat = game.combat
    broken = {a for a, bs in combat.blocked_by.items()
              if bs and hooks.block_count_restriction(game, a, bs)}
    lone = _lone_blocker(game)  # mended by any other creature blocking (506.5)
    if not broken and lone is None:
        return True
    if depth == 0:
        return False
    for b2, a2 in others:
        if (a2 not in broken and (lone is None or b2 == lone)) or why_cannot_block(game, b2, a2) is not None:
            continue
        _add_block(combat, b2, a2)
        fixed = _fixable(game, others, depth - 1)
        _remove_block(combat, b2, a2)
        if fixed:
            return True
    return False


def _blockers_legal(game, decision) -> list:
    combat = game.combat
    out: list = []
    possible = _possible_blocks(game, decision.player)
    reqs = _requirements(game, decision.player)
    most = _most_obeyed_at_all(game, decision.player, reqs) if reqs else 0
    for blocker, attacker in possible:
        if _completable(game, decision.player, blocker, attacker, possible) and \
                (not reqs or _keeps_requirements(game, decision.player, reqs, most, blocker, attacker)):
            out.append(DeclareBlocker(blocker, attacker, game.name(blocker), game.name(attacker)))
    if _block_set_problem(game) is None and \
            (not reqs or block_requirements.obeyed(combat, reqs[0]) >= most):
        out.append(FinishDeclaration())
    elif _block_set_problem(game) is not None:
        for blocker, attackers in combat.blocks.items():
            if game.chars(blocker).controller != decision.player:
                continue  # an earlier defending player's blocks are declared already
            for attacker in attackers:
                out.append(Undeclare(blocker, attacker, game.name(blocker)))
    return out


# --- requirements on blocking (509.1c; the search is in engine/block_requirements.py) ----------

def _requirements(game, player: int) -> tuple | None:
    """(requirements, blockers, attackers) for defending player ``player``: the creatures they
    control that could block and those attacking them; None if nothing requires a block."""
    combat = game.combat
    attackers = [a for a in combat.attackers if combat.defending.get(a) == player and a in game.objects]
    blockers = [x for x in game.battlefield if game.chars(x).controller == player
                and "Creature" in game.chars(x).types and not game.objects[x].tapped]
    if not attackers or not blockers:
        return None
    reqs = block_requirements.requirements(game, blockers, attackers)
    return (reqs, blockers, attackers) if reqs else None


def _most_obeyed(game, player: int, reqs: tuple) -> int:
    """The most requirements a declaration adding to the blocks made so far can obey (-1: no
    legal declaration adds to them)."""
    combat = game.combat
    possible = _possible_blocks(game, player)
    return block_requirements.most_obeyed(
        combat, *reqs, can_block=lambda x, a: why_cannot_block(game, x, a) is None,
        legal=lambda: _fixable(game, possible, _MOST_BLOCKERS_NEEDED),
        add=lambda x, a: _add_block(combat, x, a), remove=lambda x, a: _remove_block(combat, x, a))


def _most_obeyed_at_all(game, player: int, reqs: tuple) -> int:
    """Rule 509.1c: the most requirements any legal declaration of ``player``'s blockers obeys
    (the blocks declared so far set aside)."""
    combat = game.combat
    blocks = {x: list(a) for x, a in combat.blocks.items()}
    blocked_by = {a: list(x) for a, x in combat.blocked_by.items()}
    for blocker, attackers in blocks.items():
        if game.chars(blocker).controller == player:
            for attacker in attackers:
                _remove_block(combat, blocker, attacker)
    try:
        return _most_obeyed(game, player, reqs)
    finally:
        combat.blocks, combat.blocked_by = blocks, blocked_by


def _keeps_requirements(game, player: int, reqs: tuple, most: int, blocker: int, attacker: int) -> bool:
    """Whether a declaration with this block added can still obey ``most`` requirements."""
    combat = game.combat
    _add_block(combat, blocker, attacker)
    try:
        return _most_obeyed(game, player, reqs) >= most
    finally:
        _remove_block(combat, blocker, attacker)


def _requirement_problem(game, player: int) -> tuple[str, str] | None:
    """Rule 509.1c: why the blocks declared so far, or a block, obey too few requirements."""
    reqs = _requirements(game, player)
    if not reqs:
        return None
    most = _most_obeyed_at_all(game, player, reqs)
    if block_requirements.obeyed(game.combat, reqs[0]) >= most:
        return None
    said = "; ".join(_requirement_words(game, r) for r in reqs[0])
    return "509.1c", f"the blocks must obey {most} of the requirements on blocking ({said})"


def _requirement_words(game, r) -> str:
    if r.attacker is None:
        return f"{game.name(r.blocker)} blocks if able"
    if r.blocker is None:
        return f"{game.name(r.attacker)} must be blocked if able"
    return f"{game.name(r.blocker)} blocks {game.name(r.attacker)} if able"


def _blockers_perform(game, decision, action) -> None:
    combat = game.combat
    if isinstance(action, DeclareBlocker):
        _add_block(combat, action.blocker, action.attacker)
        game.ask("blockers", decision.player, "declare blockers")
        return
    if isinstance(action, Undeclare):
        _remove_block(combat, action.creature, action.other)
        game.ask("blockers", decision.player, "declare blockers")
        return
    player = decision.player
    pairs = []
    for attacker, blockers in combat.blocked_by.items():
        if blockers and combat.defending.get(attacker) == player:
            pairs.append(f"{game.name(attacker)} is blocked by " + ", ".join(game.name(b) for b in blockers))
    if pairs:
        game.event("509.1", f"player {seat_name(player)} blocks: " + "; ".join(pairs))
    else:
        game.event("509.1", f"player {seat_name(player)} declares no blockers")
    combat.to_block = combat.to_block[1:]
    if combat.to_block:
        _ask_blockers(game)
        return
    combat.declared = True
    for attacker, blockers in combat.blocked_by.items():
        if blockers:
            combat.blocked.add(attacker)  # rule 509.1h
    game.changed()  # "unblocked attacking creatures" (509.1h) read the blocks from now on
    if combat.blocks:
        for blocker in combat.blocks:
            triggers.creature_blocked(game, blocker, combat.blocks[blocker])
        for attacker in combat.blocked:
            triggers.creature_became_blocked(game, attacker)
    trigger_events.blockers_declared(game)  # 509.3b, 509.3g
    game.stage = Stage.PRIORITY


def _blockers_explain(game, decision, action):
    if isinstance(action, DeclareBlocker):
        if action.blocker not in game.objects or game.objects[action.blocker].zone is not Zone.BATTLEFIELD:
            return "509.1a", f"{game.name(action.blocker)} is not on the battlefield"
        why = why_cannot_block(game, action.blocker, action.attacker)
        if why is None:  # blockable alone, but no legal declaration can include it (509.1b)
            _add_block(game.combat, action.blocker, action.attacker)
            why = _block_set_problem(game)
            _remove_block(game.combat, action.blocker, action.attacker)
        if why is None:  # no declaration including it obeys as many requirements (509.1c)
            reqs = _requirements(game, decision.player)
            _add_block(game.combat, action.blocker, action.attacker)
            why = _requirement_problem(game, decision.player) if reqs else None
            _remove_block(game.combat, action.blocker, action.attacker)
            if why is not None:
                why = why[0], f"{game.name(action.blocker)} can't block {game.name(action.attacker)}: " + why[1]
        return why
    if isinstance(action, FinishDeclaration):
        return _block_set_problem(game) or _requirement_problem(game, decision.player)
    if isinstance(action, DeclareAttacker):
        return "508.1", "attackers are declared in the declare attackers step, not now"
    return None


handler("blockers", _blockers_legal, _blockers_perform, _blockers_explain)


# --- combat damage (510) -------------------------------------------------------------------

def needs_first_strike_step(game) -> bool:
    """Rule 510.4: a first-strike damage step happens if, as the combat damage step begins,
    an attacking or blocking creature has first strike or double strike."""
    combat = game.combat
    if combat is None:
        return False
    for oid in list(combat.attackers) + list(combat.blocks):
        if oid in game.objects and hooks.combat_damage_steps(game, oid)[1]:
            return True
    return False


def _participants(game) -> list[int]:
    combat = game.combat
    first = game.step is Step.FIRST_STRIKE_DAMAGE
    if first:
        combat.first_strike_step = True
    out = []
    for oid in list(combat.attackers) + list(combat.blocks):
        if oid not in game.objects:
            continue
        if first:
            deals = hooks.combat_damage_steps(game, oid)[0]
            if deals:
                combat.dealt_first.add(oid)  # rule 702.7b: even if it assigns no damage
        else:
            deals = hooks.deals_regular_damage(game, oid, oid in combat.dealt_first)
        if deals:
            out.append(oid)
    return out


def damage_amount(game, oid: int) -> int:
    """Rule 510.1a: the combat damage creature ``oid`` assigns, equal to its power, or to its
    toughness while an effect says it "assigns combat damage equal to its toughness rather than
    its power"."""
    chars = game.chars(oid)
    if chars.imposed and DAMAGE_BY_TOUGHNESS in chars.imposed:
        return chars.toughness or 0
    return chars.power or 0


def begin_damage_step(game) -> None:
    """Rule 510.1: each participating creature assigns its damage; then it is dealt (510.2)."""
    combat = game.combat
    combat.assigned = {}
    combat.queue = []
    # the divisions are chosen in APNAP order (510.1, 101.4): the active player's creatures
    # first, then each defending player's
    for oid in _participants(game):
        power = damage_amount(game, oid)
        if power <= 0:
            continue  # rule 510.1a
        imposed = game.chars(oid).imposed
        if imposed and NO_COMBAT_DAMAGE in imposed:
            game.event("510.1a", f"{game.name(oid)} assigns no combat damage (an effect says so)")
            continue
        options = damage_options(game, oid, power, {})
        if options is None:
            continue
        if len(options) == 1:
            combat.assigned[oid] = options[0]
        else:
            combat.queue.append(oid)
    if len(combat.queue) > 1:
        order = {seat: i for i, seat in enumerate(game.apnap())}
        combat.queue.sort(key=lambda o: order.get(game.chars(o).controller, len(order)))
    _next_assignment(game)


def _next_assignment(game) -> None:
    combat = game.combat
    if combat.queue:
        oid = combat.queue[0]
        game.ask("damage", game.chars(oid).controller, f"divide {game.name(oid)}'s combat damage")
        return
    _deal_combat_damage(game)


def _pending_marked(game) -> dict[int, int]:
    marked: dict[int, int] = {}
    for division in game.combat.assigned.values():
        for recipient, amount in division:
            marked[recipient] = marked.get(recipient, 0) + amount
    return marked


def damage_options(game, oid: int, power: int, already: dict[int, int]):
    """The legal divisions of ``oid``'s combat damage (rule 510.1b-d, 702.19b-d), the default
    first: each recipient in declaration order gets lethal damage, the rest the last one (or the
    player with trample). None when it assigns no damage."""
    combat = game.combat
    if oid in combat.attackers:
        defender = combat.attackers[oid]
        if oid not in combat.blocked:
            if defender == 0 or (defender >= 0 and defender not in game.objects):
                return None  # rule 510.1b: attacking nothing
            if defender < 0 and game.players[ref_player(defender)].lost:
                return None  # rule 800.4e: no damage is assigned to a player who left the game
            return [((defender, power),)]
        blockers = [b for b in combat.blocked_by.get(oid, []) if b in game.objects]
        excess = defender if hooks.may_assign_excess(game, oid) and defender != 0 and not (
            defender < 0 and game.players[ref_player(defender)].lost) else None
        if not blockers:
            if excess is None:
                options = None  # rule 510.1c
            else:
                options = [((excess, power),)]  # rule 702.19d
        elif len(blockers) == 1 and excess is None:
            options = [((blockers[0], power),)]
        else:
            options = _divisions(game, oid, power, blockers, excess, already)
        unblocked = ((defender, power),)
        present = defender < 0 and not game.players[ref_player(defender)].lost or 0 < defender in game.objects
        if present and _as_unblocked(game, oid) and unblocked not in (options or ()):
            # "you may have it assign its combat damage as though it weren't blocked" (510.1c)
            options = (options or [()]) + [unblocked]
        return options
    attackers = [a for a in combat.blocks.get(oid, []) if a in game.objects]
    if not attackers:
        return None  # rule 510.1d
    if len(attackers) == 1:
        return [((attackers[0], power),)]
    return _divisions(game, oid, power, attackers, None, already)


def _as_unblocked(game, oid: int) -> bool:
    """Whether an effect lets the controller of blocked creature ``oid`` have it assign its
    combat damage as though it weren't blocked (510.1c)."""
    imposed = game.chars(oid).imposed
    return bool(imposed) and DAMAGE_AS_UNBLOCKED in imposed


def _divisions(game, oid, power, recipients, excess, already):
    lethal = [max(0, hooks.lethal_damage(game, oid, r) - already.get(r, 0)) for r in recipients]
    everyone = list(recipients) + ([excess] if excess is not None else [])
    default = _default_division(power, recipients, lethal, excess)
    out = [default]
    for parts in _compositions(power, len(everyone)):
        if excess is not None and parts[-1] > 0 and any(parts[i] < lethal[i] for i in range(len(recipients))):
            continue
        division = tuple((r, n) for r, n in zip(everyone, parts) if n > 0)
        if division != default:
            out.append(division)
    return out


def _default_division(power, recipients, lethal, excess):
    left = power
    division = []
    for r, need in zip(recipients, lethal):
        give = min(left, need)
        if give:
            division.append([r, give])
        left -= give
    if left:
        last = excess if excess is not None else recipients[-1]
        for entry in division:
            if entry[0] == last:
                entry[1] += left
                break
        else:
            division.append([last, left])
    return tuple((r, n) for r, n in division)


def _compositions(total: int, parts: int):
    if parts == 1:
        yield (total,)
        return
    for first in range(total, -1, -1):
        for rest in _compositions(total - first, parts - 1):
            yield (first,) + rest


def _damage_legal(game, decision) -> list:
    oid = game.combat.queue[0]
    power = damage_amount(game, oid)
    options = damage_options(game, oid, power, _pending_marked(game)) or []
    out = []
    for division in options:
        label = f"{game.name(oid)} assigns " + (", ".join(f"{n} to {game.name(r)}" for r, n in division)
                                                 or "no combat damage")
        out.append(AssignDamage(oid, division, label))
    return out


def _damage_perform(game, decision, action: AssignDamage) -> None:
    combat = game.combat
    combat.queue.pop(0)
    combat.assigned[action.creature] = action.division
    _next_assignment(game)


handler("damage", _damage_legal, _damage_perform)


def _deal_combat_damage(game) -> None:
    """Rule 510.2: all combat damage is dealt simultaneously."""
    combat = game.combat
    first = game.step is Step.FIRST_STRIKE_DAMAGE
    sources = {oid: source_info(game, oid) for oid in combat.assigned}
    for oid, division in combat.assigned.items():
        for recipient, amount in division:
            if recipient < 0 or recipient in game.objects:
                deal_damage(game, sources[oid], recipient, amount, combat=True)
        if first:
            combat.dealt_first.add(oid)
    combat.assigned = {}
    game.stage = Stage.PRIORITY
