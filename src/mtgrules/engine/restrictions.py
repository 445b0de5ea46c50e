"""Attack and block restrictions and requirements from static abilities that are not keywords
("This creature can't block.", "... can't be blocked.", "... attacks each combat if able."),
rules 508.1c-d and 509.1b-c, including those an Aura or Equipment imposes on the permanent it
is attached to ("Enchanted creature can't attack or block."), and those naming a description
or a number ("can't be blocked by Walls", "can't be blocked except by three or more
creatures", "can block an additional creature each combat"). Consulted through
``engine/hooks.py``."""
from __future__ import annotations

from mtgrules.ir import CombatCountLimit, CombatRule, StaticAbility
from mtgrules.ir.statics import DETAILED_COMBAT_RULES
from mtgrules.engine import player_rules, targets


def _rules(game, oid: int) -> set[str]:
    """The rules on ``oid``: from its own static abilities, and imposed by the Auras and
    Equipment attached to it ("Enchanted creature can't attack or block.", 303.4m)."""
    chars = game.chars(oid)
    abilities = chars.abilities
    if not abilities and not chars.imposed:
        return set()
    own = {a.effect.kind for a in abilities
           if type(a) is StaticAbility and type(a.effect) is CombatRule and not a.effect.attached}
    return own.union(chars.imposed) if chars.imposed else own


def _detailed(game, oid: int) -> list[CombatRule]:
    """``oid``'s combat rules that carry a description or a number: its own, and those the
    Auras and Equipment attached to it impose (303.4m, 301.5f)."""
    chars = game.chars(oid)
    own = [a.effect for a in chars.abilities
           if type(a) is StaticAbility and type(a.effect) is CombatRule
           and a.effect.kind in DETAILED_COMBAT_RULES and not a.effect.attached]
    return own + [r for r in chars.imposed if type(r) is CombatRule] if chars.imposed else own


def _described(game, oid: int, rule: CombatRule, source: int) -> bool:
    """Whether ``oid`` is one of the creatures ``rule`` (of ``source``) describes."""
    return targets.permanent_matches(game, oid, rule.filter, game.chars(source).controller, source)


def attack_restriction(game, oid: int) -> tuple[str, str] | None:
    if "cant_attack" in _rules(game, oid):
        return "508.1c", f"{game.name(oid)} can't attack (a restriction on it)"
    return None


def defender_restriction(game, oid: int, player: int) -> tuple[str, str] | None:
    """Rule 508.1c: why ``oid`` can't attack ``player`` (or a planeswalker they control):
    "can't attack unless defending player controls an Island"."""
    for rule in _detailed(game, oid):
        if rule.kind == "attacks_only_if_defender_has" and not any(
                game.chars(x).controller == player and _described(game, x, rule, oid)
                for x in game.battlefield):
            return "508.1c", rule.text.replace("cardname", game.name(oid))
    return None


def block_restriction(game, blocker: int, attacker: int) -> tuple[str, str] | None:
    if "cant_block" in _rules(game, blocker):
        return "509.1b", f"{game.name(blocker)} can't block (a restriction on it)"
    if (blocker, attacker) in game.turn_state.cant_block:  # "can't block this creature this turn"
        return "509.1b", f"{game.name(blocker)} can't block {game.name(attacker)} this turn"
    if "unblockable" in _rules(game, attacker):
        return "509.1b", f"{game.name(attacker)} can't be blocked"
    for rule in _detailed(game, attacker):
        if rule.kind == "not_blocked_by" and _described(game, blocker, rule, attacker) or \
                rule.kind == "blocked_only_by" and not _described(game, blocker, rule, attacker):
            return "509.1b", f"{game.name(blocker)} can't block {game.name(attacker)} " \
                             f"({rule.text.replace('cardname', game.name(attacker))})"
    for rule in _detailed(game, blocker):
        if rule.kind == "blocks_only" and not _described(game, attacker, rule, blocker) or \
                rule.kind == "cant_block_these" and _described(game, attacker, rule, blocker):
            return "509.1b", f"{game.name(blocker)} can't block {game.name(attacker)} " \
                             f"({rule.text.replace('cardname', game.name(blocker))})"
    return None


def block_count_restriction(game, attacker: int, blockers: list[int]) -> tuple[str, str] | None:
    """Rule 509.1b: "can't be blocked except by N or more creatures", "can't be blocked by
    more than one creature": restrictions on the number of creatures blocking ``attacker``."""
    for rule in _detailed(game, attacker):
        if rule.kind == "min_blockers" and len(blockers) < rule.count or \
                rule.kind == "max_blockers" and len(blockers) > rule.count:
            return "509.1b", rule.text.replace("cardname", game.name(attacker))
    return None


def blocks_count(game, blocker: int) -> int:
    """Rule 509.1a: how many attackers ``blocker`` may block: one, plus each "can block an
    additional creature each combat"; "can block any number of creatures" as many as attack."""
    count = 1
    for rule in _detailed(game, blocker):
        if rule.kind == "blocks_more":
            if rule.count is None:
                return max(1, len(game.combat.attackers))
            count += rule.count
    return count


def combat_count_limit(game, kind: str) -> tuple[int, str] | None:
    """Rules 508.1c, 509.1b: (the most creatures that can ``kind`` ('attack' or 'block') this
    combat, the text saying so) by static abilities ("No more than one creature can attack
    each combat."), the least of them; None if nothing limits it."""
    found = [(limit.count, limit.text) for _, limit, _ in player_rules.rules_of(game, CombatCountLimit)
             if limit.kind == kind]
    return min(found) if found else None


def doesnt_untap(game, oid: int) -> bool:
    """Rule 502.3: "doesn't untap during its controller's untap step" (its own, or imposed by
    an Aura: "Enchanted creature doesn't untap ...")."""
    return "doesnt_untap" in _rules(game, oid)


def cant_attack_alone(game, oid: int) -> bool:
    """Rules 508.1c, 506.5: "can't attack alone": it may attack only if another creature
    attacks too."""
    return "cant_attack_alone" in _rules(game, oid)


def cant_block_alone(game, oid: int) -> bool:
    """Rules 509.1b, 506.5: "can't block alone": it may block only if another creature blocks
    too."""
    return "cant_block_alone" in _rules(game, oid)


def attacks_despite_defender(game, oid: int) -> bool:
    """Rule 702.3b: "can attack [this turn] as though it didn't have defender"."""
    return "attacks_despite_defender" in _rules(game, oid)


def must_attack_player(game, oid: int) -> int | None:
    """Rule 508.1d: the seat of the player ``oid`` attacks this turn if able ("a token that
    attacks that opponent this turn if able", encore 702.141a; "attacks its owner each combat
    if able"), or None."""
    for rule in _detailed(game, oid):
        if rule.kind == "must_attack_player":
            return rule.count
    if "must_attack_owner" in game.chars(oid).imposed:
        return game.objects[oid].owner
    return None


def must_attack(game, oid: int) -> bool:
    """Rule 508.1d: "attacks each combat if able" is a requirement."""
    return "must_attack" in _rules(game, oid)


def must_block(game, oid: int) -> bool:
    """Rule 509.1c: "blocks each combat if able" is a requirement."""
    return "must_block" in _rules(game, oid)


# the requirements on blocking an attacking creature (509.1c): "All creatures able to block
# this creature do so", "This creature must be blocked if able"
_ON_ATTACKER = frozenset({"lure", "must_be_blocked"})


def block_requirements(game, oid: int) -> set[str]:
    """Rule 509.1c: the requirements on blocking attacking creature ``oid``."""
    rules = _rules(game, oid)
    return rules & _ON_ATTACKER if rules else rules


# permanents that don't untap during their controller's next untap step (502.3; the effect
# ``SkipNextUntap``, engine/effectlib/tapping.py)
UNTAP_SKIPPED = "untap_skipped"
