"""Static abilities changing how other permanents enter (rules 614.1c, 614.12): "Creatures your
opponents control enter tapped.", "Artifacts, creatures, and lands your opponents control enter
tapped.", "Nonbasic lands enter tapped." The permanents are any plural object description of
the grammar (``grammar/objects.py``); the replacement effect is ``engine/effectlib/others_entering.py``'s."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.describe import describe_filter
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.sentences import NotUnderstood


@ability_line(r"(?:[a-z' ]+ — )?(.+?) enter tapped")
def _others_enter_tapped(hit, line):
    p = Parser(tokenize(hit.group(1)))
    desc = description(p)
    if desc is None or not p.done() or not desc.may_be_plural() or desc.filter.zone != "battlefield":
        raise NotUnderstood(hit.group(1), "the permanents that enter tapped: "
                                          + p.complaint().replace("not understood: ", "", 1))
    return (m.StaticAbility(m.OthersEnterTapped(desc.filter, hit.group(0)), hit.group(0)),
            f"replacement effect (614.1c) of a static ability: each other {describe_filter(desc.filter)} "
            f"enters the battlefield tapped")
