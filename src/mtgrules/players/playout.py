"""What a search looks at and how it plays on: the actions worth trying at a decision, a fast
playout policy, and an evaluation of a position.

``candidates`` narrows ``legal_actions()`` to the ones that differ in effect, for a search to
spend its time on: mana abilities activated outside a payment (the mana empties from the pool
at the end of the step, 500.4, and a payment activates them itself), a second copy of the same
card in hand (casting either is the same move), taking back a declared attacker or blocker, and
declaring attackers or blockers in any order but one (a declaration is a set, 508.1a, 509.1a).
When nothing is left, every legal action is.
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


def playout_choice(game, options: list, rng, greedy):
    """A fast move among ``options`` (from ``candidates``): usually the one ``greedy`` (a
    ``GreedyPlayer``) scores best, one at random one time in ``RANDOM_MOVE_ONE_IN``."""
    n = len(options)
    if n == 1:
        return options[0]
    if rng.below(RANDOM_MOVE_ONE_IN) == 0:
        return options[rng.below(n)]
    score = greedy.score
    best, best_score = options[0], score(game, options[0])
    for o in options[1:]:
        value = score(game, o)
        if value > best_score:
            best, best_score = o, value
    return best


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
