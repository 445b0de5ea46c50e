"""Attack and block restrictions and requirements from static abilities that are not keywords
("This creature can't block.", "... can't be blocked.", "... attacks each combat if able."),
rules 508.1c-d and 509.1b-c, including those an Aura or Equipment imposes on the permanent it
is attached to ("Enchanted creature can't attack or block."). Consulted through
``engine/hooks.py``."""
from __future__ import annotations

from mtgrules.ir import CombatRule, StaticAbility


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


def attack_restriction(game, oid: int) -> tuple[str, str] | None:
    if "cant_attack" in _rules(game, oid):
        return "508.1c", f"{game.name(oid)} can't attack (a restriction on it)"
    return None


def block_restriction(game, blocker: int, attacker: int) -> tuple[str, str] | None:
    if "cant_block" in _rules(game, blocker):
        return "509.1b", f"{game.name(blocker)} can't block (a restriction on it)"
    if "unblockable" in _rules(game, attacker):
        return "509.1b", f"{game.name(attacker)} can't be blocked"
    return None


def doesnt_untap(game, oid: int) -> bool:
    """Rule 502.3: "doesn't untap during its controller's untap step" (its own, or imposed by
    an Aura: "Enchanted creature doesn't untap ...")."""
    return "doesnt_untap" in _rules(game, oid)


def must_attack(game, oid: int) -> bool:
    """Rule 508.1d: "attacks each combat if able" is a requirement."""
    return "must_attack" in _rules(game, oid)
