"""Static abilities keeping groups of permanents tapped (rule 502.3):

    untap-rule := description "don't untap during their controllers' untap steps"
                | description "you control" "don't untap during your untap step"
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize

_ENDINGS = {"don't untap during their controllers' untap steps": None,
            "don't untap during your untap step": "you"}


def read_untap_rule(low: str) -> m.UntapsSkipped | None:
    """"Nonbasic lands don't untap during their controllers' untap steps." as an
    ``UntapsSkipped``, or None if the line isn't one."""
    text = low.rstrip(".")
    p = Parser(tokenize(text))
    desc = description(p)
    if desc is None or not desc.may_be_plural() or desc.filter.zone != "battlefield":
        return None
    ending = p.take_any(*_ENDINGS)
    if ending is None or not p.done() or _ENDINGS[ending] not in (None, desc.filter.controller):
        return None
    return m.UntapsSkipped(desc.filter, text)
