"""The base class of keyword abilities (rule 702).

A subclass sets ``name`` (lowercase), ``rule`` (e.g. "702.9") and ``hooks``: the names of the
extension points it implements, each a method below. ``parse`` recognises the keyword's oracle
line; the default recognises the bare keyword name.
"""
from __future__ import annotations

from mtgrules.cards.model import KeywordInstance


class Keyword:
    name: str = ""
    rule: str = ""
    hooks: tuple[str, ...] = ()
    # abilities the keyword stands for (e.g. prowess's triggered ability), added by the compiler
    def expand(self, inst: KeywordInstance) -> tuple:
        return ()

    def parse(self, low: str, text: str):
        """Recognise ``low`` (the lowercase line without reminder text)."""
        if low == self.name:
            return (KeywordInstance(self.name),)
        return None
