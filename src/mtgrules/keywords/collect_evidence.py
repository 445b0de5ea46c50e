"""Collect evidence as an optional additional cost to cast a spell (rule 701.59), read as a
keyword-like line.

701.59a: "To collect evidence N, a player exiles any number of cards from their graveyard with
total mana value N or greater." "As an additional cost to cast this spell, you may collect
evidence N" is an optional additional cost announced as the spell is cast (601.2b,
``optional_costs``) and paid with the rest (601.2f-h): the cards are chosen one at a time from
the caster's graveyard until their total mana value reaches N (``AdditionalCost`` kind
'evidence', its ``count`` being N; ``engine/casting.py``), and it is offered only if the cards
there add up to N. 701.59b: a player can't collect evidence N if the total mana value of the
cards in their graveyard is less than N.

"If evidence was collected" (the condition 'optional_paid', ``cards/grammar/conditions.py``;
the cost's label ``EVIDENCE`` names no number) asks whether the cost was paid for the spell, or for the spell the permanent was. Collecting
evidence as part of an activated ability's cost ("{T}, Collect evidence 3: ...") is read by
``cards/grammar/costs.py`` and paid the same way; elsewhere ("you may collect evidence N" in an
effect, "whenever you collect evidence", ward) it is not read: such cards stay unsupported.
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.grammar.conditions import EVIDENCE
from mtgrules.cards.grammar.cost_changes import read_cost_change
from mtgrules.cards.grammar.costs import evidence_cost
from mtgrules.cards.keyword_syntax import OptionalCost
from mtgrules.engine.keyword_rules import Keyword, register

# the line, and the static ability that may follow it in the same paragraph (601.2f)
_LINE = re.compile(r"as an additional cost to cast this spell, you may collect evidence (\d+)"
                   r"(?:\. (this spell costs \{\d+\} less to cast if evidence was collected))?")


class CollectEvidence(Keyword):
    name = "collect evidence"
    starts = ("as",)
    rule = "701.59"

    def parse(self, low, text):
        if not low.startswith("as an additional cost to cast this spell, you may collect evidence"):
            return None
        hit = _LINE.fullmatch(low)
        if hit is None or hit.group(2) and _cheaper(hit.group(2)) is None:
            return None
        param = hit.group(1) + (". " + hit.group(2) if hit.group(2) else "")
        return (m.KeywordInstance(self.name, param),)

    def label(self, inst):
        return f"Collect evidence {_n(inst)}"

    def meaning(self, inst):
        cheaper = inst.param.partition(". ")[2]
        return (f"as an additional cost to cast this spell, you may {evidence_cost(_n(inst)).text} "
                f"(601.2b, 701.59a)" + (f"; {cheaper} (601.2f)" if cheaper else ""))

    def optional_costs(self, card, inst) -> tuple[OptionalCost, ...]:
        """Rule 601.2b: "you may collect evidence N", once (701.59a)."""
        return (OptionalCost(EVIDENCE, None, 1, "701.59a", extra=(evidence_cost(_n(inst)),)),)

    def expand(self, inst) -> tuple:
        """"This spell costs {2} less to cast if evidence was collected" (601.2f: the optional
        cost is announced before the total cost is determined)."""
        cheaper = inst.param.partition(". ")[2]
        if not cheaper:
            return ()
        change = _cheaper(cheaper)
        return (m.StaticAbility(change, change.text),)


def _n(inst) -> int:
    return int(inst.param.partition(".")[0])


def _cheaper(text: str):
    """The cost change "this spell costs {N} less to cast if evidence was collected"."""
    return read_cost_change(text.replace("this spell", "cardname", 1))[0]


register(CollectEvidence())
