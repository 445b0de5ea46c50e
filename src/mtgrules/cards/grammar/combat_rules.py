"""Static abilities restricting how their own creature blocks or is blocked (rules 509.1a-c):

    combat-rule := "cardname" rule
                 | creatures "can't block" ("it" | "cardname")             (not_blocked_by)
    rule        := "can't be blocked by more than one creature"           (max_blockers)
                 | "can't be blocked except by" N "or more creatures"      (min_blockers)
                 | "can't be blocked except by" creatures                  (blocked_only_by)
                 | "can't be blocked by" creatures                         (not_blocked_by)
                 | "can block only" creatures                              (blocks_only)
                 | "can't block" creatures                                 (cant_block_these)
                 | "can block an additional creature each combat"          (blocks_more, 1)
                 | "can block an additional" N "creatures each combat"     (blocks_more, N)
                 | "can block any number of creatures"                     (blocks_more, any)
                 | "can't attack unless defending player controls" ("a" | "an") permanent
                                                                  (attacks_only_if_defender_has)
    creatures   := a plural object description on the battlefield ("creatures with power 2
                   or less", "Walls", "artifact creatures", "creatures with flying")

Each becomes an :class:`mtgrules.ir.CombatRule` with its filter or number; the engine applies
them in ``engine/restrictions.py``. A limit on a whole declaration, whoever's creatures:

    count-limit := "no more than" N ("creature" | "creatures") "can" ("attack" | "block")
                   "each combat"                          (CombatCountLimit, 508.1c, 509.1b)
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.describe import describe_filter
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.phrases import NUMBERS

_FILTERED = (("can't be blocked except by", "blocked_only_by"),
             ("can't be blocked by", "not_blocked_by"),
             ("can block only", "blocks_only"),
             ("can't block", "cant_block_these"))
_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 7: "seven"}


def read_combat_rule(low: str) -> m.CombatRule | None:
    """The combat rule a line ("cardname can't be blocked by Walls.") states, or None."""
    text = low.rstrip(".")
    p = Parser(tokenize(text))
    if not p.take("cardname"):
        return _blockers_side(p, text)
    if p.take("can't be blocked by more than one creature") and p.done():
        return m.CombatRule("max_blockers", text, count=1)
    if p.take("can block an additional"):
        n = 1 if p.take("creature") else NUMBERS.get(p.next() or "")
        if isinstance(n, int) and (n == 1 or p.take("creatures")) and p.take("each combat") \
                and p.done():
            return m.CombatRule("blocks_more", text, count=n)
        p.pos = 1
    if p.take("can block any number of creatures") and p.done():
        return m.CombatRule("blocks_more", text, count=None)
    start = p.pos
    if p.take("can't attack unless defending player controls") and p.take_any("a", "an"):
        desc = description(p)
        if desc is not None and not desc.plural and p.done() and _plain(desc.filter):
            return m.CombatRule("attacks_only_if_defender_has", text, filter=desc.filter)
        p.pos = start
    if p.take("can't be blocked except by"):
        n = NUMBERS.get(p.peek() or "")
        if isinstance(n, int) and n > 1 and p.tokens[p.pos + 1:] == ("or", "more", "creatures"):
            return m.CombatRule("min_blockers", text, count=n)
    for phrase, kind in _FILTERED:
        p.pos = start
        if p.take(phrase):
            desc = description(p)
            if desc is not None and desc.may_be_plural() and p.done() and _plain(desc.filter):
                return m.CombatRule(kind, text, filter=desc.filter)
    return None


def read_combat_count_limit(low: str) -> m.CombatCountLimit | None:
    """"No more than one creature can attack each combat." as a ``CombatCountLimit``, or None."""
    text = low.rstrip(".")
    p = Parser(tokenize(text))
    if not p.take("no more than"):
        return None
    n = NUMBERS.get(p.next() or "")
    if not isinstance(n, int) or n < 1 or not p.take("creature" if n == 1 else "creatures") \
            or not p.take("can"):
        return None
    kind = p.take_any("attack", "block")
    if kind is None or not p.take("each combat") or not p.done():
        return None
    return m.CombatCountLimit(kind, n, text)


def describe_combat_count_limit(limit: m.CombatCountLimit) -> str:
    """"no more than one creature can attack each combat (508.1c)"."""
    n = limit.count
    rule = "508.1c" if limit.kind == "attack" else "509.1b"
    return (f"no more than {_WORDS.get(n, n)} creature{'s' if n != 1 else ''} can {limit.kind} "
            f"each combat ({rule})")


def _blockers_side(p: Parser, text: str) -> m.CombatRule | None:
    """"Creatures with power less than this creature's power can't block it." (509.1b): the
    restriction said of the blockers, a rule of the creature they can't block."""
    desc = description(p)
    if desc is None or not desc.may_be_plural() or not p.take("can't block") \
            or not p.take_any("it", "cardname") or not p.done() or not _plain(desc.filter):
        return None
    return m.CombatRule("not_blocked_by", text, filter=desc.filter)


def _plain(flt: m.Filter) -> bool:
    """Whether a filter describes creatures by their own qualities only (no "other", "you
    control" or combat status, whose meaning would be relative to the wrong object)."""
    return (flt.zone == "battlefield" and flt.controller is None and not flt.another
            and flt.in_combat is None)


def describe_combat_rule(rule: m.CombatRule) -> str:
    """A combat rule with a description or a number, in rules English."""
    kind, n = rule.kind, rule.count
    if kind == "attacks_only_if_defender_has":
        what = describe_filter(rule.filter)
        article = "an" if what[0] in "aeiouAEIOU" else "a"
        return f"can't attack unless defending player controls {article} {what} (508.1c)"
    if kind == "max_blockers":
        return f"can't be blocked by more than {_WORDS.get(n, n)} creature{'s' if n != 1 else ''} (509.1b)"
    if kind == "min_blockers":
        return f"can't be blocked except by {_WORDS.get(n, n)} or more creatures (509.1b)"
    if kind == "blocks_more":
        return ("can block any number of creatures (509.1a)" if n is None
                else f"can block {_WORDS.get(n, n)} additional creature{'s' if n != 1 else ''} "
                     "each combat (509.1a)")
    creatures = describe_filter(rule.filter, "creature")
    return {"blocked_only_by": f"can't be blocked except by a {creatures} (509.1b)",
            "not_blocked_by": f"can't be blocked by a {creatures} (509.1b)",
            "blocks_only": f"can block only a {creatures} (509.1b)",
            "cant_block_these": f"can't block a {creatures} (509.1b)"}[kind]
