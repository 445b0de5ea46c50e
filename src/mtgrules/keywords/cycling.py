"""Cycling and typecycling (rule 702.29).

702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card.", an activated ability
that functions only while the card is in a player's hand. The keyword stands for that ability
(``expand``), an ``ActivatedAbility`` whose ``zone`` is 'hand' and whose cost includes
``discard_self`` (``engine/zone_abilities.py`` offers and checks it, ``engine/abilities.py`` pays
it). 702.29b: the ability exists in every zone (a permanent has it) but can be activated only
from the hand (113.6b). The cost may also be other than mana ("Cycling—Sacrifice a land.").

702.29c: "When you cycle this card" means "When you discard this card to pay an activation cost
of a cycling ability", and triggers from the zone the card winds up in (event 'cycled_self').
702.29d: "Whenever you cycle or discard a card" triggers only once for a card cycled (event
'discard'; "whenever you cycle a card": 'cycle'); see ``engine/triggers.discarded``.

702.29e: "[Type]cycling [cost]" ("Plainscycling {2}", "Wizardcycling {3}", "Basic landcycling
{1}{G}") means "[Cost], Discard this card: Search your library for a [type] card, reveal it, and
put it into your hand. Then shuffle your library." The search is read by the oracle grammar
from that sentence, so any type it understands works. 702.29f: typecycling abilities are
cycling abilities (the keyword's name is 'cycling' for both, and discarding to pay for either
is cycling).
"""
from __future__ import annotations

import re
from functools import lru_cache

from mtgrules import ir as m
from mtgrules.cards.grammar.costs import read_cost_part
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost

_LINE = re.compile(r"([a-z][a-z ]*?)?cycling ?(—.+|(?:\{[0-9wubrgc/]+\})+)")


@lru_cache(maxsize=None)
def _mode(kind: str) -> m.Mode | None:
    """What the cycling ability does: draw a card (702.29a), or for typecycling search the
    library for a card of that type (702.29e); None if the type isn't understood."""
    from mtgrules.cards.sentences import NotUnderstood, parse_mode
    if not kind:
        return m.Mode((), (m.Draw(m.You(), 1),), "draw a card")
    article = "an" if kind[0] in "aeiou" else "a"
    sentence = f"search your library for {article} {kind} card, reveal it, put it into your hand, then shuffle."
    try:
        mode = parse_mode(sentence)
    except NotUnderstood:
        return None
    if mode.targets or len(mode.effects) != 1 or type(mode.effects[0]) is not m.Search:
        return None
    return m.Mode((), mode.effects, sentence[:-1])


@lru_cache(maxsize=None)
def _cost(text: str) -> m.Cost | None:
    """The cycling cost with "Discard this card" (702.29a): mana, or costs other than mana
    after a dash."""
    if not text.startswith("—"):
        try:
            return m.Cost(mana=parse_mana_cost(text.upper()), discard_self=True)
        except ManaCostError:
            return None
    others = []
    for part in text[1:].strip().rstrip(".").lower().split(", "):
        other = read_cost_part(part)
        if other is None or other.kind not in ("sacrifice", "discard"):
            return None
        others.append(other)
    return m.Cost(others=tuple(others), discard_self=True)


def _split(param: str) -> tuple[str, str]:
    """(type, cost) of the keyword's parameter ("basic land {1}{G}", "{2}", "—Sacrifice a land.")."""
    if param.startswith("—"):
        return "", param
    at = param.index("{")
    return param[:at].strip(), param[at:]


class Cycling(Keyword):
    name = "cycling"
    rule = "702.29"

    def parse(self, low: str, text: str):
        hit = _LINE.fullmatch(low)
        if not hit:
            return None
        kind = (hit.group(1) or "").strip()
        cost = hit.group(2)
        if cost.startswith("—"):
            cost = "—" + text.split("—", 1)[1].strip()
        else:
            cost = cost.upper()
        if _mode(kind) is None or _cost(cost) is None:
            return None
        return (m.KeywordInstance(self.name, f"{kind} {cost}".strip()),)

    def expand(self, inst) -> tuple:
        """702.29a / 702.29e: "[Cost], Discard this card: Draw a card." (or search), from the hand."""
        kind, cost = _split(inst.param)
        label = f"{kind.capitalize()}cycling" if kind else "Cycling"
        text = f"{label}{cost}" if cost.startswith("—") else f"{label} {cost}"
        return (m.ActivatedAbility(_cost(cost), _mode(kind), text=text, zone="hand", keyword=self.name),)


register(Cycling())
