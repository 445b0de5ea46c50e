"""Kicker and multikicker (rule 702.33).

702.33a: "Kicker [cost]" means "You may pay an additional [cost] as you cast this spell" — an
optional additional cost (118.8b) announced as the spell is cast (601.2b) and added to its total
cost (601.2f). 702.33b: "Kicker [cost 1] and/or [cost 2]" is two kicker abilities. 702.33c:
"Multikicker [cost]" may be paid any number of times. 702.33d: a spell whose controller
announces any kicker cost is "kicked" (as many times as they were paid).

The keyword implements the hook ``optional_costs``; the casting steps ask for each cost in
turn and record on the spell how many times it was kicked and which costs were paid
(the general record ``optional_paid`` of the spell, which the permanent it becomes keeps;
``keyword_syntax.times_kicked`` reads it). The abilities that
ask whether it was kicked (702.33e-f) are compiled from the card's other lines
(``cards/compiler.py``). A kicker cost may be mana, costs other than mana written after a dash
("Kicker—Sacrifice a land", "Kicker—Pay 3 life", "Kicker—{2}{R}, Sacrifice a land"; paid
with the mana, 601.2h), or both; other costs (returning a permanent to hand, tapping, X) leave the line unrecognised, so the
card stays unsupported.
"""
from __future__ import annotations

import re

from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost
from mtgrules.ir import KeywordInstance
from mtgrules.cards.keyword_syntax import OptionalCost
from mtgrules.cards.grammar.costs import read_cost_part
from mtgrules.engine.keyword_rules import Keyword, register

_MANA = r"(?:\{[0-9wubrgcx/]+\})+"
_LINE = re.compile(rf"(multikicker|kicker) ({_MANA})(?: and/or ({_MANA}))?")
_DASHED = re.compile(r"(multikicker|kicker) ?[—-] ?(.+)")


def _cost(text: str):
    try:
        cost = parse_mana_cost(text.upper())
    except ManaCostError:
        return None
    return None if cost.x else cost


def _dashed_cost(param: str) -> tuple | None:
    """"—{2}{R}, Sacrifice a land" as (ManaCost or None, additional costs), or None when a part
    is not understood."""
    mana, extra = None, []
    for part in param.lstrip("—").split(", "):
        part = part.strip().lower()
        if re.fullmatch(_MANA, part) and mana is None:
            mana = _cost(part)
            if mana is None:
                return None
            continue
        cost = read_cost_part(part)
        if cost is None:
            return None
        extra.append(cost)
    return (mana, tuple(extra)) if extra else None


class Kicker(Keyword):
    name = "kicker"
    starts = ("kicker", "multikicker")
    rule = "702.33"
    max_times: int | None = 1

    def parse(self, low: str, text: str):
        dashed = _DASHED.fullmatch(low)
        if dashed and dashed.group(1) == self.name:
            param = "—" + text.strip().split("—", 1)[-1].strip() if "—" in text else None
            if param is None or _dashed_cost(param) is None:
                return None
            return (KeywordInstance(self.name, param),)
        hit = _LINE.fullmatch(low)
        if not hit or hit.group(1) != self.name:
            return None
        costs = [c for c in hit.group(2, 3) if c is not None]
        if self.max_times is None and len(costs) > 1:
            return None
        parsed = [_cost(c) for c in costs]
        if any(c is None for c in parsed):
            return None
        return tuple(KeywordInstance(self.name, str(c)) for c in parsed)

    def optional_costs(self, card, inst) -> tuple[OptionalCost, ...]:
        rule = "702.33a" if self.max_times == 1 else "702.33c"
        if inst.param.startswith("—"):
            mana, extra = _dashed_cost(inst.param)
            return (OptionalCost(f"{self.name}{inst.param}", mana, self.max_times, rule, True, extra),)
        return (OptionalCost(f"{self.name} {inst.param}", parse_mana_cost(inst.param),
                             self.max_times, rule, kicks=True),)


class Multikicker(Kicker):
    name = "multikicker"
    max_times = None


class StickerKicker(Keyword):
    """702.33h: "Sticker kicker [cost]" means "Kicker [cost]" and "As an additional cost to
    cast this spell, if it's kicked, you get a ticket counter and you may put a sticker on this
    spell." The sticker is chosen with the other costs (601.2h, ``engine/casting.py``) and put
    on as the cost is paid (123.3, ``engine/stickers.py``)."""

    name = "sticker kicker"
    starts = ("sticker",)
    rule = "702.33h"

    def parse(self, low: str, text: str):
        hit = re.fullmatch(rf"sticker kicker ({_MANA})", low)
        cost = _cost(hit.group(1)) if hit else None
        return (KeywordInstance(self.name, str(cost)),) if cost is not None else None

    def optional_costs(self, card, inst) -> tuple[OptionalCost, ...]:
        return (OptionalCost(f"sticker kicker {inst.param}", parse_mana_cost(inst.param), 1,
                             self.rule, kicks=True, sticker=True),)


register(Kicker())
register(Multikicker())
register(StickerKicker())
