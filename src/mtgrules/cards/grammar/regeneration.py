"""Regeneration (rule 701.19):

    regenerate    := "regenerate" objects                  (701.19a: a shield for each, ``imperative``)
    this-turn     := objects "can't be regenerated this turn"          (701.19c, ``object_verb``)
    destroyed     := destroyed-words "can't be regenerated"  (after a destroy effect: what this
                                                              spell or ability destroys, 701.19c)
    destroyed-words := "it" | "they" | "that creature" | "the creature" | "those creatures"
                     | "a creature destroyed this way" | "creatures destroyed this way"
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.references import objects

_DESTROYED = ("it", "they", "that creature", "the creature", "those creatures", "that permanent",
              "a creature destroyed this way", "creatures destroyed this way",
              "a permanent destroyed this way", "permanents destroyed this way")


@rule
def regenerate(p: Parser, b) -> list | None:
    """"Regenerate enchanted creature", "regenerate each creature you control", "regenerate it"
    (after the verb)."""
    found = objects(p, b)
    return None if found is None else [m.Regenerate(found[0])]


def cant_be_regenerated(p: Parser, what) -> list | None:
    """After the subject ``what``: "can't be regenerated this turn" (701.19c)."""
    return [m.CantBeRegenerated(what, True)] if p.take("can't be regenerated this turn") else None


@rule
def destroyed_unregenerable(p: Parser) -> list | None:
    """A whole sentence saying that what an earlier destroy effect of the same spell or ability
    destroys can't be regenerated (701.19c)."""
    if p.take_any(*_DESTROYED) is None or not p.take("can't be regenerated") or not p.done():
        return None
    return [m.CantBeRegenerated()]
