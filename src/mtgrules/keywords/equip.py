"""Equip (rule 702.6), written "Equip [cost]" or "Equip [quality] [cost]".

702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control.
Activate only as a sorcery." The keyword stands for that activated ability (``expand``), whose
effect is ``Attach`` (701.3, carried out in ``engine/effects.py``): attaching the Equipment to
the creature it already equips does nothing (701.3b), and an Equipment that is also a creature
can't equip (301.5c). Control of the creature matters only as the ability is activated and
resolves (its target, 115.1, 608.2b; 301.5c). The Equipment's static abilities ("Equipped
creature gets +2/+0") are compiled from its other lines.

702.6c: "Equip [quality] [cost]" ("Equip legendary creature {1}", "Equip Knight {1}", "Equip
Shaman, Warlock, or Wizard {1}") may target only a creature you control with that quality; the
quality restricts the target only, not what the Equipment may be attached to. 702.6d: with
several equip abilities, any may be activated (each instance is its own ability).

Mana costs are understood; other costs ("Equip—Pay 3 life"), "Equip planeswalker" (702.6e) and
qualities that are not object descriptions ("Equip commander") are not supported: the line is
not recognised, so the card stays unsupported.
"""
from __future__ import annotations

import re
from functools import lru_cache

from mtgrules import ir as m
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost
from mtgrules.engine.keyword_rules import Keyword, register

_LINE = re.compile(r"equip (?:([a-z][a-z ,'-]*?) )?((?:\{[0-9wubrgc/]+\})+)")


@lru_cache(maxsize=None)
def _target(quality: str) -> m.TargetSpec | None:
    """702.6a / 702.6c: the creature an equip ability may target, with its quality."""
    from mtgrules.cards.phrases import object_filter
    if not quality:
        return m.TargetSpec("target creature you control",
                            m.Filter(types=frozenset({"Creature"}), controller="you"), None)
    desc = quality if quality.endswith("creature") else quality + " creature"
    flt = object_filter(desc + " you control")
    if flt is None or flt.types != frozenset({"Creature"}) or flt.another or flt.or_subtypes:
        return None
    return m.TargetSpec(f"target {desc} you control", flt, None)


def _split(param: str) -> tuple[str, str]:
    """("legendary creature", "{1}") from the parameter "legendary creature {1}"."""
    quality, _, cost = param.rpartition(" ")
    return quality, cost


class Equip(Keyword):
    name = "equip"
    rule = "702.6"

    def parse(self, low: str, text: str):
        hit = _LINE.fullmatch(low)
        if not hit:
            return None
        quality = hit.group(1) or ""
        try:
            cost = parse_mana_cost(hit.group(2).upper())
        except ManaCostError:
            return None
        if _target(quality) is None:
            return None
        return (m.KeywordInstance(self.name, f"{quality} {cost}".strip()),)

    def expand(self, inst) -> tuple:
        """702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only
        as a sorcery." (702.6c: a quality narrows the target)."""
        quality, cost = _split(inst.param)
        spec = _target(quality)
        mode = m.Mode((spec,), (m.Attach(m.This(), m.TargetRef(0)),),
                      f"attach this permanent to {spec.text}")
        return (m.ActivatedAbility(m.Cost(mana=parse_mana_cost(cost)), mode, False, True,
                                   f"Equip {inst.param}"),)


register(Equip())
