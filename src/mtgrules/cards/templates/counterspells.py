"""Counterspells (rule 701.6) and "This spell can't be countered." (rule 101.2).

* ``counter target spell``; ``counter target <types> spell`` ("creature", "noncreature",
  "instant or sorcery", "artifact or enchantment", ...): the target is a spell on the stack
  (112.1), never an ability or a permanent.
* ``counter target spell unless its controller pays {N} [for each <description>]`` (118.12a;
  the count made as it resolves, 608.2h).
* ``counter target activated or triggered ability``, ``counter target spell, activated
  ability, or triggered ability`` (113.1; mana abilities never use the stack, 605.3b).
* ``if that spell is countered this way, <put it on top of / on the bottom of its owner's library
  | put it into its owner's hand | exile it> instead of <into that player's graveyard | putting
  it into its owner's graveyard>``: a self-replacement effect (614.15) on where the countered
  spell goes.
* the whole line ``This spell can't be countered.``, on permanent spells and on instants and
  sorceries: a static ability that works on the stack (113.6, 101.2).
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.grammar.amounts import for_each
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost
from mtgrules.cards.phrases import COLOR_WORDS, TYPE_WORDS
from mtgrules.cards.sentences import ModeBuilder, NotUnderstood, clause


def spell_filter(words: str) -> m.Filter:
    """The description before "spell": "", "creature", "noncreature", "instant or sorcery",
    "nonblue", "artifact, creature, or enchantment" -> a Filter for spells on the stack."""
    types: set[str] = set()
    not_types: set[str] = set()
    not_colors: set[str] = set()
    words = words.strip()
    if words:
        for part in re.split(r", or | or |, ", words):
            for tok in part.split(" "):
                base = tok[3:].lstrip("-") if tok.startswith("non") else None
                if base in TYPE_WORDS:
                    not_types.add(TYPE_WORDS[base])
                elif base in COLOR_WORDS:
                    not_colors.add(COLOR_WORDS[base])
                elif tok in TYPE_WORDS:
                    types.add(TYPE_WORDS[tok])
                else:
                    raise NotUnderstood(words + " spell")
    return m.Filter(types=frozenset(types), not_types=frozenset(not_types),
                    not_colors=frozenset(not_colors), zone="stack", spell=True)


def _spell_target(words: str, b: ModeBuilder) -> m.TargetRef:
    text = f"target {words + ' ' if words else ''}spell"
    return b.target(m.TargetSpec(text, spell_filter(words)))


_DESC = r"((?:non)?[a-z-]+(?:(?:, | or |, or )(?:non)?[a-z-]+)*)"


@clause(rf"counter target (?:{_DESC} )?spell")
def _counter_spell(hit, b):
    return [m.Counter(_spell_target(hit.group(1) or "", b))]


@clause(rf"counter target (?:{_DESC} )?spell unless its controller pays ((?:\{{[0-9wubrgcx]+\}})+)( for each .+)?")
def _counter_unless(hit, b):
    try:
        cost = parse_mana_cost(hit.group(2).upper())
    except ManaCostError:
        raise NotUnderstood(hit.group(0)) from None
    per = None
    if hit.group(3):  # "{1} for each card in your graveyard": counted as it resolves (608.2h)
        p = Parser(tokenize(hit.group(3).strip()))
        per = for_each(p)
        if per is None or not p.done() or cost.x:
            raise NotUnderstood(hit.group(0), p.complaint())
    return [m.CounterUnlessPays(_spell_target(hit.group(1) or "", b), cost, per=per)]


_ABILITY_TARGETS = {
    "activated or triggered ability": None,
    "spell, activated ability, or triggered ability": "any",
    "spell or ability": "any",
}


@clause(r"counter target (activated or triggered ability|spell, activated ability, or triggered "
        r"ability|spell or ability)")
def _counter_ability(hit, b):
    words = hit.group(1)
    spell = False if _ABILITY_TARGETS[words] is None else None
    spec = m.TargetSpec(f"target {words}", m.Filter(zone="stack", spell=spell))
    return [m.Counter(b.target(spec))]


_INSTEAD = {"put it on top of its owner's library": "library top",
            "put it on the bottom of its owner's library": "library bottom",
            "put it into its owner's hand": "hand", "exile it": "exile"}


@clause(r"if that spell is countered this way, (put it on top of its owner's library|put it on the "
        r"bottom of its owner's library|put it into its owner's hand|exile it) instead of (?:into "
        r"that player's graveyard|putting it into its owner's graveyard)")
def _countered_instead(hit, b):
    return [m.CounteredInstead(_INSTEAD[hit.group(1)])]


@ability_line(r"cardname can't be countered")
def _cant_be_countered(hit, line):
    return (m.StaticAbility(m.CantBeCountered(hit.group(0)), hit.group(0)),
            "static ability (101.2): this spell can't be countered (701.6a)")
