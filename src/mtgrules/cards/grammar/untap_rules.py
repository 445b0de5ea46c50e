"""Static abilities about which permanents untap during untap steps (rule 502.3):

    untap-rule := description "don't untap during their controllers' untap steps"
                | description "you control" "don't untap during your untap step"
                | "untap all" description "during" steps                       (UntapsDuring)
                | ["all"] description "untap during" steps                      (UntapsDuring)
    steps      := "each player's untap step"                                   ('each')
                | "each opponent's untap step"                                 ('opponent')
                | "each other player's untap step"                             ('other')
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize

_ENDINGS = {"don't untap during their controllers' untap steps": None,
            "don't untap during your untap step": "you"}
_STEPS = {"each player's untap step": "each", "each opponent's untap step": "opponent",
          "each other player's untap step": "other"}


def read_untap_rule(low: str) -> m.UntapsSkipped | m.UntapsDuring | None:
    """"Nonbasic lands don't untap during their controllers' untap steps." as an
    ``UntapsSkipped``, "Untap all permanents you control during each opponent's untap step."
    as an ``UntapsDuring``, or None if the line isn't one."""
    text = low.rstrip(".")
    p = Parser(tokenize(text))
    untap_all = p.take("untap all")
    every = not untap_all and p.take("all")
    desc = description(p)
    if desc is None or not desc.may_be_plural() or desc.filter.zone != "battlefield":
        return None
    if untap_all or p.take("untap"):
        steps = p.take("during") and p.take_any(*_STEPS)
        if not steps or not p.done():
            return None
        return m.UntapsDuring(desc.filter, _STEPS[steps], text)
    if every:
        return None
    ending = p.take_any(*_ENDINGS)
    if ending is None or not p.done() or _ENDINGS[ending] not in (None, desc.filter.controller):
        return None
    return m.UntapsSkipped(desc.filter, text)
