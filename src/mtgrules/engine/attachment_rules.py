"""An Aura whose protection doesn't remove it (702.16n): "Enchanted creature has protection from
white. This effect doesn't remove this Aura." The instances of protection the Aura gives the
permanent it enchants don't make it an illegal attachment; other instances from the same
quality do (the permanent has more instances equal to one it gives than the Aura gives)."""
from __future__ import annotations

from mtgrules.engine.chosen import keywords_with_choice
from mtgrules.ir import SparedByOwnProtection, StaticAbility


def spared(game, target: int, attachment: int, inst) -> bool:
    """Whether protection instance ``inst`` of permanent ``target`` leaves ``attachment``, an
    Aura attached to it, where it is (702.16n)."""
    obj = game.objects.get(attachment)
    if obj is None or obj.zone.name != "BATTLEFIELD" or getattr(obj, "attached_to", None) != target:
        return False
    given = [k for a in game.chars(attachment).abilities
             if type(a) is StaticAbility and type(a.effect) is SparedByOwnProtection
             for k in keywords_with_choice(game, attachment, a.effect.keywords)]
    if inst not in given:
        return False
    return sum(1 for k in game.chars(target).keywords if k == inst) <= given.count(inst)
