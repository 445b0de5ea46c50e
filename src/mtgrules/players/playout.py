"""What a search looks at and how it plays on: the actions worth trying at a decision, a fast
playout policy, and an evaluation of a position.

``candidates`` narrows ``legal_actions()`` to the ones that differ in effect, for a search to
spend its time on: mana abilities activated outside a payment (the mana empties from the pool
at the end of the step, 500.4, and a payment activates them itself), a second copy of the same
card in hand (casting either is the same move), taking back a declared attacker or blocker, and
declaring attackers or blockers in any order but one (a declaration is a set, 508.1a, 509.1a).
When nothing is left, every legal action is.

The playout policy is the greedy player's, but for the searching player's own blocks
(``block_score``): the greedy player never blocks with a creature that would die without
killing, so a playout would neither double block nor chump block when the attack is lethal,
and a search with the smaller creatures (the black deck against the green one) would judge
every position by blocks it would never make. The other players block in playouts as the
greedy player does: with these blocks for them too, the search attacked too little against
players who don't make them (README, "The AIs").
"""
from __future__ import annotations

import math

from mtgrules.engine import actions as a
from mtgrules.engine.objects import Zone
from mtgrules.engine.zone_abilities import activated_ability

_IN_HAND = (a.CastSpell, a.PlayLand)
#: how rarely a playout move is chosen at random rather than by the greedy player's scores
RANDOM_MOVE_ONE_IN = 8


def candidates(game) -> list:
    """The legal actions worth searching (see the module docstring), in the listed order."""
    legal = game.legal_actions()
    if len(legal) < 2:
        return list(legal)
    out = []
    seen = set()
    objects = game.objects
    declared = _declared(game)
    for action in legal:
        kind = type(action)
        if kind is a.ActivateAbility:
            if activated_ability(game, action.source, action.index).is_mana:
                continue
        elif kind in _IN_HAND:
            obj = objects[action.card]
            if obj.zone is Zone.HAND:
                key = (kind, id(obj.card), getattr(action, "alternative", ""), getattr(action, "face", 0))
                if key in seen:
                    continue
                seen.add(key)
        elif kind is a.Undeclare:
            continue
        elif kind is a.DeclareAttacker:
            if action.creature < declared:
                continue
        elif kind is a.DeclareBlocker:
            if action.blocker < declared:
                continue
        out.append(action)
    return out or list(legal)


def _declared(game) -> int:
    """The highest id declared so far in the declaration under way (attackers or blockers)."""
    pending, combat = game.pending, game.combat
    if combat is None or pending is None:
        return 0
    if pending.kind == "attackers":
        return max(combat.attackers, default=0)
    if pending.kind == "blockers":
        mine = [b for b in combat.blocks if game.controller(b) == pending.player]
        return max(mine, default=0)
    return 0


def playout_choice(game, options: list, rng, greedy, seat: int):
    """A fast move among ``options`` (from ``candidates``) in a playout of ``seat``'s search:
    usually the one ``policy_score`` scores best, one at random one time in
    ``RANDOM_MOVE_ONE_IN``."""
    n = len(options)
    if n == 1:
        return options[0]
    if rng.below(RANDOM_MOVE_ONE_IN) == 0:
        return options[rng.below(n)]
    best, best_score = options[0], policy_score(game, options[0], greedy, options, seat)
    for o in options[1:]:
        value = policy_score(game, o, greedy, options, seat)
        if value > best_score:
            best, best_score = o, value
    return best


def policy_score(game, action, greedy, options: list, seat: int) -> float:
    """How much the fast policy likes ``action`` among ``options``: as ``greedy`` (a
    ``GreedyPlayer``) scores it, but for the blocks of ``seat``, the searching player
    (``block_score``)."""
    if type(action) is a.DeclareBlocker and game.actor == seat:
        return block_score(game, action.blocker, action.attacker, options)
    return greedy.score(game, action)


def block_score(game, blocker: int, attacker: int, options: list) -> float:
    """A block worth declaring (509.1a) scores above finishing the declaration (0.5), and none
    is added to an attacker that its blockers already kill: one the blocker survives (3 if it also kills the attacker with the blockers already on it, 2
    otherwise); one that kills the attacker, with the blockers already on it or with another
    creature still free to block it (declared after it, as ``candidates`` has them), when the attacker is worth at least the blocker (1.5, or
    1 for the first of two); a chump block (the blocker dies, the attacker lives) only while
    the attackers nobody blocks would deal the defending player's life or more (1). Deathtouch
    kills whatever its damage (702.2b); first strike isn't counted."""
    chars, combat = game.chars, game.combat
    b, at = chars(blocker), chars(attacker)
    b_power, at_power = b.power or 0, at.power or 0
    at_toughness = at.toughness or 0
    blockers = combat.blocked_by.get(attacker, ())
    before = 0
    for o in blockers:
        c = chars(o)
        if (c.power or 0) > 0 and "deathtouch" in c.keyword_names:
            return -1.0
        before += c.power or 0
    if blockers and before >= at_toughness:
        return -1.0  # already dies: another blocker only takes a share of its damage
    together = b_power + before
    kills = together >= at_toughness or (b_power > 0 and "deathtouch" in b.keyword_names)
    survives = (b.toughness or 0) > at_power and not (at_power > 0 and "deathtouch" in at.keyword_names)
    if survives:
        return 3.0 if kills else 2.0
    worth_it = _worth(at) >= _worth(b)
    if kills and worth_it:
        return 1.5
    if worth_it and any(type(o) is a.DeclareBlocker and o.attacker == attacker and o.blocker > blocker
                        and together + (chars(o.blocker).power or 0) >= at_toughness for o in options):
        return 1.0
    defender = combat.defending.get(attacker)
    unblocked = sum(chars(x).power or 0 for x, seat in combat.defending.items()
                    if seat == defender and not combat.blocked_by.get(x))
    if defender is not None and unblocked >= game.players[defender].life:
        return 1.0
    return -1.0


def _worth(c) -> float:
    return (c.power or 0) + (c.toughness or 0) / 2


#: what a keyword adds to a creature's worth in ``evaluate``: (weight, whether per point of
#: power): evasion and lifelink are worth more on a bigger creature, deathtouch trades up whatever
#: its size (702.2b), first strike wins combats (510.4)
_KEYWORD_WORTH = {"flying": (0.75, True), "lifelink": (0.5, True), "deathtouch": (2.0, False),
                  "first strike": (1.0, False), "double strike": (1.0, True),
                  "trample": (0.25, True), "menace": (0.5, True), "indestructible": (3.0, False),
                  "hexproof": (1.0, False), "vigilance": (0.5, False)}


def evaluate(game) -> list[float]:
    """Each seat's share of a win from this position, in [0, 1]: 1 to the winner of a finished
    game; otherwise a logistic score of life, creatures on the battlefield (power, toughness
    and the keywords that win combats: ``_KEYWORD_WORTH``), other permanents and cards in hand,
    against the strongest opponent."""
    players = game.players
    if game.over:
        winner = game.winner
        if winner is None:
            return [0.5] * len(players)
        return [1.0 if p.index == winner else 0.0 for p in players]
    material = [0.0] * len(players)
    table = game.chars_table()
    for oid in game.battlefield:
        c = table[oid]
        if "Creature" in c.types:
            power = c.power or 0
            value = 1.0 + 1.5 * power + (c.toughness or 0)
            names = c.keyword_names
            if names:
                value += sum(weight * (power if per_power else 1.0)
                             for name, (weight, per_power) in _KEYWORD_WORTH.items() if name in names)
            material[c.controller] += value
        elif "Land" in c.types:
            material[c.controller] += 0.8
        else:
            material[c.controller] += 1.5
    for p in players:
        if p.lost:
            material[p.index] = -1e9
            continue
        material[p.index] += 0.6 * min(p.life, 30) + 1.2 * len(p.hand) - 3.0 * p.poison
    out = []
    for p in players:
        best_other = max(material[q.index] for q in players if q is not p)
        diff = material[p.index] - best_other
        out.append(1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, diff / 8.0)))))
    return out
