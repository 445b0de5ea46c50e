"""Restrictions on spending mana (106.6): the sentence after a mana ability's "Add ..." that says
what its mana can be spent on.

    restriction := "spend this mana only to" use ([","] ["or"] ["to"] use)*
                 | "this mana can't be spent to cast" ["a" | "an"] spells       (111.10h)
    use         := "cast" ["a" | "an"] spells                                   (112.1)
                 | "activate abilities" ["of" sources]                          (602.1)
                 | "activate an ability of" ["a" | "an"] sources
    spells      := description (of spells)
    sources     := description ["source" | "sources"]   (permanents, 109.2; "sources": any object)
"""
from __future__ import annotations

import dataclasses
import re

from mtgrules import ir as m
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.modes import NotUnderstood
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.tokens import tokenize

_SENTENCE = re.compile(r"(.*?\.)\s*((?:spend this mana only|this mana can't be spent) [^.]*)\.?")


def split_spend_only(text: str) -> tuple[str, m.ManaUse | None]:
    """``text`` (an ability's effect, lowercase) without its last sentence restricting how its
    mana is spent, and what that sentence allows (None if it has no such sentence). Raises
    ``NotUnderstood`` if the sentence isn't understood."""
    found = _SENTENCE.fullmatch(text)
    if found is None:
        return text, None
    rest, sentence = found.groups()
    p = Parser(tokenize(sentence))
    use = restriction(p)
    if use is None or not p.done():
        raise NotUnderstood(sentence, p.complaint())
    for flt in (use.spells, use.but_spells, use.abilities):
        if flt is not None and flt.chosen is not None:  # the choice isn't kept with the mana
            raise NotUnderstood(sentence, "mana restricted to spells of a chosen quality is not supported")
    return rest, use


@rule
def restriction(p: Parser) -> m.ManaUse | None:
    if p.take("this mana can't be spent to cast"):
        spells = _spells(p)
        return m.ManaUse(but_spells=spells) if spells is not None else None
    if not p.take("spend this mana only to"):
        return None
    use = _use(p, m.ManaUse())
    while use is not None and not p.done():
        p.take(",")
        p.take("or")
        p.take("to")
        use = _use(p, use)
    return use


@rule
def _use(p: Parser, use: m.ManaUse) -> m.ManaUse | None:
    """``use`` widened by one more thing the mana may pay for."""
    if p.take("cast"):
        spells = _spells(p)
        if spells is None or use.spells is not None:
            return None  # two descriptions of spells: not one filter
        return dataclasses.replace(use, spells=spells)
    if p.take("activate abilities"):
        if not p.take("of"):
            return dataclasses.replace(use, any_ability=True)
    elif p.take("activate an ability of"):
        p.take_any("a", "an")
    else:
        return None
    sources = _sources(p)
    if sources is None or use.abilities is not None:
        return None
    return dataclasses.replace(use, abilities=sources)


def _spells(p: Parser) -> m.Filter | None:
    p.take_any("a", "an")
    desc = description(p)
    if desc is None or desc.filter.zone != "stack":
        p.miss("a description of spells")
        return None
    return desc.filter


def _sources(p: Parser) -> m.Filter | None:
    """The objects whose abilities: permanents ("artifacts", 109.2), or any objects ("artifact
    sources")."""
    desc = description(p)
    if desc is None or desc.filter.zone != "battlefield":
        p.miss("a description of permanents")
        return None
    if p.take_any("source", "sources"):
        return dataclasses.replace(desc.filter, zone="anywhere")
    return desc.filter
