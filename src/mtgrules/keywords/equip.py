"""Equip (rule 702.6), written "Equip [cost]", "Equip—[cost]" or "Equip [quality] [cost]".

702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control.
Activate only as a sorcery." The keyword stands for that activated ability (``expand``), whose
effect is ``Attach`` (701.3, carried out in ``engine/effects.py``): attaching the Equipment to
the creature it already equips does nothing (701.3b), and an Equipment that is also a creature
can't equip (301.5c). Control of the creature matters only as the ability is activated and
resolves (its target, 115.1, 608.2b; 301.5c). The Equipment's static abilities ("Equipped
creature gets +2/+0") are compiled from its other lines. The cost is a mana cost ("Equip {2}")
or, after a dash, any cost an activated ability may have, read by the compiler's cost reader
("Equip—Pay 3 life", "Equip—Sacrifice a creature", "Equip—Discard a card", "Equip—{2}, Pay 2
life"; 602.1a, 118).

702.6c: "Equip [quality] [cost]" ("Equip legendary creature {1}", "Equip Knight {1}", "Equip
Shaman, Warlock, or Wizard {1}", "Equip creature token {1}") may target only a creature you
control with that quality; the quality restricts the target only, not what the Equipment may
be attached to. 702.6d: with
several equip abilities, any may be activated (each instance is its own ability); "Equip
{0}. Activate only once each turn." limits it as 602.5b says. 702.6e:
"Equip planeswalker [cost]" attaches it to target planeswalker you control as though that
planeswalker were a creature (``Attach.as_though_creature``); once attached, 301.5c applies as
usual, so the Equipment stays only while that permanent is a creature (704.5n).

Costs the cost reader doesn't understand ("Equip—Pay {3} or discard a card", "Equip—Pay
{E}{E}") and qualities that are not object descriptions ("Equip commander") are not supported: the line is not recognised, so the card stays unsupported.
"""
from __future__ import annotations

import re
from functools import lru_cache

from mtgrules import ir as m
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost
from mtgrules.engine.keyword_rules import Keyword, register

_LINE = re.compile(r"equip(?: (?P<quality>[a-z][a-z ,'-]*?))?"
                   r"(?: (?P<mana>(?:\{[0-9wubrgc/]+\})+)|—(?P<cost>[^—]+))")
_PLANESWALKER = "planeswalker"  # 702.6e
_ONCE = ". Activate only once each turn"  # 602.5b ("Equip {0}. Activate only once each turn.")


@lru_cache(maxsize=None)
def _target(quality: str) -> m.TargetSpec | None:
    """702.6a / 702.6c / 702.6e: the creature (or planeswalker) an equip ability may target."""
    from mtgrules.cards.phrases import object_filter
    if not quality:
        return m.TargetSpec("target creature you control",
                            m.Filter(types=frozenset({"Creature"}), controller="you"), None)
    if quality == _PLANESWALKER:
        return m.TargetSpec("target planeswalker you control",
                            m.Filter(types=frozenset({"Planeswalker"}), controller="you"), None)
    desc = quality if re.search(r"creature(?: token)?$", quality) else quality + " creature"
    flt = object_filter(desc + " you control") or _described(desc + " you control")
    if flt is None or flt.types != frozenset({"Creature"}) or flt.another or flt.or_subtypes:
        return None
    return m.TargetSpec(f"target {desc} you control", flt, None)


def _described(text: str) -> m.Filter | None:
    """A quality the phrase table doesn't know, read by the grammar ("creature token")."""
    from mtgrules.cards.grammar.objects import description
    from mtgrules.cards.grammar.parser import Parser
    from mtgrules.cards.grammar.tokens import tokenize
    p = Parser(tokenize(text))
    desc = description(p)
    return desc.filter if desc is not None and p.done() and not desc.plural else None


@lru_cache(maxsize=None)
def _cost(text: str) -> m.Cost | None:
    """The cost of "Equip {2}" ("{2}") or "Equip—Pay 3 life" ("—Pay 3 life"), or None."""
    if text.startswith("—"):
        from mtgrules.cards.compiler import activation_cost
        cost = activation_cost(text[1:].lower())
        return None if cost is None or cost.tap or cost.untap else cost
    try:
        return m.Cost(mana=parse_mana_cost(text.upper()))
    except ManaCostError:
        return None


def _split(param: str) -> tuple[str, str]:
    """("legendary creature", "{1}") from the parameter "legendary creature {1}", ("", "—Pay 3
    life") from "—Pay 3 life"."""
    if "—" in param:
        quality, _, cost = param.partition("—")
        return quality.strip(), "—" + cost
    quality, _, cost = param.rpartition(" ")
    return quality, cost


class Equip(Keyword):
    name = "equip"
    starts = ("equip",)
    rule = "702.6"

    def parse(self, low: str, text: str):
        once = low.endswith(_ONCE.lower())
        if once:
            low, text = low[:-len(_ONCE)], text.strip()[:-len(_ONCE)]
        hit = _LINE.fullmatch(low)
        if not hit:
            return None
        quality = hit.group("quality") or ""
        if hit.group("mana"):
            cost = _cost(hit.group("mana"))
            param = f"{quality} {cost}".strip()
        else:
            written = text.partition("—")[2].strip()  # as printed
            cost = _cost("—" + written)
            param = f"{quality}—{written}"
        if cost is None or _target(quality) is None:
            return None
        return (m.KeywordInstance(self.name, param + (_ONCE if once else "")),)

    def expand(self, inst) -> tuple:
        """702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only
        as a sorcery." (702.6c: a quality narrows the target; 702.6e: a planeswalker, as though
        it were a creature)."""
        once = inst.param.endswith(_ONCE)
        quality, cost = _split(inst.param[:-len(_ONCE)] if once else inst.param)
        spec = _target(quality)
        attach = m.Attach(m.This(), m.TargetRef(0), as_though_creature=quality == _PLANESWALKER)
        mode = m.Mode((spec,), (attach,), f"attach this permanent to {spec.text}"
                      + (" as though it were a creature" if attach.as_though_creature else ""))
        label = f"Equip{inst.param}" if inst.param.startswith("—") else f"Equip {inst.param}"
        return (m.ActivatedAbility(_cost(cost), mode, False, True, label, once_per_turn=once),)


register(Equip())
