"""An Aura giving protection that doesn't remove it (702.16n): "Enchanted creature has
protection from white. This effect doesn't remove this Aura." — the static ability of the
first sentence, read as a line of its own, and a ``SparedByOwnProtection`` for the protection
it gives. Applied by ``engine/attachment_rules.py``."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line, read_ability
from mtgrules.cards.sentences import NotUnderstood


@ability_line(r"(enchanted creature .+)\. this effect doesn't remove cardname")
def _spared_aura(hit, line):
    ability, how = read_ability(hit.group(1) + ".", line)
    abilities = ability if isinstance(ability, tuple) else (ability,)
    kept = tuple(k for a in abilities if type(a) is m.StaticAbility and type(a.effect) is m.Anthem
                 and a.effect.affects.attached for k in a.effect.keywords if k.name == "protection")
    if not kept:
        raise NotUnderstood(hit.group(0), "'this effect doesn't remove' after no protection")
    spared = m.StaticAbility(m.SparedByOwnProtection(kept, hit.group(0)), hit.group(0))
    names = " and ".join(str(k).lower() for k in kept)
    return abilities + (spared,), (f"{how}; the {names} it gives doesn't remove this Aura "
                                   "(702.16n, 704.5m)")
